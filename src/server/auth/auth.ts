import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { signInLinkAccount } from './accounts';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import {
  existingAccountEmail,
  passwordResetEmail,
  signInLinkEmail,
  verificationEmail,
} from '../mail/templates';

export interface AuthHooks {
  onEmailVerified?: (userId: string, headers?: Headers) => Promise<void>;
  onPasswordReset?: (userId: string, headers?: Headers) => Promise<void>;
  onSessionCreated?: (userId: string, headers?: Headers) => Promise<void>;
  onSessionRefreshed?: (userId: string, headers?: Headers) => Promise<void>;
}

/** Where verification links land (SPEC §2) and where reset links lead. */
export const VERIFIED_LANDING_PATH = '/dashboard';
export const RESET_PASSWORD_PATH = '/reset-password';
/** Our route that opens a one-time sign-in link (routes/auth/sign-in-link.routes.ts). */
export const SIGN_IN_LINK_PATH = '/api/session/sign-in-link';
export const SIGN_IN_LINK_MINUTES = 15;

type HookContext = { headers?: Headers; request?: Request } | null | undefined;
const headersOf = (ctx: HookContext) => ctx?.headers ?? ctx?.request?.headers;

export function createAuth(options: {
  db: Database;
  env: Env;
  mailer: Mailer;
  hooks?: AuthHooks;
  logger?: Logger;
}) {
  const { db, env, mailer, hooks, logger } = options;
  return betterAuth({
    appName: 'TruSelf',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: (request) => [env.publicUrl, request ? new URL(request.url).origin : undefined],
    telemetry: { enabled: false },
    // The library's own log lines go through our redacting logger, message only (its extra arguments can carry
    // request data).
    logger: {
      level: 'warn',
      log: (level, message) => logger?.[level](`auth: ${message}`),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    // Our own limiter (rate-limit.ts) counts in the shared database with SPEC's figures and messages.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.NODE_ENV === 'production',
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { disableIpTracking: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        username: { type: 'string', required: false },
        userType: { type: 'string', required: false, defaultValue: 'patient', input: false },
        avatarUrl: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        emailConfirmedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, url));
      },
      onPasswordReset: async ({ user }, request) => {
        await hooks?.onPasswordReset?.(user.id, request?.headers);
      },
      // No enumeration: sign-up with a taken address answers like a new one; the owner hears about it by mail.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountEmail(user.email, `${env.publicUrl}/signin`, `${env.publicUrl}/forgot-password`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, url));
      },
      afterEmailVerification: async (user, request) => {
        await hooks?.onEmailVerified?.(user.id, request?.headers);
      },
    },
    // One-time sign-in links mailed to the owner of a verified account (the way in while strangers' guesses slow
    // the password). Our sign-in-link route asks for one for any address, so that a request costs the same whether
    // the address has an account or not; the mail goes only to a verified account (an unknown address's token is
    // never sent, and opening one fails: no sign-up by link). The link leads to our route, which opens it through
    // the library. Tokens are stored hashed and used up at once.
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token }) => {
          if (!(await signInLinkAccount(db, email))) return;
          const url = `${env.publicUrl}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(token)}`;
          await mailer.send(signInLinkEmail(email, url, SIGN_IN_LINK_MINUTES));
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          after: async (session, ctx) => {
            await hooks?.onSessionCreated?.(session.userId, headersOf(ctx));
          },
        },
        update: {
          after: async (session, ctx) => {
            await hooks?.onSessionRefreshed?.(session.userId, headersOf(ctx));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
