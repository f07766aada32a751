import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, NO_PROOF_OF_CONTROL } from '@shared/schemas/claims';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { practiceDomains } from '../../claims/claims.queries';
import { notifications, profileClaims, providers } from '../../db/schema';
import { createAdmin, seedMiami } from '../../imports/testing';
import { clearMicroCaches } from '../../http/micro-cache';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { ALREADY_DECIDED } from '../../listings/listings.queries';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let owner: Awaited<ReturnType<typeof t.createUser>>;
let rival: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  await seedMiami(t.db);
  admin = await createAdmin(t);
  owner = await t.createUser();
  rival = await t.createUser();
});

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

function claim(providerId: number, overrides: Record<string, unknown> = {}) {
  return {
    providerId,
    workEmail: 'dr.k@kline-clinic.com',
    licenseNumber: 'ME77001',
    message: '',
    confirm: true,
    ...overrides,
  };
}

/** As if the claimant had opened the link mailed to their work address. */
const confirmWorkEmail = (id: string) =>
  t.db.update(profileClaims).set({ workEmailVerifiedAt: new Date() }).where(eq(profileClaims.id, id));

async function klineClinic(overrides: Partial<typeof providers.$inferInsert> = {}) {
  return createProvider(t.db, {
    lastName: `Kline${Math.random().toString(36).slice(2, 6)}`,
    website: 'https://www.kline-clinic.com',
    licenseNumber: 'ME77001',
    ...overrides,
  });
}

