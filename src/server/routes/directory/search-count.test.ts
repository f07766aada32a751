import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { seedDirectory } from '../../db/seed/directory';
import { clearMicroCaches } from '../../http/micro-cache';
import { createTestContext } from '../../test/test-app';
import { forgetPairEntries } from '../../directory/pair-entries';
import { COUNT_CAP, countMatches, pageQuery, type SearchPlan } from '../../directory/search.queries';

const t = await createTestContext();
const TEXAS = 1_005;
const HOUSTON = { lat: 29.7604, lng: -95.3698 };

// More Texas providers than the count cap, in a line running north of Houston (about 0.07 miles apart), with
// ratings that differ; and two Oklahoma providers offering rhinoplasty.
beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
  await t.db.execute(sql`
    insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
      city, state, latitude, longitude, rating_avg, review_count, verification)
    select 'dr-count-' || n, 'Sam', 'Count' || n, 'Dr. Sam Count' || n, 'MD', 'Dermatology', 'Count Skin ' || n,
      'Houston', 'TX', ${HOUSTON.lat}::float8 + n * 0.001, ${HOUSTON.lng}::float8, (n % 50) / 10.0, n % 7,
      case when n % 2 = 0 then '{"license": "2025-01-15"}'::jsonb else '{}'::jsonb end
    from generate_series(1, ${TEXAS}) n`);
  await t.db.execute(sql`
    insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
      city, state, latitude, longitude, rating_avg, review_count)
    values ('dr-ok-1', 'Ok', 'One', 'Dr. Ok One', 'MD', 'Plastic Surgery', 'One Surgery', 'Tulsa', 'OK', 36.15, -95.99, 4.5, 3),
      ('dr-ok-2', 'Ok', 'Two', 'Dr. Ok Two', 'MD', 'Plastic Surgery', 'Two Surgery', 'Tulsa', 'OK', 36.16, -95.99, 4.8, 9)`);
  await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
    select id, 'rhinoplasty', 8000, 12000 from providers where state = 'OK'`);
});

/** Whether cards are best first by quality: rating weighed by reviews, verified, certified. */
function inQualityOrder(cards: ProviderSearchResponse['results']) {
  const quality = cards.map((r) =>
    Number(
      (
        (r.ratingAvg * r.reviewCount + 20) / (r.reviewCount + 5) +
        (r.verified ? 0.1 : 0) +
        (r.boardCertified ? 0.1 : 0)
      ).toFixed(9),
    ),
  );
  return quality.every((q, i) => i === 0 || quality[i - 1] >= q);
}

async function search(query: string) {
  const res = await t.request(`/api/search/providers?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProviderSearchResponse;
}

