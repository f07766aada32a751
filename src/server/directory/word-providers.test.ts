import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { providerQualitySql } from '../db/schema';
import { seedDirectory } from '../db/seed/directory';
import { clearMicroCaches } from '../http/micro-cache';
import { createTestContext } from '../test/test-app';
import { forgetPairEntries } from './pair-entries';
import { COUNT_CAP, readNameQuery } from './search.queries';

const t = await createTestContext();
const GARCIAS = 1_010;

// word_providers as it would be built afresh from providers: what the triggers must keep it equal to.
async function expectWordProvidersCurrent() {
  const fresh = sql`select distinct w as word, p.id as provider_id, (${providerQualitySql}) as quality, p.rating_avg,
    p.review_count, p.procedure_ids from providers p, unnest(p.name_words) w where w <> ''`;
  const kept = sql`select word, provider_id, quality, rating_avg, review_count, procedure_ids from word_providers`;
  const [{ stale }] = (
    await t.db.execute(sql`select count(*)::int as stale from ((${kept} except all ${fresh})
      union all (${fresh} except all ${kept})) d`)
  ).rows as { stale: number }[];
  expect(stale).toBe(0);
}

async function search(query: string) {
  clearMicroCaches();
  const res = await t.request(`/api/search/providers?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProviderSearchResponse;
}

// More providers than the count cap whose names hold "garcia": a tenth in practices called "Garcia Skin …" (names
// starting with it) or, one in a hundred, "Garcia" itself, a tenth called Garcias (a similar word), the rest Garcia; ratings, reviews, verification and
// Botox vary.
beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 200 });
  await t.db.execute(sql`
    insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
      city, state, latitude, longitude, rating_avg, review_count, verification)
    select 'dr-garcia-' || n, 'Ana', case when n % 10 = 1 then 'Garcias' else 'Garcia' end,
      'Dr. Ana ' || case when n % 10 = 1 then 'Garcias' else 'Garcia' end, 'MD', 'Dermatology',
      case when n % 100 = 50 then 'Garcia' when n % 10 = 0 then 'Garcia Skin ' || n else 'Ana Skin ' || n end,
      'El Paso', 'TX', 31.76, -106.49,
      (n % 50) / 10.0, n % 7, case when n % 4 = 0 then '{"license": "2025-01-15"}'::jsonb else '{}'::jsonb end
    from generate_series(1, ${GARCIAS}) n`);
  await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
    select id, 'botox', 300, 600 from providers where slug like 'dr-garcia-%' and id % 3 = 0`);
});