describe('claiming a profile', () => {
  it('finds profiles by name, practice and city, with who manages them', async () => {
    const p = await klineClinic({ practiceName: 'Kline Skin Clinic' });
    const res = await t.request(`/api/claims/search?q=${encodeURIComponent(`kline skin miami`)}`);
    const { providers: found } = await res.json();
    expect(found.map((f: { id: number }) => f.id)).toContain(p.id);
    expect(found.find((f: { id: number }) => f.id === p.id).claimStatus).toBe('available');
    const short = await t.request('/api/claims/search?q=k');
    expect(short.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const p = await klineClinic();
    expect((await t.request('/api/claims', { json: claim(p.id) })).status).toBe(401);
  });

  it('asks for a work email at the practice domain', async () => {
    const p = await klineClinic();
    const res = await t.request('/api/claims', {
      json: claim(p.id, { workEmail: 'me@gmail.com' }),
      cookie: owner.cookie!,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.workEmail).toBe(
      'Use your work email at kline-clinic.com so we can confirm you work at this practice.',
    );
  });

  it('moves pending → approved, after which the profile has one owner', async () => {
    const p = await klineClinic();
    const res = await t.request('/api/claims', { json: claim(p.id), cookie: owner.cookie! });
    expect(res.status).toBe(201);
    const { claim: created } = await res.json();
    expect(created.status).toBe('pending');

    const second = await t.request('/api/claims', { json: claim(p.id), cookie: rival.cookie! });
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(CLAIM_MESSAGES.pending);

    const queue = await (
      await t.request('/api/admin/claims?status=pending', { cookie: admin.cookie! })
    ).json();
    const item = queue.claims.find((c: { id: string }) => c.id === created.id);
    expect(item.evidence).toMatchObject({
      practiceDomain: 'kline-clinic.com',
      sharedDomain: null,
      emailDomainMatches: true,
      workEmailConfirmed: false,
      licenseMatches: true,
      control: { ownDomainEmail: false, npiAndLicence: false },
    });
    expect(item.claimantEmail).toBe(owner.email);

    // A work email at the practice's domain proves nothing until its link is opened.
    const early = await t.request(`/api/admin/claims/${created.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie!,
    });
    expect(early.status).toBe(400);
    expect((await early.json()).error.message).toBe(NO_PROOF_OF_CONTROL);
    await confirmWorkEmail(created.id);

    const approve = await t.request(`/api/admin/claims/${created.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie!,
    });
    expect(approve.status).toBe(200);
    const [row] = await t.db.select().from(providers).where(eq(providers.id, p.id));
    expect(row).toMatchObject({ ownerUserId: owner.id, source: 'claim' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.map((n) => n.title)).toContain('Your profile claim was approved');

    const again = await t.request(`/api/admin/claims/${created.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie!,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(ALREADY_DECIDED);

    const rivalClaim = await t.request('/api/claims', { json: claim(p.id), cookie: rival.cookie! });
    expect(rivalClaim.status).toBe(409);
    expect((await rivalClaim.json()).error.message).toBe(CLAIM_MESSAGES.owned);
    const ownClaim = await t.request('/api/claims', { json: claim(p.id), cookie: owner.cookie! });
    expect((await ownClaim.json()).error.message).toBe(CLAIM_MESSAGES.yours);

    const search = await (
      await t.request(`/api/claims/search?q=${encodeURIComponent(p.lastName)}`, { cookie: owner.cookie! })
    ).json();
    expect(search.providers[0].claimStatus).toBe('yours');
  });

  it('moves pending → rejected with a reason, after which a new claim may be made', async () => {
    const p = await klineClinic({ website: null, email: null, licenseNumber: null });
    const { claim: created } = await (
      await t.request('/api/claims', {
        json: claim(p.id, { workEmail: 'doc@gmail.com' }),
        cookie: rival.cookie!,
      })
    ).json();
    const queue = await (await t.request('/api/admin/claims', { cookie: admin.cookie! })).json();
    expect(queue.claims.find((c: { id: string }) => c.id === created.id).evidence).toMatchObject({
      practiceDomain: null,
      sharedDomain: null,
      emailDomainMatches: null,
      workEmailConfirmed: false,
      licenseMatches: null,
      control: { ownDomainEmail: false, npiAndLicence: false },
    });
    const res = await t.request(`/api/admin/claims/${created.id}/reject`, {
      json: { reason: 'We could not verify the license with the state board.' },
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(200);
    const mine = await (await t.request('/api/claims/mine', { cookie: rival.cookie! })).json();
    expect(mine.claims[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We could not verify the license with the state board.',
    });
    expect(mine.claims[0].evidence).toBeUndefined();
    const retry = await t.request('/api/claims', {
      json: claim(p.id, { workEmail: 'doc@gmail.com' }),
      cookie: rival.cookie!,
    });
    expect(retry.status).toBe(201);
  });

  it('refuses a claim on a profile another admin decision already gave away', async () => {
    const p = await klineClinic();
    const { claim: created } = await (
      await t.request('/api/claims', { json: claim(p.id), cookie: rival.cookie! })
    ).json();
    await confirmWorkEmail(created.id);
    await t.db.update(providers).set({ ownerUserId: owner.id }).where(eq(providers.id, p.id));
    const res = await t.request(`/api/admin/claims/${created.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(profileClaims).where(eq(profileClaims.id, created.id));
    expect(row.status).toBe('pending');
  });

  it('records only the checks the admin ticked on the profile, beside those made before', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const pending = async (overrides: Partial<typeof providers.$inferInsert> & { verified?: boolean }) => {
      await t.db.execute(sql`delete from rate_limits`);
      const p = await klineClinic(overrides);
      const res = await t.request('/api/claims', { json: claim(p.id), cookie: rival.cookie! });
      const id = (await res.json()).claim.id as string;
      // Proof of control: the work email at the practice's own domain is confirmed.
      await confirmWorkEmail(id);
      return { p, id };
    };
    const approve = (id: string, json: Record<string, unknown>) =>
      t.request(`/api/admin/claims/${id}/approve`, { json, cookie: admin.cookie! });
    const verificationOf = async (providerId: number) =>
      (await t.db.select().from(providers).where(eq(providers.id, providerId)))[0];

    const first = await pending({ verified: false, boardCertified: false, boardName: null });
    const queue = await (await t.request('/api/admin/claims', { cookie: admin.cookie! })).json();
    expect(queue.claims.find((c: { id: string }) => c.id === first.id).profile).toEqual({
      boardCertified: false,
      boardName: null,
      verification: {},
    });
    // No board on the profile: nothing to check there.
    const noBoard = await approve(first.id, { checks: ['board'] });
    expect(noBoard.status).toBe(400);
    expect((await noBoard.json()).error.message).toBe(
      'This profile lists no board certification, so there is none to check. Untick the board check.',
    );
    for (const checks of [['npi'], ['licence']]) {
      const res = await approve(first.id, { checks });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Choose what you checked from the list.');
    }
    const ok = await approve(first.id, { checks: ['identity'] });
    expect(ok.status).toBe(200);
    expect((await ok.json()).claim.profile.verification).toEqual({ identity: today });
    expect(await verificationOf(first.p.id)).toMatchObject({
      verified: true,
      verification: { identity: today },
    });

    // Nothing ticked: the profile changes hands and keeps exactly the checks it had.
    const second = await pending({ verification: { license: '2025-02-03' } });
    expect((await approve(second.id, {})).status).toBe(200);
    expect((await verificationOf(second.p.id)).verification).toEqual({ license: '2025-02-03' });

    const third = await pending({ verification: { license: '2025-02-03' } });
    expect((await approve(third.id, { checks: ['board', 'license'] })).status).toBe(200);
    expect((await verificationOf(third.p.id)).verification).toEqual({ license: today, board: today });

    const unverified = await pending({ verified: false });
    expect((await approve(unverified.id, {})).status).toBe(200);
    expect(await verificationOf(unverified.p.id)).toMatchObject({ verified: false, verification: {} });
  });

  it('refuses guests (401) and non-admins (403) on every admin claim route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/admin/claims'],
      ['POST', `/api/admin/claims/${id}/approve`],
      ['POST', `/api/admin/claims/${id}/reject`],
    ]) {
      expect((await t.request(path, { method })).status).toBe(401);
      expect((await t.request(path, { method, cookie: owner.cookie! })).status).toBe(403);
    }
  });
});

