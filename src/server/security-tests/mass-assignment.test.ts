import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  leads,
  practiceListings,
  profileClaims,
  providers,
  reviews,
  trugptConversations,
  user,
} from '../db/schema';
import { createProvider } from '../test/fixtures';
import { send } from './matrix';
import { createWorld } from './world';

const w = await createWorld();
const a = w.users.userA!;
const b = w.users.userB!;
const grab = {
  role: 'admin',
  isAdmin: true,
  emailVerified: true,
  userType: 'provider',
  userId: b.id,
  ownerUserId: b.id,
  id: 'someone-else',
  status: 'approved',
  verified: true,
  verification: 'imported',
  hidden: true,
  avatarUrl: 'https://evil.example/x.png',
  submittedBy: b.id,
  ratingAvg: 5,
};

describe('no mass assignment: privileged fields in a body are ignored', () => {
  it('sign-up cannot make an admin, a provider or a verified account', async () => {
    const email = `grab.${Date.now()}@truself.com`;
    const res = await send(w, 'guest', {
      path: '/api/session/sign-up',
      json: {
        ...grab,
        firstName: 'Robin',
        lastName: 'Lee',
        username: `robin_${Date.now()}`,
        email,
        password: 'Sunny-Harbor-81!',
        formToken: w.formToken('signUp'),
        website: '',
      },
    });
    expect(res.status).toBe(201);
    const [row] = await w.t.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ emailVerified: false, role: 'user', userType: 'patient', avatarUrl: null });
  });

  it('a profile update changes names only', async () => {
    const res = await send(w, 'userA', {
      path: '/api/profile',
      method: 'PATCH',
      json: {
        ...grab,
        email: 'taken@truself.com',
        firstName: 'Avery',
        lastName: 'Stone',
        username: `avery_${Date.now()}`,
      },
    });
    expect(res.status).toBe(200);
    const [row] = await w.t.db.select().from(user).where(eq(user.id, a.id));
    expect(row).toMatchObject({
      email: a.email,
      role: 'user',
      userType: 'patient',
      avatarUrl: null,
      lastName: 'Stone',
    });
    expect((await res.json()).user.isAdmin).toBe(false);
  });

  it('a review is always the author’s own, email-verified and visible', async () => {
    const p = await createProvider(w.t.db, {}, ['rhinoplasty']);
    const res = await send(w, 'userA', {
      path: '/api/reviews',
      json: {
        ...grab,
        providerId: p.id,
        procedureId: 'rhinoplasty',
        rating: 5,
        worthIt: 'worth_it',
        title: 'Careful and kind',
        body: 'Every step was explained and the result looks natural to everyone.',
        monthsSinceTreatment: 2,
      },
    });
    expect(res.status).toBe(201);
    const [row] = await w.t.db.select().from(reviews).where(eq(reviews.providerId, p.id));
    expect(row).toMatchObject({ userId: a.id, verification: 'verified_email', hidden: false });
  });

  it('a conversation belongs to whoever created it', async () => {
    const res = await send(w, 'userA', {
      path: '/api/trugpt/conversations',
      json: { ...grab, title: 'Mine' },
    });
    const { conversation } = await res.json();
    const [row] = await w.t.db
      .select()
      .from(trugptConversations)
      .where(eq(trugptConversations.id, conversation.id));
    expect(row.userId).toBe(a.id);
  });

  it('a practice owner cannot hand the profile over, verify it or set its rating', async () => {
    const p = await w.owned.provider();
    const res = await send(w, 'userA', {
      path: `/api/my-practices/${p.id}`,
      method: 'PATCH',
      json: { ...grab, bio: 'Updated bio.', yearsInPractice: 9, acceptingNewPatients: true },
    });
    expect(res.status).toBe(200);
    const [row] = await w.t.db.select().from(providers).where(eq(providers.id, p.id));
    expect(row).toMatchObject({
      ownerUserId: a.id,
      verified: p.verified,
      ratingAvg: p.ratingAvg,
      bio: 'Updated bio.',
    });
  });

  it('leads, claims and listings start as new or pending and name the real sender', async () => {
    const lead = await send(w, 'guest', {
      path: '/api/leads',
      json: {
        ...grab,
        kind: 'lead_form',
        providerId: w.provider.id,
        name: 'Sam Rivera',
        email: 'sam@example.com',
        procedureId: 'rhinoplasty',
        timing: 'asap',
        contactPreference: 'email',
        message: 'Hello',
        consent: true,
        formToken: w.formToken('lead'),
        website: '',
      },
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
    const [leadRow] = await w.t.db
      .select()
      .from(leads)
      .where(eq(leads.id, (await lead.json()).lead.id));
    expect(leadRow).toMatchObject({ status: 'new', userId: null });

    const p = await createProvider(w.t.db, { email: null, website: null }, ['rhinoplasty']);
    const claim = await send(w, 'userA', {
      path: '/api/claims',
      json: {
        ...grab,
        providerId: p.id,
        workEmail: 'doc@example.com',
        licenseNumber: 'ME555',
        confirm: true,
      },
    });
    expect(claim.status).toBe(201);
    const [claimRow] = await w.t.db.select().from(profileClaims).where(eq(profileClaims.providerId, p.id));
    expect(claimRow).toMatchObject({ status: 'pending', userId: a.id });
    const [owner] = await w.t.db.select().from(providers).where(eq(providers.id, p.id));
    expect(owner.ownerUserId).toBeNull();

    const listing = await send(w, 'userA', {
      path: '/api/listings',
      json: {
        ...grab,
        practiceName: 'Grab Aesthetics',
        providerFirstName: 'Lena',
        providerLastName: 'Ortiz',
        credentials: 'MD',
        specialty: 'Plastic Surgery',
        procedures: [{ procedureId: 'rhinoplasty', priceMin: 7000, priceMax: 12000 }],
        contactName: 'Sam Rivera',
        email: 'office@grab-aesthetics.com',
        addressLine: '1 Main St',
        city: 'Miami',
        state: 'FL',
        zip: '33131',
        licenseNumber: 'ME777001',
        confirm: true,
        formToken: w.formToken('listing'),
        website: '',
      },
    });
    expect(listing.status).toBe(201);
    const [listingRow] = await w.t.db
      .select()
      .from(practiceListings)
      .where(eq(practiceListings.id, (await listing.json()).listing.id));
    expect(listingRow).toMatchObject({ status: 'pending', submittedBy: a.id, providerId: null });
  });
});
