import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleDetailResponse } from '@shared/schemas/directory';
import { Badge } from '@client/components/ui/badge';
import { paths } from '@client/config/paths';
import { ArticleCard } from './article-card';
import { Breadcrumbs } from './breadcrumbs';
import { formatDay } from '@shared/format';
import { paragraphs } from './paragraphs';
import { SourcesList } from './sources-list';

export function ArticleView({ data }: { data: ArticleDetailResponse }) {
  const { article, procedures, moreArticles } = data;
  const categoryName = data.category.name;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <Breadcrumbs
        items={[
          { label: 'Procedures', to: paths.browseProcedures.href() },
          { label: categoryName, to: paths.procedureCategory.href(article.categoryId) },
          { label: 'Article' },
        ]}
      />
      <article>
        <header>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge variant="brand">{categoryName}</Badge>
            <span>{article.readingMinutes} min read</span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink md:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">{article.summary}</p>
        </header>
        <div className="mt-8 space-y-8 text-base leading-8 text-slate-700">
          {article.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-xl font-semibold tracking-tight text-ink md:text-2xl">{section.heading}</h2>
              {paragraphs(section.body).map((p) => (
                <p key={p.slice(0, 40)} className="mt-3">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
        <section aria-labelledby="article-sources" className="mt-10 border-t border-line pt-8">
          <h2 id="article-sources" className="text-lg font-semibold text-ink">
            Sources
          </h2>
          <div className="mt-3">
            <SourcesList sources={article.sources} />
          </div>
          <p className="mt-4 text-sm text-muted">
            General information, not medical advice. A board-certified provider who examines you can say what
            is right for you.
          </p>
        </section>
      </article>
      {procedures.length > 0 && (
        <section aria-labelledby="article-procedures" className="mt-10">
          <h2 id="article-procedures" className="text-lg font-semibold text-ink">
            Procedure guides in this article
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {procedures.map((p) => (
              <li key={p.id}>
                <Link
                  to={paths.procedure.href(p.id)}
                  className="group flex h-full flex-col rounded-xl border border-line p-4 transition hover:border-brand-300 hover:bg-brand-50/40"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-ink group-hover:text-brand-700">
                    {p.name}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </span>
                  <span className="mt-1 line-clamp-2 text-sm text-muted">{p.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {moreArticles.length > 0 && (
        <section aria-labelledby="more-articles" className="mt-10">
          <h2 id="more-articles" className="text-lg font-semibold text-ink">
            More to read
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {moreArticles.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
