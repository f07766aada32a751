import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';
import { createNotification } from '../../notifications/notifications.queries';

const t = await createTestContext();
let ann: Awaited<ReturnType<typeof t.createUser>>;
let bob: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  ann = await t.createUser();
  bob = await t.createUser();
});

const list = async (cookie: string | null) =>
  (await t.request('/api/notifications', { cookie: cookie! })).json();

describe('notifications API', () => {
  it('requires a session', async () => {
    expect((await t.request('/api/notifications')).status).toBe(401);
    expect((await t.request('/api/notifications/read-all', { method: 'POST' })).status).toBe(401);
  });

  it("lists only the signed-in user's notifications, newest first, with the unread count", async () => {
    const first = await createNotification(t.db, ann.id, {
      type: 'success',
      title: 'Welcome',
      message: 'Hello Ann',
    });
    await new Promise((r) => setTimeout(r, 5));
    await createNotification(t.db, ann.id, {
      type: 'info',
      title: 'Email verified',
      message: 'You are all set.',
      actionLabel: 'Open dashboard',
      actionHref: '/dashboard',
    });
    await createNotification(t.db, bob.id, { type: 'warning', title: 'For Bob', message: 'Private' });

    const body = await list(ann.cookie);
    expect(body.unreadCount).toBe(2);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(['Email verified', 'Welcome']);
    expect(body.notifications[0].action).toEqual({ label: 'Open dashboard', href: '/dashboard' });
    expect(body.notifications[1]).toMatchObject({ id: first.id, type: 'success', read: false, action: null });
    expect(JSON.stringify(body)).not.toContain('For Bob');
  });

  it('never stores an off-site action link', async () => {
    const n = await createNotification(t.db, ann.id, {
      type: 'info',
      title: 'Phish',
      message: 'x',
      actionHref: '//evil.example/steal',
    });
    expect(n.action).toBeNull();
    await t.request(`/api/notifications/${n.id}`, { method: 'DELETE', cookie: ann.cookie! });
  });

  it("stops another user from reading, marking or dismissing someone else's notification (404)", async () => {
    const mine = (await list(ann.cookie)).notifications[0];
    const read = await t.request(`/api/notifications/${mine.id}/read`, {
      method: 'PATCH',
      cookie: bob.cookie!,
    });
    expect(read.status).toBe(404);
    const dismiss = await t.request(`/api/notifications/${mine.id}`, {
      method: 'DELETE',
      cookie: bob.cookie!,
    });
    expect(dismiss.status).toBe(404);
    await t.request('/api/notifications/read-all', { method: 'POST', cookie: bob.cookie! });
    const after = await list(ann.cookie);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.find((n: { id: string }) => n.id === mine.id)).toBeTruthy();
    const bogus = await t.request('/api/notifications/not-a-uuid/read', {
      method: 'PATCH',
      cookie: ann.cookie!,
    });
    expect(bogus.status).toBe(404);
  });

  it('marks one read, then all read, then dismisses', async () => {
    const [a, b] = (await list(ann.cookie)).notifications;
    const one = await t.request(`/api/notifications/${a.id}/read`, { method: 'PATCH', cookie: ann.cookie! });
    expect(one.status).toBe(200);
    expect((await list(ann.cookie)).unreadCount).toBe(1);

    const all = await t.request('/api/notifications/read-all', { method: 'POST', cookie: ann.cookie! });
    expect((await all.json()).updated).toBe(1);
    expect((await list(ann.cookie)).unreadCount).toBe(0);
    // Bob's own new notification stays unread
    await createNotification(t.db, bob.id, { type: 'info', title: 'Bob again', message: 'Still private' });
    expect((await list(bob.cookie)).unreadCount).toBe(1);

    const gone = await t.request(`/api/notifications/${b.id}`, { method: 'DELETE', cookie: ann.cookie! });
    expect(gone.status).toBe(204);
    const left = (await list(ann.cookie)).notifications.map((n: { id: string }) => n.id);
    expect(left).toEqual([a.id]);
  });
});
