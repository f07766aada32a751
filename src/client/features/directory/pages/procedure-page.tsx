import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { useParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { paths } from '@client/config/paths';
import { useProcedure } from '../api/procedures';
import { GuideSkeleton } from '../components/guides/guide-skeleton';
import { ProcedureGuideView } from '../components/guides/procedure-guide';
import { isNotFound, LoadError, NotFoundState } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getProcedureQueryOptions } from '../api/procedures';

export default function ProcedurePage() {
  const { procedureId = '' } = useParams();
  const query = useProcedure(procedureId);
  const name = query.data?.guide.shortName;

  usePageTitle(name ? titles.procedure(name) : undefined);

  if (query.isPending) return <GuideSkeleton />;
  if (query.isError) {
    return (
      <PageFrame title={isNotFound(query.error) ? 'Guide not found' : 'Procedure guide'}>
        {isNotFound(query.error) ? (
          <NotFoundState
            title="We don’t have a guide for that procedure"
            text="The link may be mistyped, or the procedure may go by another name. Browse every guide by category."
            to={paths.browseProcedures.href()}
            label="Browse all procedures"
          />
        ) : (
          <LoadError error={query.error} onRetry={() => query.refetch()} what="this guide" />
        )}
      </PageFrame>
    );
  }
  return <ProcedureGuideView data={query.data} />;
}

export const loader = loadQueries(({ params }) => [getProcedureQueryOptions(params.procedureId ?? '')]);
