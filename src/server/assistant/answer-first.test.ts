// What answers the question opens the answer: a follow-up gets the guide's sentence on its own new point instead of
// "I won't guess" or the earlier answer again, and a guide section that shares nothing with the question is left
// out. Phrased the way patients type, and not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedTerms, sentencesOf } from './answer-first';
import { conversation as talk, opening } from './conversation.test-helper';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

const conversation = (...messages: string[]) => talk(sandbox.db, ...messages);

describe('the words a question asks about', () => {
  it('leaves out how it is asked and the procedure it names', () => {
    expect([...askedTerms('does that include anesthesia?? they didnt say', new Set())]).toEqual([
      'anesthesia',
    ]);
    expect([...askedTerms('how long after lipo can i wear spanx', new Set())]).toEqual(['wear', 'spanx']);
  });

  it('reads a price, a garment or food the way the guides name them', () => {
    expect(askedTerms('what does it cost', new Set()).has('pric')).toBe(true);
    expect(askedTerms('cuando me quito la faja', new Set()).has('garment')).toBe(true);
  });

  it('keeps abbreviations inside their sentence', () => {
    expect(
      sentencesOf('Brotes en pacientes de EE. UU. después de cirugías. Luego otra frase larga aquí.'),
    ).toEqual(['Brotes en pacientes de EE. UU. después de cirugías.', 'Luego otra frase larga aquí.']);
  });
});

describe('answer first', () => {
  it('answers a follow-up on its new point from the guide instead of declining', async () => {
    const [, second] = await conversation(
      'had microneedling yesterday and my face is really red, is makeup ok',
      'what about sunscreen',
    );
    expect(opening(second)).toMatch(/sunscreen/i);
    expect(second).not.toMatch(/won.t guess|as my earlier answer said/i);
  });

  it('answers what a quote includes from the guide, not with the price verdict again', async () => {
    const [, second] = await conversation(
      'quoted 12k for a tummy tuck in denver, is that normal',
      'does that include anesthesia?',
    );
    expect(opening(second)).toMatch(/anesthesia/i);
    expect(second).not.toMatch(/as my earlier answer said/i);
  });
});
