import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providers, rateLimits, reviews } from '../../db/schema';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
await seedCatalogue(t.db);

const valid = {
  rating: 4,
  worthIt: 'worth_it',
  procedureId: 'rhinoplasty',
  title: 'Natural result',
  body: 'Clear explanations at the consultation and a smooth recovery afterwards.',
  monthsSinceTreatment: 6,
};

async function providerWithSample(rating = 2) {
  const p = await createProvider(t.db, {}, ['rhinoplasty', 'botox']);
  await t.db.insert(reviews).values({
    providerId: p.id,
    authorName: 'Sample',
    procedureId: 'botox',
    rating,
    worthIt: 'not_sure',
    title: 'Sample',
    body: 'Sample body text that is long enough.',
  });
  await t.db.update(providers).set({ ratingAvg: rating, reviewCount: 1 }).where(eq(providers.id, p.id));
  return p;
}

async function ratingOf(providerId: number) {
  const [row] = await t.db
    .select({ ratingAvg: providers.ratingAvg, reviewCount: providers.reviewCount })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

async function post(cookie: string | null, json: unknown) {
  return t.request('/api/reviews', { method: 'POST', json, ...(cookie ? { cookie } : {}) });
}

describe('writing a review', () => {
  it('stores it, labels it "Verified email" and recomputes the rating in the same step', async () => {
    const p = await providerWithSample(2);
    const u = await t.createUser({ firstName: 'Jordan' });
    const res = await post(u.cookie, { ...valid, providerId: p.id });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.review).toMatchObject({
      authorName: 'Jordan E.',
      rating: 4,
      procedureName: 'Rhinoplasty (Nose Job)',
      verification: 'verified_email',
      verificationLabel: 'Verified email',
      isMine: true,
      hidden: false,
    });
    expect(body.provider).toEqual({ id: p.id, ratingAvg: 3, reviewCount: 2 });
    expect(await ratingOf(p.id)).toEqual({ ratingAvg: 3, reviewCount: 2 });

    const profile = await (await t.request(`/api/providers/${p.id}`, { cookie: u.cookie! })).json();
    expect(profile.reviews.reviews[0]).toMatchObject({ title: 'Natural result', isMine: true });
    expect(profile.myReviews).toHaveLength(1);
    expect(profile.reviewSummary.breakdown.find((b: { stars: number }) => b.stars === 4).count).toBe(1);
  });

  it('allows one review per account and provider, whatever the procedure', async () => {
    const p = await providerWithSample(2);
    const u = await t.createUser();
    expect((await post(u.cookie, { ...valid, providerId: p.id, rating: 4 })).status).toBe(201);
    expect(await ratingOf(p.id)).toEqual({ ratingAvg: 3, reviewCount: 2 });
    for (const procedureId of ['rhinoplasty', 'botox']) {
      const again = await post(u.cookie, { ...valid, providerId: p.id, procedureId, rating: 5 });
      expect(again.status, procedureId).toBe(409);
      const { error } = await again.json();
      expect(error).toEqual({
        code: 'duplicate_review',
        message: 'You have already reviewed this provider. You can edit your review instead.',
      });
    }
    // The rating moved once, for the one review.
    expect(await ratingOf(p.id)).toEqual({ ratingAvg: 3, reviewCount: 2 });
    expect(await t.db.$count(reviews, eq(reviews.userId, u.id))).toBe(1);

    // Another provider is another review.
    const other = await providerWithSample(2);
    expect((await post(u.cookie, { ...valid, providerId: other.id, procedureId: 'botox' })).status).toBe(201);
    expect(await ratingOf(other.id)).toEqual({ ratingAvg: 3, reviewCount: 2 });
    // And another account may review the first provider.
    const friend = await t.createUser();
    expect((await post(friend.cookie, { ...valid, providerId: p.id, procedureId: 'botox' })).status).toBe(
      201,
    );
    await t.db.delete(rateLimits);
  });

  it('answers two reviews sent at once with one 201 and one 409', async () => {
    const p = await providerWithSample(2);
    const u = await t.createUser();
    const [a, b] = await Promise.all([
      post(u.cookie, { ...valid, providerId: p.id, procedureId: 'rhinoplasty', rating: 5 }),
      post(u.cookie, { ...valid, providerId: p.id, procedureId: 'botox', rating: 5 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect((await refused.json()).error.message).toBe(
      'You have already reviewed this provider. You can edit your review instead.',
    );
    expect(await ratingOf(p.id)).toEqual({ ratingAvg: 3.5, reviewCount: 2 });
    await t.db.delete(rateLimits);
  });

  it('needs a signed-in patient', async () => {
    const p = await providerWithSample();
    const res = await post(null, { ...valid, providerId: p.id });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Please sign in to write a review.');
  });

  it('validates every field with a clear message', async () => {
    const p = await providerWithSample();
    const u = await t.createUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', 'Please choose a star rating from 1 to 5.'],
      [{ rating: 4.5 }, 'rating', 'Please choose a star rating from 1 to 5.'],
      [{ worthIt: 'maybe' }, 'worthIt', 'Please tell us whether it was worth it.'],
      [{ procedureId: '' }, 'procedureId', 'Please choose the procedure you had.'],
      [{ title: ' ' }, 'title', 'Please give your review a short title.'],
      [{ title: 'x'.repeat(101) }, 'title', 'Titles can be at most 100 characters.'],
      [{ body: 'Too short.' }, 'body', 'Please write at least 30 characters about your experience.'],
      [
        { monthsSinceTreatment: -1 },
        'monthsSinceTreatment',
        'Please enter a number of months between 0 and 240.',
      ],
      [
        { monthsSinceTreatment: 600 },
        'monthsSinceTreatment',
        'Please enter a number of months between 0 and 240.',
      ],
      [
        { monthsSinceTreatment: undefined },
        'monthsSinceTreatment',
        'Please enter how many months ago you were treated (0 if less than a month).',
      ],
    ];
    for (const [patch, field, message] of cases) {
      const res = await post(u.cookie, { ...valid, providerId: p.id, ...patch });
      expect(res.status, field).toBe(400);
      const { error } = await res.json();
      expect(error.fields[field]).toBe(message);
      expect(error.message).toBe(message);
    }
    const notOffered = await post(u.cookie, { ...valid, providerId: p.id, procedureId: 'facelift' });
    expect(notOffered.status).toBe(400);
    expect((await notOffered.json()).error.fields.procedureId).toBe(
      'Please choose a procedure this provider offers.',
    );
    expect((await post(u.cookie, { ...valid, providerId: 999999 })).status).toBe(404);
    expect(await ratingOf(p.id)).toMatchObject({ reviewCount: 1 });
  });

  it('limits how many reviews one account can post in an hour', async () => {
    const u = await t.createUser();
    const p = await createProvider(t.db, {}, ['rhinoplasty']);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const other = i === 0 ? p : await createProvider(t.db, {}, ['rhinoplasty']);
      last = (await post(u.cookie, { ...valid, providerId: other.id })).status;
    }
    expect(last).toBe(429);
    // The tests share one client address; later ones start with fresh counters.
    await t.db.delete(rateLimits);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit and delete, recomputing the rating each time', async () => {
    const p = await providerWithSample(2);
    const u = await t.createUser();
    const { review } = await (await post(u.cookie, { ...valid, providerId: p.id })).json();

    const edit = await t.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      cookie: u.cookie!,
      json: { ...valid, procedureId: undefined, rating: 5, title: 'Even better at six months' },
    });
    expect(edit.status).toBe(200);
    const edited = await edit.json();
    expect(edited.review).toMatchObject({
      rating: 5,
      title: 'Even better at six months',
      procedureId: 'rhinoplasty',
    });
    expect(edited.provider).toMatchObject({ ratingAvg: 3.5, reviewCount: 2 });

    const del = await t.request(`/api/reviews/${review.id}`, { method: 'DELETE', cookie: u.cookie! });
    expect(del.status).toBe(204);
    expect(await ratingOf(p.id)).toEqual({ ratingAvg: 2, reviewCount: 1 });
  });

  it("answers another user's review with 404 and leaves it untouched", async () => {
    const p = await providerWithSample();
    const author = await t.createUser();
    const intruder = await t.createUser();
    const { review } = await (await post(author.cookie, { ...valid, providerId: p.id })).json();
    const edit = await t.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      cookie: intruder.cookie!,
      json: { ...valid, rating: 1 },
    });
    expect(edit.status).toBe(404);
    expect((await edit.json()).error.message).toBe('We could not find that review.');
    const del = await t.request(`/api/reviews/${review.id}`, { method: 'DELETE', cookie: intruder.cookie! });
    expect(del.status).toBe(404);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row.rating).toBe(4);
    expect(
      (await t.request(`/api/reviews/not-a-uuid`, { method: 'DELETE', cookie: intruder.cookie! })).status,
    ).toBe(404);
  });

  it('never lets anyone edit a sample review', async () => {
    const p = await providerWithSample();
    const u = await t.createUser();
    const [sample] = await t.db.select().from(reviews).where(eq(reviews.providerId, p.id));
    const res = await t.request(`/api/reviews/${sample.id}`, { method: 'DELETE', cookie: u.cookie! });
    expect(res.status).toBe(404);
  });
});

