import { sql } from 'drizzle-orm';
import type { AccessRule, Call } from './access-rules';
import { patientRules } from './rules-patient';
import { providerRules } from './rules-provider';
import { publicRules } from './rules-public';
import type { Actor, World } from './world';

/** Every API route and who may call it, keyed like listApiRoutes(): "METHOD /api/path". */
export const accessMatrix: Record<string, AccessRule> = { ...publicRules, ...patientRules, ...providerRules };

/** Sends one call as one actor. Rate-limit counters are cleared first: the matrix tests access, not limits. */
export async function send(w: World, actor: Actor, call: Call) {
  await w.t.db.execute(sql`delete from rate_limits`);
  const cookie = 'cookie' in call ? call.cookie : w.cookieOf(actor);
  return w.t.request(call.path, {
    method: call.method ?? (call.json !== undefined || call.body ? 'POST' : 'GET'),
    json: call.json,
    body: call.body,
    cookie,
  });
}
