import { notListedFacts } from '@shared/practice-facts';
import { Hono } from 'hono';
import {
  distanceOriginSchema,
  PHOTOS_PAGE_SIZE,
  type ProviderPhotosResponse,
  type ProviderProfileResponse,
  providerMessages,
  providerPhotosQuerySchema,
  providerReviewsQuerySchema,
  type ReviewPage,
  REVIEWS_PAGE_SIZE,
} from '@shared/schemas/provider';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { createMicroCache } from '../../http/micro-cache';
import { paramInput, queryInput } from '../../http/validate';
import { reviewPage, toReviewDto } from '../../reviews/reviews.queries';
import { distanceFrom, resolveOrigin } from '../../directory/providers.distance';
import { loadProviderProfile } from '../../directory/providers.profile';
import { figureOf, loadFigures } from '../../reviews/reported-costs.queries';
import {
  dataSourceOf,
  findProvider,
  parseProviderId,
  providerPhotoPage,
  recentPhotoPage,
  summarizeGroups,
} from '../../directory/providers.queries';

// Guests without a distance origin all see the same profile; see micro-cache.ts for the trade-off.
export const guestProfileCache = createMicroCache<ProviderProfileResponse>({ ttlMs: 5_000, max: 2_000 });

function providerIdParam(raw: string) {
  const id = parseProviderId(raw);
  if (id === null) throw notFound(providerMessages.notFound);
  return id;
}

const providerParam = paramInput(({ id }) => ({ id: providerIdParam(id) }));

export const providersRoutes = new Hono<AppEnv>()
  .get('/providers/:id', providerParam, queryInput(distanceOriginSchema), async (c) => {
    const { id } = c.req.valid('param');
    const origin = c.req.valid('query');
    const { db } = c.var.deps;
    const user = c.var.user;
    const cacheable = !user && Object.keys(c.req.query()).length === 0;
    const build = async (): Promise<ProviderProfileResponse> => {
      const viewerId = user?.id ?? null;
      const [found, place, reported] = await Promise.all([
        loadProviderProfile(db, id, viewerId),
        resolveOrigin(db, origin),
        loadFigures(db, 'provider', [String(id)], null, {
          includeSample: c.var.deps.env.NODE_ENV !== 'production',
        }),
      ]);
      if (!found) throw notFound(providerMessages.notFound);
      const { provider, source } = found;
      const summary = summarizeGroups(found.reviewGroups);
      const reviews: ReviewPage = {
        reviews: found.recentReviews.map((r) => toReviewDto(r, viewerId)),
        page: 1,
        pageSize: REVIEWS_PAGE_SIZE,
        total: summary.count,
        totalPages: Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE)),
        sort: 'recent',
        procedure: null,
      };
      const body: ProviderProfileResponse = {
        provider,
        dataSource: dataSourceOf(source),
        notListed: notListedFacts(provider),
        procedures: found.offers,
        photos: found.photos,
        photoCount: found.photoCount,
        reviewSummary: summary,
        reportedCosts: found.offers.flatMap((offer) => {
          const figures = figureOf(reported, offer.id, String(id));
          return figures.cost ? [{ procedureId: offer.id, name: offer.name, figures }] : [];
        }),
        reviews,
        myReviews: found.myReviews.map((r) => toReviewDto(r, viewerId)),
        distanceMiles: distanceFrom(place, provider),
        distanceFrom: place?.label ?? null,
        saved: found.saved,
      };
      return body;
    };
    return c.json(cacheable ? await guestProfileCache.load(String(id), build) : await build());
  })
  .get('/providers/:id/reviews', providerParam, queryInput(providerReviewsQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const { db } = c.var.deps;
    if (!(await findProvider(db, id))) throw notFound(providerMessages.notFound);
    return c.json(await reviewPage(db, id, query, c.var.user?.id ?? null));
  })
  .get('/provider-photos', queryInput(providerPhotosQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps;
    const offset = (query.page - 1) * PHOTOS_PAGE_SIZE;
    let body: ProviderPhotosResponse;
    if (query.provider !== undefined) {
      const found = await findProvider(db, query.provider);
      if (!found) throw notFound(providerMessages.notFound);
      const { provider, source } = found;
      const { photos, total } = await providerPhotoPage(db, provider.id, PHOTOS_PAGE_SIZE, offset);
      body = {
        provider: {
          id: provider.id,
          displayName: provider.displayName,
          practiceName: provider.practiceName,
          source,
        },
        photos: photos.map((p) => ({
          ...p,
          providerId: provider.id,
          providerName: provider.displayName,
          practiceName: provider.practiceName,
        })),
        page: query.page,
        total,
        totalPages: Math.max(1, Math.ceil(total / PHOTOS_PAGE_SIZE)),
      };
    } else {
      const { rows, total } = await recentPhotoPage(db, PHOTOS_PAGE_SIZE, offset);
      body = {
        provider: null,
        photos: rows,
        page: query.page,
        total,
        totalPages: Math.max(1, Math.ceil(total / PHOTOS_PAGE_SIZE)),
      };
    }
    return c.json(body);
  });
