import { MapPin, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { LocationSummary } from '@shared/schemas/directory';
import { PageFrame } from '@client/components/page-frame';
import { EmptyState } from '@client/components/ui/empty-state';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { paths } from '@client/config/paths';
import { useLocations } from '../api/locations';
import { countOf } from '@shared/plural';
import { CardGridSkeleton, LoadError } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getLocationsQueryOptions } from '../api/locations';

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function groupByState(locations: LocationSummary[], filter: string) {
  const needle = normalize(filter);
  const groups = new Map<string, LocationSummary[]>();
  for (const l of locations) {
    const haystack = normalize(`${l.city} ${l.state} ${l.stateName}`);
    if (needle && !haystack.includes(needle)) continue;
    const list = groups.get(l.stateName) ?? [];
    list.push(l);
    groups.set(l.stateName, list);
  }
  return [...groups.entries()];
}

export default function LocationDetailPage() {
  const query = useLocations();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const inputId = useId();
  const groups = useMemo(() => groupByState(query.data?.locations ?? [], deferred), [query.data, deferred]);

  return (
    <PageFrame
      eyebrow="Locations"
      title="Find providers by location"
      subtitle="Browse US metro areas by state. Each page shows its best-rated providers and what popular procedures cost locally."
    >
      <div className="mb-8 max-w-md">
        <Label htmlFor={inputId}>Search cities and states</Label>
        <Input
          id={inputId}
          type="search"
          className="mt-1.5"
          placeholder="e.g. Miami, Texas or NY"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          autoComplete="off"
        />
      </div>
      {query.isPending ? (
        <CardGridSkeleton count={6} label="Loading locations" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} what="locations" />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={`No locations match “${filter}”`}
          text="Try a city name, a state name or a two-letter state code."
        />
      ) : (
        <div className="columns-1 gap-6 sm:columns-2 lg:columns-3">
          {groups.map(([stateName, metros]) => (
            <section
              key={stateName}
              aria-labelledby={`state-${metros[0].state}`}
              className="mb-6 break-inside-avoid rounded-xl border border-line bg-white p-5"
            >
              <h2
                id={`state-${metros[0].state}`}
                className="flex items-baseline justify-between gap-2 font-semibold text-ink"
              >
                {stateName}
                <span className="text-xs font-normal text-muted">{metros[0].state}</span>
              </h2>
              <ul className="mt-3 space-y-1">
                {metros.map((metro) => (
                  <li key={metro.id}>
                    <Link
                      to={paths.location.href(metro.id)}
                      className="flex min-h-10 items-center justify-between gap-3 rounded-lg px-2 text-sm hover:bg-surface"
                    >
                      <span className="flex items-center gap-2 font-medium text-brand-700">
                        <MapPin aria-hidden="true" className="size-3.5" />
                        {metro.city}
                      </span>
                      <span className="text-muted">{countOf(metro.providerCount, 'provider')}</span>
                    </Link>
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

export const loader = loadQueries(() => [getLocationsQueryOptions()]);
