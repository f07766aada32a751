import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { paths } from '@shared/paths';
import { confirmPasswordMessage } from '@shared/schemas/auth';
import type { AppEnv } from '../context';
import { answerFitsCookie, setAnswerCookie } from './form-answer-cookie';
import type { FormAnswerSeed, PostedForm } from './page-html';

type Pages = {
  withAnswer: (c: Context<AppEnv>, seed: FormAnswerSeed, status: ContentfulStatusCode) => Promise<Response>;
};

type ApiTransport = (input: string, init: RequestInit, env: unknown) => Promise<Response>;

type Field = (name: string) => string;

/** One form the server takes as a plain post, sent to the API route the app itself sends it to. */
interface PlainForm {
  form: PostedForm;
  /** The page the form is on (a route pattern): the form posts to its own page. */
  page: string;
  api: string;
  /** The API's JSON body from the posted fields; the API's shared schema checks it, as it checks the app's. */
  body: (field: Field, c: Context<AppEnv>) => Record<string, unknown>;
  /** Fields typed back into the form when it is refused, or shown in the success (never a password). */
  keep: string[];
  /**
   * Where the visitor goes once the API has done it (post, redirect, get). `flash`: the page shows the success
   * the app would have shown (render/form-answer-cookie.ts); without it the page itself is the answer.
   */
  done: (c: Context<AppEnv>) => { to: string; flash?: boolean };
  /**
   * For a form far down its page: a refusal is redirected too, to the form (an anchor), with the answer carried
   * across. Without it, the page is sent back at once with the answer and the API's status.
   */
  refusedAt?: (c: Context<AppEnv>) => string;
  /**
   * A refusal decided before the API is asked, for what only the form checks (a password typed twice): the
   * message, as the app's form says it. The API checks everything else.
   */
  refuse?: (field: Field) => string | null;
}

const text = (field: Field, names: string[]) => Object.fromEntries(names.map((name) => [name, field(name)]));
/** The page's own address (the form's action), with `hash` to bring the answer into view. */
const samePage = (c: Context<AppEnv>, hash = '') => {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}${hash}`;
};

/**
 * Every form that changes something and that a guest gets in the server's HTML. Each goes to the API route the app
 * sends it to, so the rules (the shared zod schemas), the anti-bot checks (the start token is in the form) and the
 * rate limits are those of the API: there is no second implementation of any of them here.
 */
const FORMS: PlainForm[] = [
  {
    form: 'signIn',
    page: paths.signin.path,
    api: '/api/session/sign-in',
    body: (field) => text(field, ['email', 'password', 'formToken', 'website']),
    keep: ['email'],
    // Signed in: where the app would send them.
    done: (c) => ({ to: safeRedirect(c.req.query('redirect'), paths.dashboard.href()) }),
  },
  {
    form: 'signUp',
    page: paths.signup.path,
    api: '/api/session/sign-up',
    body: (field) =>
      text(field, ['firstName', 'lastName', 'username', 'email', 'password', 'formToken', 'website']),
    keep: ['firstName', 'lastName', 'username', 'email'],
    done: () => ({ to: paths.signup.href(), flash: true }),
  },
  {
    form: 'forgotPassword',
    page: paths.forgotPassword.path,
    api: '/api/session/forgot-password',
    body: (field) => text(field, ['email']),
    keep: ['email'],
    done: () => ({ to: paths.forgotPassword.href(), flash: true }),
  },
  {
    // The emailed link's form: the token is in the page's address (the form posts to it), the password in the body.
    form: 'resetPassword',
    page: paths.resetPassword.path,
    api: '/api/session/reset-password',
    body: (field, c) => ({ token: c.req.query('token') ?? '', password: field('password') }),
    keep: [],
    refuse: (field) => (field('password') === field('confirm') ? null : confirmPasswordMessage),
    // Every session of the account has ended: the visitor signs in with the new password, as after the app's form.
    done: () => ({ to: paths.signin.href({ reset: 'done' }) }),
  },
  {
    form: 'contact',
    page: paths.contactUs.path,
    api: '/api/contact',
    body: (field) => text(field, ['name', 'email', 'topic', 'message', 'formToken', 'website']),
    keep: ['name', 'email', 'topic', 'message'],
    done: () => ({ to: paths.contactUs.href(), flash: true }),
  },
  {
    form: 'newsletter',
    page: paths.home.path,
    api: '/api/newsletter',
    body: (field) => text(field, ['email', 'formToken', 'website']),
    keep: ['email'],
    done: () => ({ to: `${paths.home.href()}#newsletter`, flash: true }),
    refusedAt: () => `${paths.home.href()}#newsletter`,
  },
  {
    form: 'consultation',
    page: paths.provider.path,
    api: '/api/leads/consultation',
    body: (field, c) => ({
      ...text(field, [
        'name',
        'email',
        'phone',
        'procedureId',
        'timing',
        'contactPreference',
        'message',
        'formToken',
        'website',
      ]),
      // The provider is the page's; a ticked box is sent as "on", an unticked one not at all.
      providerId: Number(c.req.param('id')),
      consent: field('consent') !== '',
    }),
    keep: ['name', 'email', 'phone', 'procedureId', 'timing', 'contactPreference', 'message', 'consent'],
    done: (c) => ({ to: samePage(c, '#consultation'), flash: true }),
    refusedAt: (c) => samePage(c, '#consultation'),
  },
];

