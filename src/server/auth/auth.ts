import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../mail/templates';

export interface AuthHooks {
  onEmailVerified?: (userId: string) => Promise<void>;
  onPasswordReset?: (userId: string) => Promise<void>;
}

// A fixed development secret keeps sessions valid across restarts on a developer machine;
// production refuses to start without AUTH_SECRET (see env.ts).
const DEV_SECRET = 'truself-development-secret-not-for-production-use-0001';

export function createAuth(options: { db: Database; env: Env; mailer: Mailer; hooks?: AuthHooks }) {
  const { db, env, mailer, hooks } = options;
  return betterAuth({
    appName: 'TruSelf',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET ?? DEV_SECRET,
    trustedOrigins: (request) => [env.publicUrl, request ? new URL(request.url).origin : undefined],
    telemetry: { enabled: false },
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
      onPasswordReset: async ({ user }) => {
        await hooks?.onPasswordReset?.(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, url));
      },
      afterEmailVerification: async (user) => {
        await hooks?.onEmailVerified?.(user.id);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
