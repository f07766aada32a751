import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, notifications, rateLimits, securityEvents } from '../../db/schema';
import { formSecret, issueFormToken } from '../../security/anti-bot';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
await seedCatalogue(t.db);
const provider = await createProvider(t.db, { lastName: 'Consult' }, ['rhinoplasty', 'botox']);

const secret = formSecret({ var: { deps: t.deps } } as Parameters<typeof formSecret>[0]);
const token = (ageMs = 10_000) => issueFormToken(secret, 'lead', Date.now() - ageMs);

const valid = () => ({
  providerId: provider.id,
  name: 'Sam Rivera',
  email: 'Sam.Rivera@Example.com',
  phone: '',
  procedureId: 'rhinoplasty',
  timing: 'within_3_months',
  contactPreference: 'email',
  message: 'I would like to discuss a subtle change.',
  consent: true,
  formToken: token(),
  website: '',
});

const send = (json: unknown, cookie?: string) =>
  t.request('/api/leads/consultation', { method: 'POST', json, ...(cookie ? { cookie } : {}) });

describe('POST /api/leads/consultation', () => {
  it('stores a consultation lead for the provider', async () => {
    const res = await send(valid());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ providerId: provider.id, practiceName: 'Consult Aesthetic Surgery' });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, body.id));
    expect(row).toMatchObject({
      kind: 'consultation',
      providerId: provider.id,
      userId: null,
      email: 'sam.rivera@example.com',
      phone: null,
      procedureId: 'rhinoplasty',
      timing: 'within_3_months',
      contactPreference: 'email',
      consent: true,
      status: 'new',
    });
  });

  it('links a signed-in patient and tells them it was sent', async () => {
    const u = await t.createUser();
    const res = await send({ ...valid(), procedureId: '' }, u.cookie!);
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, (await res.json()).id));
    expect(row).toMatchObject({ userId: u.id, procedureId: null });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(note.title).toBe('Consultation request sent');
  });

  it('requires the consent box to be ticked', async () => {
    for (const consent of [false, undefined]) {
      const res = await send({ ...valid(), consent });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.fields.consent).toBe(
        'Please tick the box to agree to share your details with the practice.',
      );
    }
  });

  it('validates the other fields with clear messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Please enter your name.'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'sam@' }, 'email', 'Invalid email format'],
      [
        { phone: 'call me' },
        'phone',
        'Please enter a valid phone number (digits, spaces, +, -, parentheses), or leave it empty.',
      ],
      [
        { contactPreference: 'phone', phone: '' },
        'phone',
        'Please enter a phone number so the practice can call or text you.',
      ],
      [{ timing: 'someday' }, 'timing', 'Please tell the practice when you are hoping to be treated.'],
      [
        { contactPreference: 'pigeon' },
        'contactPreference',
        'Please choose how the practice should contact you.',
      ],
      [{ message: 'x'.repeat(2001) }, 'message', 'Messages can be at most 2,000 characters.'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await send({ ...valid(), ...patch });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields[field]).toBe(message);
    }
    const notOffered = await send({ ...valid(), procedureId: 'facelift' });
    expect((await notOffered.json()).error.fields.procedureId).toBe(
      'Please choose a procedure this practice offers, or "Not sure yet".',
    );
    const unknown = await send({ ...valid(), providerId: 999999 });
    expect(unknown.status).toBe(404);
  });

  it('refuses bots, honeypots and forms sent too fast, with SPEC messages', async () => {
    const honeypot = await send({ ...valid(), website: 'http://spam.example' });
    expect(honeypot.status).toBe(403);
    expect((await honeypot.json()).error.message).toBe('Access denied.');
    const noToken = await send({ ...valid(), formToken: undefined });
    expect((await noToken.json()).error.message).toBe('Access denied.');
    const fast = await send({ ...valid(), formToken: token(500) });
    expect(fast.status).toBe(400);
    expect((await fast.json()).error.message).toBe('Please take your time filling out the form.');
    const bot = await t.request('/api/leads/consultation', {
      method: 'POST',
      json: valid(),
      headers: { 'user-agent': 'python-requests/2.31' },
    });
    expect((await bot.json()).error.message).toBe('Access denied.');
    const events = await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'consultation_blocked'));
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events[0].ipAddress).toBeNull();
  });

  it('takes a signed-in patient’s prefilled form at once, but still refuses honeypots and forged tokens', async () => {
    const u = await t.createUser();
    const asked = await t.request('/api/forms/token?form=lead', { cookie: u.cookie! });
    const { token: issued, minFillMs } = await asked.json();
    expect(minFillMs).toBe(0);
    const guestAsked = await t.request('/api/forms/token?form=lead');
    expect((await guestAsked.json()).minFillMs).toBe(3000);

    const atOnce = await send({ ...valid(), email: u.email, formToken: issued }, u.cookie!);
    expect(atOnce.status).toBe(201);
    const guestAtOnce = await send({ ...valid(), formToken: token(0) });
    expect(guestAtOnce.status).toBe(400);
    expect((await guestAtOnce.json()).error.message).toBe('Please take your time filling out the form.');

    const honeypot = await send({ ...valid(), formToken: token(0), website: 'x' }, u.cookie!);
    expect((await honeypot.json()).error.message).toBe('Access denied.');
    const forged = await send({ ...valid(), formToken: `${token(0)}x` }, u.cookie!);
    expect((await forged.json()).error.message).toBe('Access denied.');
  });

  it('rate-limits repeated requests', async () => {
    await t.db.delete(rateLimits);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await send({ ...valid(), email: `sam${i}@example.com` })).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await send(valid());
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(
      'Too many consultation requests. Please try again later.',
    );
  });
});
