// A question of a kind (two things compared, a timing against a date, a candidacy with a condition, a recovery
// detail) names one point — the skin above the navel, makeup, puckering, looking normal by a date, blood pressure —
// and is answered on that point first, from the guide or entry that speaks to it, or told plainly that TruSelf's
// sources say nothing specific on it. Phrased the way patients type (typos, Spanish), and not taken from any graded
// batch.
import { describe, expect, it } from 'vitest';
import { sandboxConversations } from './conversation.test-helper';
import { daysAsked, pointsOf, spanOf } from './point-first';

const talk = sandboxConversations();
/** The answer's first block that is not a note set before it. */
const first = (text: string) =>
  text.split('\n\n').find((b) => !/^_Answering as|^I can't diagnose|^No puedo diagnosticar/.test(b)) ?? '';

describe('the point a question names', () => {
  it('is read from how patients say it, and not from look-alikes', () => {
    expect(pointsOf('mini tt or full if my loose skin is above my belly button?').map((p) => p.id)).toEqual([
      'navel',
    ]);
    expect(pointsOf('tengo piel morena, cual laser es mas seguro').map((p) => p.id)).toContain('skin-tone');
    // "brown spots" and "acne scars" are what a treatment is for, not a skin tone or a surgical scar.
    expect(pointsOf('ipl or laser for brown spots on my chest')).toEqual([]);
    expect(pointsOf('microneedling vs peel for acne scars')).toEqual([]);
    // "a bump on my nose" is a shape to change, not a lump after a procedure.
    expect(pointsOf('anything besides surgery for a bump on my nose')).toEqual([]);
  });

  it('counts the days asked and weighs them against a span a source gives', () => {
    expect(daysAsked('bleph is 3 weeks before my sisters wedding, enough?')).toMatchObject({ days: 21 });
    expect(daysAsked('tengo una boda en 2 semanas')).toMatchObject({ days: 14 });
    expect(spanOf('Bruising and swelling usually settle in one to three weeks.')).toEqual({
      min: 7,
      max: 21,
    });
    expect(spanOf('Redness like a sunburn lasts about 1–3 days.')).toEqual({ min: 1, max: 3 });
  });
});

describe('a question of a kind', () => {
  it('on a recovery detail the guide names (puckering after threads) answers it before the guide', async () => {
    const [text] = await talk(
      'got threads in my jowls 4 days ago and theres puckering by my ears, will it go away',
    );
    expect(first(text)).toMatch(/dimpl|pucker|bunch/i);
    expect(first(text)).not.toMatch(/^\*\*Thread Lift\*\*$/);
  });

  it('against a date weighs the days asked against the span the source gives', async () => {
    const [text] = await talk(
      'having my upper eyelids done 3 weeks before my sons wedding, will i look normal in the pictures?',
    );
    expect(text).toMatch(/\*\*On how soon it stops showing:\*\*/);
    expect(text).toMatch(/At 3 weeks you'd be at or past the end of that span/);
  });

  it('with a condition (controlled blood pressure) answers the condition first', async () => {
    const [text] = await talk(
      'im 58 w/ high blood pressure but its controlled on meds, can i still get a facelift?',
    );
    const at = text.indexOf('blood pressure does not by itself rule out');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(400);
  });

  it('on a point no source speaks to says so plainly instead of only the guide block', async () => {
    const [text] = await talk('cuanto me duran los moretones en la panza despues de la abdominoplastia?');
    expect(first(text)).toMatch(/Sobre los moretones:.*no dice nada concreto/);
  });

  it('that the opening entry already answers is left as it is', async () => {
    const [text] = await talk(
      'when can i put my glasses back on after my nose job?? cant see a thing w/o them',
    );
    expect(first(text)).not.toMatch(/^\*\*On wearing glasses/);
    expect(first(text)).toMatch(/four to six weeks/);
  });
});
