import { Hono } from 'hono';
import {
  autocompleteQuerySchema,
  type PlaceSuggestionsResponse,
  type ProviderSearchResponse,
  providerSearchQuerySchema,
} from '@shared/schemas/search';
import type { AppEnv } from '../../context';
import { createMicroCache, queryCacheKey } from '../../http/micro-cache';
import { queryInput } from '../../http/validate';
import { suggestPlaces } from '../../places';
import { autocomplete, searchProviders } from '../../directory/search';

// Nothing in a search result depends on who asks, so guests and signed-in visitors share each entry; see
// micro-cache.ts for the trade-off.
const searchCache = createMicroCache<ProviderSearchResponse>({ ttlMs: 5_000, max: 500 });

export const searchRoutes = new Hono<AppEnv>()
  .get('/search/providers', queryInput(providerSearchQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(await searchCache.load(queryCacheKey(q), () => searchProviders(c.var.deps.db, q)));
  })
  .get('/search/places', queryInput(autocompleteQuerySchema), (c) => {
    const { q } = c.req.valid('query');
    const typed = q.trim();
    // One letter matches thousands of towns; a ZIP needs three digits before its suggestions mean anything.
    const enough = /^\d+$/.test(typed) ? typed.length >= 3 : typed.length >= 2;
    const body: PlaceSuggestionsResponse = {
      places: enough
        ? suggestPlaces(typed, 6).map((p) => ({ value: p.zip ?? p.label, label: p.label, kind: p.kind }))
        : [],
    };
    return c.json(body);
  })
  .get('/search/autocomplete', queryInput(autocompleteQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    return c.json(await autocomplete(c.var.deps.db, q));
  });
