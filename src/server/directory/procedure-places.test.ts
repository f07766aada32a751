import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDirectory } from '../db/seed/directory';
import { createTestContext } from '../test/test-app';

const t = await createTestContext();

// procedure_places as it would be built afresh from providers: what the triggers must keep it equal to.
async function expectProcedurePlacesCurrent() {
  const columns = sql`latitude, longitude, rating_avg, review_count, verified, board_certified, specialty,
    accepting_new_patients, source, location_id`;
  const fresh = sql`select distinct pr as procedure_id, p.id, ${columns} from providers p, unnest(p.procedure_ids) pr`;
  const kept = sql`select procedure_id, id, ${columns} from procedure_places`;
  const [{ stale, kept: count }] = (
    await t.db.execute(sql`select (select count(*)::int from ((${kept} except all ${fresh})
      union all (${fresh} except all ${kept})) d) as stale, (select count(*)::int from procedure_places) as kept`)
  ).rows as { stale: number; kept: number }[];
  expect(count).toBeGreaterThan(0);
  expect(stale).toBe(0);
}

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 120 });
});

describe('procedure_places', () => {
  it('holds each listed procedure of every provider with its place and what a search checks, through every kind of write', async () => {
    await expectProcedurePlacesCurrent();
    const one = sql`(select min(id) from providers)`;
    const two = sql`(select max(id) from providers)`;
    const writes: SQL[] = [
      sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
        select ${one}, id, 100, 200 from procedures where id not in
          (select procedure_id from provider_procedures where provider_id = ${one}) limit 2`,
      sql`delete from provider_procedures where provider_id = ${two}
        and procedure_id = (select min(procedure_id) from provider_procedures where provider_id = ${two})`,
      sql`update provider_procedures set price_max = price_max + 1 where provider_id = ${one}`,
      sql`update providers set latitude = latitude + 0.5, longitude = longitude - 0.5 where id = ${one}`,
      sql`update providers set rating_avg = 4.9, review_count = review_count + 1 where id = ${one}`,
      sql`update providers set board_certified = not board_certified where id % 7 = 0`,
      sql`update providers set accepting_new_patients = not accepting_new_patients, specialty = 'Dermatology'
        where id = ${two}`,
      sql`update providers set bio = 'Changed.' where id = ${two}`,
      sql`update providers set location_id = (select min(id) from locations) where id = ${one}`,
      sql`insert into providers (slug, first_name, last_name, display_name, credentials, specialty, practice_name,
          city, state, latitude, longitude, rating_avg, review_count)
        values ('dr-new-place', 'Ana', 'Lugo', 'Dr. Ana Lugo', 'MD', 'Dermatology', 'Lugo Skin', 'Miami', 'FL',
          25.77, -80.19, 4.5, 10)`,
      sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
        values ((select id from providers where slug = 'dr-new-place'), 'botox', 300, 500)`,
      sql`delete from providers where id = ${two}`,
    ];
    for (const write of writes) {
      await t.db.execute(write);
      await expectProcedurePlacesCurrent();
    }
  });
});
