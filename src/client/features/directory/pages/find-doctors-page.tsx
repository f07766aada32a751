import { Info } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useFavoriteIds } from '@client/components/favorites/favorites-api';
import { PageFrame } from '@client/components/page-frame';
import { ApiError } from '@client/lib/api-client';
import { useSession } from '@client/lib/session';
import { useProviderSearch } from '../api/search';
import { FilterPanel } from '../components/search/filter-panel';
import { Pagination } from '@client/components/ui/pagination';
import { ResultCard } from '../components/search/result-card';
import { EmptyResults, ResultsSkeleton, SearchError } from '../components/search/result-states';
import { ResultsHeader } from '../components/search/results-header';
import { ResultsWithMap } from '../components/search/results-map';
import { SearchBar } from '../components/search/search-bar';
import { activeFilterCount, useSearchState } from '../components/search/use-search-state';
import { loadQueries } from '@client/lib/page-loader';
import { siteConfigQueryOptions } from '@client/lib/site-config';
import { getProviderSearchQueryOptions } from '../api/search';
import { searchBarQueries } from '../components/search/search-bar';
import { searchStateFrom } from '../components/search/use-search-state';

export default function FindDoctorsPage() {
  const { state, update } = useSearchState();
  const params = useMemo(
    () => Object.fromEntries(Object.entries(state).filter(([, v]) => v)) as Record<string, string>,
    [state],
  );
  const search = useProviderSearch(params);
  const data = search.data;
  const { isSignedIn } = useSession();
  const favoriteIds = useFavoriteIds(isSignedIn).data?.providerIds;
  const savedIds = useMemo(() => new Set(favoriteIds), [favoriteIds]);
  const resultsRef = useRef<HTMLDivElement>(null);
  const page = Number(state.page ?? 1);
  // The search bar restarts from the URL whenever what is searched for changes (back/forward, suggestions).
  const barKey = [
    state.searchType,
    state.procedure,
    state.provider,
    state.location,
    state.lat,
    state.lng,
  ].join('|');
  const radiusApplies = data ? data.resolved.location?.radius != null : Boolean(state.location || state.lat);

  const goToPage = (next: number) => {
    update({ page: next > 1 ? String(next) : '' });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const error = search.error instanceof ApiError ? search.error : null;
  // The providers on screen: the results, or the nearest ones when none is within the radius.
  const shown = search.isError ? [] : (data?.results ?? []).concat(data?.suggestions?.nearestProviders ?? []);
  return (
    <PageFrame
      title="Find Doctors"
      subtitle="Compare board certification, reviews, distance and listed prices, then open a profile to learn more."
      width="wide"
    >
      <SearchBar key={barKey} state={state} onSearch={update} />
      <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="hidden md:block">
          <div className="sticky top-24 rounded-xl border border-line bg-white p-5">
            <h2 className="mb-4 text-base font-semibold text-ink">Filters</h2>
            <FilterPanel state={state} onChange={update} radiusApplies={radiusApplies} />
          </div>
        </aside>
        <section ref={resultsRef} aria-label="Search results" className="min-w-0 scroll-mt-24">
          <ResultsHeader
            data={search.isError ? undefined : data}
            failed={search.isError}
            state={state}
            onChange={update}
            radiusApplies={radiusApplies}
          />
          {data?.notice && data.results.length > 0 ? (
            <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">{data.notice}</p>
          ) : null}
          {search.isError ? (
            <SearchError
              message={error?.message ?? 'Something went wrong. Please try again.'}
              isInputError={error?.status === 400}
              onRetry={() => search.refetch()}
            />
          ) : search.isPending ? (
            <ResultsSkeleton />
          ) : data && data.results.length === 0 ? (
            data.total > 0 ? (
              <SearchError
                message={`This page is past the end of the results: there are ${Math.ceil(data.total / data.pageSize)} pages. Pick one below.`}
                isInputError
                onRetry={() => goToPage(1)}
              />
            ) : (
              <EmptyResults
                data={data}
                state={state}
                onChange={update}
                hasFilters={activeFilterCount(state) > 0}
              />
            )
          ) : (
            <ResultsWithMap data={data}>
              <ol
                className={`flex flex-col gap-4 transition-opacity ${search.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={search.isFetching}
              >
                {data?.results.map((p) => (
                  <li key={p.id}>
                    <ResultCard provider={p} saved={savedIds.has(p.id)} />
                  </li>
                ))}
              </ol>
            </ResultsWithMap>
          )}
          {data && !search.isError ? (
            <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={goToPage} />
          ) : null}
          {shown.length > 0 ? (
            <p className="mt-8 flex items-start gap-2 text-xs text-muted">
              <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span>
                {/* Said only where sample entries are shown: a directory of real listings has none. */}
                {shown.some((p) => p.source === 'sample')
                  ? 'Directory entries are sample data unless marked as an imported listing, listed by the practice, or claimed by the provider. '
                  : null}
                Prices are each provider's listed range, not a quote.
              </span>
            </p>
          ) : null}
        </section>
      </div>
    </PageFrame>
  );
}

export const loader = loadQueries(({ search }) => {
  const state = searchStateFrom(search);
  return [getProviderSearchQueryOptions(state), siteConfigQueryOptions, ...searchBarQueries(state)];
});
