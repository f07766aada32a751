// Prices patients were quoted or paid, judged first: the figure read with its measure (a unit, a syringe, a session,
// one area flat, a graft, all in), a city in the question taken as where the quote was given rather than a request
// for providers, two offers weighed per session, a consultation fee, a compounded medicine against the brand range,
// and a measure no TruSelf source prices answered with what it is built from instead of a guessed range. Phrased the
// way patients type (typos, Spanish, Spanglish), and not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, opening } from './conversation.test-helper';
import { type KnownFacts, knownFacts, unsupported } from './eval/facts';
import { asksForProvidersOutright, judgesAQuote, readQuotes } from './price-quote';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;
let known: KnownFacts;
beforeAll(async () => {
  sandbox = await openSandbox(200);
  known = await knownFacts(sandbox.db);
}, 120_000);
afterAll(() => sandbox?.close());

/**
 * The answers of a conversation, each checked for dollar figures TruSelf holds no source for; `workedOut` are sums
 * the answer may state because they are the patient's own figures multiplied out.
 */
async function askWith(workedOut: number[], ...messages: string[]): Promise<string[]> {
  const answers = await conversation(sandbox.db, ...messages);
  for (const answer of answers)
    expect(unsupported(answer, known, `${messages.join(' ')} ${workedOut.join(' ')}`).figures).toEqual([]);
  return answers;
}
const ask = (...messages: string[]) => askWith([], ...messages);

describe('reading a quoted price', () => {
  const first = (m: string) => {
    const q = readQuotes(m)[0];
    return q && { value: q.value, per: q.per, count: q.count, each: q.each, allIn: q.allIn };
  };

  it('reads the figure with what it is for', () => {
    expect(first('paid 13 bucks a unit for dysport, bad?')).toMatchObject({ value: 13, per: 'unit' });
    expect(first('quote came to 11,500 all in for lipo 360')).toMatchObject({ value: 11500, allIn: true });
    expect(first('pagamos 700 por una jeringa de juvederm')).toMatchObject({ value: 700, per: 'syringe' });
    expect(first('$299 for the 11s area flat, deal?')).toMatchObject({ value: 299, per: 'area' });
    expect(first('$6/graft for 2500 grafts')).toMatchObject({ value: 6, per: 'graft', count: 2500 });
    expect(first('1800 for 3 syringes is that normal')).toMatchObject({ value: 1800, count: 3, each: 600 });
    expect(first('me dieron 9 mil todo incluido por la lipo')).toMatchObject({ value: 9000, allIn: true });
  });

  it('does not read counts, years or a gap between prices as a price', () => {
    expect(readQuotes('i need 3 syringes and 40 units')).toEqual([]);
    expect(readQuotes('what did zepbound cost in 2025')).toEqual([]);
    expect(readQuotes('is my clinic legit? they have 5k insta followers')).toEqual([]);
    expect(readQuotes('one is 9k and one is 12k, why the 3k difference').map((q) => q.value)).toEqual([
      9000, 12000,
    ]);
  });

  it('tells a quote to judge from a request for providers', () => {
    expect(judgesAQuote('quoted 18k for a bbl in houston is that fair')).toBe(true);
    expect(judgesAQuote('me cobran 14 dolares la unidad en dallas, es caro?')).toBe(true);
    expect(judgesAQuote('can i negotiate my mommy makeover price')).toBe(true);
    expect(judgesAQuote('botox in austin under $400')).toBe(false);
    expect(asksForProvidersOutright('a med spa near me quoted $500 for lips, fair?')).toBe(false);
    expect(asksForProvidersOutright('got $16/unit in phoenix, any cheaper places there?')).toBe(true);
    expect(asksForProvidersOutright('donde puedo encontrar algo mas barato en miami')).toBe(true);
  });
});

