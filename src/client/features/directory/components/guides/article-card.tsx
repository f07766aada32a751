import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from '@shared/schemas/directory';
import { paths } from '@client/config/paths';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Link
      to={paths.article.href(article.id)}
      className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      <p className="flex items-center gap-1.5 text-xs font-medium text-brand-700">
        <BookOpen aria-hidden="true" className="size-3.5" />
        Article · {article.readingMinutes} min read
      </p>
      <h3 className="mt-2 font-semibold text-ink group-hover:text-brand-700">{article.title}</h3>
      <p className="mt-2 line-clamp-3 text-sm text-muted">{article.summary}</p>
    </Link>
  );
}
