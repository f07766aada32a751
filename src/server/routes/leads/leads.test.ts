import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGE } from '@shared/schemas/leads';
import { leads, notifications } from '../../db/schema';
import { parseCsv } from '../../imports/csv';
import { createAdmin, formToken, seedMiami } from '../../imports/testing';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { LEAD_MESSAGES } from './lead-capture.routes';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let owner: Awaited<ReturnType<typeof t.createUser>>;
let otherOwner: Awaited<ReturnType<typeof t.createUser>>;
let mine: Awaited<ReturnType<typeof createProvider>>;
let theirs: Awaited<ReturnType<typeof createProvider>>;

beforeAll(async () => {
  await seedMiami(t.db);
  admin = await createAdmin(t);
  owner = await t.createUser();
  otherOwner = await t.createUser();
  mine = await createProvider(t.db, { lastName: 'Mine', ownerUserId: owner.id });
  theirs = await createProvider(t.db, { lastName: 'Theirs', ownerUserId: otherOwner.id });
});

beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

function lead(providerId: number, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'lead_form',
    providerId,
    name: 'Jordan Patient',
    email: 'Jordan.Patient@Example.com ',
    phone: '',
    procedureId: 'rhinoplasty',
    timing: '1-3-months',
    contactPreference: 'email',
    message: 'I would like a consultation.',
    consent: true,
    formToken: formToken(t, 'lead'),
    ...overrides,
  };
}

async function send(body: Record<string, unknown>) {
  const res = await t.request('/api/leads', { json: body });
  return { res, body: await res.json() };
}

describe('POST /api/leads', () => {
  it("stores the request and tells the owner without patient details; a guest's typed address gets no mail", async () => {
    const mail = t.mailFromNow();
    const { res, body } = await send(lead(mine.id));
    expect(res.status).toBe(201);
    expect(body.practiceName).toBe(mine.practiceName);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, body.lead.id));
    expect(row).toMatchObject({
      kind: 'lead_form',
      email: 'jordan.patient@example.com',
      consent: true,
      status: 'new',
    });
    const outbox = mail();
    expect(outbox.map((m) => m.to)).toEqual([owner.email]);
    expect(outbox[0].text).not.toContain('Jordan');
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes[0].title).toBe('New patient request');
  });

  it('cannot be used to mail a stranger: whatever address and words a guest types, only the practice hears', async () => {
    const mail = t.mailFromNow();
    const { res } = await send(
      lead(mine.id, {
        email: 'victim@example.org',
        name: 'Cheap pills at spam example dot com',
        message: 'Buy now',
      }),
    );
    expect(res.status).toBe(201);
    const sent = mail();
    expect(sent.map((m) => m.to)).toEqual([owner.email]);
    expect(sent.map((m) => m.text).join(' ')).not.toMatch(/pills|Buy now/);
  });

  it('confirms to a signed-in patient at their account address, not the one typed', async () => {
    const patient = await t.createUser({ firstName: 'Rosa' });
    const mail = t.mailFromNow();
    const res = await t.request('/api/leads', {
      json: lead(mine.id, { email: 'someone.else@example.org' }),
      cookie: patient.cookie ?? '',
    });
    expect(res.status).toBe(201);
    const sent = mail();
    expect(sent.map((m) => m.to).sort()).toEqual([owner.email, patient.email].sort());
    expect(sent.find((m) => m.to === patient.email)?.text).toContain('Hello Rosa,');
  });

  it('requires explicit consent, a phone for calls and a procedure on the lead form', async () => {
    const { res, body } = await send(
      lead(mine.id, { consent: false, contactPreference: 'phone', procedureId: '' }),
    );
    expect(res.status).toBe(400);
    expect(body.error.fields.consent).toBe(CONSENT_MESSAGE);
    expect(body.error.fields.phone).toBe('Add a phone number so the practice can call or text you.');
    expect(body.error.fields.procedureId).toBe('Choose the procedure you are interested in.');
    const contact = await send(lead(mine.id, { kind: 'patient_contact', procedureId: '' }));
    expect(contact.res.status).toBe(201);
  });

  it('refuses bots and unknown practices', async () => {
    expect((await send(lead(mine.id, { website: 'x' }))).body.error.message).toBe('Access denied.');
    expect((await send(lead(mine.id, { formToken: 'forged.1.2.3' }))).res.status).toBe(403);
    const missing = await send(lead(999999));
    expect(missing.res.status).toBe(404);
    expect(missing.body.error.message).toBe(LEAD_MESSAGES.providerNotFound);
  });

  it('limits requests per hour', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await send(lead(mine.id))).res.status;
    expect(last).toBe(429);
  });

  it('looks practices up by id or slug for the form', async () => {
    const byId = await (await t.request(`/api/leads/providers/${mine.id}`)).json();
    expect(byId.provider.practiceName).toBe(mine.practiceName);
    const bySlug = await (await t.request(`/api/leads/providers/${mine.slug}`)).json();
    expect(bySlug.provider.id).toBe(mine.id);
    expect((await t.request('/api/leads/providers/nobody-here')).status).toBe(404);
  });
});

