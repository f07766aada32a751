import { Heart, LocateFixed, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { notify } from '@client/components/ui/toaster';
import { paths } from '@client/config/paths';
import { RequireAuth } from '@client/components/require-auth';
import { useDistanceOrigin } from '@client/lib/use-distance-origin';
import { CompareTable } from '../components/compare/compare-table';
import { useFavorites, useRemoveFavorite } from '@client/components/favorites/favorites-api';
import { SavedProviderCard } from '../components/favorites/saved-provider-card';
import { countOf } from '@shared/plural';
import { requireSignedIn } from '@client/lib/page-loader';

const MAX_COMPARE = 3;

export default function FavoritesPage() {
  return (
    <RequireAuth>
      <SavedProviders />
    </RequireAuth>
  );
}

function SavedProviders() {
  const [params] = useSearchParams();
  const distance = useDistanceOrigin();
  const query = useFavorites(distance.origin);
  const remove = useRemoveFavorite();
  const [selected, setSelected] = useState<number[]>([]);
  const favorites = query.data?.favorites ?? [];
  const wantsCompare = params.get('compare') === '1';

  // Arriving from "Compare your saved providers" preselects the newest ones.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && wantsCompare)
      setSelected((current) =>
        current.length ? current : favorites.slice(0, MAX_COMPARE).map((f) => f.provider.id),
      );
  }, [loaded, wantsCompare, favorites]);

  const compared = favorites.filter((f) => selected.includes(f.provider.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id].slice(0, MAX_COMPARE) : current.filter((x) => x !== id)));

  return (
    <PageFrame
      title="Saved providers"
      subtitle="Keep notes on the providers you are considering and compare two or three side by side."
      actions={
        favorites.length > 0 && !distance.hasOrigin ? (
          <Button variant="outline" onClick={distance.locate} loading={distance.state === 'locating'}>
            {distance.state !== 'locating' && <LocateFixed aria-hidden="true" />}
            Show distances from me
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading saved providers" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-danger-600">
          {query.error.message}{' '}
          <Button variant="link" onClick={() => query.refetch()}>
            Try again
          </Button>
        </p>
      ) : favorites.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="No saved providers yet"
          text="Tap Save on any provider profile to keep it here with your own notes, then compare them side by side."
          action={
            <Button asChild>
              <Link to={paths.findDoctors.href()}>
                <Search aria-hidden="true" /> Find providers
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="compare-heading" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="compare-heading" className="text-xl font-semibold text-ink">
                Compare
              </h2>
              <p className="text-sm text-muted" aria-live="polite">
                {compared.length < 2
                  ? `Tick Compare on ${compared.length === 0 ? 'two or three' : 'one or two more'} providers below.`
                  : `Comparing ${countOf(compared.length, 'provider')}.`}
              </p>
            </div>
            {compared.length >= 2 && <CompareTable items={compared} distanceFrom={query.data.distanceFrom} />}
          </section>
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Your saved providers">
            {favorites.map((saved) => (
              <SavedProviderCard
                key={saved.provider.id}
                saved={saved}
                selected={selected.includes(saved.provider.id)}
                selectDisabled={selected.length >= MAX_COMPARE}
                onSelectedChange={(on) => toggle(saved.provider.id, on)}
                removing={remove.isPending && remove.variables === saved.provider.id}
                onRemove={() =>
                  remove.mutate(saved.provider.id, {
                    onSuccess: () => {
                      toggle(saved.provider.id, false);
                      notify.success('Removed from saved providers', saved.provider.displayName);
                    },
                    onError: (error) => notify.error('Could not remove the provider', error.message),
                  })
                }
              />
            ))}
          </ul>
        </div>
      )}
    </PageFrame>
  );
}

export const loader = requireSignedIn();
