import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { useProviderLookup } from '../api/leads';
import { useTrulink } from '../api/trulink';
import { ProviderPicker } from '../components/provider-picker';
import { TrulinkView } from '../components/trulink-view';

export default function TrulinkmdDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.get('provider');
  const trulink = useTrulink(key);
  usePageTitle(titles.trulink(trulink.data?.provider.displayName ?? null));

  if (!key) {
    return (
      <PageFrame eyebrow="TruLinkMD" title="Find a provider's TruLink" width="narrow">
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <ProviderPicker
            label="Provider"
            useLookup={useProviderLookup}
            onPick={(p) => navigate(paths.trulinkmdDetail.href({ provider: p.slug }))}
          />
        </div>
      </PageFrame>
    );
  }
  return (
    <div className="min-h-[70vh] bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      {trulink.isPending ? (
        <div className="mx-auto grid max-w-md gap-3">
          <Skeleton className="mx-auto size-20 rounded-full" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : trulink.error ? (
        <div className="mx-auto max-w-md">
          <EmptyState
            title="TruLink page not found"
            text={trulink.error.message}
            action={<Button onClick={() => navigate(paths.trulinkmdDetail.href())}>Search providers</Button>}
          />
        </div>
      ) : (
        <TrulinkView data={trulink.data} />
      )}
    </div>
  );
}