describe('owner leads', () => {
  it('shows an owner only the requests for their own practices', async () => {
    await send(lead(theirs.id, { name: 'Other Patient' }));
    const res = await (await t.request('/api/leads/mine', { cookie: owner.cookie! })).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.leads.every((l: { providerId: number }) => l.providerId === mine.id)).toBe(true);
    const theirsView = await (await t.request('/api/leads/mine', { cookie: otherOwner.cookie! })).json();
    expect(theirsView.leads.every((l: { providerId: number }) => l.providerId === theirs.id)).toBe(true);
    expect((await t.request('/api/leads/mine')).status).toBe(401);
  });

  it('records the first response when a lead first leaves "new", and only then', async () => {
    const { body } = await send(lead(mine.id));
    const id = body.lead.id;
    const stranger = await t.request(`/api/leads/${id}/status`, {
      method: 'PATCH',
      json: { status: 'contacted' },
      cookie: otherOwner.cookie!,
    });
    expect(stranger.status).toBe(404);
    const first = await (
      await t.request(`/api/leads/${id}/status`, {
        method: 'PATCH',
        json: { status: 'contacted' },
        cookie: owner.cookie!,
      })
    ).json();
    expect(first.lead.status).toBe('contacted');
    expect(first.lead.firstResponseAt).not.toBeNull();
    const later = await (
      await t.request(`/api/leads/${id}/status`, {
        method: 'PATCH',
        json: { status: 'booked' },
        cookie: owner.cookie!,
      })
    ).json();
    expect(later.lead.firstResponseAt).toBe(first.lead.firstResponseAt);
    const bad = await t.request(`/api/leads/${id}/status`, {
      method: 'PATCH',
      json: { status: 'lost' },
      cookie: owner.cookie!,
    });
    expect((await bad.json()).error.message).toBe('Choose a status: new, contacted, booked or closed.');
  });
});

describe('lead admin dashboard', () => {
  it('refuses guests (401) and non-admins (403) on every admin lead route', async () => {
    for (const path of [
      '/api/admin/leads',
      '/api/admin/leads/response-times',
      '/api/admin/leads/export.csv',
    ]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { cookie: owner.cookie! })).status).toBe(403);
    }
  });

  it('lists and filters by status, provider and text', async () => {
    const all = await (await t.request('/api/admin/leads', { cookie: admin.cookie! })).json();
    expect(all.total).toBeGreaterThan(2);
    const booked = await (
      await t.request('/api/admin/leads?status=booked', { cookie: admin.cookie! })
    ).json();
    expect(booked.leads.length).toBeGreaterThan(0);
    expect(booked.leads.every((l: { status: string }) => l.status === 'booked')).toBe(true);
    const other = await (
      await t.request(`/api/admin/leads?providerId=${theirs.id}`, { cookie: admin.cookie! })
    ).json();
    expect(other.leads.every((l: { providerName: string }) => l.providerName === theirs.displayName)).toBe(
      true,
    );
    const named = await (
      await t.request('/api/admin/leads?q=other%20patient', { cookie: admin.cookie! })
    ).json();
    expect(named.leads.map((l: { name: string }) => l.name)).toEqual(['Other Patient']);
  });

  it('computes the median minutes to first response per provider', async () => {
    const base = new Date('2025-01-01T10:00:00Z');
    const provider = await createProvider(t.db, { lastName: 'Median' });
    const minutes = [10, 30, 90, null];
    await t.db.insert(leads).values(
      minutes.map((m) => ({
        kind: 'lead_form' as const,
        providerId: provider.id,
        name: 'P',
        email: 'p@example.com',
        consent: true,
        createdAt: base,
        status: m === null ? ('new' as const) : ('contacted' as const),
        firstResponseAt: m === null ? null : new Date(base.getTime() + m * 60_000),
      })),
    );
    const res = await (await t.request('/api/admin/leads/response-times', { cookie: admin.cookie! })).json();
    const row = res.providers.find((p: { providerId: number }) => p.providerId === provider.id);
    expect(row).toEqual({
      providerId: provider.id,
      providerName: provider.displayName,
      leads: 4,
      responded: 3,
      medianMinutes: 30,
    });
  });

  it('exports CSV whose cells cannot run as spreadsheet formulas', async () => {
    await send(
      lead(mine.id, {
        kind: 'patient_contact',
        name: '=HYPERLINK("http://evil.example","x")',
        message: '+cmd|calc',
        procedureId: '',
      }),
    );
    const res = await t.request('/api/admin/leads/export.csv?kind=patient_contact', {
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="truself-leads-/);
    const rows = parseCsv(await res.text());
    expect(rows[0][0]).toBe('received_at');
    const hostile = rows.find((r) => r[4].includes('HYPERLINK'))!;
    expect(hostile[4]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(hostile[11]).toBe(`'+cmd|calc`);
    expect(rows.slice(1).every((r) => r[1] === 'Patient contact')).toBe(true);
  });
});