describe('moderation', () => {
  it('lets an admin hide a review, which leaves the average and the list', async () => {
    const p = await providerWithSample(2);
    const u = await t.createUser();
    const admin = await t.createUser({ email: `moderator${Date.now()}@truself.com` });
    const { review } = await (await post(u.cookie, { ...valid, providerId: p.id, rating: 5 })).json();
    expect(await ratingOf(p.id)).toEqual({ ratingAvg: 3.5, reviewCount: 2 });

    const denied = await t.request(`/api/admin/reviews/${review.id}`, {
      method: 'PATCH',
      cookie: u.cookie!,
      json: { hidden: true },
    });
    expect(denied.status).toBe(403);

    const hide = await t.request(`/api/admin/reviews/${review.id}`, {
      method: 'PATCH',
      cookie: admin.cookie!,
      json: { hidden: true },
    });
    expect(hide.status).toBe(200);
    expect((await hide.json()).provider).toMatchObject({ ratingAvg: 2, reviewCount: 1 });
    const profile = await (await t.request(`/api/providers/${p.id}`)).json();
    expect(profile.reviews.total).toBe(1);
    expect(profile.reviewSummary.count).toBe(1);
    const own = await (await t.request(`/api/providers/${p.id}`, { cookie: u.cookie! })).json();
    expect(own.myReviews[0]).toMatchObject({ id: review.id, hidden: true });

    const show = await t.request(`/api/admin/reviews/${review.id}`, {
      method: 'PATCH',
      cookie: admin.cookie!,
      json: { hidden: false },
    });
    expect((await show.json()).provider).toMatchObject({ ratingAvg: 3.5, reviewCount: 2 });

    const bad = await t.request(`/api/admin/reviews/${review.id}`, {
      method: 'PATCH',
      cookie: admin.cookie!,
      json: { hidden: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});
