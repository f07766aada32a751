// After each restart: every acknowledged write is there, through the API. At the end: the same and the
// "never half-applied" invariants, straight in the database.
import { call, nextIp } from './api-client';
import { CRASH_PASSWORD, type Ledger, type Tokens } from './crash-ledger';

export interface Checked {
  checked: number;
  missing: string[];
}

/** Checks the writes acknowledged since `from` (indexes into the ledger lists) plus the cumulative ones. */
export async function checkThroughApi(
  baseUrl: string,
  ledger: Ledger,
  tokens: Tokens,
  from: { signUps: number; newsletter: number },
): Promise<Checked> {
  const missing: string[] = [];
  let checked = 0;
  for (const email of ledger.signUps.slice(from.signUps)) {
    // An account that exists with its password answers "verify your email first"; a lost one answers 401.
    const res = await call(baseUrl, '/api/session/sign-in', {
      json: { email, password: CRASH_PASSWORD, formToken: tokens.signIn },
      ip: nextIp(),
    });
    checked++;
    if (res.status !== 403) missing.push(`sign-up ${email} (sign-in answered ${res.status})`);
  }
  for (const email of ledger.newsletter.slice(from.newsletter)) {
    const res = await call(baseUrl, '/api/newsletter', {
      json: { email, formToken: tokens.newsletter },
      ip: nextIp(),
    });
    checked++;
    if (res.status !== 409) missing.push(`newsletter ${email} (answered ${res.status})`);
  }
  for (const patient of ledger.patients) {
    const ids = await call<{ providerIds: number[] }>(baseUrl, '/api/favorites/ids', {
      cookie: patient.cookie,
    });
    if (ids.status !== 200) missing.push(`session of ${patient.email} (answered ${ids.status})`);
    const saved = new Set(ids.body.providerIds ?? []);
    for (const f of ledger.favorites.filter((x) => x.email === patient.email)) {
      checked++;
      if (!saved.has(f.providerId)) missing.push(`favorite ${patient.email} → ${f.providerId}`);
    }
    const res = await call<{ messages: { role: string }[] }>(
      baseUrl,
      `/api/trugpt/conversations/${patient.conversationId}/messages`,
      { cookie: patient.cookie },
    );
    const messages = res.body.messages ?? [];
    const questions = messages.filter((m) => m.role === 'user').length;
    const answers = messages.filter((m) => m.role === 'assistant').length;
    checked++;
    if (questions !== answers)
      missing.push(`conversation ${patient.conversationId}: ${questions} questions, ${answers} answers`);
    if (answers < (ledger.exchanges.get(patient.conversationId) ?? 0))
      missing.push(
        `conversation ${patient.conversationId}: ${answers} answers stored, ${ledger.exchanges.get(patient.conversationId)} acknowledged`,
      );
  }
  return { checked, missing };
}

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Database-level checks over the whole run; returns the problems found. */
export async function checkInDatabase(query: Query, ledger: Ledger): Promise<Checked> {
  const missing: string[] = [];
  const like = `crash.${ledger.run}%`;
  const halfSignUps = await query(
    `select u.email from "user" u where u.email like $1 and not exists (
       select 1 from account a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null)`,
    [like],
  );
  for (const r of halfSignUps.rows) missing.push(`half-applied sign-up: ${r.email} has no password`);

  const users = new Set(
    (await query(`select email from "user" where email like $1`, [like])).rows.map((r) => r.email),
  );
  for (const email of ledger.signUps) if (!users.has(email)) missing.push(`sign-up ${email}`);

  const subscribed = new Set(
    (await query(`select email from newsletter_subscribers where email like $1`, [like])).rows.map(
      (r) => r.email,
    ),
  );
  for (const email of ledger.newsletter) if (!subscribed.has(email)) missing.push(`newsletter ${email}`);

  const saved = new Set(
    (
      await query(
        `select u.email || ' ' || f.provider_id as k from favorites f join "user" u on u.id = f.user_id where u.email like $1`,
        [like],
      )
    ).rows.map((r) => r.k),
  );
  for (const f of ledger.favorites)
    if (!saved.has(`${f.email} ${f.providerId}`)) missing.push(`favorite ${f.email} → ${f.providerId}`);

  const counts = await query(
    `select m.conversation_id, count(*) filter (where m.role = 'user')::int as q,
            count(*) filter (where m.role = 'assistant')::int as a
       from trugpt_messages m join trugpt_conversations c on c.id = m.conversation_id join "user" u on u.id = c.user_id
      where u.email like $1 group by m.conversation_id`,
    [like],
  );
  const answers = new Map(counts.rows.map((r) => [r.conversation_id as string, r]));
  for (const r of counts.rows)
    if (r.q !== r.a)
      missing.push(`half-applied chat in ${r.conversation_id}: ${r.q} questions, ${r.a} answers`);
  for (const [id, n] of ledger.exchanges) {
    const stored = Number(answers.get(id)?.a ?? 0);
    if (stored < n) missing.push(`conversation ${id}: ${stored} answers stored, ${n} acknowledged`);
  }
  const checked =
    ledger.signUps.length +
    ledger.newsletter.length +
    ledger.favorites.length +
    [...ledger.exchanges.values()].reduce((s, n) => s + n, 0);
  return { checked, missing };
}
