import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { Images } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { paths } from '@client/config/paths';
import { CardGridSkeleton, isNotFound, LoadError, NotFoundState } from '../components/guides/query-states';
import { PhotoGrid } from '../components/provider/photo-grid';
import { loadQueries } from '@client/lib/page-loader';
import { getProviderPhotosQueryOptions, useProviderPhotos } from '../components/provider/provider-api';
import { practiceOrClinician } from '@shared/practice-facts';

/** Whose photos and which page the URL asks for; `invalid` when it names a provider by something not an id. */
function photosAsked(params: URLSearchParams) {
  const raw = params.get('provider');
  const providerId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { providerId, page, invalid: raw !== null && providerId === null };
}

export default function ProviderPhotosPage() {
  const [params, setParams] = useSearchParams();
  const { providerId, page, invalid } = photosAsked(params);
  const query = useProviderPhotos(providerId, page);
  const provider = query.data?.provider ?? null;
  const title = provider ? `Photos: ${provider.displayName}` : 'Provider Photos';

  usePageTitle(titles.providerPhotos(provider?.displayName ?? null));

  const goTo = (next: number) => {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next));
    setParams(updated);
  };

  return (
    <PageFrame
      title={title}
      subtitle={
        provider
          ? `${practiceOrClinician(provider)}: office, team and result photos the practice shared.`
          : 'Recent photos from practices across the directory. Open one to see it full size, or visit the practice.'
      }
      actions={
        provider ? (
          <Button variant="outline" asChild>
            <Link to={paths.provider.href(provider.id)}>Back to profile</Link>
          </Button>
        ) : null
      }
    >
      {provider?.source === 'sample' && (
        <p className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Sample profile: these photos are generated illustrations, not real results.
        </p>
      )}
      {invalid ? (
        <NotFoundState
          title="We couldn’t find this provider’s photos"
          text="The link may be mistyped. Browse recent photos from every practice instead."
          to={paths.providerPhotos.href()}
          label="See all photos"
        />
      ) : query.isPending ? (
        <CardGridSkeleton count={8} label="Loading photos" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <NotFoundState
            title="We couldn’t find this provider’s photos"
            text="The provider may have left the directory. Browse recent photos from every practice instead."
            to={paths.providerPhotos.href()}
            label="See all photos"
          />
        ) : (
          <LoadError error={query.error} onRetry={() => query.refetch()} what="the photos" />
        )
      ) : query.data.photos.length === 0 ? (
        <EmptyState
          icon={Images}
          title="No photos yet"
          text={
            provider ? 'This practice has not added photos yet.' : 'Practices have not shared photos yet.'
          }
          action={
            <Button asChild>
              <Link to={provider ? paths.provider.href(provider.id) : paths.findDoctors.href()}>
                {provider ? 'Back to profile' : 'Find providers'}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <PhotoGrid
            photos={query.data.photos.map((p) =>
              provider
                ? p
                : {
                    ...p,
                    credit: p.practiceName ? `${p.providerName} · ${p.practiceName}` : p.providerName,
                    href: paths.provider.href(p.providerId),
                  },
            )}
          />
          {query.data.totalPages > 1 && (
            <nav aria-label="Photo pages" className="mt-8 flex items-center justify-between gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted">
                Page {page} of {query.data.totalPages}
              </span>
              <Button
                variant="outline"
                disabled={page >= query.data.totalPages}
                onClick={() => goTo(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </PageFrame>
  );
}

export const loader = loadQueries(({ search }) => {
  const { providerId, page } = photosAsked(search);
  return [getProviderPhotosQueryOptions(providerId, page)];
});
