import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { providers, user } from '../../db/schema';
import { seedDirectory } from '../../db/seed/directory';
import { FIXTURE_NPI } from '../../imports/nppes/fixture-rows';
import { importNppesFile } from '../../imports/nppes/import-file';
import { createAdmin } from '../../imports/testing';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
const FIXTURES = join(import.meta.dirname, '../../imports/nppes/fixtures');
let chen: typeof providers.$inferSelect;

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
  await importNppesFile(t.db, { file: join(FIXTURES, 'npidata-sample.csv') });
  [chen] = await t.db.select().from(providers).where(eq(providers.npi, FIXTURE_NPI.toClaim));
});

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

async function claimant(name: string) {
  const u = await t.createUser({ verified: true });
  await t.db.update(user).set({ name }).where(eq(user.id, u.id));
  return u;
}

async function adminView(claimId: string) {
  const admin = await createAdmin(t);
  const queue = await (await t.request('/api/admin/claims?status=pending', { cookie: admin.cookie! })).json();
  return { admin, item: queue.claims.find((c: { id: string }) => c.id === claimId) };
}

it('shows the admin how the claimant matches the NPI registry record, and the approved owner keeps the profile', async () => {
  const me = await claimant('Dr. wei chen');
  const res = await t.request('/api/claims', {
    cookie: me.cookie!,
    json: {
      providerId: chen.id,
      workEmail: 'wei@chen-aesthetics.com',
      licenseNumber: 'g55555',
      npi: FIXTURE_NPI.toClaim,
      practicePhone: '415.555.0123',
      message: 'This is my practice in Pacific Heights.',
      confirm: true,
    },
  });
  expect(res.status).toBe(201);
  const { claim } = await res.json();
  const { admin, item } = await adminView(claim.id);
  expect(item.evidence).toMatchObject({
    licenseMatches: true,
    registry: { npi: true, name: true, firstName: true, phone: true },
  });

  // The registry match made at the import is set again by the claim whose NPI matches the record.
  await t.db.update(providers).set({ verification: {} }).where(eq(providers.id, chen.id));
  const approve = await t.request(`/api/admin/claims/${claim.id}/approve`, {
    method: 'POST',
    cookie: admin.cookie!,
  });
  expect(approve.status).toBe(200);
  const [approved] = await t.db.select().from(providers).where(eq(providers.id, chen.id));
  expect(approved.verification).toEqual({ npi: new Date().toISOString().slice(0, 10) });
  const facts = await (await t.request(`/api/providers/${chen.id}/registry`)).json();
  expect(facts.registry).toMatchObject({ npi: FIXTURE_NPI.toClaim, claimed: true, licenseNumber: 'G55555' });
});

it('flags a claimant whose NPI, name and phone do not match the registry', async () => {
  const [other] = await t.db.select().from(providers).where(eq(providers.npi, FIXTURE_NPI.plasticMiami));
  const me = await claimant('Jordan Blake');
  const res = await t.request('/api/claims', {
    cookie: me.cookie!,
    json: {
      providerId: other.id,
      workEmail: 'jordan@example-clinic.com',
      licenseNumber: 'ME 98765',
      npi: '1234567890',
      practicePhone: '(305) 555-9999',
      confirm: true,
    },
  });
  expect(res.status).toBe(201);
  const { admin, item } = await adminView((await res.json()).claim.id);
  expect(item.evidence.registry).toEqual({ npi: false, name: false, firstName: false, phone: false });
  // A claim whose NPI does not match adds no registry check.
  await t.db.update(providers).set({ verification: {} }).where(eq(providers.id, other.id));
  // Nothing here proves the claimant runs the practice: approval waits for the admin's call.
  const refused = await t.request(`/api/admin/claims/${item.id}/approve`, {
    json: {},
    cookie: admin.cookie!,
  });
  expect(refused.status).toBe(400);
  expect((await refused.json()).error.code).toBe('no_proof_of_control');
  const approve = await t.request(`/api/admin/claims/${item.id}/approve`, {
    json: { checks: ['identity'] },
    cookie: admin.cookie!,
  });
  expect(approve.status).toBe(200);
  const [approved] = await t.db.select().from(providers).where(eq(providers.id, other.id));
  expect(approved.verification).not.toHaveProperty('npi');
});

it('refuses an NPI that is not 10 digits', async () => {
  const me = await claimant('Sofia Ramirez');
  const res = await t.request('/api/claims', {
    cookie: me.cookie!,
    json: {
      providerId: chen.id,
      workEmail: 'a@b-clinic.com',
      licenseNumber: 'ME 98765',
      npi: '12345',
      confirm: true,
    },
  });
  expect(res.status).toBe(400);
  expect((await res.json()).error.message).toBe('An NPI is 10 digits. Leave it empty if you do not know it.');
});
