import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { costMessages } from '@shared/schemas/reported-costs';
import { clearMicroCaches } from '../../http/micro-cache';
import { locations, profileClaims, providers, reviews } from '../../db/schema';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
await seedCatalogue(t.db);
await t.db.insert(locations).values([
  { id: 'miami-fl', city: 'Miami', state: 'FL', stateName: 'Florida', latitude: 25.76, longitude: -80.19 },
  { id: 'austin-tx', city: 'Austin', state: 'TX', stateName: 'Texas', latitude: 30.27, longitude: -97.74 },
]);

const review = {
  rating: 5,
  worthIt: 'worth_it',
  procedureId: 'rhinoplasty',
  title: 'Natural result',
  body: 'Clear explanations at the consultation and a smooth recovery afterwards.',
  monthsSinceTreatment: 6,
};

/** A provider in its own metro (Miami, FL unless told), offering the procedures given. */
async function provider(procedureIds = ['rhinoplasty', 'botox'], locationId = 'miami-fl') {
  const p = await createProvider(
    t.db,
    { locationId, state: locationId === 'miami-fl' ? 'FL' : 'TX' },
    procedureIds,
  );
  return p;
}

/** Reviews straight into the table: `verification` sample or a real, checked author (no account needed). */
async function insertReports(
  providerId: number,
  prices: (number | null)[],
  options: { procedureId?: string; sample?: boolean; worthIt?: 'worth_it' | 'not_sure'; year?: number } = {},
) {
  await t.db.insert(reviews).values(
    prices.map((dollars, i) => ({
      providerId,
      authorName: 'Reviewer',
      procedureId: options.procedureId ?? 'rhinoplasty',
      rating: 5,
      worthIt: options.worthIt ?? 'worth_it',
      title: 'Title',
      body: 'A review body long enough to be one.',
      costCents: dollars === null ? null : dollars * 100,
      treatedOn: `${(options.year ?? 2024) + (i % 3)}-03-01`,
      verification: options.sample ? 'sample' : 'verified_email',
    })),
  );
  // Written behind the API's back: the guest pages' 5-second cache would not know.
  clearMicroCaches();
}

async function guide(id = 'rhinoplasty') {
  const res = await t.request(`/api/procedures/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()).reported;
}

async function city(id = 'miami-fl', procedureId = 'rhinoplasty') {
  const res = await t.request(`/api/locations/${id}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  return body.popularProcedures.find((p: { id: string }) => p.id === procedureId);
}

async function post(cookie: string | null, json: unknown) {
  return t.request('/api/reviews', { method: 'POST', json, ...(cookie ? { cookie } : {}) });
}

afterEach(async () => {
  await t.db.delete(reviews);
});

describe('a review saying what the patient paid', () => {
  it('is stored in cents with what it included and the month, and read back on the review', async () => {
    const p = await provider();
    const u = await t.createUser();
    const res = await post(u.cookie, {
      ...review,
      providerId: p.id,
      costAmount: '$8,450.50',
      costIncludes: ['surgeon', 'facility', 'surgeon'],
      treatedMonth: '2025-03',
    });
    expect(res.status).toBe(201);
    const { review: dto } = await res.json();
    expect(dto.cost).toEqual({
      amountCents: 845050,
      includes: ['surgeon', 'facility'],
      units: null,
      treatedMonth: '2025-03',
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, dto.id));
    expect(row).toMatchObject({ costCents: 845050, treatedOn: '2025-03-01' });
  });

  it.each([
    [{ costAmount: -200, treatedMonth: '2025-01' }, 'costAmount', costMessages.negative],
    [{ costAmount: 600000, treatedMonth: '2025-01' }, 'costAmount', costMessages.tooHigh],
    [{ costAmount: 'about ten grand', treatedMonth: '2025-01' }, 'costAmount', costMessages.notANumber],
    [{ costAmount: 0, treatedMonth: '2025-01' }, 'costAmount', costMessages.zero],
    [{ costAmount: 4000 }, 'treatedMonth', costMessages.monthNeeded],
    [{ costAmount: 4000, treatedMonth: '2999-01' }, 'treatedMonth', costMessages.monthFuture],
    [{ costAmount: 4000, treatedMonth: '1989-12' }, 'treatedMonth', costMessages.monthTooEarly],
    [{ costAmount: 4000, treatedMonth: 'March' }, 'treatedMonth', costMessages.month],
    [{ costAmount: 400, treatedMonth: '2025-01', costUnits: 2.5 }, 'costUnits', costMessages.units],
    [
      { costAmount: 400, treatedMonth: '2025-01', costIncludes: ['massage'] },
      'costIncludes.0',
      costMessages.includes,
    ],
  ])('refuses %j with a message on the field', async (cost, field, message) => {
    const p = await provider();
    const u = await t.createUser();
    const res = await post(u.cookie, { ...review, providerId: p.id, ...cost });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields[field]).toBe(message);
    expect(await t.db.$count(reviews, eq(reviews.providerId, p.id))).toBe(0);
  });
});

