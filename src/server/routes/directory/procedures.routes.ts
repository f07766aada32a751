import { Hono } from 'hono';
import type {
  ProcedureCatalogueResponse,
  ProcedureCategoryResponse,
  ProcedureDetailResponse,
} from '@shared/schemas/directory';
import type { AppEnv } from '../../context';
import { createMicroCache } from '../../http/micro-cache';
import { notFound } from '../../errors';
import {
  articlesFor,
  categorySummaries,
  findCategory,
  findGuide,
  orderedGuides,
  toProcedureSummary,
} from '../../directory/procedures.content';
import {
  priceStats,
  providerCountsByProcedure,
  recordProcedureView,
  topProvidersForProcedure,
} from '../../directory/procedures.queries';
import { listLocations } from '../../directory/locations.queries';
import { figuresFor, placesWithReports } from '../../reviews/reported-costs.queries';

import { topUsualProviders, usualOfferCounts } from '../../directory/usual-offers.queries';
import { PROCEDURE_SPECIALTIES } from '@shared/procedure-specialties';
import { aestheticTaxonomy } from '@shared/taxonomies';

const REPORTED_PLACES = 6;
const RELATED_ARTICLES = 4;

/** "Dermatologists", "Plastic surgeons"…: each kind of clinician once, as a guide names them. */
const practitionersOf = (codes: readonly string[]) => [
  ...new Set(codes.map((code) => `${aestheticTaxonomy(code)?.practitioner ?? 'Clinician'}s`)),
];

// Signed-in readers are recorded in procedure_views, so only guests share the cached guide (micro-cache.ts).
const guestGuideCache = createMicroCache<ProcedureDetailResponse>({ ttlMs: 5_000, max: 100 });

export const procedureNotFoundMessage =
  'We could not find a guide for that procedure. Browse all procedures instead.';
export const categoryNotFoundMessage =
  'We could not find that procedure category. Browse all procedures instead.';

export const proceduresRoutes = new Hono<AppEnv>()
  .get('/procedures', async (c) => {
    const [counts, usual] = await Promise.all([
      providerCountsByProcedure(c.var.deps.db),
      usualOfferCounts(c.var.deps.db),
    ]);
    const guides = orderedGuides();
    const body: ProcedureCatalogueResponse = {
      categories: categorySummaries().map((category) => ({
        ...category,
        procedures: guides
          .filter((g) => g.categoryId === category.id)
          .map((g) => toProcedureSummary(g, counts.get(g.id) ?? 0, usual.get(g.id) ?? 0)),
      })),
    };
    return c.json(body);
  })
  .get('/procedures/category/:categoryId', async (c) => {
    const category = findCategory(c.req.param('categoryId'));
    if (!category) throw notFound(categoryNotFoundMessage);
    const [counts, usual] = await Promise.all([
      providerCountsByProcedure(c.var.deps.db),
      usualOfferCounts(c.var.deps.db),
    ]);
    const body: ProcedureCategoryResponse = {
      category,
      procedures: orderedGuides()
        .filter((g) => g.categoryId === category.id)
        .map((g) => toProcedureSummary(g, counts.get(g.id) ?? 0, usual.get(g.id) ?? 0)),
      articles: articlesFor({ categoryId: category.id }),
    };
    return c.json(body);
  })
  .get('/procedures/:id', async (c) => {
    const guide = findGuide(c.req.param('id'));
    if (!guide) throw notFound(procedureNotFoundMessage);
    const { db } = c.var.deps;
    const user = c.var.user;
    const figureOptions = { includeSample: c.var.deps.env.NODE_ENV !== 'production' };
    const build = async (): Promise<ProcedureDetailResponse> => {
      const specialties = PROCEDURE_SPECIALTIES[guide.id];
      const [stats, topProviders, usualCounts, usualProviders, national, places] = await Promise.all([
        priceStats(db, guide.id),
        topProvidersForProcedure(db, guide.id),
        specialties ? usualOfferCounts(db) : null,
        specialties ? topUsualProviders(db, guide.id) : [],
        figuresFor(db, guide.id, 'national', '', figureOptions),
        placesWithReports(db, guide.id, REPORTED_PLACES, figureOptions),
        user ? recordProcedureView(db, user.id, guide.id) : null,
      ]);
      const metros = new Map(
        (
          await listLocations(
            db,
            places.map((p) => p.locationId),
          )
        ).map((l) => [l.id, l]),
      );
      const linkedProcedures: Record<string, string> = {};
      for (const alt of guide.alternatives) {
        const linked = alt.procedureId ? findGuide(alt.procedureId) : null;
        if (linked) linkedProcedures[linked.id] = linked.shortName;
      }
      const category = findCategory(guide.categoryId);
      const body: ProcedureDetailResponse = {
        guide,
        category: { id: guide.categoryId, name: category?.name ?? guide.categoryId },
        priceStats: stats,
        reported: {
          national,
          places: places.flatMap(({ locationId, figures }) => {
            const metro = metros.get(locationId);
            return metro ? [{ locationId, city: metro.city, state: metro.state, figures }] : [];
          }),
        },
        topProviders,
        usual: specialties
          ? {
              count: usualCounts?.get(guide.id) ?? 0,
              practitioners: practitionersOf(specialties.taxonomies),
              topProviders: usualProviders,
              sources: [...specialties.sources],
            }
          : null,
        articles: articlesFor({ procedureId: guide.id, categoryId: guide.categoryId }).slice(
          0,
          RELATED_ARTICLES,
        ),
        linkedProcedures,
      };
      return body;
    };
    return c.json(user ? await build() : await guestGuideCache.load(guide.id, build));
  });
