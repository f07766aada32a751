import { describe, expect, it } from 'vitest';
import {
  leads,
  notifications,
  procedureViews,
  reviews,
  trugptConversations,
  trugptMessages,
} from '../../db/schema';
import { createProvider, seedCatalogue } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';
import { suggestNextSteps } from '../../dashboard/dashboard.next-steps';

const t = await createTestContext();
await seedCatalogue(t.db);

describe('GET /api/dashboard', () => {
  it('asks guests to sign in', async () => {
    expect((await t.request('/api/dashboard')).status).toBe(401);
  });

  it('is useful on the first visit: greeting, empty lists, next steps and suggestions', async () => {
    const u = await t.createUser({ firstName: 'Robin' });
    const res = await t.request('/api/dashboard', { cookie: u.cookie! });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ firstName: 'Robin', emailVerified: true, profileComplete: false });
    expect(body.saved).toEqual({ total: 0, providers: [] });
    expect(body.conversations).toEqual([]);
    expect(body.procedures).toEqual([]);
    expect(body.notifications).toEqual({ unread: 0, latest: [] });
    expect(body.nextSteps.map((s: { id: string }) => s.id)).toEqual([
      'save-providers',
      'explore-procedures',
      'ask-trugpt',
      'finish-profile',
    ]);
    expect(body.suggestedProcedures[0]).toEqual({ id: 'breast-augmentation', name: 'Breast Augmentation' });
  });

  it("gathers the patient's own activity and nobody else's", async () => {
    const u = await t.createUser({ firstName: 'Casey' });
    const stranger = await t.createUser();
    const a = await createProvider(t.db, { lastName: 'First' }, ['rhinoplasty']);
    const b = await createProvider(t.db, { lastName: 'Second' }, ['botox']);
    await t.request(`/api/favorites/${a.id}`, { method: 'PUT', cookie: u.cookie! });
    await t.request(`/api/favorites/${b.id}`, { method: 'PUT', cookie: u.cookie! });
    await t.request(`/api/favorites/${a.id}`, { method: 'PUT', cookie: stranger.cookie! });

    const [conv] = await t.db
      .insert(trugptConversations)
      .values({ userId: u.id, title: 'Nose questions' })
      .returning();
    await t.db.insert(trugptMessages).values([
      {
        conversationId: conv.id,
        role: 'user',
        content: 'How long is recovery after a nose job?',
        createdAt: new Date(Date.now() - 1000),
      },
      { conversationId: conv.id, role: 'assistant', content: 'Botox is different…' },
    ]);
    await t.db.insert(trugptConversations).values({ userId: stranger.id, title: 'Not yours' });
    await t.db
      .insert(procedureViews)
      .values({ userId: u.id, procedureId: 'facelift', viewedAt: new Date(Date.now() - 60_000) });
    await t.db.insert(procedureViews).values({ userId: stranger.id, procedureId: 'liposuction' });
    await t.db.insert(leads).values({
      kind: 'consultation',
      providerId: a.id,
      userId: u.id,
      name: 'Casey',
      email: 'c@example.com',
      consent: true,
    });
    await t.db
      .insert(notifications)
      .values({ userId: u.id, type: 'info', title: 'Welcome', message: 'Hello' });
    await t.db.insert(reviews).values({
      providerId: a.id,
      userId: u.id,
      authorName: 'Casey E.',
      procedureId: 'rhinoplasty',
      rating: 5,
      worthIt: 'worth_it',
      title: 'Great',
      body: 'Great result and kind staff throughout.',
      verification: 'verified_email',
    });

    const body = await (await t.request('/api/dashboard', { cookie: u.cookie! })).json();
    expect(body.user.firstName).toBe('Casey');
    expect(body.saved.total).toBe(2);
    expect(body.saved.providers.map((s: { provider: { id: number } }) => s.provider.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect(body.conversations).toEqual([
      expect.objectContaining({
        id: conv.id,
        title: 'Nose questions',
        lastMessage: 'How long is recovery after a nose job?',
      }),
    ]);
    expect(body.procedures.map((p: { id: string; via: string }) => [p.id, p.via])).toEqual([
      ['rhinoplasty', 'asked'],
      ['facelift', 'viewed'],
    ]);
    expect(body.consultations).toEqual([expect.objectContaining({ providerId: a.id, status: 'new' })]);
    expect(body.reviews).toEqual([expect.objectContaining({ providerId: a.id, rating: 5 })]);
    expect(body.notifications.unread).toBe(1);
    expect(body.nextSteps.map((s: { id: string }) => s.id)).toEqual(['compare-saved', 'finish-profile']);
    expect(body.suggestedProcedures.some((p: { id: string }) => p.id === 'facelift')).toBe(false);
  });
});

describe('suggestNextSteps', () => {
  const none = {
    emailVerified: true,
    profileComplete: true,
    savedProviderIds: [],
    consultations: 0,
    conversations: 1,
    procedures: 1,
    reviews: 0,
  };

  it('suggests a consultation with the first saved provider once one is saved', () => {
    const steps = suggestNextSteps({ ...none, savedProviderIds: [7] });
    expect(steps).toEqual([
      expect.objectContaining({ id: 'request-consultation', href: '/provider/7#consultation' }),
    ]);
  });

  it('puts email verification first and never returns more than four steps', () => {
    const steps = suggestNextSteps({
      ...none,
      emailVerified: false,
      profileComplete: false,
      conversations: 0,
      procedures: 0,
    });
    expect(steps[0].id).toBe('verify-email');
    expect(steps).toHaveLength(4);
  });
});
