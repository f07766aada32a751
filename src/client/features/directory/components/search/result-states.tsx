import { AlertTriangle, SearchX } from 'lucide-react';
import { useFavoriteIds } from '@client/components/favorites/favorites-api';
import { useSession } from '@client/lib/session';
import { countOf } from '@shared/plural';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { ResultCard } from './result-card';
import type { SearchState } from './use-search-state';

export function ResultsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-xl border border-line bg-white p-5">
          <Skeleton className="size-20 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface EmptyResultsProps {
  data: ProviderSearchResponse;
  state: SearchState;
  onChange: (changes: SearchState) => void;
  hasFilters: boolean;
}

/** Nobody matched: say why in plain words and offer the next useful step. */
export function EmptyResults({ data, state, onChange, hasFilters }: EmptyResultsProps) {
  const s = data.suggestions;
  const place = data.resolved.location?.label;
  const what = data.resolved.procedure?.name ?? (state.provider ? `"${state.provider}"` : 'providers');
  return (
    <>
      <EmptyMessage data={data} state={state} onChange={onChange} hasFilters={hasFilters} />
      {place && s?.nearestProviders?.length ? (
        <NearestProviders providers={s.nearestProviders} place={place} what={what} />
      ) : null}
    </>
  );
}

/** Nobody within the radius: the nearest who match everything else, each with its distance. */
function NearestProviders({
  providers,
  place,
  what,
}: {
  providers: NonNullable<NonNullable<ProviderSearchResponse['suggestions']>['nearestProviders']>;
  place: string;
  what: string;
}) {
  const { isSignedIn } = useSession();
  const saved = new Set(useFavoriteIds(isSignedIn).data?.providerIds);
  return (
    <section aria-labelledby="nearest-heading" className="mt-8">
      <h3 id="nearest-heading" className="text-lg font-semibold text-ink">
        Nearest {what === 'providers' ? 'providers' : `for ${what}`} to {place}
      </h3>
      <p className="mb-4 text-sm text-muted">Outside your search distance, nearest first.</p>
      <ol className="flex flex-col gap-4">
        {providers.map((p) => (
          <li key={p.id}>
            <ResultCard provider={p} saved={saved.has(p.id)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function EmptyMessage({ data, state, onChange, hasFilters }: EmptyResultsProps) {
  const s = data.suggestions;
  const place = data.resolved.location?.label;
  const what = data.resolved.procedure?.name ?? (state.provider ? `"${state.provider}"` : 'providers');
  // "Confirmed only" on a procedure: registry clinicians who usually offer it may be all there is nearby.
  const onlyConfirmed = Boolean(state.confirmed && data.resolved.procedure);
  return (
    <EmptyState
      icon={SearchX}
      title={
        data.notice && s?.procedures
          ? 'We could not match that procedure'
          : onlyConfirmed
            ? `No provider${place ? ` near ${place}` : ''} lists ${what} themselves`
            : `No ${what} found${place ? ` near ${place}` : ''}`
      }
      text={
        data.notice ??
        (onlyConfirmed
          ? 'Confirmed only leaves out registry clinicians whose specialty usually offers it (not confirmed by the practice).'
          : 'Try a wider distance, a nearby city, or fewer filters.')
      }
      action={
        <div className="flex flex-col items-center gap-3">
          <div className="flex flex-wrap justify-center gap-2">
            {onlyConfirmed ? (
              <Button onClick={() => onChange({ confirmed: '' })}>
                Include clinicians who usually offer {what}
              </Button>
            ) : null}
            {s?.widerRadius ? (
              <Button onClick={() => onChange({ radius: String(s.widerRadius) })}>
                Search within {s.widerRadius} miles
              </Button>
            ) : null}
            {hasFilters ? (
              <Button
                variant="outline"
                onClick={() =>
                  onChange({ specialty: '', minRating: '', verified: '', accepting: '', confirmed: '' })
                }
              >
                Clear filters
              </Button>
            ) : null}
          </div>
          {s?.procedures?.length ? (
            <SuggestionList
              label="Did you mean"
              items={s.procedures.map((p) => ({ key: p.id, text: p.name, changes: { procedure: p.id } }))}
              onChange={onChange}
            />
          ) : null}
          {s?.nearbyLocations.length ? (
            <SuggestionList
              label="Nearby cities with matches"
              items={s.nearbyLocations.map((n) => ({
                key: n.id,
                text: `${n.label} · ${countOf(n.count, 'match', 'matches')} · ${n.distanceMiles} mi`,
                changes: { location: n.label, lat: '', lng: '' },
              }))}
              onChange={onChange}
            />
          ) : null}
        </div>
      }
    />
  );
}

function SuggestionList(props: {
  label: string;
  items: { key: string; text: string; changes: SearchState }[];
  onChange: (changes: SearchState) => void;
}) {
  return (
    <div className="text-sm">
      <p className="mb-2 text-muted">{props.label}:</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {props.items.map((item) => (
          <li key={item.key}>
            <Button variant="secondary" size="sm" onClick={() => props.onChange(item.changes)}>
              {item.text}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchError({
  message,
  onRetry,
  isInputError,
}: {
  message: string;
  onRetry: () => void;
  isInputError: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="mb-3 size-8 text-danger-600" />
      <h2 className="text-lg font-semibold text-ink">
        {isInputError ? 'Please check your search' : 'We could not load providers'}
      </h2>
      <p className="mt-1.5 max-w-md text-sm text-ink">{message}</p>
      {isInputError ? null : (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
