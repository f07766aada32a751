import type { SessionUser } from '@shared/types';
import type { Auth } from './auth/auth';
import type { Database, DatabaseKind } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { QueuedMailer } from './mail/queue';

export interface Deps {
  env: Env;
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  /** Queues mail; the worker started by the server sends it (mail/queue.ts). */
  mailer: QueuedMailer;
  logger: Logger;
}

export type { SessionUser };

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
