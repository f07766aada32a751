import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { securityEvents } from '../db/schema';

export type Severity = 'low' | 'medium' | 'high';

// Keys that must never be stored with an event, whatever a caller passes.
const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|session|otp|code|url_with_token|reset/i;

function scrub(data: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (SECRET_KEY.test(key)) continue;
    if (value && typeof value === 'object' && !Array.isArray(value))
      clean[key] = scrub(value as Record<string, unknown>);
    else if (typeof value === 'string') clean[key] = value.slice(0, 500);
    else clean[key] = value;
  }
  return clean;
}

/** The page a request came from, without its query string (reset links carry tokens there). */
function pageUrlOf(referrer: string | undefined) {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * Writes a security_events row (SPEC §3). `source` is the request (Hono context or its headers) the event came
 * from, for the user agent and page. ip_address stays null by design. A failure to log never breaks
 * the request that caused it.
 */
export async function logSecurityEvent(
  deps: Pick<Deps, 'db'> & Partial<Pick<Deps, 'logger'>>,
  event: { type: string; severity: Severity; userId?: string | null; data?: Record<string, unknown> },
  source?: Context<AppEnv> | Headers | null,
) {
  const header = (name: string) =>
    (source instanceof Headers ? source.get(name) : source?.req.header(name)) ?? undefined;
  const userAgent = header('user-agent')?.slice(0, 500) ?? null;
  const referrer = pageUrlOf(header('referer'));
  try {
    await deps.db.insert(securityEvents).values({
      userId: event.userId ?? null,
      eventType: event.type,
      eventData: {
        ...scrub(event.data ?? {}),
        severity: event.severity,
        timestamp: new Date().toISOString(),
        user_agent: userAgent,
        referrer,
        page_url: referrer,
      },
      ipAddress: null,
      userAgent,
    });
  } catch (error) {
    deps.logger?.warn(
      { err: { message: (error as Error).message }, type: event.type },
      'security event not stored',
    );
  }
}
