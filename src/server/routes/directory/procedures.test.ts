import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ProcedureCatalogueResponse,
  ProcedureCategoryResponse,
  ProcedureDetailResponse,
} from '@shared/schemas/directory';
import { procedureViews, providerProcedures } from '../../db/schema';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { categoryNotFoundMessage, procedureNotFoundMessage } from './procedures.routes';

const t = await createTestContext();

async function setPrice(providerId: number, procedureId: string, priceMin: number, priceMax: number) {
  await t.db
    .update(providerProcedures)
    .set({ priceMin, priceMax })
    .where(
      and(eq(providerProcedures.providerId, providerId), eq(providerProcedures.procedureId, procedureId)),
    );
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedCatalogue(t.db);
  // Unverified but perfectly rated: verified providers still come first.
  const unverified = await createProvider(t.db, {
    lastName: 'Unverified',
    verified: false,
    ratingAvg: 5,
    reviewCount: 200,
  });
  // A perfect score from two reviews must not beat 4.8 from 150.
  const fewReviews = await createProvider(t.db, { lastName: 'Few', ratingAvg: 5, reviewCount: 2 });
  const established = await createProvider(
    t.db,
    { lastName: 'Established', ratingAvg: 4.8, reviewCount: 150 },
    ['rhinoplasty', 'botox'],
  );
  Object.assign(ids, { unverified: unverified.id, fewReviews: fewReviews.id, established: established.id });
  await setPrice(unverified.id, 'rhinoplasty', 6000, 9000); // mid 7,500
  await setPrice(fewReviews.id, 'rhinoplasty', 4000, 8000); // mid 6,000
  await setPrice(established.id, 'rhinoplasty', 9000, 16000); // mid 12,500
});

describe('GET /api/procedures', () => {
  it('lists the four categories with every guide, its typical cost and provider count', async () => {
    const res = await t.request('/api/procedures');
    expect(res.status).toBe(200);
    const body: ProcedureCatalogueResponse = await res.json();
    expect(body.categories.map((c) => c.id)).toEqual(['surgical', 'non-surgical', 'weight-loss', 'wellness']);
    expect(body.categories.flatMap((c) => c.procedures)).toHaveLength(34);
    const surgical = body.categories[0];
    expect(surgical.procedures[0].id).toBe('rhinoplasty');
    const rhinoplasty = surgical.procedures[0];
    expect(rhinoplasty.providerCount).toBe(3);
    expect(rhinoplasty.typicalCost.min).toBeLessThan(rhinoplasty.typicalCost.max);
    expect(rhinoplasty.summary.length).toBeGreaterThan(20);
    const botox = body.categories[1].procedures.find((p) => p.id === 'botox');
    expect(botox?.providerCount).toBe(1);
    const wellness = body.categories[3].procedures.map((p) => p.id);
    expect(wellness).toContain('gpl-1');
  });
});

describe('GET /api/procedures/:id', () => {
  it('returns the guide with the national price range across providers (min, median, max)', async () => {
    const res = await t.request('/api/procedures/rhinoplasty');
    expect(res.status).toBe(200);
    const body: ProcedureDetailResponse = await res.json();
    expect(body.guide.id).toBe('rhinoplasty');
    expect(body.guide.cost.surgeonFee?.source).toContain('ASPS');
    expect(body.category).toEqual({ id: 'surgical', name: expect.any(String) });
    expect(body.priceStats).toEqual({ providerCount: 3, min: 4000, median: 7500, max: 16000 });
  });

  it('lists verified providers first, ranking many good reviews above a few perfect ones', async () => {
    const body: ProcedureDetailResponse = await (await t.request('/api/procedures/rhinoplasty')).json();
    expect(body.topProviders.map((p) => p.id)).toEqual([ids.established, ids.fewReviews, ids.unverified]);
    expect(body.topProviders[0].price).toEqual({ min: 9000, max: 16000 });
    expect(body.topProviders[0]).toMatchObject({ verified: true, source: 'sample', reviewCount: 150 });
  });

  it('has no price range when no provider lists the procedure yet', async () => {
    const body: ProcedureDetailResponse = await (await t.request('/api/procedures/facelift')).json();
    expect(body.priceStats).toBeNull();
    expect(body.topProviders).toEqual([]);
  });

  it('resolves glp-1 to the gpl-1 guide', async () => {
    const res = await t.request('/api/procedures/glp-1');
    expect(res.status).toBe(200);
    const body: ProcedureDetailResponse = await res.json();
    expect(body.guide.id).toBe('gpl-1');
    expect(body.category.id).toBe('wellness');
  });

  it('names the guides its alternatives link to', async () => {
    const body: ProcedureDetailResponse = await (await t.request('/api/procedures/rhinoplasty')).json();
    for (const alt of body.guide.alternatives) {
      if (alt.procedureId) expect(body.linkedProcedures[alt.procedureId]).toEqual(expect.any(String));
    }
  });

  it('answers an unknown procedure with a clear 404', async () => {
    const res = await t.request('/api/procedures/nose-transplant');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toEqual({ code: 'not_found', message: procedureNotFoundMessage });
  });
});

describe('procedure views', () => {
  const viewsOf = (userId: string) =>
    t.db.select().from(procedureViews).where(eq(procedureViews.userId, userId));

  it('records a signed-in patient opening a guide and refreshes the time on a second visit', async () => {
    const patient = await t.createUser();
    await t.request('/api/procedures/glp-1', { cookie: patient.cookie! });
    const [first] = await viewsOf(patient.id);
    expect(first.procedureId).toBe('gpl-1');
    await new Promise((r) => setTimeout(r, 15));
    await t.request('/api/procedures/gpl-1', { cookie: patient.cookie! });
    const rows = await viewsOf(patient.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].viewedAt.getTime()).toBeGreaterThan(first.viewedAt.getTime());
  });

  it('records nothing for guests or unknown procedures', async () => {
    const before = await t.db.$count(procedureViews);
    await t.request('/api/procedures/rhinoplasty');
    const patient = await t.createUser();
    await t.request('/api/procedures/not-a-thing', { cookie: patient.cookie! });
    expect(await t.db.$count(procedureViews)).toBe(before);
  });
});

describe('GET /api/procedures/category/:categoryId', () => {
  it("lists the category's procedures with its description and articles", async () => {
    const res = await t.request('/api/procedures/category/weight-loss');
    expect(res.status).toBe(200);
    const body: ProcedureCategoryResponse = await res.json();
    expect(body.category.id).toBe('weight-loss');
    expect(body.category.description.length).toBeGreaterThan(10);
    expect(body.procedures.map((p) => p.id)).toEqual([
      'gastric-bypass',
      'gastric-sleeve',
      'lap-band-surgery',
      'duodenal-switch',
      'gastric-balloon',
      'mini-gastric-bypass',
      'revision-bariatric-surgery',
    ]);
    expect(body.articles.length).toBeGreaterThanOrEqual(2);
    expect(body.articles.every((a) => a.categoryId === 'weight-loss')).toBe(true);
  });

  it('answers an unknown category with a clear 404', async () => {
    const res = await t.request('/api/procedures/category/teeth');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(categoryNotFoundMessage);
  });
});
