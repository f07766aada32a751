import { createProvider } from '../test/fixtures';
import type { AccessRule } from './access-rules';
import { PNG_BYTES, type World } from './world';

const admin = (path: string): AccessRule => ({ access: 'admin', call: () => ({ path }) });

async function csvForm(w: World) {
  const csv = await (await w.t.request('/api/imports/providers/template.csv')).text();
  const form = new FormData();
  form.set('file', new File([csv], 'providers.csv', { type: 'text/csv' }));
  return form;
}

function photoForm(providerId: number) {
  const form = new FormData();
  form.set('file', new File([PNG_BYTES], 'office.png', { type: 'image/png' }));
  form.set('providerId', String(providerId));
  form.set('caption', 'Waiting room');
  return form;
}

/** Practice owners' tools (claims, practices, leads, TruLink, photos) and the admin area. */
export const providerRules: Record<string, AccessRule> = {
  'GET /api/claims/mine': { access: 'user', call: () => ({ path: '/api/claims/mine' }) },
  'POST /api/claims': {
    access: 'user',
    call: async (w) => {
      const p = await createProvider(w.t.db, { email: null, website: null }, ['rhinoplasty']);
      return {
        path: '/api/claims',
        json: { providerId: p.id, workEmail: 'doctor@example.com', licenseNumber: 'ME123456', confirm: true },
      };
    },
  },
  'GET /api/listings/mine': { access: 'user', call: () => ({ path: '/api/listings/mine' }) },
  'GET /api/leads/mine': {
    access: 'user',
    call: () => ({ path: '/api/leads/mine' }),
    privateMarker: async (w) => (await w.owned.lead()).name,
  },
  'PATCH /api/leads/:id/status': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({
      path: `/api/leads/${(await w.owned.lead()).id}/status`,
      method: 'PATCH',
      json: { status: 'contacted' },
    }),
  },
  'GET /api/my-practices': {
    access: 'user',
    call: () => ({ path: '/api/my-practices' }),
    privateMarker: async (w) => (await w.owned.provider()).slug,
  },
  'GET /api/my-practices/:id': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({ path: `/api/my-practices/${(await w.owned.provider()).id}` }),
  },
  'PATCH /api/my-practices/:id': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({
      path: `/api/my-practices/${(await w.owned.provider()).id}`,
      method: 'PATCH',
      json: { bio: 'Board-certified surgeon.', yearsInPractice: 12, acceptingNewPatients: true },
    }),
  },
  'PUT /api/my-practices/:id/procedures': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({
      path: `/api/my-practices/${(await w.owned.provider()).id}/procedures`,
      method: 'PUT',
      json: { procedures: [{ procedureId: 'rhinoplasty', priceMin: 6000, priceMax: 11000 }] },
    }),
  },
  'GET /api/trulink/mine/:providerId': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({ path: `/api/trulink/mine/${(await w.owned.provider()).id}` }),
  },
  'PUT /api/trulink/mine/:providerId': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({
      path: `/api/trulink/mine/${(await w.owned.provider()).id}`,
      method: 'PUT',
      json: { headline: 'Natural results', links: [], socials: {}, highlightedProcedureIds: [] },
    }),
  },
  'GET /api/imports/photos': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({ path: `/api/imports/photos?providerId=${(await w.owned.provider()).id}` }),
  },
  'POST /api/imports/photos': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({
      path: '/api/imports/photos',
      method: 'POST',
      body: photoForm((await w.owned.provider()).id),
    }),
  },
  'DELETE /api/imports/photos/:photoId': {
    access: 'owner',
    adminManages: true,
    call: async (w) => ({ path: `/api/imports/photos/${(await w.owned.photo()).id}`, method: 'DELETE' }),
  },
  'PUT /api/content/:key': {
    access: 'admin',
    call: () => ({
      path: '/api/content/hero_title',
      method: 'PUT',
      json: { content: 'Research with confidence' },
    }),
  },
  'PATCH /api/admin/reviews/:id': {
    access: 'admin',
    call: async (w) => ({
      path: `/api/admin/reviews/${(await w.pending.review()).id}`,
      method: 'PATCH',
      json: { hidden: true },
    }),
  },
  'GET /api/admin/claims': admin('/api/admin/claims'),
  'POST /api/admin/claims/:id/approve': {
    access: 'admin',
    call: async (w) => ({
      path: `/api/admin/claims/${(await w.pending.claim()).id}/approve`,
      // The admin records the call to the practice that proves the claimant runs it.
      json: { checks: ['identity'] },
    }),
  },
  'POST /api/admin/claims/:id/reject': {
    access: 'admin',
    call: async (w) => ({
      path: `/api/admin/claims/${(await w.pending.claim()).id}/reject`,
      json: { reason: 'The license number does not match.' },
    }),
  },
  'GET /api/admin/listings': admin('/api/admin/listings'),
  'POST /api/admin/listings/:id/approve': {
    access: 'admin',
    call: async (w) => ({
      path: `/api/admin/listings/${(await w.pending.listing()).id}/approve`,
      json: { latitude: 25.76, longitude: -80.19 },
    }),
  },
  'POST /api/admin/listings/:id/reject': {
    access: 'admin',
    call: async (w) => ({
      path: `/api/admin/listings/${(await w.pending.listing()).id}/reject`,
      json: { reason: 'The license number does not match.' },
    }),
  },
  'GET /api/admin/content-history': admin('/api/admin/content-history'),
  'GET /api/admin/leads': admin('/api/admin/leads'),
  'GET /api/admin/status': admin('/api/admin/status'),
  'GET /api/admin/leads/export.csv': admin('/api/admin/leads/export.csv'),
  'GET /api/admin/leads/response-times': admin('/api/admin/leads/response-times'),
  'GET /api/admin/security-events': admin('/api/admin/security-events'),
  'GET /api/admin/subscribers': admin('/api/admin/subscribers'),
  'GET /api/admin/subscribers.csv': admin('/api/admin/subscribers.csv'),
  'GET /api/admin/users': admin('/api/admin/users'),
  'GET /api/imports': admin('/api/imports'),
  'GET /api/imports/:jobId': {
    access: 'admin',
    call: async (w) => ({ path: `/api/imports/${(await w.pending.importJob()).id}` }),
  },
  'POST /api/imports/providers/preview': {
    access: 'admin',
    call: async (w) => ({ path: '/api/imports/providers/preview', method: 'POST', body: await csvForm(w) }),
  },
  'POST /api/imports/providers': {
    access: 'admin',
    call: async (w) => ({
      path: '/api/imports/providers?skipInvalid=true',
      method: 'POST',
      body: await csvForm(w),
    }),
  },
};
