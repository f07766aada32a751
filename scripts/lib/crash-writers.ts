// Writers that keep the server busy with real writes until it dies, recording each acknowledged one.
import { call, nextIp } from './api-client';
import { type Ledger, signUpBody, type Tokens } from './crash-ledger';

const QUESTIONS = [
  'How long is rhinoplasty recovery?',
  'What does Botox cost?',
  'Is a tummy tuck painful?',
  'Who does liposuction near Miami, FL?',
];

let sequence = 0;

/** One random write; resolves after the answer, or rejects when the connection dies with the server. */
async function writeOnce(baseUrl: string, ledger: Ledger, tokens: Tokens, providers: number) {
  const n = `${ledger.run}_${++sequence}`;
  const patient = ledger.patients[sequence % ledger.patients.length];
  const pick = Math.random();
  if (pick < 0.3) {
    const email = `crash.${n}@example.com`;
    const res = await call(baseUrl, '/api/session/sign-up', {
      json: signUpBody(email, n, tokens),
      ip: nextIp(),
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
    ledger.signUps.push(email);
  } else if (pick < 0.5) {
    const email = `crash.${n}.news@example.com`;
    const res = await call(baseUrl, '/api/newsletter', {
      json: { email, formToken: tokens.newsletter },
      ip: nextIp(),
    });
    if (res.status !== 201) throw new Error(`newsletter answered ${res.status}: ${JSON.stringify(res.body)}`);
    ledger.newsletter.push(email);
  } else if (pick < 0.8) {
    const providerId = 1 + Math.floor(Math.random() * providers);
    const res = await call(baseUrl, `/api/favorites/${providerId}`, {
      method: 'PUT',
      cookie: patient.cookie,
    });
    if (res.status !== 200) throw new Error(`favorite answered ${res.status}: ${JSON.stringify(res.body)}`);
    ledger.favorites.push({ email: patient.email, providerId });
  } else {
    const message = QUESTIONS[sequence % QUESTIONS.length];
    const res = await call(baseUrl, '/api/trugpt/chat', {
      json: { message, conversationId: patient.conversationId },
      cookie: patient.cookie,
    });
    if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${JSON.stringify(res.body)}`);
    ledger.exchanges.set(patient.conversationId, (ledger.exchanges.get(patient.conversationId) ?? 0) + 1);
  }
}

/**
 * Runs `concurrency` writer loops until `stop` resolves. A failed request while the server is alive is a real
 * error; once it is gone, failures are the unacknowledged writes the test expects.
 */
export async function writeUntil(
  baseUrl: string,
  ledger: Ledger,
  tokens: Tokens,
  options: { concurrency: number; providers: number; stop: Promise<unknown> },
) {
  let stopped = false;
  let acknowledged = 0;
  void options.stop.then(() => (stopped = true));
  const loop = async () => {
    while (!stopped) {
      try {
        await writeOnce(baseUrl, ledger, tokens, options.providers);
        acknowledged++;
      } catch (error) {
        if (!stopped && !isConnectionError(error)) throw error;
        // Refused: the server had stopped listening, so the write never reached it. Cut: it died mid-request.
        if (connectionCode(error) === 'ECONNREFUSED') ledger.refused++;
        else {
          ledger.unacknowledged++;
          const code = connectionCode(error) || 'none';
          ledger.cutCodes[code] = (ledger.cutCodes[code] ?? 0) + 1;
        }
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return acknowledged;
}

const connectionCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? '';

function isConnectionError(error: unknown) {
  return error instanceof TypeError && /fetch failed|terminated|other side closed/i.test(error.message);
}
