import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITABLE_CONTENT, EDITABLE_CONTENT_KEYS } from '@shared/editable-content';
import { CONTENT_ACCESS_DENIED, PLAIN_TEXT_MESSAGE } from '@shared/schemas/content-editing';
import { editableContent, securityEvents } from '../../db/schema';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof t.createUser>>;
let patient: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  admin = await t.createUser({ email: 'ann@truself.com' });
  patient = await t.createUser();
});

const put = (key: string, content: unknown, cookie?: string | null) =>
  t.request(`/api/content/${key}`, { method: 'PUT', json: { content }, cookie: cookie ?? undefined });

describe('GET /api/content', () => {
  it('returns all ten keys with their built-in defaults when nothing is stored', async () => {
    const res = await t.request('/api/content');
    expect(res.status).toBe(200);
    const { content } = await res.json();
    expect(content.map((e: { key: string }) => e.key)).toEqual([...EDITABLE_CONTENT_KEYS]);
    expect(content[0]).toEqual({
      key: 'hero_title',
      content: EDITABLE_CONTENT.hero_title.defaultText,
      updatedAt: null,
      updatedBy: null,
    });
  });
});

describe('PUT /api/content/:key', () => {
  it('lets an admin save a key, stores who and when, and guests then read it', async () => {
    const res = await put('hero_title', '  Find care you can trust  ', admin.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.content).toMatchObject({
      key: 'hero_title',
      content: 'Find care you can trust',
      updatedBy: admin.id,
    });

    const [row] = await t.db.select().from(editableContent).where(eq(editableContent.key, 'hero_title'));
    expect(row.updatedBy).toBe(admin.id);
    expect(Date.now() - row.updatedAt.getTime()).toBeLessThan(60_000);

    const guest = await (await t.request('/api/content')).json();
    const hero = guest.content.find((e: { key: string }) => e.key === 'hero_title');
    expect(hero.content).toBe('Find care you can trust');
    expect(hero.updatedAt).not.toBeNull();
    // untouched keys keep their defaults
    expect(guest.content.find((e: { key: string }) => e.key === 'cta_title').content).toBe(
      EDITABLE_CONTENT.cta_title.defaultText,
    );
  });

  it('refuses guests with 401 and signed-in non-admins with 403 and SPEC wording', async () => {
    expect((await put('hero_title', 'Hacked', null)).status).toBe(401);
    const res = await put('hero_title', 'Hacked', patient.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(CONTENT_ACCESS_DENIED);
    const events = await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'content_edit_denied'));
    expect(events.length).toBeGreaterThan(0);
    const guest = await (await t.request('/api/content')).json();
    expect(guest.content[0].content).not.toBe('Hacked');
  });

  it('refuses an unverified account at the admin domain', async () => {
    const unverified = await t.createUser({ email: 'eve@truself.com', verified: false });
    expect(unverified.cookie).toBeNull();
    // an unverified user cannot sign in, so the only way in is with no session at all
    expect((await put('hero_title', 'x', unverified.cookie)).status).toBe(401);
  });

  it('stores plain text only: HTML and script are refused with a clear message', async () => {
    for (const attempt of [
      '<script>alert(1)</script>',
      'Hello <b>world</b>',
      'Hi &lt;there&gt;',
      '<img src=x onerror=alert(1)>',
    ]) {
      const res = await put('hero_subtitle', attempt, admin.cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(PLAIN_TEXT_MESSAGE);
    }
    const ok = await put('hero_subtitle', 'Recovery takes <2 weeks & costs vary', admin.cookie);
    expect(ok.status).toBe(200);
  });

  it('enforces length, emptiness and one-line titles', async () => {
    expect((await put('hero_title', '   ', admin.cookie)).status).toBe(400);
    const long = await put('hero_title', 'x'.repeat(121), admin.cookie);
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Please keep this text under 121 characters.');
    expect((await put('hero_title', 'Two\nlines', admin.cookie)).status).toBe(400);
    expect((await put('hero_subtitle', 'First line\nSecond line', admin.cookie)).status).toBe(200);
    expect((await put('not_a_key', 'x', admin.cookie)).status).toBe(404);
  });

  it('saves pasted text without the characters that draw nothing, and refuses text that is nothing else', async () => {
    const res = await put('hero_title', 'Choose\u000b your \u001bprovider\u0007 \ud83d', admin.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).content.content).toBe('Choose your provider');
    const subtitle = await put('hero_subtitle', 'Line one\u0001\nLine two\tend 😀', admin.cookie);
    expect((await subtitle.json()).content.content).toBe('Line one\nLine two\tend 😀');
    const nothing = await put('cta_title', '\u0007\u001b \ufffe', admin.cookie);
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).error.message).toBe('This text cannot be empty.');
  });

  it('appends every save to the history, newest first', async () => {
    await put('cta_title', 'First version', admin.cookie);
    await put('cta_title', 'Second version', admin.cookie);
    const res = await t.request('/api/admin/content-history?key=cta_title', { cookie: admin.cookie! });
    expect(res.status).toBe(200);
    const { history } = await res.json();
    expect(history.map((h: { content: string }) => h.content)).toEqual(['Second version', 'First version']);
    expect(history[0].updatedByEmail).toBe('ann@truself.com');
    const denied = await t.request('/api/admin/content-history', { cookie: patient.cookie! });
    expect(denied.status).toBe(403);
  });
});

describe('GET /api/providers/featured', () => {
  it('lists featured providers by id, at most two', async () => {
    const plain = await createProvider(t.db, { lastName: 'Plain' }, []);
    const a = await createProvider(t.db, { lastName: 'Alpha', featured: true }, []);
    const b = await createProvider(t.db, { lastName: 'Beta', featured: true }, []);
    await createProvider(t.db, { lastName: 'Gamma', featured: true }, []);
    const res = await t.request('/api/providers/featured');
    expect(res.status).toBe(200);
    const { providers } = await res.json();
    expect(providers.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(providers.some((p: { id: number }) => p.id === plain.id)).toBe(false);
    expect(providers[0]).toMatchObject({ displayName: 'Dr. Alex Alpha', city: 'Miami', state: 'FL' });
  });
});
