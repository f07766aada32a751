// A question whose point the answer base or an earlier answer holds is answered on that point: never a "won't
// guess", a "doesn't hold more" or a refusal in its place. Phrased the way patients type (typos, Spanish), and not
// taken from any graded batch.
import { describe, expect, it } from 'vitest';
import { pointOf } from './answer-first';
import { sandboxConversations, opening } from './conversation.test-helper';

const talk = sandboxConversations();
const NOTHING =
  /won't guess|won’t guess|don't hold more|no voy a adivinar|can only help with|Solo puedo ayudar/;

describe('the entry on the point asked', () => {
  it('is found by the words of the point, not the names of the subject', () => {
    expect(pointOf('isnt phentermine bad for ur heart??', ['gpl-1'])).toMatchObject({
      match: { entry: { id: 'weight-loss-meds-other' } },
    });
    // A follow-up with no subject word of its own finds no entry by a word used in passing.
    expect(pointOf('what if i already did it last time', ['botox']).match?.named ?? []).not.toContain(
      'already',
    );
  });

  it('leads over a "won\'t guess" in Spanish, from the entry in Spanish', async () => {
    const [text] = await talk('¿puedo ir a un masaje el mismo dia que me pongo botox?');
    expect(opening(text)).toMatch(/masaje/);
    expect(text).not.toMatch(NOTHING);
  });
});

describe('a follow-up on what the earlier answer said', () => {
  it('is pointed to that sentence, not told nothing more is held', async () => {
    const [, text] = await talk(
      'got my implants put in 10 days ago and they sit waaay too high',
      'ugh when do they finally drop??',
    );
    expect(opening(text)).toMatch(/three months/);
    expect(text).not.toMatch(NOTHING);
  });

  it('on a rare word of its own ("phentermine") gets the sentence that names it', async () => {
    const [, text] = await talk(
      'heard phentermine is cheaper than wegovy',
      'isnt phentermine bad for your heart tho',
    );
    expect(opening(text)).toMatch(/phentermine/);
    expect(text).not.toMatch(NOTHING);
  });

  it('read as outside the subject is still answered from the earlier answer, not refused', async () => {
    const [, text] = await talk(
      'does biotin actually do anything for thinning hair',
      'my cousin said it messes with blood tests??',
    );
    expect(opening(text)).toMatch(/blood tests/);
    expect(text).not.toMatch(NOTHING);
  });
});
