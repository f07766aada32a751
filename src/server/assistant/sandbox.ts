// A throwaway in-memory database with the sample directory, for the assistant's eval and benchmark scripts.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { buildDeps } from '../bootstrap';
import { pgliteExtensions, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { user } from '../db/schema';
import { seedDirectory } from '../db/seed/directory';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';

export async function openSandbox(providers = 2000) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/truself-assistant-sandbox',
    TRUGPT_DAILY_QUOTA: '1000000',
  });
  const logger = createLogger(env.LOG_LEVEL);
  const handle = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await runMigrations(handle);
  const deps = buildDeps({
    env,
    logger,
    handle,
    mailer: createMailer({ from: env.MAIL_FROM, logger, quiet: true }),
  });
  await seedDirectory(deps, { providers });
  const app = createApp(deps);
  const origin = 'http://localhost:3000';

  /** A verified patient signed in through the auth library; returns its cookie header. */
  async function signedInCookie() {
    const email = `bench.${Date.now()}@example.com`;
    const password = 'Correct-Horse-42!';
    const result = await deps.auth.api.signUpEmail({
      body: {
        email,
        password,
        name: 'Bench Patient',
        firstName: 'Bench',
        lastName: 'Patient',
        username: `bench_${Date.now()}`,
      },
    });
    await deps.db
      .update(user)
      .set({ emailVerified: true, emailConfirmedAt: new Date() })
      .where(eq(user.id, result.user.id));
    const res = await deps.auth.api.signInEmail({ body: { email, password }, asResponse: true });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  return {
    deps,
    db: deps.db,
    app,
    signedInCookie,
    request: (path: string, init: { method?: string; json?: unknown; cookie?: string }) =>
      app.request(`${origin}${path}`, {
        method: init.method ?? 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      }),
    close: () => handle.close(),
  };
}
