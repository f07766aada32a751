import { TEST_PASSWORD } from '../test/test-app';
import type { AccessRule } from './access-rules';
import type { World } from './world';

const rand = () => Math.random().toString(36).slice(2, 8);

async function firstId(w: World, path: string, key: string) {
  const body = (await (await w.t.request(path)).json()) as Record<string, { id: string }[]>;
  const id = body[key]?.[0]?.id;
  if (!id) throw new Error(`${path} listed no ${key}`);
  return id;
}

const leadBody = (w: World, timing: string) => ({
  kind: 'lead_form',
  providerId: w.provider.id,
  name: 'Sam Rivera',
  email: `sam.${rand()}@example.com`,
  procedureId: 'rhinoplasty',
  timing,
  contactPreference: 'email',
  message: 'I would like to ask about recovery time.',
  consent: true,
  formToken: w.formToken('lead'),
  website: '',
});

/** Routes anyone may call, signed in or not (the forms among them still check their anti-bot token). */
export const publicRules: Record<string, AccessRule> = {
  'GET /api/health': { access: 'public', call: () => ({ path: '/api/health' }) },
  'GET /api/health/ready': { access: 'public', call: () => ({ path: '/api/health/ready' }) },
  'GET /api/site-config': { access: 'public', call: () => ({ path: '/api/site-config' }) },
  'GET /api/forms/token': { access: 'public', call: () => ({ path: '/api/forms/token?form=signIn' }) },
  'GET /api/auth/*': { access: 'public', call: () => ({ path: '/api/auth/get-session' }) },
  'POST /api/auth/*': {
    access: 'public',
    call: async (w, actor) => ({
      path: '/api/auth/sign-out',
      method: 'POST',
      cookie: await w.freshCookie(actor),
    }),
  },
  'POST /api/session/sign-up': {
    access: 'public',
    call: (w) => ({
      path: '/api/session/sign-up',
      json: {
        firstName: 'Robin',
        lastName: 'Lee',
        username: `robin_${rand()}`,
        email: `robin.${rand()}@example.com`,
        password: 'Sunny-Harbor-81!',
        formToken: w.formToken('signUp'),
        website: '',
      },
    }),
  },
  'POST /api/session/sign-in': {
    access: 'public',
    call: async (w) => {
      const u = await w.t.createUser();
      return {
        path: '/api/session/sign-in',
        json: { email: u.email, password: TEST_PASSWORD, formToken: w.formToken('signIn'), website: '' },
      };
    },
  },
  'POST /api/session/sign-out-everywhere': {
    access: 'public',
    call: async (w, actor) => ({
      path: '/api/session/sign-out-everywhere',
      method: 'POST',
      cookie: await w.freshCookie(actor),
    }),
  },
  'POST /api/session/forgot-password': {
    access: 'public',
    call: () => ({ path: '/api/session/forgot-password', json: { email: 'someone@example.com' } }),
  },
  // No real token can be known here: a refusal of the token (400) still shows the route is open to all.
  'POST /api/session/reset-password': {
    access: 'public',
    alsoOk: [400],
    call: () => ({
      path: '/api/session/reset-password',
      json: { token: 'abc', password: 'Sunny-Harbor-81!' },
    }),
  },
  'POST /api/session/resend-verification': {
    access: 'public',
    call: () => ({ path: '/api/session/resend-verification', json: { email: 'someone@example.com' } }),
  },
  'POST /api/session/sign-in-link': {
    access: 'public',
    call: () => ({ path: '/api/session/sign-in-link', json: { email: 'someone@example.com' } }),
  },
  // The one-time sign-in link in its mail; a bad token signs nobody in and lands on the sign-in page.
  'GET /api/session/sign-in-link': {
    access: 'public',
    call: () => ({ path: '/api/session/sign-in-link?token=forged' }),
    alsoOk: [302],
  },
  // Development only, and to this machine only: with no socket (as here) it answers 404 to everyone.
  'GET /api/dev/outbox': { access: 'public', call: () => ({ path: '/api/dev/outbox' }), alsoOk: [404] },
  // Links in newsletter mail; a bad token changes nothing and lands on the home page with a notice.
  'GET /api/newsletter/confirm': {
    access: 'public',
    call: () => ({ path: '/api/newsletter/confirm?token=forged' }),
    alsoOk: [302],
  },
  'GET /api/newsletter/unsubscribe': {
    access: 'public',
    call: () => ({ path: '/api/newsletter/unsubscribe?token=forged' }),
    alsoOk: [302],
  },
  // The link mailed to a claim's work address; anyone holding it may open it, and a bad token changes nothing.
  'GET /api/claims/confirm-email': {
    access: 'public',
    call: () => ({ path: '/api/claims/confirm-email?token=not-a-token' }),
    alsoOk: [302],
  },
  'GET /api/me': { access: 'public', call: () => ({ path: '/api/me' }) },
  'GET /api/content': { access: 'public', call: () => ({ path: '/api/content' }) },
  'GET /api/providers/featured': { access: 'public', call: () => ({ path: '/api/providers/featured' }) },
  'GET /api/site-stats': { access: 'public', call: () => ({ path: '/api/site-stats' }) },
  'GET /api/articles': { access: 'public', call: () => ({ path: '/api/articles' }) },
  'GET /api/articles/:id': {
    access: 'public',
    call: async (w) => ({ path: `/api/articles/${await firstId(w, '/api/articles', 'articles')}` }),
  },
  'GET /api/locations': { access: 'public', call: () => ({ path: '/api/locations' }) },
  'GET /api/locations/:id': {
    access: 'public',
    call: () => ({ path: '/api/locations/miami-fl' }),
  },
  'GET /api/procedures': { access: 'public', call: () => ({ path: '/api/procedures' }) },
  'GET /api/procedures/:id': { access: 'public', call: () => ({ path: '/api/procedures/rhinoplasty' }) },
  'GET /api/procedures/category/:categoryId': {
    access: 'public',
    call: () => ({ path: '/api/procedures/category/surgical' }),
  },
  'GET /api/providers/:id': { access: 'public', call: (w) => ({ path: `/api/providers/${w.provider.id}` }) },
  'GET /api/providers/:id/registry': {
    access: 'public',
    call: (w) => ({ path: `/api/providers/${w.provider.id}/registry` }),
  },
  'GET /api/providers/:id/reviews': {
    access: 'public',
    call: (w) => ({ path: `/api/providers/${w.provider.id}/reviews` }),
  },
  'GET /api/provider-photos': {
    access: 'public',
    call: (w) => ({ path: `/api/provider-photos?providerId=${w.provider.id}` }),
  },
  'GET /api/directory/photos/:providerId{[0-9]{1,9}}/:file{[0-9]{1,2}\\.svg}': {
    access: 'public',
    call: (w) => ({ path: `/api/directory/photos/${w.provider.id}/1.svg` }),
  },
  'GET /api/og/home.png': { access: 'public', call: () => ({ path: '/api/og/home.png' }) },
  'GET /api/og/provider/:file': {
    access: 'public',
    call: (w) => ({ path: `/api/og/provider/${w.provider.id}.png` }),
  },
  'GET /api/og/procedure/:file': {
    access: 'public',
    call: () => ({ path: '/api/og/procedure/rhinoplasty.png' }),
  },
  'GET /api/search/providers': {
    access: 'public',
    call: () => ({ path: '/api/search/providers?q=rhinoplasty' }),
  },
  'GET /api/search/autocomplete': {
    access: 'public',
    call: () => ({ path: '/api/search/autocomplete?q=rhino' }),
  },
  'GET /api/search/places': {
    access: 'public',
    call: () => ({ path: '/api/search/places?q=pasad' }),
  },
  'POST /api/newsletter': {
    access: 'public',
    call: (w) => ({
      path: '/api/newsletter',
      json: { email: `reader.${rand()}@example.com`, website: '', formToken: w.formToken('newsletter') },
    }),
  },
  'POST /api/contact': {
    access: 'public',
    call: (w) => ({
      path: '/api/contact',
      json: {
        name: 'Maya Lopez',
        email: 'maya@example.com',
        topic: 'account',
        message: 'How do I delete my saved providers?',
        formToken: w.formToken('contact'),
        website: '',
      },
    }),
  },
  'POST /api/leads': {
    access: 'public',
    call: (w) => ({ path: '/api/leads', json: leadBody(w, '1-3-months') }),
  },
  'POST /api/leads/consultation': {
    access: 'public',
    call: (w) => {
      const { kind: _kind, ...body } = leadBody(w, 'within_3_months');
      return { path: '/api/leads/consultation', json: body };
    },
  },
  'GET /api/leads/providers': { access: 'public', call: () => ({ path: '/api/leads/providers?q=Alex' }) },
  'GET /api/leads/providers/:idOrSlug': {
    access: 'public',
    call: (w) => ({ path: `/api/leads/providers/${w.provider.slug}` }),
  },
  'POST /api/listings': {
    access: 'public',
    call: (w) => ({
      path: '/api/listings',
      json: {
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
        licenseNumber: `ME${Math.floor(Math.random() * 1e7)}`,
        boardName: 'American Board of Plastic Surgery',
        confirm: true,
        formToken: w.formToken('listing'),
        website: '',
      },
    }),
  },
  'GET /api/claims/search': { access: 'public', call: () => ({ path: '/api/claims/search?q=Alex' }) },
  'GET /api/trulink/:idOrSlug': {
    access: 'public',
    call: (w) => ({ path: `/api/trulink/${w.provider.slug}` }),
  },
  'GET /api/imports/providers/template.csv': {
    access: 'public',
    call: () => ({ path: '/api/imports/providers/template.csv' }),
  },
};