describe('a claimed registry record', () => {
  let id: number;
  beforeAll(async () => {
    // As the NPI import writes it (nothing a practice tells patients), then claimed (approval makes it 'claim').
    const p = await klineClinic({
      lastName: 'Quorvath',
      source: 'registry',
      practiceName: null,
      acceptingNewPatients: null,
      languages: [],
    });
    id = p.id;
  });

  it('is found to claim by the clinician’s name and city although it names no practice', async () => {
    const res = await t.request(`/api/claims/search?q=${encodeURIComponent('quorvath miami')}`);
    const { providers: found } = await res.json();
    expect(found.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('lists nothing until the owner says, then what the owner saved', async () => {
    await t.db.update(providers).set({ ownerUserId: owner.id, source: 'claim' }).where(eq(providers.id, id));
    const profile = async () => {
      clearMicroCaches();
      return (await (await t.request(`/api/providers/${id}`)).json()) as ProviderProfileResponse;
    };
    const before = await profile();
    expect(before.provider).toMatchObject({ acceptingNewPatients: null, languages: [], practiceName: null });
    expect(before.notListed).toEqual(['acceptingNewPatients', 'languages', 'practiceName']);
    const mine = await (await t.request('/api/my-practices', { cookie: owner.cookie! })).json();
    expect(mine.practices.find((p: { id: number }) => p.id === id)).toMatchObject({
      acceptingNewPatients: null,
      languages: [],
      practiceName: null,
    });

    const patch = (json: Record<string, unknown>) =>
      t.request(`/api/my-practices/${id}`, {
        method: 'PATCH',
        json: { bio: '', yearsInPractice: 0, ...json },
        cookie: owner.cookie!,
      });
    // Saving the profile says whether it takes new patients: there is no default to fall back on.
    const unsaid = await patch({});
    expect(unsaid.status).toBe(400);
    expect((await unsaid.json()).error.fields.acceptingNewPatients).toBe(
      'Say whether you are accepting new patients.',
    );
    const saved = await patch({
      acceptingNewPatients: 'yes',
      practiceName: ' Kline Skin ',
      languages: 'English, Spanish, english',
    });
    expect(saved.status).toBe(200);
    const after = await profile();
    expect(after.provider).toMatchObject({
      acceptingNewPatients: true,
      languages: ['English', 'Spanish'],
      practiceName: 'Kline Skin',
    });
    expect(after.notListed).toEqual([]);

    // Emptied, the name and languages read "Not listed" again.
    expect((await patch({ acceptingNewPatients: false, practiceName: '', languages: '' })).status).toBe(200);
    const cleared = await profile();
    expect(cleared.provider).toMatchObject({
      acceptingNewPatients: false,
      languages: [],
      practiceName: null,
    });
    expect(cleared.notListed).toEqual(['languages', 'practiceName']);
  });
});

describe('managing an owned practice', () => {
  let practiceId: number;
  beforeAll(async () => {
    const p = await klineClinic({ ownerUserId: owner.id, source: 'claim' });
    practiceId = p.id;
  });

  it('lists the practices the user owns', async () => {
    const res = await (await t.request('/api/my-practices', { cookie: owner.cookie! })).json();
    expect(res.practices.map((p: { id: number }) => p.id)).toContain(practiceId);
    const none = await (await t.request('/api/my-practices', { cookie: rival.cookie! })).json();
    expect(none.practices.map((p: { id: number }) => p.id)).not.toContain(practiceId);
  });

  it('lets the owner edit the bio, contact details and accepting new patients', async () => {
    const res = await t.request(`/api/my-practices/${practiceId}`, {
      method: 'PATCH',
      json: {
        bio: 'Natural results.',
        phone: '305 555 0101',
        website: 'https://kline-clinic.com',
        yearsInPractice: 12,
        acceptingNewPatients: false,
      },
      cookie: owner.cookie!,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).practice).toMatchObject({
      bio: 'Natural results.',
      acceptingNewPatients: false,
      yearsInPractice: 12,
    });
    const bad = await t.request(`/api/my-practices/${practiceId}`, {
      method: 'PATCH',
      json: { bio: '', website: 'javascript:alert(1)', yearsInPractice: 3, acceptingNewPatients: true },
      cookie: owner.cookie!,
    });
    expect((await bad.json()).error.fields.website).toBe('Enter a full web address starting with https://');
  });

  it('replaces procedures and prices', async () => {
    const res = await t.request(`/api/my-practices/${practiceId}/procedures`, {
      method: 'PUT',
      json: {
        procedures: [
          { procedureId: 'botox', priceMin: 300, priceMax: 600 },
          { procedureId: 'facelift', priceMin: 9000, priceMax: 20000 },
        ],
      },
      cookie: owner.cookie!,
    });
    const { practice } = await res.json();
    expect(practice.procedures.map((p: { procedureId: string }) => p.procedureId).sort()).toEqual([
      'botox',
      'facelift',
    ]);
    const backwards = await t.request(`/api/my-practices/${practiceId}/procedures`, {
      method: 'PUT',
      json: { procedures: [{ procedureId: 'botox', priceMin: 600, priceMax: 300 }] },
      cookie: owner.cookie!,
    });
    expect((await backwards.json()).error.message).toBe('The lowest price must not be above the highest.');
  });

  it('hides other practices behind 404, never 403', async () => {
    for (const [method, path, json] of [
      ['GET', `/api/my-practices/${practiceId}`, undefined],
      [
        'PATCH',
        `/api/my-practices/${practiceId}`,
        { bio: 'x', yearsInPractice: 1, acceptingNewPatients: true },
      ],
      ['PUT', `/api/my-practices/${practiceId}/procedures`, { procedures: [] }],
    ] as const) {
      const res = await t.request(path, { method, json, cookie: rival.cookie! });
      expect(res.status).toBe(404);
    }
    expect((await t.request(`/api/my-practices/${practiceId}`)).status).toBe(401);
  });
});

describe('the work email of a claim', () => {
  const queueItem = async (id: string) =>
    (await (await t.request('/api/admin/claims', { cookie: admin.cookie! })).json()).claims.find(
      (c: { id: string }) => c.id === id,
    );

  it('is verified only once the link mailed to it is opened, and the admin queue says so', async () => {
    const p = await klineClinic();
    const sent = t.mailFromNow();
    const { claim: created } = await (
      await t.request('/api/claims', { json: claim(p.id), cookie: owner.cookie! })
    ).json();
    expect((await queueItem(created.id)).evidence.workEmailConfirmed).toBe(false);

    const mail = sent().find((m) => m.to === 'dr.k@kline-clinic.com');
    const link = mail?.text.match(/https?:\/\/\S+\/api\/claims\/confirm-email\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;

    // A forged or altered token does nothing.
    const forged = await t.request(`${path.slice(0, -3)}abc`);
    expect(forged.headers.get('location')).toBe('/claim-profile?workEmail=invalid');
    expect((await queueItem(created.id)).evidence.workEmailConfirmed).toBe(false);

    const opened = await t.request(path);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/claim-profile?workEmail=confirmed');
    expect((await queueItem(created.id)).evidence.workEmailConfirmed).toBe(true);
    // Opening it again still reads as confirmed.
    expect((await t.request(path)).headers.get('location')).toBe('/claim-profile?workEmail=confirmed');
  });

  it("one claim's link does not confirm another claim", async () => {
    const a = await klineClinic();
    const b = await klineClinic();
    const sent = t.mailFromNow();
    await t.request('/api/claims', { json: claim(a.id), cookie: owner.cookie! });
    const { claim: second } = await (
      await t.request('/api/claims', {
        json: claim(b.id, { workEmail: 'other@kline-clinic.com' }),
        cookie: rival.cookie!,
      })
    ).json();
    const firstLink = sent()
      .find((m) => m.to === 'dr.k@kline-clinic.com')
      ?.text.match(/\/api\/claims\/confirm-email\?token=\S+/)?.[0];
    await t.request(firstLink!);
    expect((await queueItem(second.id)).evidence.workEmailConfirmed).toBe(false);
  });
});

describe('approving a claim needs proof that the claimant runs the practice', () => {
  const approve = (id: string, json: Record<string, unknown> = {}) =>
    t.request(`/api/admin/claims/${id}/approve`, { json, cookie: admin.cookie! });
  const queueItem = async (id: string) =>
    (await (await t.request('/api/admin/claims', { cookie: admin.cookie! })).json()).claims.find(
      (c: { id: string }) => c.id === id,
    );

  it('never takes a free-mail address as the practice domain, even once the claimant confirmed it', async () => {
    // The practice's email on file is at gmail.com and it has no website: any gmail user could claim it.
    const p = await klineClinic({ website: null, email: 'klineclinic@gmail.com', phone: '305-555-0142' });
    const sent = t.mailFromNow();
    const res = await t.request('/api/claims', {
      json: claim(p.id, { workEmail: 'not.the.doctor@gmail.com' }),
      cookie: rival.cookie!,
    });
    expect(res.status).toBe(201);
    const { claim: created } = await res.json();
    // The claimant confirms their own inbox.
    const link = sent()
      .find((m) => m.to === 'not.the.doctor@gmail.com')
      ?.text.match(/\/api\/claims\/confirm-email\?token=\S+/)?.[0];
    expect((await t.request(link!)).headers.get('location')).toBe('/claim-profile?workEmail=confirmed');

    const item = await queueItem(created.id);
    expect(item.evidence).toMatchObject({
      practiceDomain: null,
      sharedDomain: 'gmail.com',
      emailDomainMatches: null,
      workEmailConfirmed: true,
      control: { ownDomainEmail: false, npiAndLicence: false },
      recordPhone: '305-555-0142',
    });

    const refused = await approve(created.id);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: 'no_proof_of_control',
      message: NO_PROOF_OF_CONTROL,
    });
    const [still] = await t.db.select().from(providers).where(eq(providers.id, p.id));
    expect(still.ownerUserId).toBeNull();

    // The admin called the practice at its number on record and recorded it as the identity check.
    const called = await approve(created.id, { checks: ['identity'] });
    expect(called.status).toBe(200);
    const [row] = await t.db.select().from(providers).where(eq(providers.id, p.id));
    expect(row.ownerUserId).toBe(rival.id);
  });

  it('takes an NPI and licence that both match the records as proof', async () => {
    const npi = `19${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
    const p = await klineClinic({ website: null, email: null, npi, licenseNumber: 'ME88123' });
    const res = await t.request('/api/claims', {
      json: claim(p.id, { workEmail: 'frontdesk@gmail.com', npi, licenseNumber: 'me 88123' }),
      cookie: owner.cookie!,
    });
    const { claim: created } = await res.json();
    expect((await queueItem(created.id)).evidence.control).toEqual({
      ownDomainEmail: false,
      npiAndLicence: true,
    });
    const ok = await approve(created.id);
    expect(ok.status).toBe(200);
    expect(Object.keys((await ok.json()).claim.profile.verification)).toContain('npi');
  });

  it('sets free mail and shared hosting aside and keeps a domain the practice owns', () => {
    expect(practiceDomains({ website: 'https://klineclinic.wixsite.com/home', email: null })).toEqual({
      own: null,
      shared: 'klineclinic.wixsite.com',
    });
    expect(
      practiceDomains({ website: 'https://sites.google.com/view/kline', email: 'info@kline-clinic.com' }),
    ).toEqual({ own: 'kline-clinic.com', shared: null });
    for (const email of [
      'a@yahoo.co.uk',
      'a@hotmail.fr',
      'a@outlook.com',
      'a@icloud.com',
      'a@proton.me',
      'a@aol.com',
    ]) {
      expect(practiceDomains({ website: null, email }).own).toBeNull();
    }
    expect(practiceDomains({ website: 'https://www.kline-clinic.com', email: null }).own).toBe(
      'kline-clinic.com',
    );
  });
});