describe('the engine judges the quote first', () => {
  it('a quote with a city: a verdict on the figure, no provider list', async () => {
    const [text] = await ask('was quoted 13,500 all in for a tummy tuck in raleigh nc... fair or nah');
    expect(opening(text)).toContain('$13,500 is within the typical $8,000–$15,000');
    expect(text).not.toContain('/provider/');
  });

  it('a quote with a city that also asks for cheaper providers there still lists them', async () => {
    const [text] = await ask('got quoted $16 a unit for botox in phoenix, who does it cheaper there?');
    expect(text).toContain('/provider/');
  });

  it('two packages: each per session against the range, and which costs less per session', async () => {
    const [text] = await ask(
      'laser on my bikini line: 4 sessions for $800 at one place or 8 sessions for $1,200 at another, which is the better deal??',
    );
    expect(opening(text)).toContain('$800 for 4 sessions (about $200 a session) is within it');
    expect(opening(text)).toContain('$1,200 for 8 sessions (about $150 a session) is within it');
    expect(opening(text)).toMatch(
      /Per session, \$1,200 for 8 sessions .* costs less than \$800 for 4 sessions/,
    );
  });

  it('a friend’s price per unit is read in the same measure as the quote', async () => {
    const [text] = await ask(
      'my injector charges $15 a unit and my sister pays $12 in ohio, am i overpaying?',
    );
    expect(opening(text)).toContain('$15 a unit is within it; $12 a unit is within it');
    expect(text).not.toContain('/provider/');
  });

  it('a flat price for one area is judged per area, not as a price per unit', async () => {
    const [text] = await ask(
      'she said $350 flat for the forehead area with botox. good deal or should i pay per unit',
    );
    expect(opening(text)).toContain('$350 flat for one area is within the typical $200–$600 per area');
    expect(opening(text)).toContain('20 units for forehead lines');
    expect(opening(text)).not.toContain('$350 a unit');
  });

  it('in Spanish, two syringe prices in two cities', async () => {
    const [text] = await ask(
      'pagué 900 por una jeringa de juvederm en los angeles y mi prima paga 600 en houston, pagué de más?',
    );
    expect(opening(text)).toContain('$900 por jeringa está dentro de él; $600 por jeringa está dentro de él');
    expect(text).not.toContain('/provider/');
  });

  it('a consultation fee is judged as a fee', async () => {
    const [text] = await ask(
      'is a $200 consult fee normal if it doesnt count toward the surgery? for a lipo consult',
    );
    expect(opening(text)).toMatch(
      /^\*\*A \$200 consultation fee that isn’t credited toward surgery is within what practices do/,
    );
  });

  it('a compounded medicine is not judged against the brand range', async () => {
    const [text] = await ask('my clinic sells compounded tirzepatide for $399/month, fair vs zepbound?');
    expect(opening(text)).toContain('is for FDA-approved brand medication');
    expect(opening(text)).not.toContain('within the typical');
  });

  it('a variant the guide says costs more is not called overpriced against the plain range', async () => {
    const [text] = await ask('microneedling w/ PRP is $800 a session at my derm, too much?');
    expect(opening(text)).toContain('add-ons such as PRP and radiofrequency microneedling cost more');
  });

  it('a named product above the general range is not called overpriced against it', async () => {
    const [text] = await ask('injector wants 1300 for 1 syringe of volux in my chin... insane??');
    expect(opening(text)).toContain('the guide notes that the price depends on the product');
    expect(opening(text)).toContain('TruSelf holds no price for Volux itself');
    const [es] = await ask('me cobran $1,400 por una jeringa de restylane defyne, es un robo?');
    expect(opening(es)).toContain('el precio depende del producto');
    // Within the range, a named product is judged as any syringe.
    const [within] = await ask('paid $750 for a syringe of juvederm ultra, fair?');
    expect(opening(within)).not.toContain('TruSelf holds no price for');
  });

  it('CoolSculpting cycles are not counted as areas', async () => {
    const [text] = await ask(
      '6 cycles of coolsculpting for $3,000 on my stomach and flanks, is that a rip off',
    );
    expect(opening(text)).toContain('It depends on how many areas the 6 cycles cover');
    expect(opening(text)).not.toContain('per area, which');
  });

  it('a breast lift with implants: two quotes explained, not judged against augmentation alone', async () => {
    const [text] = await ask(
      'one surgeon quoted 13k for a lift with implants and another 9k, why would one be so much more? both in denver',
    );
    expect(opening(text)).toMatch(
      /^\*\*Both can be fair: TruSelf has no sourced range for a breast lift with implants/,
    );
    expect(text).not.toContain('/provider/');
  });
});

describe('a measure no source prices: what it is built from, no guessed range', () => {
  it('per graft: no verdict made up, the arithmetic checked, what the price is built from', async () => {
    const [text] = await askWith([15000], 'clinic wants $6 a graft for 2500 grafts, is that reasonable??');
    expect(opening(text)).toContain('no sourced typical price for a hair transplant per graft');
    expect(opening(text)).toContain('× 2,500 grafts is $15,000');
    expect(text).toContain('priced per graft');
  });

  it('a procedure with no guide, per session over a series, in Spanish', async () => {
    const [text] = await askWith(
      [3000, 4000],
      'me cobran $1,000 por sesion de fraxel y dicen que necesito 3-4, es mucho?',
    );
    expect(opening(text)).toMatch(/^\*\*TruSelf no tiene un precio típico con fuente para/);
    expect(opening(text)).toContain('3–4 sesiones suman $3,000–$4,000');
  });
});
