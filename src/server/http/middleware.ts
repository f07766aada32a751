import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps, SessionUser } from '../context';
import { ApiError, forbidden, unauthorized } from '../errors';

export const provideDeps =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('deps', deps);
    await next();
  };

export function isAdminEmail(email: string, verified: boolean, adminDomain: string) {
  return verified && email.toLowerCase().endsWith(`@${adminDomain.toLowerCase()}`);
}

/** Loads the session from the cookie. An invalid or expired session simply means "signed out". */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, env } = c.var.deps;
  c.set('user', null);
  c.set('sessionId', null);
  let refreshedCookies: string[] = [];
  try {
    const { headers, response: result } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // When the library extends a session it re-issues the cookie; forward it so the browser's expiry moves too.
    refreshedCookies = headers?.getSetCookie?.() ?? [];
    if (result) {
      const u = result.user as typeof result.user & Record<string, unknown>;
      const user: SessionUser = {
        id: u.id,
        email: u.email,
        emailVerified: u.emailVerified,
        name: u.name,
        firstName: (u.firstName as string | null) ?? null,
        lastName: (u.lastName as string | null) ?? null,
        username: (u.username as string | null) ?? null,
        userType: (u.userType as string | null) ?? 'patient',
        avatarUrl: (u.avatarUrl as string | null) ?? null,
        isAdmin: isAdminEmail(u.email, u.emailVerified, env.ADMIN_EMAIL_DOMAIN),
      };
      c.set('user', user);
      c.set('sessionId', result.session.id);
    }
  } catch {
    // A malformed cookie is treated as no session.
  }
  await next();
  for (const cookie of refreshedCookies) c.res.headers.append('set-cookie', cookie);
};

export function currentUser(c: { var: AppEnv['Variables'] }, message?: string): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized(message);
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

/**
 * `requireUser` with the route's own sign-in message (SPEC §8); it runs before the route's validators, so a guest
 * is asked to sign in rather than told what the form lacks; the handler reads the user with `currentUser(c)`.
 */
export const signedIn =
  (message?: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.var.user) throw unauthorized(message);
    await next();
  };

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = currentUser(c);
  if (!user.isAdmin) throw forbidden('Access Denied: Only administrators can do this.');
  await next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API call (ours and the auth library's): the browser's Origin header must
 * name this site. Requests without one (old clients, curl) are refused too; tests send it explicitly.
 */
export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const allowed = new Set([c.var.deps.env.publicUrl, new URL(c.req.url).origin]);
  const host = c.req.header('host');
  if (host) allowed.add(`${new URL(c.req.url).protocol}//${host}`);
  if (!origin || !allowed.has(origin)) {
    throw new ApiError(403, 'bad_origin', 'This request was refused because it did not come from TruSelf.');
  }
  await next();
};
