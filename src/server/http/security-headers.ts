import type { MiddlewareHandler } from 'hono';

/** The policy; `mapTilesOrigin` (from MAP_TILES_URL) is the one other place images may come from: map tiles. */
export function contentSecurityPolicy(mapTilesOrigin: string | null = null) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions popovers with inline style attributes; no inline <style> or script is needed otherwise.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mapTilesOrigin ? ` ${mapTilesOrigin}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Applied to every response: API, static files, HTML and errors alike. */
export const securityHeaders = (
  production: boolean,
  mapTilesOrigin: string | null = null,
): MiddlewareHandler => {
  const csp = contentSecurityPolicy(mapTilesOrigin);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), interest-cohort=()');
    if (production) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
};
