import { Link, useParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { paths } from '@client/config/paths';
import { useProcedureCategory } from '../api/procedures';
import { ArticleCard } from '../components/guides/article-card';
import { Breadcrumbs } from '../components/guides/breadcrumbs';
import { ProcedureCard } from '../components/guides/procedure-card';
import { CardGridSkeleton, isNotFound, LoadError, NotFoundState } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getProcedureCategoryQueryOptions } from '../api/procedures';

export default function ProcedureCategoryPage() {
  const { categoryId = '' } = useParams();
  const query = useProcedureCategory(categoryId);

  if (query.isPending) {
    return (
      <PageFrame title="Procedures">
        <CardGridSkeleton label="Loading the category" />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={isNotFound(query.error) ? 'Category not found' : 'Procedures'}>
        {isNotFound(query.error) ? (
          <NotFoundState
            title="We couldn’t find that category"
            text="Our guides are grouped as surgical, non-surgical, weight-loss surgery, and health and wellness."
            to={paths.browseProcedures.href()}
            label="Browse all procedures"
          />
        ) : (
          <LoadError error={query.error} onRetry={() => query.refetch()} what="this category" />
        )}
      </PageFrame>
    );
  }
  const { category, procedures, articles } = query.data;
  return (
    <PageFrame
      eyebrow={`${procedures.length} procedure guides`}
      title={category.name}
      subtitle={category.description}
    >
      <Breadcrumbs
        items={[{ label: 'Procedures', to: paths.browseProcedures.href() }, { label: category.name }]}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {procedures.map((procedure) => (
          <li key={procedure.id}>
            <ProcedureCard procedure={procedure} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {category.concerns.length > 0 && (
        <section aria-labelledby="concerns-title" className="mt-12">
          <h2 id="concerns-title" className="text-xl font-semibold text-ink">
            Start from what you want to change
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {category.concerns.map((concern) => (
              <li key={concern.label} className="rounded-xl border border-line bg-surface p-4">
                <h3 className="font-medium text-ink">{concern.label}</h3>
                <p className="mt-1 text-sm text-muted">
                  {concern.procedureIds
                    .map((id) => procedures.find((p) => p.id === id))
                    .filter((p) => p !== undefined)
                    .map((p, i) => (
                      <span key={p.id}>
                        {i > 0 && ', '}
                        <Link
                          to={paths.procedure.href(p.id)}
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {p.shortName}
                        </Link>
                      </span>
                    ))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {articles.length > 0 && (
        <section aria-labelledby="articles-title" className="mt-12">
          <h2 id="articles-title" className="text-xl font-semibold text-ink">
            Related reading
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}

export const loader = loadQueries(({ params }) => [
  getProcedureCategoryQueryOptions(params.categoryId ?? ''),
]);
