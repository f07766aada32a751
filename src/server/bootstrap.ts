import { type AuthHooks, createAuth } from './auth/auth';
import {
  acquireDataDirLock,
  connectPostgres,
  type DatabaseHandle,
  openPglite,
  wrapPglite,
} from './db/client';
import { runMigrations } from './db/migrate';
import type { Deps } from './context';
import type { Env } from './env';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createQueuedMailer, type QueuedMailer } from './mail/queue';
import { authHooks } from './auth/hooks';
import { secureDataDir } from './security/data-dir';

export interface Runtime {
  deps: Deps;
  /** Closes the database (CHECKPOINT for PGlite) and releases the data-directory lock. */
  close(): Promise<void>;
}

export async function openDatabase(env: Env): Promise<{ handle: DatabaseHandle; release: () => void }> {
  if (env.DATABASE_URL) {
    // Uploads (and a development secret) still live in DATA_DIR.
    secureDataDir(env.DATA_DIR);
    return { handle: connectPostgres(env.DATABASE_URL), release: () => {} };
  }
  const release = acquireDataDirLock(env.DATA_DIR);
  try {
    const pglite = wrapPglite(await openPglite(env.DATA_DIR));
    secureDataDir(env.DATA_DIR);
    const handle: DatabaseHandle = {
      ...pglite,
      async close() {
        await pglite.close();
        secureDataDir(env.DATA_DIR);
      },
    };
    return { handle, release };
  } catch (error) {
    release();
    throw error;
  }
}

export function buildDeps(options: {
  env: Env;
  logger: Logger;
  handle: DatabaseHandle;
  /** Where mail goes once the queue sends it (another app's mailer: its transport). */
  mailer?: Mailer | QueuedMailer;
}): Deps {
  const { env, logger, handle } = options;
  const given = options.mailer && 'transport' in options.mailer ? options.mailer.transport : options.mailer;
  const transport =
    given ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      logger,
      production: env.NODE_ENV === 'production',
    });
  const mailer = createQueuedMailer({ db: handle.db, transport, logger });
  const hooks: AuthHooks = authHooks(handle.db, logger);
  const auth = createAuth({ db: handle.db, env, mailer, hooks, logger });
  return { env, db: handle.db, dbKind: handle.kind, auth, mailer, logger };
}

export async function startRuntime(env: Env, logger: Logger): Promise<Runtime> {
  const { handle, release } = await openDatabase(env);
  await runMigrations(handle);
  const deps = buildDeps({ env, logger, handle });
  return {
    deps,
    async close() {
      await handle.close();
      release();
    },
  };
}
