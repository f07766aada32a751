import { useSearchParams } from 'react-router';
import type { Concern } from '@shared/schemas/content';
import { PageFrame } from '@client/components/page-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useProcedures } from '../api/procedures';
import { CONCERNS } from '../components/guides/concern-meta';
import { ConcernPanel } from '../components/guides/concern-panel';
import { CardGridSkeleton, LoadError } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getProceduresQueryOptions } from '../api/procedures';

const isConcern = (value: string | null): value is Concern => CONCERNS.some((c) => c.id === value);

export default function DiscoveryPage() {
  const query = useProcedures();
  const [params, setParams] = useSearchParams();
  const requested = params.get('concern');
  const concern: Concern = isConcern(requested) ? requested : 'face';

  return (
    <PageFrame
      eyebrow="Discover"
      title="Explore procedures by concern"
      subtitle="Start from what you would like to change. We’ll show the procedures that address it, with honest costs and recovery."
    >
      <Tabs
        value={concern}
        onValueChange={(value) => setParams({ concern: value }, { replace: true, preventScrollReset: true })}
      >
        <TabsList aria-label="Concerns" className="w-full justify-start sm:w-auto">
          {CONCERNS.map(({ id, label, icon: Icon }) => (
            <TabsTrigger key={id} value={id} className="px-4">
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {CONCERNS.map((meta) => (
          <TabsContent key={meta.id} value={meta.id} className="mt-6">
            {query.isPending ? (
              <CardGridSkeleton label="Loading procedures" />
            ) : query.isError ? (
              <LoadError error={query.error} onRetry={() => query.refetch()} what="the procedures" />
            ) : (
              <ConcernPanel concern={meta} categories={query.data.categories} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}

export const loader = loadQueries(() => [getProceduresQueryOptions()]);
