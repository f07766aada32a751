// What the crash test wrote, and which writes the server acknowledged (answered 2xx) before it died.
import { call, formToken, nextIp, sleep } from './api-client';

export const CRASH_PASSWORD = 'Sunny-Harbor-Crash-81!';

export interface Patient {
  email: string;
  cookie: string;
  conversationId: string;
}

export interface Ledger {
  run: string;
  patients: Patient[];
  signUps: string[];
  newsletter: string[];
  favorites: { email: string; providerId: number }[];
  /** Acknowledged chat exchanges per conversation. */
  exchanges: Map<string, number>;
  /** Writes cut off by the kill before their answer: allowed either way, never half. */
  unacknowledged: number;
  /** Writes refused at connect because the server had already stopped listening. */
  refused: number;
  /** The client-side error codes of the cut-off writes, to tell a kill mid-request from a closing idle socket. */
  cutCodes: Record<string, number>;
}

export interface Tokens {
  signUp: string;
  signIn: string;
  newsletter: string;
}

/** Form tokens, fetched once and used after their minimum fill time (they stay valid for hours). */
export async function fetchTokens(baseUrl: string): Promise<Tokens> {
  const [signUp, signIn, newsletter] = await Promise.all(
    ['signUp', 'signIn', 'newsletter'].map((f) => formToken(baseUrl, f)),
  );
  await sleep(Math.max(signUp.minFillMs, signIn.minFillMs) + 100);
  return { signUp: signUp.token, signIn: signIn.token, newsletter: newsletter.token };
}

export function signUpBody(email: string, n: string, tokens: Tokens) {
  return {
    firstName: 'Crash',
    lastName: 'Tester',
    username: `crash_${n}`,
    email,
    password: CRASH_PASSWORD,
    formToken: tokens.signUp,
  };
}

/** Verified patients with a conversation each, made through the real sign-up and the link in the mail. */
export async function createPatients(baseUrl: string, tokens: Tokens, run: string, count: number) {
  const patients: Patient[] = [];
  for (let i = 0; i < count; i++) {
    const email = `crash.${run}.patient${i}@example.com`;
    const res = await call(baseUrl, '/api/session/sign-up', {
      json: signUpBody(email, `${run}_p${i}`, tokens),
      ip: nextIp(),
    });
    if (res.status !== 201) throw new Error(`sign-up of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    const outbox = await call<{ messages: { to: string; links: string[] }[] }>(baseUrl, '/api/dev/outbox');
    const link = outbox.body.messages
      .find((m) => m.to === email)
      ?.links.find((l) => l.includes('verify-email'));
    if (!link) throw new Error(`no verification mail for ${email}`);
    const verified = await call(baseUrl, new URL(link).pathname + new URL(link).search);
    const cookie = verified.cookies.join('; ');
    if (!cookie.includes('session_token'))
      throw new Error(`verification of ${email} did not sign in (${verified.status})`);
    const conversation = await call<{ conversation: { id: string } }>(baseUrl, '/api/trugpt/conversations', {
      json: {},
      cookie,
    });
    if (conversation.status !== 201) throw new Error(`conversation for ${email}: ${conversation.status}`);
    patients.push({ email, cookie, conversationId: conversation.body.conversation.id });
  }
  return patients;
}