describe('search totals past the count cap', () => {
  it('says "more than" instead of counting every match of a broad search', async () => {
    const body = await search('location=Texas&sort=rating');
    expect(body.total).toBe(COUNT_CAP);
    expect(body.totalCapped).toBe(true);
    expect(body.results).toHaveLength(12);
    const ratings = body.results.map((r) => r.ratingAvg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('still serves pages past the cap when there are more matches', async () => {
    const page = Math.ceil(TEXAS / 12);
    const body = await search(`location=Texas&sort=rating&page=${page}`);
    expect(body.totalCapped).toBe(true);
    expect(body.results).toHaveLength(TEXAS - (page - 1) * 12);
    expect((await search(`location=Texas&sort=rating&page=${page + 1}`)).results).toHaveLength(0);
  });

  it('counts exactly below the cap, and when the search ranks every match anyway', async () => {
    const oklahoma = await search('location=Oklahoma&procedure=rhinoplasty&sort=rating');
    expect([oklahoma.total, oklahoma.totalCapped]).toEqual([2, false]);
    expect(oklahoma.results.map((r) => r.displayName)).toEqual(['Dr. Ok Two', 'Dr. Ok One']);
  });

  it('gives a search that ranks every match the same exact total past its last page', async () => {
    const last = Math.ceil(TEXAS / 12);
    const pages = await Promise.all(
      [1, last, last + 1, 500].map((page) => search(`location=Texas&sort=reviews&page=${page}`)),
    );
    expect(pages.map((p) => [p.total, p.totalCapped, p.results.length])).toEqual([
      [TEXAS, false, 12],
      [TEXAS, false, TEXAS - (last - 1) * 12],
      [TEXAS, false, 0],
      [TEXAS, false, 0],
    ]);
  });

  it('caps a name that more providers share, and ranks its pages best first without repeats', async () => {
    const pages = await Promise.all([1, 2, 84].map((page) => search(`provider=count&page=${page}`)));
    expect(pages.map((p) => [p.total, p.totalCapped])).toEqual(Array(3).fill([COUNT_CAP, true]));
    const [first, second, last] = pages.map((p) => p.results);
    expect([first.length, second.length, last.length]).toEqual([12, 12, TEXAS - 83 * 12]);
    const ids = [...first, ...second].map((r) => r.id);
    expect(new Set(ids).size).toBe(24);
    // Every name holds "count" as typed, so all rank by quality.
    expect(inQualityOrder([...first, ...second])).toBe(true);
    expect(first[0].ratingAvg).toBe(4.8);
  });

  it('sorts a name more providers share by rating alike whether it walks the rating index or sorts every match', async () => {
    const pages = () =>
      Promise.all([1, 2, 84].map((page) => search(`provider=count&sort=rating&page=${page}`)));
    // Before the directory is analyzed its size is unknown, and every match is found and sorted (sortedIdsQuery);
    // after, the best rated are read off providers_rating_idx (ratingWalkQuery).
    const sorted = await pages();
    await t.db.execute(sql`analyze providers`);
    clearMicroCaches();
    const walked = await pages();
    const ids = (body: ProviderSearchResponse) => body.results.map((r) => r.id);
    expect(walked.map(ids)).toEqual(sorted.map(ids));
    const [first, second, last] = walked;
    expect([first.total, first.totalCapped]).toEqual([COUNT_CAP, true]);
    expect([first.results.length, second.results.length, last.results.length]).toEqual([
      12,
      12,
      TEXAS - 83 * 12,
    ]);
    const rows = [...first.results, ...second.results];
    expect(new Set(ids(first).concat(ids(second))).size).toBe(24);
    expect(rows.every((r) => r.displayName.startsWith('Dr. Sam Count'))).toBe(true);
    const ratings = rows.map((r) => r.ratingAvg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("ranks a place's best providers past the cap as if it ranked every match", async () => {
    // Read best first by quality and cut at a floor (bestNearbyIds); the same pages as ranking all 1,005 at once.
    // The line runs 70 miles north: all of it within 100.
    const plan: SearchPlan = {
      procedureId: null,
      name: null,
      point: { lat: HOUSTON.lat, lng: HOUSTON.lng, radiusMiles: 100 },
      state: null,
      filters: { verified: false, accepting: false, specialty: undefined },
      sort: 'relevance',
    };
    for (const [page, verified] of [
      [1, false],
      [2, false],
      [7, false],
      [1, true],
      [3, true],
    ] as const) {
      const all = await t.db.execute(
        pageQuery({ ...plan, filters: { ...plan.filters, verified } }, page, 12, { withTotal: true }),
      );
      const body = await search(
        `lat=${HOUSTON.lat}&lng=${HOUSTON.lng}&radius=100&page=${page}${verified ? '&verified=true' : ''}`,
      );
      expect(body.results.map((r) => r.id)).toEqual(all.rows.map((r) => Number(r.id)));
      expect(body.results).toHaveLength(12);
      // More than the cap match unfiltered; half are verified (502), counted exactly.
      expect([body.total, body.totalCapped]).toEqual(verified ? [502, false] : [COUNT_CAP, true]);
    }
  });

  it('orders a radius search nearest first, page after page', async () => {
    const at = `lat=${HOUSTON.lat}&lng=${HOUSTON.lng}&radius=10&sort=distance`;
    const first = await search(at);
    const second = await search(`${at}&page=2`);
    expect(first.totalCapped).toBe(false);
    const miles = [...first.results, ...second.results].map((r) => r.distanceMiles ?? Number.NaN);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(first.results[0].displayName).toBe('Dr. Sam Count1');
    expect(second.results[0].displayName).toBe('Dr. Sam Count13');
  });
});

describe('a name more providers share than the count cap, ranked tier by tier', () => {
  // 1,020 practices in Santa Fe matching "lumen skin": 13 called exactly that, 999 whose names start with it, 5
  // holding both words elsewhere and 3 holding only words spelt like them.
  beforeAll(async () => {
    const practices = [
      { name: "'Lumen Skin'", count: 13 },
      { name: "'Lumen Skin Clinic ' || n", count: 999 },
      { name: "'Skin by Lumen ' || n", count: 5 },
      { name: "'Lumens Skins ' || n", count: 3 },
    ];
    for (const [tier, { name, count }] of practices.entries())
      await t.db.execute(sql`
        insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
          city, state, latitude, longitude, rating_avg, review_count)
        select 'dr-lumen-' || ${tier}::int || '-' || n, 'Lee', 'Tier' || n, 'Dr. Lee Tier' || n, 'MD', 'Dermatology',
          ${sql.raw(name)}, 'Santa Fe', 'NM', 35.68, -105.94, (n % 50) / 10.0, n % 7
        from generate_series(1, ${count}) n`);
  });

  it('fills a page from the next tier where one runs out, and reads the last tiers for the last page', async () => {
    const [first, second, last, past] = await Promise.all(
      [1, 2, 85, 86].map((page) => search(`provider=${encodeURIComponent('Lumen Skin')}&page=${page}`)),
    );
    expect([first.total, first.totalCapped]).toEqual([COUNT_CAP, true]);
    const practice = (body: ProviderSearchResponse) =>
      body.results.map((r) => String(r.practiceName).replace(/ \d+$/, ''));
    expect(practice(first)).toEqual(Array(12).fill('Lumen Skin'));
    expect(practice(second)).toEqual(['Lumen Skin', ...Array(11).fill('Lumen Skin Clinic')]);
    expect(practice(last)).toEqual([
      ...Array(4).fill('Lumen Skin Clinic'),
      ...Array(5).fill('Skin by Lumen'),
      ...Array(3).fill('Lumens Skins'),
    ]);
    expect(past.results).toEqual([]);
    // Within a tier, best first.
    const clinics = [...second.results.slice(1), ...last.results.slice(0, 4)];
    for (const tier of [first.results, clinics, last.results.slice(4, 9), last.results.slice(9)])
      expect(inQualityOrder(tier)).toBe(true);
    expect(inQualityOrder(last.results)).toBe(false);
  });
});

describe('a place or state counted off an index alone', () => {
  // Joined to the offers, as the count read them before it checked procedure_ids on the index entries.
  const joined = async (where: SQL) => {
    const [{ n }] = (
      await t.db.execute(sql`select count(*)::int as n from (select 1 from providers p
        join provider_procedures pp on pp.provider_id = p.id and pp.procedure_id = 'botox'
        where ${where} limit ${COUNT_CAP + 1}) c`)
    ).rows as { n: number }[];
    return n;
  };
  const base: SearchPlan = {
    procedureId: 'botox',
    name: null,
    point: null,
    state: null,
    filters: { verified: false, accepting: false, specialty: undefined },
    sort: 'rating',
  };

  it('counts the providers of a state or a radius who list the procedure and pass the filters, as joining their offers would', async () => {
    await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
      select id, 'botox', 300, 600 from providers where state = 'TX' and id % 3 = 0`);
    const verified = { ...base.filters, verified: true };
    const near = { lat: HOUSTON.lat, lng: HOUSTON.lng, radiusMiles: 25 };
    const cases: [SearchPlan, SQL][] = [
      [{ ...base, state: 'TX' }, sql`p.state = 'TX'`],
      [{ ...base, state: 'TX', filters: verified }, sql`p.state = 'TX' and p.verified`],
      [
        { ...base, state: 'TX', filters: { ...base.filters, minRating: 4 } },
        sql`p.state = 'TX' and p.rating_avg >= 4`,
      ],
      [{ ...base, state: 'OK' }, sql`p.state = 'OK'`],
      [{ ...base, point: near, sort: 'distance' }, sql`p.latitude <= ${HOUSTON.lat + 25 / 69.17}::float8`],
      [
        { ...base, point: near, sort: 'distance', filters: verified },
        sql`p.latitude <= ${HOUSTON.lat + 25 / 69.17}::float8 and p.verified`,
      ],
    ];
    const totals: number[] = [];
    for (const [plan, where] of cases) {
      const total = await countMatches(t.db, plan);
      expect(total, JSON.stringify(plan)).toBe(await joined(where));
      totals.push(total);
    }
    // Not all alike: the filters and the radius leave some out.
    expect(new Set(totals).size).toBeGreaterThan(3);
  });
});

describe("a procedure's or a specialty's best providers near a place, past the cap", () => {
  it('are the pages ranking every match would give, read best first and cut at a floor', async () => {
    // Every one of the 1,005 in the line lists Botox, and all are dermatologists: more than the cap of each.
    await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
      select id, 'botox', 300, 600 from providers where state = 'TX' on conflict do nothing`);
    const near = { lat: HOUSTON.lat, lng: HOUSTON.lng, radiusMiles: 100 };
    const plan: SearchPlan = {
      procedureId: null,
      name: null,
      point: near,
      state: null,
      filters: { verified: false, accepting: false, specialty: undefined },
      sort: 'relevance',
    };
    const at = `lat=${HOUSTON.lat}&lng=${HOUSTON.lng}&radius=100`;
    const cases: [SearchPlan, string][] = [
      [{ ...plan, procedureId: 'botox' }, `${at}&procedure=botox&confirmed=true`],
      [{ ...plan, filters: { ...plan.filters, specialty: 'Dermatology' } }, `${at}&specialty=Dermatology`],
    ];
    for (const [each, query] of cases)
      for (const page of [1, 2, 5]) {
        const all = await t.db.execute(pageQuery(each, page, 12, { withTotal: true }));
        const body = await search(`${query}&page=${page}`);
        expect(
          body.results.map((r) => r.id),
          `${query} page ${page}`,
        ).toEqual(all.rows.map((r) => Number(r.id)));
        expect([body.total, body.totalCapped]).toEqual([COUNT_CAP, true]);
      }
  });
});

describe('a name with a procedure the statistics find in few entries', () => {
  it('is still counted past the cap when more providers list it since the statistics were drawn', async () => {
    // Drawn while no "count" name lists fillers: the statistics bound the name's matches with them at a few, so no
    // name-key index is read to find out whether they are more than the cap.
    await t.db.execute(sql`analyze word_providers`);
    forgetPairEntries(t.db);
    await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
      select id, 'dermal-fillers', 500, 800 from providers where state = 'TX'`);
    clearMicroCaches();
    const [first, last] = await Promise.all(
      [1, 84].map((page) => search(`provider=count skin&procedure=dermal-fillers&sort=rating&page=${page}`)),
    );
    expect([first.total, first.totalCapped, first.confirmedTotal]).toEqual([COUNT_CAP, true, COUNT_CAP]);
    expect(first.results).toHaveLength(12);
    expect(first.results.every((r) => r.practiceName?.startsWith('Count Skin'))).toBe(true);
    const ratings = first.results.map((r) => r.ratingAvg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(last.results).toHaveLength(TEXAS - 83 * 12);
  });
});
