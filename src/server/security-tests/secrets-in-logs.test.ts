import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityEvents } from '../db/schema';
import { allowConsoleErrors } from '../test/setup';
import { TEST_PASSWORD } from '../test/test-app';
import { send } from './matrix';
import { createWorld } from './world';

// Every line the server writes goes through the logger at its most verbose, plus anything printed directly.
const w = await createWorld({ LOG_LEVEL: 'trace' });
const output: string[] = [];
const keep = (chunk: unknown) => output.push(typeof chunk === 'string' ? chunk : String(chunk));
(w.t.deps.logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: keep };

const M = {
  password: 'Pw-Marker-7f3Kq9!',
  newPassword: 'Pw-Marker-New-2Lm8!',
  wrongPassword: 'Pw-Marker-Wrong-5Zx1!',
  token: 'TokMarker9aZ81kQ',
  chat: 'ChatMarker_4412 my nose surgery worries',
  lead: 'LeadMarker_8830 I have asthma',
  contact: 'ContactMarker_1290 about my account',
};

const restore: (() => void)[] = [];
beforeAll(() => {
  for (const name of ['log', 'info', 'warn', 'debug'] as const) {
    const original = console[name];
    console[name] = (...args: unknown[]) => keep(args.map(String).join(' '));
    restore.push(() => {
      console[name] = original;
    });
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => {
      stream.write = original;
    });
  }
});
afterAll(() => {
  for (const undo of restore) undo();
});

async function plantEverywhere() {
  const email = `marker.${Date.now()}@example.com`;
  const signUp = { firstName: 'Mara', lastName: 'Kerr', username: `mara_${Date.now()}`, email, website: '' };
  await send(w, 'guest', {
    path: '/api/session/sign-up',
    json: { ...signUp, password: M.password, formToken: w.formToken('signUp') },
  });
  // refused inputs are logged as events: the password must not go with them
  await send(w, 'guest', {
    path: '/api/session/sign-up',
    json: { ...signUp, email: 'bad', password: M.password, formToken: w.formToken('signUp') },
  });
  const a = w.users.userA!;
  for (const password of [M.wrongPassword, TEST_PASSWORD]) {
    await send(w, 'guest', {
      path: '/api/session/sign-in',
      json: { email: a.email, password, formToken: w.formToken('signIn'), website: '' },
    });
  }
  await send(w, 'guest', {
    path: '/api/session/sign-in',
    json: { email: 'x', password: M.wrongPassword, formToken: M.token },
  });
  const fresh = await w.t.createUser();
  await send(w, 'userA', {
    path: '/api/profile/password',
    json: { currentPassword: TEST_PASSWORD, newPassword: M.newPassword },
    cookie: fresh.cookie!,
  });
  await send(w, 'userA', {
    path: '/api/profile/password',
    json: { currentPassword: M.wrongPassword, newPassword: M.newPassword },
    cookie: (await w.t.createUser()).cookie!,
  });
  // a real reset token from the email, used once for real and once more after it is spent
  await send(w, 'guest', { path: '/api/session/forgot-password', json: { email: a.email } });
  // The outbox lists newest first; the reset mail is the one to plant.
  const link =
    w.t.deps.mailer
      .outbox()
      .find((m) => m.to === a.email && m.subject === 'Reset your TruSelf password')
      ?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const realToken = link.split('/').pop()?.split('?')[0] ?? '';
  await w.t.request(new URL(link).pathname + new URL(link).search);
  for (let i = 0; i < 2; i++) {
    await send(w, 'guest', {
      path: '/api/session/reset-password',
      json: { token: realToken, password: M.newPassword },
    });
  }
  await send(w, 'guest', {
    path: '/api/session/reset-password',
    json: { token: M.token, password: M.newPassword },
  });
  await w.t.request(`/api/auth/verify-email?token=${M.token}`);
  await w.t.request(`/api/auth/reset-password/${M.token}?callbackURL=/reset-password`);
  const conversation = await w.owned.conversation();
  await send(w, 'userA', {
    path: '/api/trugpt/chat',
    json: { message: M.chat, conversationId: conversation.id },
  });
  await send(w, 'userA', {
    path: '/api/trugpt/chat',
    json: { message: `${M.chat}${'!'.repeat(3000)}`, conversationId: conversation.id },
  });
  const lead = {
    kind: 'lead_form',
    providerId: w.provider.id,
    name: 'Lena Marker',
    email: 'lena@example.com',
    procedureId: 'rhinoplasty',
    timing: 'asap',
    contactPreference: 'email',
    message: M.lead,
    consent: true,
    website: '',
  };
  await send(w, 'guest', { path: '/api/leads', json: { ...lead, formToken: w.formToken('lead') } });
  await send(w, 'guest', { path: '/api/leads', json: { ...lead, formToken: M.token } });
  await send(w, 'guest', {
    path: '/api/leads',
    json: { ...lead, consent: false, formToken: w.formToken('lead') },
  });
  const contact = {
    name: 'Maya Lopez',
    email: 'maya@example.com',
    topic: 'account',
    message: M.contact,
    website: '',
  };
  await send(w, 'guest', { path: '/api/contact', json: { ...contact, formToken: w.formToken('contact') } });
  return {
    realToken,
    sessionTokens: [a.cookie!, fresh.cookie!].flatMap((c) => c.split('; ').map((p) => p.split('=')[1])),
  };
}

describe('no secrets in logs', () => {
  it('never writes planted passwords, tokens, chat or lead text to output or security events', async () => {
    allowConsoleErrors();
    const { realToken, sessionTokens } = await plantEverywhere();
    expect(realToken.length).toBeGreaterThan(10);
    const events = JSON.stringify(await w.t.db.select().from(securityEvents));
    const printedErrors = vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(' '));
    const logs = [...output, ...printedErrors].join('\n');
    // the capture works: the logger and the event table did record this run
    expect(logs).toContain('outbox: message stored');
    expect(events).toContain('sign_in_failed');
    const secrets = [...Object.values(M), realToken, ...sessionTokens.filter((t) => t && t.length > 10)];
    for (const secret of secrets) {
      for (const part of new Set([secret, encodeURIComponent(secret), secret.split('.')[0]])) {
        expect(logs.includes(part), `log output contains ${part}`).toBe(false);
        expect(events.includes(part), `security events contain ${part}`).toBe(false);
      }
    }
  });
});
