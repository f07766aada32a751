import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, practiceListings, providerProcedures, providers } from '../../db/schema';
import { createAdmin, formToken, seedMiami } from '../../imports/testing';
import { createTestContext } from '../../test/test-app';
import { LISTING_MESSAGES } from './listings.routes';
import { NEEDS_COORDINATES } from './listings-admin.routes';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let patient: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  await seedMiami(t.db);
  admin = await createAdmin(t);
  patient = await t.createUser();
});

// Each test starts under the hourly listing limit; one test checks the limit itself.
beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

let licenseCounter = 0;
function listing(overrides: Record<string, unknown> = {}) {
  licenseCounter++;
  return {
    practiceName: 'Bayside Aesthetics',
    providerFirstName: 'Lena',
    providerLastName: 'Ortiz',
    credentials: 'MD',
    specialty: 'Plastic Surgery',
    procedures: [{ procedureId: 'rhinoplasty', priceMin: 7000, priceMax: 12000 }],
    contactName: 'Sam Rivera',
    email: 'office@bayside-aesthetics.com',
    phone: '(305) 555-0100',
    practiceWebsite: 'https://bayside-aesthetics.com',
    addressLine: '100 Brickell Ave',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    licenseNumber: `ME${100000 + licenseCounter}`,
    boardName: 'American Board of Plastic Surgery',
    confirm: true,
    formToken: formToken(t, 'listing'),
    ...overrides,
  };
}

async function submit(body: Record<string, unknown>, cookie?: string) {
  return t.request('/api/listings', { json: body, cookie });
}