describe('what TruSelf reviewers paid', () => {
  it('shows nothing from 4 reports and the median and middle half from 5, nationally, by state and by city', async () => {
    const p = await provider();
    await insertReports(p.id, [5000, 6000, 7000, 8000]);
    expect((await guide()).national.cost).toBeNull();
    expect((await city()).reported.cost).toBeNull();

    await insertReports(p.id, [9000]);
    const expected = {
      reports: 5,
      trimmed: 0,
      lowCents: 500000,
      p25Cents: 600000,
      medianCents: 700000,
      p75Cents: 800000,
      highCents: 900000,
      firstYear: 2024,
      lastYear: 2026,
      sample: false,
    };
    const reported = await guide();
    expect(reported.national.cost).toEqual(expected);
    expect(reported.places).toEqual([
      {
        locationId: 'miami-fl',
        city: 'Miami',
        state: 'FL',
        figures: expect.objectContaining({ cost: expected }),
      },
    ]);
    expect((await city()).reported.cost).toEqual(expected);
    const [state] = (
      await t.db.execute(sql`select reports, median_cents from reported_costs
        where procedure_id = 'rhinoplasty' and scope = 'state' and scope_id = 'FL' and not sample`)
    ).rows;
    expect(state).toEqual({ reports: 5, median_cents: 700000 });
    // The guide's sourced surgeon fee stays beside it on the city page.
    expect((await city()).surgeonFee).toMatchObject({ year: expect.any(Number), amount: expect.any(Number) });
  });

  it('interpolates percentiles between reports as percentile_cont does', async () => {
    const p = await provider();
    await insertReports(p.id, [1000, 2000, 3000, 4000, 5000, 6000]);
    const { cost } = (await guide()).national;
    expect(cost).toMatchObject({ reports: 6, p25Cents: 225000, medianCents: 350000, p75Cents: 475000 });
  });

  it('trims reports outside Q1 − 1.5 IQR and Q3 + 1.5 IQR, per place', async () => {
    const miami = await provider();
    const austin = await provider(['rhinoplasty'], 'austin-tx');
    // Miami: Q1 6,250, Q3 8,750, IQR 2,500: fences 2,500 and 12,500, so 90,000 and 500 are dropped.
    await insertReports(miami.id, [500, 5000, 6000, 7000, 8000, 9000, 9500, 90000]);
    await insertReports(austin.id, [10000, 11000, 12000, 13000, 14000]);
    const miamiCost = (await city()).reported.cost;
    expect(miamiCost).toMatchObject({ reports: 6, trimmed: 2, lowCents: 500000, highCents: 950000 });
    expect(miamiCost.medianCents).toBe(750000);
    // Nationally the same 13 reports are trimmed against the national quartiles instead.
    const national = (await guide()).national.cost;
    expect(national.reports + national.trimmed).toBe(13);
    expect(national.highCents).toBeLessThan(9000000);
  });

  it('gives the share of Worth It among reviews with its count, from 5 reviews, with or without a price', async () => {
    const p = await provider();
    await insertReports(p.id, [null, null, null], { worthIt: 'worth_it' });
    await insertReports(p.id, [null], { worthIt: 'not_sure' });
    expect((await guide()).national.worthIt).toBeNull();
    await insertReports(p.id, [null], { worthIt: 'not_sure' });
    expect((await guide()).national.worthIt).toEqual({ percent: 60, worthIt: 3, reviews: 5, sample: false });
    expect((await city()).reported.worthIt).toMatchObject({ percent: 60, reviews: 5 });
  });

  it('leaves out hidden reviews', async () => {
    const p = await provider();
    await insertReports(p.id, [5000, 6000, 7000, 8000, 9000]);
    const [one] = await t.db.select({ id: reviews.id }).from(reviews).limit(1);
    await t.db.update(reviews).set({ hidden: true }).where(eq(reviews.id, one.id));
    clearMicroCaches();
    expect((await guide()).national.cost).toBeNull();
  });

  it('never adds sample reviews to real ones: real figures when there are 5 real reports, else the sample ones, labelled', async () => {
    const p = await provider();
    await insertReports(p.id, [20000, 21000, 22000, 23000, 24000], { sample: true });
    await insertReports(p.id, [5000, 6000, 7000, 8000]);
    expect((await guide()).national.cost).toMatchObject({ sample: true, reports: 5, medianCents: 2200000 });
    await insertReports(p.id, [9000]);
    expect((await guide()).national.cost).toMatchObject({ sample: false, reports: 5, medianCents: 700000 });
  });

  it('shows a provider’s own figures on its profile from 5 reports', async () => {
    const p = await provider();
    await insertReports(p.id, [3000, 3500, 4000, 4500]);
    const before = await (await t.request(`/api/providers/${p.id}`)).json();
    expect(before.reportedCosts).toEqual([]);
    await insertReports(p.id, [5000]);
    const after = await (await t.request(`/api/providers/${p.id}`)).json();
    expect(after.reportedCosts).toEqual([
      {
        procedureId: 'rhinoplasty',
        name: 'Rhinoplasty (Nose Job)',
        figures: {
          cost: expect.objectContaining({ reports: 5, medianCents: 400000 }),
          worthIt: { percent: 100, worthIt: 5, reviews: 5, sample: false },
        },
      },
    ]);
  });
});

