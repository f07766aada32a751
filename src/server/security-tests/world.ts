import { eq } from 'drizzle-orm';
import {
  favorites,
  importJobs,
  leads,
  locations,
  notifications,
  practiceListings,
  profileClaims,
  providerPhotos,
  reviews,
  trugptConversations,
  user,
} from '../db/schema';
import { formSecretFor, type FormKind, issueFormToken } from '../security/anti-bot';
import { createProvider, seedCatalogue } from '../test/fixtures';
import { createTestContext, type TestContext } from '../test/test-app';

export const ACTORS = ['guest', 'unverified', 'userA', 'userB', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** A 1×1 transparent PNG: the smallest upload the image sniffer accepts. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

const rand = () => Math.random().toString(36).slice(2, 8);

/**
 * One database with the five actors of the access matrix and factories for rows owned by user A.
 * "unverified" is signed in at the admin domain but its address is not confirmed: it must get neither
 * a verified patient's rights nor an admin's.
 */
export async function createWorld(envOverrides: Record<string, string> = {}) {
  const t: TestContext = await createTestContext(envOverrides);
  await seedCatalogue(t.db);
  await t.db.insert(locations).values({
    id: 'miami-fl',
    city: 'Miami',
    state: 'FL',
    stateName: 'Florida',
    latitude: 25.7617,
    longitude: -80.1918,
    population: 450_000,
  });

  async function unverifiedUser() {
    const u = await t.createUser({ email: `eve.${rand()}@truself.com` });
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, u.id));
    return u;
  }
  async function userOf(actor: Actor) {
    if (actor === 'guest') return null;
    if (actor === 'unverified') return unverifiedUser();
    if (actor === 'admin') return t.createUser({ email: `admin.${rand()}@truself.com` });
    return t.createUser({ firstName: actor === 'userA' ? 'Avery' : 'Blake' });
  }

  const users = {
    guest: null,
    unverified: await userOf('unverified'),
    userA: await userOf('userA'),
    userB: await userOf('userB'),
    admin: await userOf('admin'),
  };
  const a = users.userA!;
  const provider = await createProvider(t.db, {}, ['rhinoplasty']);
  const { db } = t;

  const owned = {
    async provider() {
      return createProvider(db, { ownerUserId: a.id, email: null, website: null }, ['rhinoplasty']);
    },
    async conversation(title = `Private plans ${rand()}`) {
      const [row] = await db.insert(trugptConversations).values({ userId: a.id, title }).returning();
      return row;
    },
    async favorite() {
      const p = await createProvider(db, {}, ['rhinoplasty']);
      await db.insert(favorites).values({ userId: a.id, providerId: p.id, note: 'my pick' });
      return p;
    },
    async review() {
      const p = await createProvider(db, {}, ['rhinoplasty']);
      const [row] = await db
        .insert(reviews)
        .values({
          providerId: p.id,
          userId: a.id,
          authorName: 'Avery E.',
          procedureId: 'rhinoplasty',
          rating: 5,
          worthIt: 'worth_it',
          title: 'Calm and careful',
          body: 'The surgeon explained every step and recovery went as described.',
          verification: 'verified_email',
        })
        .returning();
      return row;
    },
    async notification(title = `Private note ${rand()}`) {
      const [row] = await db
        .insert(notifications)
        .values({ userId: a.id, type: 'info', title, message: 'Only for Avery.' })
        .returning();
      return row;
    },
    async lead(name = `Patient ${rand()}`) {
      const p = await owned.provider();
      const [row] = await db
        .insert(leads)
        .values({ kind: 'lead_form', providerId: p.id, name, email: 'patient@example.com', message: 'Hello' })
        .returning();
      return row;
    },
    async photo() {
      const p = await owned.provider();
      const [row] = await db
        .insert(providerPhotos)
        .values({ providerId: p.id, url: `/uploads/providers/${p.id}/missing.png`, caption: 'Office' })
        .returning();
      return row;
    },
  };

  const pending = {
    async claim() {
      const p = await createProvider(db, { email: null, website: null }, ['rhinoplasty']);
      const [row] = await db
        .insert(profileClaims)
        .values({
          providerId: p.id,
          userId: users.userB!.id,
          workEmail: 'doc@example.com',
          licenseNumber: 'ME123456',
        })
        .returning();
      return row;
    },
    async listing() {
      const [row] = await db
        .insert(practiceListings)
        .values({
          practiceName: 'Harbor Aesthetics',
          contactName: 'Sam Rivera',
          email: 'office@harbor-aesthetics.com',
          specialty: 'Plastic Surgery',
          procedureIds: ['rhinoplasty'],
          addressLine: '100 Brickell Ave',
          city: 'Miami',
          state: 'FL',
          zip: '33131',
          licenseNumber: `ME${Math.floor(Math.random() * 1e6)}`,
        })
        .returning();
      return row;
    },
    async review() {
      const [row] = await db
        .insert(reviews)
        .values({
          providerId: provider.id,
          authorName: 'Sample P.',
          rating: 4,
          worthIt: 'worth_it',
          title: 'Sample',
          body: 'A sample review.',
        })
        .returning();
      return row;
    },
    async importJob() {
      const [row] = await db.insert(importJobs).values({ kind: 'providers', fileName: 'x.csv' }).returning();
      return row;
    },
  };

  /** A signed form token as if the form had been open for a while (past SPEC's minimum fill time). */
  const formToken = (form: FormKind) => issueFormToken(formSecretFor(t.deps.env), form, Date.now() - 60_000);

  return {
    t,
    users,
    provider,
    owned,
    pending,
    formToken,
    cookieOf: (actor: Actor) => users[actor]?.cookie ?? undefined,
    /** A new account of the actor's kind, for calls that end or change the session they use. */
    async freshCookie(actor: Actor) {
      return (await userOf(actor === 'userA' ? 'userB' : actor))?.cookie ?? undefined;
    },
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
