import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startRuntime } from './bootstrap';
import { DataDirLockedError } from './db/client';
import { hasAdmin, noAdminHint } from './auth/first-admin';
import { seedIfEmpty } from './db/seed';
import { loadEnv } from './env';
import { scheduleCleanup } from './maintenance/cleanup';
import { createLogger } from './logger';

// Everything this process writes (the embedded database, uploads, the development secret) is for its own user only.
process.umask(0o077);
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

async function main() {
  let runtime: Awaited<ReturnType<typeof startRuntime>>;
  try {
    runtime = await startRuntime(env, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { deps } = runtime;
  const firstStart = await seedIfEmpty(deps, { providers: env.SEED_PROVIDERS });
  if (firstStart === 'sample') logger.info('sample data seeded');
  if (firstStart === 'empty' || (firstStart === 'existing' && !(await hasAdmin(deps)))) {
    logger.warn(
      noAdminHint({
        dbKind: deps.dbKind,
        domain: env.ADMIN_EMAIL_DOMAIN,
        mail: deps.mailer.kind !== 'disabled',
      }),
    );
  }

  const app = createApp(deps);
  const stopCleanup = scheduleCleanup(deps);
  const stopMail = deps.mailer.startWorker();
  let inFlight = 0;
  let drained: (() => void) | null = null;
  let stopping = false;
  const unanswered = new Set<import('node:http').ServerResponse>();
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, database: deps.dbKind, mail: deps.mailer.kind }, 'TruSelf is listening');
    console.log(`TruSelf is running at ${env.publicUrl} (database: ${deps.dbKind})`);
  });
  server.on('request', (_req, res) => {
    inFlight++;
    unanswered.add(res);
    // While stopping, keep-alive clients would go on sending requests on their open sockets forever.
    if (stopping) res.setHeader('Connection', 'close');
    res.on('close', () => {
      deps.mailer.answered();
      inFlight--;
      unanswered.delete(res);
      if (inFlight === 0) drained?.();
    });
  });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Stop accepting, let in-flight requests finish, then flush the database.
    stopCleanup();
    server.close();
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
    // Mail still queued stays in the table for the next start.
    await stopMail();
    await runtime.close();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
