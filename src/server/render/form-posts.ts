import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { paths } from '@shared/paths';
import type { AppEnv } from '../context';
import type { FormAnswerSeed } from './page-html';

type Pages = {
  get: (c: Context<AppEnv>) => Promise<Response>;
  withAnswer: (c: Context<AppEnv>, seed: FormAnswerSeed, status: ContentfulStatusCode) => Promise<Response>;
};

type ApiTransport = (input: string, init: RequestInit, env: unknown) => Promise<Response>;

/**
 * Forms sent before the app runs (or without JavaScript) arrive as plain posts, never as a GET that would put
 * their fields in the address. Sign-in is done here as the app does it: the same API endpoint, called in-process
 * with the visitor's own headers and connection, so the same schema, anti-bot checks (the start token is in the
 * form) and rate limits apply. Signed in, the visitor goes where the app would send them; refused, they get the
 * sign-in page again with the API's message above the form and their email filled in.
 * Any other page URL answers a post by sending the visitor back to the page (303): the app sends those forms
 * itself (public/early-input.js holds one sent before it runs), and nothing a post carries is kept.
 */
export function registerFormPosts(app: Hono<AppEnv>, pages: Pages, api: ApiTransport) {
  app.post(paths.signin.path, async (c) => {
    const body = await c.req.parseBody();
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const name of ['origin', 'cookie', 'user-agent', 'x-forwarded-for']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const answer = await api(
      '/api/session/sign-in',
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: field('email'),
          password: field('password'),
          formToken: field('formToken'),
          website: field('website'),
        }),
      },
      c.env,
    );
    if (answer.ok) {
      for (const cookie of answer.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.redirect(safeRedirect(c.req.query('redirect'), paths.dashboard.href()), 303);
    }
    const { error } = (await answer.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string };
    };
    return pages.withAnswer(
      c,
      {
        form: 'signIn',
        answer: {
          message: error?.message ?? 'Something went wrong. Please try again.',
          code: error?.code,
          values: { email: field('email') },
        },
      },
      answer.status as ContentfulStatusCode,
    );
  });
  app.post('*', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(url.pathname + url.search, 303);
  });
}

/** A path on this site to go to after signing in, as the app's `safeRedirect` decides it. */
function safeRedirect(value: string | undefined, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
