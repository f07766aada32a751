import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useProcedures } from '../api/procedures';
import { ProcedureCard } from '../components/guides/procedure-card';
import { CardGridSkeleton, LoadError } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getProceduresQueryOptions } from '../api/procedures';

export default function BrowseProceduresPage() {
  const query = useProcedures();
  return (
    <PageFrame
      eyebrow="Procedure guides"
      title="Browse procedures"
      subtitle="Every guide covers who it suits, what it really costs, recovery week by week, risks and the questions to ask — with sources."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.discovery.href()}>
            <Compass aria-hidden="true" />
            Explore by concern
          </Link>
        </Button>
      }
    >
      {query.isPending ? (
        <CardGridSkeleton count={9} label="Loading procedures" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} what="the procedures" />
      ) : (
        <div className="space-y-12">
          {query.data.categories.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`}>
              <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
                <div>
                  <h2
                    id={`category-${category.id}`}
                    className="text-2xl font-semibold tracking-tight text-ink"
                  >
                    {category.name}
                  </h2>
                  <p className="mt-1 max-w-2xl text-muted">{category.description}</p>
                </div>
                <Link
                  to={paths.procedureCategory.href(category.id)}
                  className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  All {category.name.toLowerCase()}
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </Link>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {category.procedures.map((procedure) => (
                  <li key={procedure.id}>
                    <ProcedureCard procedure={procedure} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PageFrame>
  );
}

export const loader = loadQueries(() => [getProceduresQueryOptions()]);