describe('word_providers', () => {
  it('holds every name word of every provider with its quality, rating and procedures, through every kind of write', async () => {
    await expectWordProvidersCurrent();
    const one = sql`(select id from providers where slug = 'dr-garcia-7')`;
    const writes: SQL[] = [
      sql`update providers set display_name = 'Dr. Ana Smithe' where id = ${one}`,
      sql`update providers set practice_name = 'Smithe Laser Studio' where id = ${one}`,
      sql`update providers set rating_avg = 4.9, review_count = review_count + 1 where id = ${one}`,
      sql`update providers set verification = '{"license": "2025-02-01"}'::jsonb where id = ${one}`,
      sql`update providers set board_certified = not board_certified where slug like 'dr-garcia-1%'`,
      sql`update providers set bio = 'Unchanged words' where slug like 'dr-garcia-2%'`,
      sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
        values (${one}, 'rhinoplasty', 8000, 9000)`,
      sql`delete from provider_procedures where provider_id = ${one} and procedure_id = 'rhinoplasty'`,
      sql`delete from providers where slug = 'dr-garcia-9'`,
    ];
    for (const write of writes) {
      await t.db.execute(write);
      await expectWordProvidersCurrent();
    }
  });
});

describe('a name read from word_providers', () => {
  // The whole list as ranking every match would give it: nameMatch's tiers, then quality; or the sort's order.
  async function everyMatch(
    typed: string,
    options: { procedure?: string; sort?: 'rating' | 'reviews' } = {},
  ) {
    const name = await readNameQuery(t.db, typed, { current: true });
    const key = name.key;
    const array = (words: string[]) =>
      sql`array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`;
    const procedure = options.procedure
      ? sql`and p.procedure_ids @> array[${options.procedure}]::text[]`
      : sql``;
    const tiers = sql`case when p.practice_name_key = ${key} or p.display_name_key = ${key} then 0
      when p.practice_name_key like ${`${key} %`} or p.display_name_key like ${`${key} %`} then 1
      when p.name_words @> ${array(name.words)} then 2 else 3 end`;
    const asNames = name.terms.every((term) => term.words[0] === term.typed);
    const order =
      options.sort === 'rating'
        ? sql`p.rating_avg desc nulls last, p.review_count desc nulls last, p.id`
        : options.sort === 'reviews'
          ? sql`p.review_count desc, p.rating_avg desc, p.id`
          : sql`${asNames ? sql`${tiers}, ` : sql``}(${providerQualitySql}) desc, p.id`;
    // Each typed word is matched by one of the name words it stands for.
    const terms = sql.join(
      name.terms.map((term) => sql`p.name_words && ${array(term.words)}`),
      sql` and `,
    );
    const rows = (
      await t.db.execute(sql`select p.id from providers p where ${terms} ${procedure} order by ${order}`)
    ).rows as { id: number }[];
    return rows.map((r) => Number(r.id));
  }

  type Options = { procedure?: string; sort?: 'rating' | 'reviews' };
  const cases: [string, Options][] = [
    ['garcai', {}],
    ['garcia', {}],
    ['garcias', {}],
    ['garcai', { sort: 'rating' }],
    ['garcia', { sort: 'reviews' }],
    ['garcai', { procedure: 'botox' }],
    ['garcia', { procedure: 'botox', sort: 'rating' }],
    // Names of several words: by rating, the walk reads one typed word's providers and checks the others.
    ['ana skin', { sort: 'rating' }],
    ['skin ana', { sort: 'rating' }],
    ['ana skni', { sort: 'rating' }],
    ['ana skin', { procedure: 'botox', sort: 'rating' }],
    ['garcia skin', {}],
  ];

  it('finds the same pages, in the same order, with the same totals as ranking every match', async () => {
    // No one word is held by more than the cap here: the count collects the providers of every word.
    await expectSamePages(cases);
  });

  it('finds the same pages when one of the words alone is held by more providers than the cap', async () => {
    await t.db.execute(sql`
      insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
        city, state, latitude, longitude, rating_avg, review_count)
      select 'dr-garcia-more-' || n, 'Eva', 'Garcia', 'Dr. Eva Garcia', 'MD', 'Dermatology', 'Eva Skin ' || n,
        'El Paso', 'TX', 31.76, -106.49, (n % 45) / 10.0, n % 9
      from generate_series(1, 200) n`);
    await expectSamePages(cases);
  });

  it('finds the same pages of a name of several words more providers share than the cap, sorted by rating', async () => {
    // Ana at a skin practice (every typed word), Ana elsewhere, and Ivy at "Ana Skin" (both, through the practice).
    await t.db.execute(sql`
      insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
        city, state, latitude, longitude, rating_avg, review_count)
      select 'dr-lopez-' || n, case when n % 3 = 2 then 'Ivy' else 'Ana' end, 'Lopez',
        case when n % 3 = 2 then 'Dr. Ivy Lopez' else 'Dr. Ana Lopez' end, 'MD', 'Dermatology',
        case when n % 3 = 1 then 'Lopez Laser ' || n else 'Ana Skin ' || n end,
        'Reno', 'NV', 39.53, -119.81, (n % 41) / 8.2, n % 11
      from generate_series(1, 1500) n`);
    // More than the cap of "ana skin …" practices list Botox: counted off the practice-name index alone.
    await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
      select id, 'botox', 300, 600 from providers where slug like 'dr-lopez-%' and id % 5 <> 0`);
    await expectSamePages([
      ['ana skin', { sort: 'rating' }],
      ['skin ana', { sort: 'rating' }],
      ['ana skni', { sort: 'rating' }],
      ['lopez ana skin', { sort: 'rating' }],
      ['ana skin', { procedure: 'botox', sort: 'rating' }],
      ['ana skin', {}],
    ]);
  });

  it("finds the same pages with a procedure whether a word's entries listing it are walked or read by their key", async () => {
    // Analysed, the statistics find "ana" with Botox in more entries than the cap, so those are walked off the
    // word's own index; "garcia" with Botox (a third of 1,010) is read by its key (migration 0032).
    await t.db.execute(sql`analyze word_providers`);
    forgetPairEntries(t.db);
    const entries = async (key: string) => {
      const [{ n }] = (
        await t.db.execute(sql`select coalesce(max(pair.share), 0) * (select reltuples from pg_class
            where oid = 'word_providers'::regclass) as n
          from pg_stats stats, unnest(stats.most_common_elems::text::text[], stats.most_common_elem_freqs) pair(key, share)
          where stats.tablename = 'word_providers_procedure_keys_idx' and pair.key = ${key}`)
      ).rows as { n: number }[];
      return Number(n);
    };
    expect(await entries('ana:botox')).toBeGreaterThan(COUNT_CAP);
    expect(await entries('garcia:botox')).toBeLessThan(COUNT_CAP);
    await expectSamePages([
      ['ana', { procedure: 'botox' }],
      ['ana', { procedure: 'botox', sort: 'rating' }],
      ['ana', { procedure: 'botox', sort: 'reviews' }],
      ['ana skin', { procedure: 'botox', sort: 'rating' }],
      ['garcia', { procedure: 'botox' }],
      ['garcai', { procedure: 'botox', sort: 'rating' }],
    ]);
  });

  async function expectSamePages(cases: [string, Options][]) {
    for (const [typed, options] of cases) {
      const all = await everyMatch(typed, options);
      expect(all.length, typed).toBeGreaterThan(300);
      const last = Math.ceil(Math.min(all.length, COUNT_CAP + 200) / 12);
      for (const page of [1, 2, 9, last]) {
        const query = new URLSearchParams({ provider: typed, page: String(page) });
        if (options.procedure) query.set('procedure', options.procedure);
        if (options.sort) query.set('sort', options.sort);
        if (options.procedure) query.set('confirmed', 'true');
        const body = await search(query.toString());
        const label = `${query}`;
        expect(
          body.results.map((r) => r.id),
          label,
        ).toEqual(all.slice((page - 1) * 12, page * 12));
        expect([body.total, body.totalCapped], label).toEqual([
          Math.min(all.length, COUNT_CAP),
          all.length > COUNT_CAP,
        ]);
      }
    }
  }
});
