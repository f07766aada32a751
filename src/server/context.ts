import type { SessionUser } from '@shared/types';
import type { Auth } from './auth/auth';
import type { Database, DatabaseKind } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

export interface Deps {
  env: Env;
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
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
