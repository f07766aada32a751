import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerQualitySql } from '../db/schema';
import { seedDirectory } from '../db/seed/directory';
import { createTestContext } from '../test/test-app';
import { AUTOCOMPLETE_PROVIDERS, autocomplete, cleanName } from './search';

const t = await createTestContext();

const TYPED = ['smi', 'smit', 'gar', 'pat', 'jo', 'dr. kim', 'lee', 'nguyen', 'twin', 'zzzz', 'twin smith'];

// Autocomplete as it ranked every provider before display_names: the reference it must agree with, row for row.
async function everyProvider(typed: string) {
  const name = cleanName(typed);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
    const rows = (
      await tx.execute(sql`select id from providers p where ${name}::text <% lower(display_name)
        order by word_similarity(${name}::text, lower(display_name)) desc, (${providerQualitySql}) desc, id
        limit ${AUTOCOMPLETE_PROVIDERS}`)
    ).rows as { id: number }[];
    return rows.map((r) => Number(r.id));
  });
}

async function expectSameAsEveryProvider() {
  for (const typed of TYPED) {
    const ours = (await autocomplete(t.db, typed)).providers.map((p) => p.id);
    expect(ours, typed).toEqual(await everyProvider(typed));
  }
  // Every name's row as counting providers afresh would make it, and no row for a name nobody has.
  const [{ stale }] = (
    await t.db.execute(sql`select count(*)::int as stale from (
      (select name, providers, best_ids from display_names
        except select name, count(*)::int, (array_agg(id order by q desc, id))[1:6] from (select lower(display_name)
          as name, id, (${providerQualitySql}) as q from providers) r group by name)
      union all
      (select name, count(*)::int, (array_agg(id order by q desc, id))[1:6] from (select lower(display_name)
          as name, id, (${providerQualitySql}) as q from providers) r group by name
        except select name, providers, best_ids from display_names)) d`)
  ).rows as { stale: number }[];
  expect(stale).toBe(0);
}

const insertProviders = (rows: { name: string; slug: string; rating: number }[]) =>
  t.db.execute(sql`insert into providers (slug, first_name, last_name, display_name, credentials, specialty,
    practice_name, city, state, latitude, longitude, rating_avg, review_count) values ${sql.join(
      rows.map(
        (r) => sql`(${r.slug}, 'Quill', 'Tree', ${r.name}, 'MD', 'Dermatology', 'Quill Dermatology',
        'Miami', 'FL', 25.76, -80.19, ${r.rating}, 10)`,
      ),
      sql`, `,
    )}`);

const twin = (
  i: number,
  rating: number,
) => sql`(${`twin-smith-${i}`}, 'Twin', 'Smith', 'Dr. Twin Smith', 'MD',
  'Dermatology', 'Twin Smith Dermatology', 'Miami', 'FL', 25.76, -80.19, ${rating}, ${10 + i})`;
const insertTwins = (from: number, count: number) =>
  t.db.execute(sql`insert into providers (slug, first_name, last_name, display_name, credentials, specialty,
    practice_name, city, state, latitude, longitude, rating_avg, review_count) values ${sql.join(
      Array.from({ length: count }, (_, i) => twin(from + i, 3 + ((from + i) % 5) * 0.4)),
      sql`, `,
    )}`);

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 300 });
});

describe('autocomplete over display names', () => {
  it('suggests the providers ranking every provider would, in the same order', async () => {
    await expectSameAsEveryProvider();
  });

  it('stays the same when providers of one name are added, re-rated, verified, renamed and removed', async () => {
    // More providers of one name than a name's row keeps, in two statements.
    await insertTwins(0, 5);
    await insertTwins(5, 7);
    await expectSameAsEveryProvider();
    const twins = async () =>
      (
        (
          await t.db.execute(sql`select id from providers where display_name = 'Dr. Twin Smith'
          order by (${providerQualitySql}) desc, id`)
        ).rows as { id: number }[]
      ).map((r) => Number(r.id));
    const [best, second] = await twins();
    // The best falls below every other: the seventh best comes into the name's row.
    await t.db.execute(sql`update providers set rating_avg = 1, review_count = 200 where id = ${best}`);
    await expectSameAsEveryProvider();
    await t.db.execute(
      sql`update providers set verification = '{"npi": "2026-11-27"}'::jsonb where id = ${second}`,
    );
    await expectSameAsEveryProvider();
    await t.db.execute(sql`update providers set display_name = 'Dr. Twin Smithers' where id = ${second}`);
    await expectSameAsEveryProvider();
    // Another column changes nothing; the same name in other capitals is the same name.
    await t.db.execute(
      sql`update providers set bio = 'New bio', display_name = 'DR. TWIN SMITH' where id = ${best}`,
    );
    await expectSameAsEveryProvider();
    const remaining = await twins();
    await t.db.execute(
      sql`delete from providers where id = any(${`{${remaining.slice(0, 3).join(',')}}`}::int[])`,
    );
    await expectSameAsEveryProvider();
    await t.db.execute(sql`delete from providers where display_name in ('Dr. Twin Smith', 'DR. TWIN SMITH')`);
    await expectSameAsEveryProvider();
    const [{ n }] = (
      await t.db.execute(sql`select count(*)::int as n from display_names where name = 'dr. twin smith'`)
    ).rows as { n: number }[];
    expect(n).toBe(0);
  });

  it('finds the best providers among names that tie, however their providers interleave', async () => {
    // Eight names "qui" is equally close to, three providers each, ranked so that the best six are spread over
    // several names and some names' second best outrank other names' best; one closer name with a poor provider.
    // "quill" is a whole word of 24 providers' names, "qui" begins 24 and is the whole of one, "ill" ends them.
    const trees = ['Alder', 'Birch', 'Cedar', 'Larch', 'Maple', 'Rowan', 'Spruce', 'Willow'];
    await insertProviders(
      Array.from({ length: 24 }, (_, k) => ({
        name: `Dr. Quill ${trees[k % 8]}${k % 3 === 0 ? '' : ` ${trees[(k * 5) % 8]}`}`,
        slug: `quill-${k}`,
        rating: 1 + ((k * 7) % 24) / 6,
      })),
    );
    await insertProviders([{ name: 'Dr. Qui Low', slug: 'qui-low', rating: 1 }]);
    for (const typed of ['qui', 'quil', 'quill', 'ill', 'quill ald', 'dr quill']) {
      const ours = (await autocomplete(t.db, typed)).providers.map((p) => p.id);
      expect(ours, typed).toEqual(await everyProvider(typed));
    }
    const [closest] = (await autocomplete(t.db, 'qui')).providers;
    expect(closest.displayName).toBe('Dr. Qui Low');
  });
});