/** Headers of the visitor's own request that the API reads: its origin check, session, anti-bot and limits. */
const PASSED_ON = ['origin', 'cookie', 'user-agent', 'x-forwarded-for'];

/**
 * Forms sent before the app runs (or without JavaScript) arrive as plain posts, never as a GET that would put
 * their fields in the address. Each is done here as the app does it: the same API endpoint, called in-process
 * with the visitor's own headers and connection. Done, the visitor is redirected (post, redirect, get) to what the
 * app would show; refused, they get the page again with the API's message above the form and what they typed
 * filled in (never a password).
 * A post to any other page URL sends the visitor back to the page (303): nothing it carries is kept.
 */
export function registerFormPosts(app: Hono<AppEnv>, pages: Pages, api: ApiTransport) {
  for (const plain of FORMS) {
    app.post(plain.page, async (c) => {
      const posted = await c.req.parseBody();
      const field: Field = (name) => (typeof posted[name] === 'string' ? (posted[name] as string) : '');
      const refusal = plain.refuse?.(field);
      if (refusal) {
        const seed: FormAnswerSeed = {
          form: plain.form,
          answer: { message: refusal, values: text(field, plain.keep) },
        };
        return pages.withAnswer(c, seed, 400);
      }
      const headers = new Headers({ 'content-type': 'application/json' });
      for (const name of PASSED_ON) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const answer = await api(
        plain.api,
        { method: 'POST', headers, body: JSON.stringify(plain.body(field, c)) },
        c.env,
      );
      const body = (await answer.json().catch(() => ({}))) as {
        message?: string;
        error?: { code?: string; message?: string };
      };
      const values = text(field, plain.keep);
      const pathOf = (to: string) => new URL(to, c.req.url).pathname;
      /** Redirects to `to`, whose page shows `seed` once. */
      const redirectWith = (to: string, seed?: FormAnswerSeed) => {
        if (seed) setAnswerCookie(c, pathOf(to), seed);
        return c.redirect(to, 303);
      };
      if (answer.ok) {
        for (const cookie of answer.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
        const { to, flash } = plain.done(c);
        // A success names at most the address it went to (or will reply to): nothing else typed is carried.
        const sent: FormAnswerSeed = {
          form: plain.form,
          answer: { outcome: 'sent', message: body.message ?? '', values: { email: values.email ?? '' } },
        };
        return redirectWith(to, flash ? sent : undefined);
      }
      const refused: FormAnswerSeed = {
        form: plain.form,
        answer: {
          message: body.error?.message ?? 'Something went wrong. Please try again.',
          code: body.error?.code,
          values,
        },
      };
      // Too long to carry in a cookie (a long message): the page is sent back at once instead, with all typed.
      const at = plain.refusedAt?.(c);
      if (at && answerFitsCookie(pathOf(at), refused)) return redirectWith(at, refused);
      return pages.withAnswer(c, refused, answer.status as ContentfulStatusCode);
    });
  }
  app.post('*', (c) => c.redirect(samePage(c), 303));
}

/** A path on this site to go to after signing in, as the app's `safeRedirect` decides it. */
function safeRedirect(value: string | undefined, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
