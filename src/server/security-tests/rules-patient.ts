import { createProvider } from '../test/fixtures';
import { TEST_PASSWORD } from '../test/test-app';
import type { AccessRule } from './access-rules';
import { PNG_BYTES } from './world';

const rand = () => Math.random().toString(36).slice(2, 8);

const reviewBody = {
  rating: 4,
  worthIt: 'worth_it',
  title: 'Natural result',
  body: 'Clear advice before the procedure and a smooth, well-explained recovery.',
  monthsSinceTreatment: 3,
};

function avatarForm() {
  const form = new FormData();
  form.set('avatar', new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
  return form;
}

/** The patient's own things: favorites, reviews, conversations, notifications, profile, dashboard. */
export const patientRules: Record<string, AccessRule> = {
  'GET /api/favorites': {
    access: 'user',
    call: () => ({ path: '/api/favorites' }),
    privateMarker: async (w) => (await w.owned.favorite()).displayName,
  },
  'GET /api/favorites/ids': {
    access: 'user',
    call: () => ({ path: '/api/favorites/ids' }),
    privateMarker: async (w) => `${(await w.owned.favorite()).id}`,
  },
  'PUT /api/favorites/:providerId': {
    access: 'user',
    call: (w) => ({ path: `/api/favorites/${w.provider.id}`, method: 'PUT', json: { note: 'compare' } }),
  },
  'PATCH /api/favorites/:providerId': {
    access: 'owner',
    call: async (w) => ({
      path: `/api/favorites/${(await w.owned.favorite()).id}`,
      method: 'PATCH',
      json: { note: 'changed' },
    }),
  },
  'DELETE /api/favorites/:providerId': {
    access: 'owner',
    call: async (w) => ({ path: `/api/favorites/${(await w.owned.favorite()).id}`, method: 'DELETE' }),
  },
  'POST /api/reviews': {
    access: 'verified',
    call: async (w) => {
      const p = await createProvider(w.t.db, {}, ['rhinoplasty']);
      return { path: '/api/reviews', json: { ...reviewBody, providerId: p.id, procedureId: 'rhinoplasty' } };
    },
  },
  'PATCH /api/reviews/:id': {
    access: 'owner',
    verifiedFirst: true,
    call: async (w) => ({
      path: `/api/reviews/${(await w.owned.review()).id}`,
      method: 'PATCH',
      json: reviewBody,
    }),
  },
  'DELETE /api/reviews/:id': {
    access: 'owner',
    call: async (w) => ({ path: `/api/reviews/${(await w.owned.review()).id}`, method: 'DELETE' }),
  },
  'GET /api/dashboard': {
    access: 'user',
    call: () => ({ path: '/api/dashboard' }),
    privateMarker: async (w) => (await w.owned.conversation()).title,
  },
  // Demo mode: only the demo account may use it (403 for every other account, tested in demo-chat tests).
  'POST /api/trugpt/demo/chat': {
    access: 'user',
    call: () => ({
      path: '/api/trugpt/demo/chat',
      json: { message: 'how much is botox in miami', history: [] },
    }),
    alsoOk: [403],
  },
  'GET /api/trugpt/conversations': {
    access: 'user',
    call: () => ({ path: '/api/trugpt/conversations' }),
    privateMarker: async (w) => (await w.owned.conversation()).title,
  },
  'POST /api/trugpt/conversations': {
    access: 'user',
    call: () => ({ path: '/api/trugpt/conversations', json: { title: 'Questions' } }),
  },
  'PATCH /api/trugpt/conversations/:id': {
    access: 'owner',
    call: async (w) => ({
      path: `/api/trugpt/conversations/${(await w.owned.conversation()).id}`,
      method: 'PATCH',
      json: { title: 'Renamed' },
    }),
  },
  'DELETE /api/trugpt/conversations/:id': {
    access: 'owner',
    call: async (w) => ({
      path: `/api/trugpt/conversations/${(await w.owned.conversation()).id}`,
      method: 'DELETE',
    }),
  },
  'GET /api/trugpt/conversations/:id/messages': {
    access: 'owner',
    call: async (w) => ({ path: `/api/trugpt/conversations/${(await w.owned.conversation()).id}/messages` }),
  },
  'POST /api/trugpt/chat': {
    access: 'owner',
    call: async (w) => ({
      path: '/api/trugpt/chat',
      json: { message: 'What is rhinoplasty?', conversationId: (await w.owned.conversation()).id },
    }),
  },
  'POST /api/trugpt/chat/stream': {
    access: 'owner',
    call: async (w) => ({
      path: '/api/trugpt/chat/stream',
      json: { message: 'What is rhinoplasty?', conversationId: (await w.owned.conversation()).id },
    }),
  },
  'GET /api/notifications': {
    access: 'user',
    call: () => ({ path: '/api/notifications' }),
    privateMarker: async (w) => (await w.owned.notification()).title,
  },
  'POST /api/notifications/read-all': {
    access: 'user',
    call: () => ({ path: '/api/notifications/read-all', method: 'POST' }),
  },
  'PATCH /api/notifications/:id/read': {
    access: 'owner',
    call: async (w) => ({
      path: `/api/notifications/${(await w.owned.notification()).id}/read`,
      method: 'PATCH',
    }),
  },
  'DELETE /api/notifications/:id': {
    access: 'owner',
    call: async (w) => ({
      path: `/api/notifications/${(await w.owned.notification()).id}`,
      method: 'DELETE',
    }),
  },
  'PATCH /api/profile': {
    access: 'user',
    call: () => ({
      path: '/api/profile',
      method: 'PATCH',
      json: { firstName: 'Robin', lastName: 'Lee', username: `robin_${rand()}` },
    }),
  },
  'POST /api/profile/password': {
    access: 'user',
    call: async (w, actor) => ({
      path: '/api/profile/password',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Quiet-Meadow-77!' },
      cookie: await w.freshCookie(actor),
    }),
  },
  'DELETE /api/profile': {
    access: 'user',
    call: async (w, actor) => ({
      path: '/api/profile',
      method: 'DELETE',
      json: { confirm: 'DELETE' },
      cookie: await w.freshCookie(actor),
    }),
  },
  'POST /api/profile/avatar': {
    access: 'user',
    call: () => ({ path: '/api/profile/avatar', method: 'POST', body: avatarForm() }),
  },
  'DELETE /api/profile/avatar': {
    access: 'user',
    call: () => ({ path: '/api/profile/avatar', method: 'DELETE' }),
  },
};
