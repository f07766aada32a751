import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { createApp } from '../app';
import { buildDeps } from '../bootstrap';
import type { Deps } from '../context';
import { user } from '../db/schema';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createTestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Correct-Horse-42!';

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  /** The socket's address, as Node's server would report it (no socket at all when unset). */
  remoteAddress?: string;
  /**
   * Leave the mail this request queued unsent. By default the queue is delivered once the response is in, as the
   * server's worker does right after each answer.
   */
  holdMail?: boolean;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** One app on a fresh database per test file, closed after the file. */
export async function createTestContext(envOverrides: Record<string, string> = {}) {
  const handle = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/truself-test-data',
    // What a page renders into is tested, not how fast: a busy machine must not turn a render into the shell.
    RENDER_TIMEOUT_MS: '120000',
    ...envOverrides,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const mailer = createMailer({ from: env.MAIL_FROM, logger, quiet: true });
  const deps: Deps = buildDeps({ env, logger, handle, mailer });
  const app = createApp(deps);
  afterAll(() => handle.close());

  async function request(path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ...options.headers,
    };
    if (options.cookie) headers.cookie = options.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const bindings = options.remoteAddress
      ? { incoming: { socket: { remoteAddress: options.remoteAddress, remoteFamily: 'IPv4' } } }
      : undefined;
    const res = await app.request(
      `${TEST_ORIGIN}${path}`,
      { method: options.method ?? (body ? 'POST' : 'GET'), headers, body },
      bindings,
    );
    if (!options.holdMail) await deps.mailer.deliverDue();
    return res;
  }

  /** Sends the queued mail now (what the server's worker does after each answer). */
  const deliverMail = () => deps.mailer.deliverDue();

  let counter = 0;
  /**
   * Creates an account straight through the auth library (bypassing the sign-up form's anti-bot checks),
   * verified unless asked otherwise, and returns a cookie header for its session (null when unverified).
   */
  async function createUser(options: { email?: string; verified?: boolean; firstName?: string } = {}) {
    counter++;
    const email = options.email ?? `patient${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
    const firstName = options.firstName ?? 'Pat';
    const result = await deps.auth.api.signUpEmail({
      body: {
        email,
        password: TEST_PASSWORD,
        name: `${firstName} Example`,
        firstName,
        lastName: 'Example',
        username: `user_${counter}_${Math.random().toString(36).slice(2, 7)}`,
      },
    });
    const id = result.user.id;
    // The verification mail goes out now, as it would right after a sign-up's answer.
    await deps.mailer.deliverDue();
    if (options.verified === false) return { id, email, cookie: null as string | null };
    await deps.db
      .update(user)
      .set({ emailVerified: true, emailConfirmedAt: new Date() })
      .where(eq(user.id, id));
    return { id, email, cookie: await signIn(email) };
  }

  async function signIn(email: string, password = TEST_PASSWORD) {
    const res = await deps.auth.api.signInEmail({ body: { email, password }, asResponse: true });
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    return cookies.join('; ');
  }

  /** Marks the outbox now; the function returned lists the mail sent since (the outbox lists newest first). */
  function mailFromNow() {
    const seen = new Set(mailer.outbox().map((m) => m.id));
    return () => mailer.outbox().filter((m) => !seen.has(m.id));
  }

  return { app, deps, db: deps.db, request, createUser, signIn, mailFromNow, deliverMail };
}
