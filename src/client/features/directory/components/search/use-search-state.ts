import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// Every piece of search state lives in the URL, so back/forward and shared links reproduce the page.
export const SEARCH_KEYS = [
  'procedure',
  'provider',
  'location',
  'searchType',
  'lat',
  'lng',
  'radius',
  'specialty',
  'minRating',
  'verified',
  'accepting',
  'confirmed',
  'sort',
  'page',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type SearchState = Partial<Record<SearchKey, string>>;

/** The search a URL's query string asks for: only the keys search reads, only those with a value. */
export function searchStateFrom(searchParams: URLSearchParams): SearchState {
  const s: SearchState = {};
  for (const key of SEARCH_KEYS) {
    const v = searchParams.get(key);
    if (v) s[key] = v;
  }
  return s;
}

export function useSearchState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => searchStateFrom(searchParams), [searchParams]);

  /** Merges changes into the URL; anything but a page change goes back to page 1. */
  const update = useCallback(
    (changes: SearchState, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  return { state, update, key: searchParams.toString() };
}

export const activeFilterCount = (s: SearchState) =>
  [s.specialty, s.minRating, s.verified, s.accepting, s.confirmed, s.radius].filter(Boolean).length;