describe('POST /api/listings', () => {
  it('stores a pending listing and emails a confirmation', async () => {
    const res = await submit(listing(), patient.cookie!);
    expect(res.status).toBe(201);
    const { listing: created } = await res.json();
    expect(created.status).toBe('pending');
    const [row] = await t.db.select().from(practiceListings).where(eq(practiceListings.id, created.id));
    expect(row.submittedBy).toBe(patient.id);
    expect(row.procedureIds).toEqual(['rhinoplasty']);
    expect(t.deps.mailer.outbox()[0].subject).toBe('We received your TruSelf practice listing');
  });

  it("mails the receipt only to the signed-in account's own address, never to the address typed in the form", async () => {
    const sent = t.mailFromNow();
    const res = await submit(
      listing({
        email: 'victim@example.org',
        contactName: 'Claim Your Prize',
        practiceName: 'Bayside\n\nYour account is locked call 555-0100',
      }),
      patient.cookie!,
    );
    expect(res.status).toBe(201);
    const mails = sent();
    expect(mails.map((m) => m.to)).toEqual([patient.email]);
    // The practice name is quoted on one labelled line; the contact name written in the form is not repeated.
    expect(mails[0].text).toContain(
      'Practice name, as you entered it: “Bayside Your account is locked call 555-0100”',
    );
    expect(mails[0].text).not.toContain('Claim Your Prize');
  });

  it('mails nothing for a listing sent without an account', async () => {
    const sent = t.mailFromNow();
    const res = await submit(listing({ email: 'victim@example.org' }));
    expect(res.status).toBe(201);
    expect(sent()).toEqual([]);
  });

  it('refuses bots, filled honeypots and missing form tokens with SPEC wording', async () => {
    expect((await (await submit(listing({ website: 'spam' }))).json()).error.message).toBe('Access denied.');
    const noToken = await submit(listing({ formToken: undefined }));
    expect(noToken.status).toBe(403);
    const bot = await t.request('/api/listings', { json: listing(), headers: { 'user-agent': 'curl/8.0' } });
    expect((await bot.json()).error.message).toBe('Access denied.');
  });

  it('refuses a form submitted too fast', async () => {
    const { issueFormToken, formSecret } = await import('../../security/anti-bot');
    const fresh = issueFormToken(formSecret({ var: { deps: t.deps } } as never), 'listing');
    const res = await submit(listing({ formToken: fresh }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Please take your time filling out the form.');
  });

  it('answers invalid fields with a message per field', async () => {
    const res = await submit(listing({ email: 'not-an-email', zip: '123', procedures: [], confirm: false }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields.email).toBe('Invalid email format');
    expect(error.fields.zip).toBe('Enter a 5-digit ZIP code.');
    expect(error.fields.procedures).toBe('Choose at least one procedure you offer.');
    expect(error.fields.confirm).toMatch(/confirm/);
  });

  it('refuses a second listing for a license that is waiting or already listed', async () => {
    const body = listing();
    expect((await submit(body)).status).toBe(201);
    const again = await submit({ ...body, formToken: formToken(t, 'listing') });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(LISTING_MESSAGES.alreadyPending);
  });

  it('limits listings per hour', async () => {
    for (let i = 0; i < 3; i++) expect((await submit(listing())).status).toBe(201);
    const res = await submit(listing());
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe(LISTING_MESSAGES.rateLimited);
  });
});

describe('admin decisions on listings', () => {
  async function pendingId(overrides: Record<string, unknown> = {}, cookie?: string) {
    const res = await submit(listing(overrides), cookie);
    return (await res.json()).listing.id as string;
  }

  it('refuses guests (401) and non-admins (403) on every admin route', async () => {
    const id = await pendingId();
    const routes: [string, string][] = [
      ['GET', '/api/admin/listings'],
      ['POST', `/api/admin/listings/${id}/approve`],
      ['POST', `/api/admin/listings/${id}/reject`],
    ];
    for (const [method, path] of routes) {
      expect((await t.request(path, { method, json: method === 'POST' ? {} : undefined })).status).toBe(401);
      const res = await t.request(path, {
        method,
        json: method === 'POST' ? {} : undefined,
        cookie: patient.cookie!,
      });
      expect(res.status).toBe(403);
    }
  });

  it.each([
    [{ latitude: [[[[[]]]]], longitude: 5e-323 }],
    [{ latitude: '25.7', longitude: '-80.2' }],
    [{ latitude: 91, longitude: 0 }],
  ])('refuses coordinates %j with a clear message, never a 500', async (coordinates) => {
    const id = await pendingId({ licenseNumber: `FL-COORD-${Math.random()}` }, patient.cookie!);
    const res = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: coordinates,
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'Enter the latitude (-90 to 90) and longitude (-180 to 180) as numbers.',
    );
  });

  it('stores a denormal coordinate the database could not hold as 0 (six decimals)', async () => {
    const id = await pendingId(
      { licenseNumber: 'FL-DENORMAL-1', providerFirstName: 'Ada', providerLastName: 'Lovelace' },
      patient.cookie!,
    );
    const res = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: { latitude: 25.7617, longitude: 5e-323 },
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(200);
  });

  it('names a nurse practitioner without "Dr." (the credential is shown beside the name)', async () => {
    const id = await pendingId(
      { licenseNumber: 'FL-NP-1', providerFirstName: 'Noor', providerLastName: 'Haddad', credentials: 'NP' },
      patient.cookie!,
    );
    const res = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: {},
      cookie: admin.cookie!,
    });
    const [provider] = await t.db
      .select()
      .from(providers)
      .where(eq(providers.id, (await res.json()).providerId));
    expect(provider.displayName).toBe('Noor Haddad');
    expect(provider.credentials).toBe('NP');
  });

  it('approves a listing into a directory provider owned by the submitter, once', async () => {
    const id = await pendingId({ licenseNumber: 'FL-APPROVE-1' }, patient.cookie!);
    const list = await (
      await t.request('/api/admin/listings?status=pending', { cookie: admin.cookie! })
    ).json();
    expect(list.listings.some((l: { id: string }) => l.id === id)).toBe(true);

    const res = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: { checks: ['license'] },
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.listing.status).toBe('approved');
    const [provider] = await t.db.select().from(providers).where(eq(providers.id, body.providerId));
    expect(provider).toMatchObject({
      source: 'listing',
      verified: true,
      verification: { license: new Date().toISOString().slice(0, 10) },
      ownerUserId: patient.id,
      locationId: 'miami-fl',
    });
    expect(t.deps.mailer.outbox()[0].text).toContain('Dr. Lena Ortiz now has a profile on TruSelf');
    expect(provider.slug).toBe('lena-ortiz-md-miami-fl');
    expect(provider.displayName).toBe('Dr. Lena Ortiz');
    const prices = await t.db
      .select()
      .from(providerProcedures)
      .where(eq(providerProcedures.providerId, provider.id));
    expect(prices).toEqual([
      { providerId: provider.id, procedureId: 'rhinoplasty', priceMin: 7000, priceMax: 12000 },
    ]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, patient.id));
    expect(note.title).toBe('Your practice is live on TruSelf');
    expect(t.deps.mailer.outbox()[0].subject).toBe('Bayside Aesthetics is now listed on TruSelf');

    const twice = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: {},
      cookie: admin.cookie!,
    });
    expect(twice.status).toBe(409);
    const reject = await t.request(`/api/admin/listings/${id}/reject`, {
      json: { reason: 'Too late now' },
      cookie: admin.cookie!,
    });
    expect(reject.status).toBe(409);
    const relist = await submit(listing({ licenseNumber: 'FL-APPROVE-1' }));
    expect((await relist.json()).error.message).toBe(LISTING_MESSAGES.alreadyListed);
  });

  it('stores only the checks the admin ticked, and no "verified" without one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const approve = async (json: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
      licenseCounter++;
      await t.db.execute(sql`delete from rate_limits`); // several listings from one address in this test
      const id = await pendingId({
        licenseNumber: `FL-CHECKS-${licenseCounter}`,
        providerFirstName: 'Mira',
        providerLastName: 'Solis',
        ...overrides,
      });
      return t.request(`/api/admin/listings/${id}/approve`, { json, cookie: admin.cookie! });
    };
    const providerOf = async (res: Response) => {
      expect(res.status).toBe(200);
      const { providerId } = await res.json();
      const [row] = await t.db.select().from(providers).where(eq(providers.id, providerId));
      return row;
    };

    const unchecked = await providerOf(await approve({}));
    expect(unchecked).toMatchObject({ verified: false, verification: {} });
    const profile = await (await t.request(`/api/providers/${unchecked.id}`)).json();
    expect(profile.provider).toMatchObject({ verified: false, verification: {} });
    expect(profile.dataSource.description).toBe(
      'The practice submitted these details. What TruSelf checked, if anything, is listed with the date.',
    );

    const two = await providerOf(await approve({ checks: ['board', 'license', 'board'] }));
    expect(two).toMatchObject({ verified: true, verification: { license: today, board: today } });
    expect(Object.keys(two.verification).sort()).toEqual(['board', 'license']);

    const identity = await providerOf(await approve({ checks: ['identity'] }));
    expect(identity.verification).toEqual({ identity: today });

    // The NPI registry match is never ticked by hand; unknown checks are refused with the list's message.
    for (const checks of [['npi'], ['license', 'references'], 'license']) {
      const res = await approve({ checks });
      expect(res.status, JSON.stringify(checks)).toBe(400);
      const { error } = await res.json();
      expect(error.message).toBe('Choose what you checked from the list.');
    }
    // A board check needs a board on the listing.
    const noBoard = await approve({ checks: ['license', 'board'] }, { boardName: '' });
    expect(noBoard.status).toBe(400);
    expect((await noBoard.json()).error).toMatchObject({
      code: 'invalid_input',
      message:
        'This listing names no board certification, so there is none to check. Untick the board check.',
      fields: {
        checks:
          'This listing names no board certification, so there is none to check. Untick the board check.',
      },
    });
  });

  it('gives the same practice name a distinct slug', async () => {
    const id = await pendingId({ licenseNumber: 'FL-SLUG-2' });
    const res = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: {},
      cookie: admin.cookie!,
    });
    const [provider] = await t.db
      .select()
      .from(providers)
      .where(eq(providers.id, (await res.json()).providerId));
    expect(provider.slug).toBe('lena-ortiz-md-miami-fl-2');
    expect(provider.ownerUserId).toBeNull();
  });

  it('asks for coordinates when the address cannot be placed, then approves with them', async () => {
    const id = await pendingId({ city: 'Nowhere', zip: '99999', state: 'AK' });
    const res = await t.request(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      json: {},
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(NEEDS_COORDINATES);
    const [row] = await t.db.select().from(practiceListings).where(eq(practiceListings.id, id));
    expect(row.status).toBe('pending');
    const ok = await t.request(`/api/admin/listings/${id}/approve`, {
      json: { latitude: 61.2, longitude: -149.9 },
      cookie: admin.cookie!,
    });
    expect(ok.status).toBe(200);
  });

  it('rejects with a reason, which the submitter sees', async () => {
    const id = await pendingId({}, patient.cookie!);
    const noReason = await t.request(`/api/admin/listings/${id}/reject`, {
      json: { reason: ' ' },
      cookie: admin.cookie!,
    });
    expect(noReason.status).toBe(400);
    const res = await t.request(`/api/admin/listings/${id}/reject`, {
      json: { reason: 'The license number does not match the state board.' },
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).listing.status).toBe('rejected');
    const mine = await (await t.request('/api/listings/mine', { cookie: patient.cookie! })).json();
    const item = mine.listings.find((l: { id: string }) => l.id === id);
    expect(item.rejectionReason).toBe('The license number does not match the state board.');
    expect(t.deps.mailer.outbox()[0].text).toContain(
      'Reason: The license number does not match the state board.',
    );
  });

  it('answers unknown ids with 404', async () => {
    const res = await t.request('/api/admin/listings/not-a-uuid/approve', {
      method: 'POST',
      json: {},
      cookie: admin.cookie!,
    });
    expect(res.status).toBe(404);
  });
});
