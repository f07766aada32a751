import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';
import { sampleProvider, seedDirectory } from './directory';
import { METROS } from './metros';
import { PRICE_RANGES } from './directory-prices';

const t = await createTestContext();

describe('sample directory generator', () => {
  it('is deterministic: the same seed gives the same providers, whatever the total', () => {
    for (const id of [1, 2, 3, 4, 50, 1234]) expect(sampleProvider(id)).toEqual(sampleProvider(id));
    expect(sampleProvider(7, 1)).not.toEqual(sampleProvider(7, 2));
  });

  it('covers at least 100 real metros, each with 2 to 5 ZIP codes near its centre', () => {
    expect(METROS.length).toBeGreaterThanOrEqual(100);
    for (const m of METROS) {
      expect(m.zips.length).toBeGreaterThanOrEqual(2);
      expect(m.zips.length).toBeLessThanOrEqual(5);
      for (const z of m.zips)
        expect(Math.abs(z.latitude - m.latitude) + Math.abs(z.longitude - m.longitude)).toBeLessThan(1);
    }
    const zipOf = (zip: string) => METROS.find((m) => m.zips.some((z) => z.zip === zip))?.id;
    expect(zipOf('90210')).toBe('los-angeles-ca');
    expect(zipOf('10001')).toBe('new-york-ny');
    expect(zipOf('33131')).toBe('miami-fl');
  });

  it('gives credentials, boards and prices that fit the specialty', () => {
    for (let id = 4; id < 400; id++) {
      const { provider, procedures } = sampleProvider(id);
      if (provider.boardCertified) expect(provider.credentials).toMatch(/\b(MD|DO)\b/);
      if (provider.specialty === 'Medical Spa') expect(provider.credentials).toMatch(/^(NP|PA-C|RN)$/);
      if (provider.specialty === 'Dermatology' && provider.boardName)
        expect(provider.boardName).toBe('American Board of Dermatology');
      for (const p of procedures) {
        const [lo, hi] = PRICE_RANGES[p.procedureId];
        expect(p.priceMin).toBeLessThanOrEqual(p.priceMax);
        expect(p.priceMin).toBeGreaterThanOrEqual(lo * 0.85);
        expect(p.priceMax).toBeLessThanOrEqual(hi * 1.25);
      }
    }
  });

  it('makes providers 1 and 2 the featured Miami and Beverly Hills surgeons and 3 the nutrition provider', () => {
    const [one, two, three] = [1, 2, 3].map((id) => sampleProvider(id).provider);
    expect(one).toMatchObject({ featured: true, city: 'Miami', state: 'FL' });
    expect(Object.keys(one.verification).sort()).toEqual(expect.arrayContaining(['board', 'license']));
    expect(two).toMatchObject({ featured: true, city: 'Beverly Hills', locationId: 'los-angeles-ca' });
    expect(three).toMatchObject({ specialty: 'Nutrition & Wellness', featured: false });
    expect(sampleProvider(3).procedures.map((p) => p.procedureId)).toEqual([
      'gpl-1',
      'nutritional-counseling',
      'medical-weight-loss',
      'wellness-coaching',
      'metabolic-testing',
      'body-composition-analysis',
    ]);
  });
});

describe('seedDirectory', () => {
  it('writes providers whose rating and review count match their review rows', async () => {
    await seedDirectory(t.deps, { providers: 60 });
    const rows = (
      await t.db.execute(sql`
        select p.id, p.rating_avg::float8 as stored, p.review_count as n,
          coalesce(round(avg(r.rating)::numeric, 2), 0)::float8 as actual, count(r.id)::int as counted
        from providers p left join reviews r on r.provider_id = p.id group by p.id order by p.id`)
    ).rows as { id: number; stored: number; n: number; actual: number; counted: number }[];
    expect(rows).toHaveLength(60);
    for (const r of rows) {
      expect(r.n).toBe(r.counted);
      expect(r.stored).toBeCloseTo(r.actual, 2);
    }
    const [first] = rows;
    expect(first.n).toBe(sampleProvider(1).reviews.length);
    const [check] = (
      await t.db.execute(
        sql`select count(*)::int as n from providers where source <> 'sample' or location_id is null`,
      )
    ).rows as { n: number }[];
    expect(check.n).toBe(0);
    const [photos] = (
      await t.db.execute(sql`select count(*)::int as n from provider_photos where provider_id = 1`)
    ).rows as { n: number }[];
    expect(photos.n).toBeGreaterThanOrEqual(3);
    // "Verified" sample providers carry the checks they show: always the licence, a board check only with a board.
    const [checks] = (
      await t.db.execute(sql`select count(*) filter (where verified)::int as verified,
        count(*) filter (where not verified)::int as unverified,
        count(*) filter (where verified and not verification ? 'license')::int as no_license,
        count(*) filter (where verification ? 'board' and not board_certified)::int as board_without_board
        from providers`)
    ).rows as { verified: number; unverified: number; no_license: number; board_without_board: number }[];
    expect(checks.verified).toBeGreaterThan(20);
    expect(checks.unverified).toBeGreaterThan(5);
    expect(checks).toMatchObject({ no_license: 0, board_without_board: 0 });
    // About half the sample reviews say what was paid, in cents, with the month treated; the figures the
    // database keeps from them are marked sample, so they are never taken for real patients' prices.
    const [costs] = (
      await t.db.execute(sql`select count(*)::int as reviews, count(cost_cents)::int as priced,
        count(*) filter (where cost_cents is not null and treated_on is null)::int as undated,
        count(*) filter (where cost_cents is not null and treated_on > created_at::date)::int as future
        from reviews`)
    ).rows as { reviews: number; priced: number; undated: number; future: number }[];
    expect(costs.priced / costs.reviews).toBeGreaterThan(0.4);
    expect(costs.priced / costs.reviews).toBeLessThan(0.7);
    expect(costs).toMatchObject({ undated: 0, future: 0 });
    const [figures] = (
      await t.db.execute(sql`select count(*)::int as n, count(*) filter (where not sample)::int as real
        from reported_costs where scope = 'national'`)
    ).rows as { n: number; real: number }[];
    expect(figures.n).toBeGreaterThan(5);
    expect(figures.real).toBe(0);
  });
});