describe('reports left out of the figures', () => {
  const costly = { costAmount: 7500, treatedMonth: '2025-02' };

  it('leaves out every report of an account that reviewed 3 providers in one day, and counts one with 2', async () => {
    const target = await provider();
    await insertReports(target.id, [5000, 6000, 7000, 8000]);
    const busy = await t.createUser();
    const others = [
      await provider(['rhinoplasty'], 'austin-tx'),
      await provider(['rhinoplasty'], 'austin-tx'),
    ];
    expect((await post(busy.cookie, { ...review, providerId: target.id, ...costly })).status).toBe(201);
    expect((await post(busy.cookie, { ...review, providerId: others[0].id, ...costly })).status).toBe(201);
    // Two reviews in a day: still an ordinary patient, so the fifth report counts.
    expect((await city()).reported.cost).toMatchObject({ reports: 5 });
    expect((await post(busy.cookie, { ...review, providerId: others[1].id, ...costly })).status).toBe(201);
    // The third provider that day: none of this account's reports count any more, the first one included.
    expect((await city()).reported.cost).toBeNull();
    const [national] = (
      await t.db.execute(sql`select reviews from reported_costs
        where procedure_id = 'rhinoplasty' and scope = 'national' and not sample`)
    ).rows;
    expect(national).toEqual({ reviews: 4 });
  });

  it('leaves out a review by the practice’s owner', async () => {
    const p = await provider();
    await insertReports(p.id, [5000, 6000, 7000, 8000]);
    const owner = await t.createUser();
    expect((await post(owner.cookie, { ...review, providerId: p.id, ...costly })).status).toBe(201);
    expect((await city()).reported.cost).toMatchObject({ reports: 5 });
    await t.db.update(providers).set({ ownerUserId: owner.id }).where(eq(providers.id, p.id));
    expect((await city()).reported.cost).toBeNull();
  });

  it('leaves out a review by someone claiming the practice, unless the claim was rejected', async () => {
    const p = await provider();
    await insertReports(p.id, [5000, 6000, 7000, 8000]);
    const claimant = await t.createUser();
    expect((await post(claimant.cookie, { ...review, providerId: p.id, ...costly })).status).toBe(201);
    const [claim] = await t.db
      .insert(profileClaims)
      .values({
        providerId: p.id,
        userId: claimant.id,
        workEmail: 'me@practice.example',
        licenseNumber: 'ME123',
      })
      .returning();
    expect((await city()).reported.cost).toBeNull();
    await t.db.update(profileClaims).set({ status: 'rejected' }).where(eq(profileClaims.id, claim.id));
    expect((await city()).reported.cost).toMatchObject({ reports: 5 });
  });

  it('keeps one review per account per provider', async () => {
    const p = await provider();
    const u = await t.createUser();
    expect((await post(u.cookie, { ...review, providerId: p.id, ...costly })).status).toBe(201);
    const again = await post(u.cookie, { ...review, procedureId: 'botox', providerId: p.id, ...costly });
    expect(again.status).toBe(409);
    await expect(
      t.db.insert(reviews).values({
        providerId: p.id,
        userId: u.id,
        authorName: 'Pat E.',
        procedureId: 'botox',
        rating: 5,
        worthIt: 'worth_it',
        title: 'Again',
        body: 'A second review of the same provider.',
        verification: 'verified_email',
      }),
    ).rejects.toThrow();
  });
});
