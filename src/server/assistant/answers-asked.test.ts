// Ordinary questions answered for what they ask, through the built-in engine: a legal question gets the rule on
// its own subject, a quoted price gets its verdict first, a comparison says which fits whom, alternatives asked in
// Spanish come in Spanish. Phrased the way patients type, and not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuote } from './compose-kinds';
import { readKind } from './kinds';
import { eq } from 'drizzle-orm';
import { providerProcedures } from '../db/schema';
import { askAfter, opening } from './conversation.test-helper';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

const ask = (message: string, history: string[] = [], providerId?: number) =>
  askAfter(sandbox.db, message, history, providerId);

describe('legal questions get the rule on their own subject', () => {
  it('a laser question gets the laser rule, not the one on injections', async () => {
    const text = await ask(
      'is it legal for the girl at my salon to do laser hair removal with no doctor around?',
    );
    expect(text).toMatch(/laser/i);
    expect(text).not.toMatch(/decide who may inject them/);
  });

  it('a consultation fee question gets the entry on fees', async () => {
    const text = await ask('can a surgeon legally charge a fee just for the consultation?');
    expect(opening(text)).toMatch(/consultation fee/i);
    expect(text).not.toMatch(/decide who may inject them/);
  });

  it('photos posted without consent are answered from HIPAA', async () => {
    const text = await ask('my injector put my face on her tiktok without my permission, is that allowed?');
    expect(opening(text)).toMatch(/HIPAA/);
    expect(opening(text)).toMatch(/written authorization/);
  });

  it('medical leave for cosmetic surgery is answered from the FMLA rules', async () => {
    const text = await ask('will my job have to give me FMLA for a breast lift?');
    expect(opening(text)).toMatch(/Family and Medical Leave Act/);
  });

  it('a right to an interpreter is answered in Spanish, from Section 1557', async () => {
    const text = await ask('¿tengo derecho a que me den un intérprete gratis en la cita con el cirujano?');
    expect(opening(text)).toMatch(/Sección 1557/);
  });

  it('a product already used gets what to do next', async () => {
    const text = await ask('what do i do now?', ['the semaglutide i bought online might be fake']);
    expect(text).toMatch(/MedWatch/);
  });
});

describe('a quoted price gets its verdict first', () => {
  it('reads the count said after the price', () => {
    expect(readQuote('they want $300 but its only like 6 units')).toMatchObject({
      quoted: 300,
      count: 6,
      each: 50,
    });
    expect(readQuote('5 sessions of underarm laser for $600 total, fair?')).toMatchObject({
      count: 5,
      each: 120,
    });
  });

  it('reads a sum written without a dollar sign', () => {
    expect(readQuote('9,000 for a tummy tuck in Austin, is that low?')?.quoted).toBe(9000);
  });

  it('calls a price far below the range a warning sign', async () => {
    const text = await ask('found a tummy tuck for $3,900 all inclusive in Atlanta. too cheap?');
    expect(opening(text)).toMatch(/well below the typical \$8,000–\$15,000/);
  });

  it('works out a per-session price from a package', async () => {
    const text = await ask('8 sessions of laser hair removal on my legs for $2,000, is that a good deal?');
    expect(opening(text)).toMatch(/\$2,000 for 8 sessions works out to about \$250 per session/);
  });

  it('an all-inclusive price in a US city is no trip abroad', () => {
    expect(
      readKind('quoted $6,000 all inclusive in Dallas for lipo, is that normal?', { procedures: 1 }).kind,
    ).toBe('price');
    expect(readKind('me dijeron $300 por el botox, deberia costar eso?', { procedures: 1 }).kind).toBe(
      'price',
    );
  });

  it('"¿cuánto me dura?" asks how long it lasts, not the price', async () => {
    const text = await ask('¿y cuánto le dura?', ['¿cuánto cuesta el botox en Miami?']);
    expect(opening(text)).toMatch(/duran/);
  });
});

describe('comparisons say which fits whom', () => {
  it('uses each guide’s note on the other', async () => {
    const text = await ask('tummy tuck or liposuction for my belly after kids, which should i pick?');
    expect(text).toMatch(/Which fits whom/);
    expect(text.indexOf('Which fits whom')).toBeLessThan(text.indexOf('They do different things'));
  });
});

describe('alternatives', () => {
  it('lists options without surgery when that is asked, in Spanish', async () => {
    const text = await ask('¿hay opciones en vez del bypass gástrico sin cirugía?');
    expect(opening(text)).toMatch(/Opciones sin cirugía/);
    expect(text).toMatch(/Medicamentos GLP-1/);
    expect(text).not.toMatch(/\[Manga gástrica\]/);
  });

  it('reads Spanish wordings of alternatives as such', () => {
    expect(readKind('alternativas al botox para la frente?', { procedures: 1 }).kind).toBe('alternatives');
    expect(
      readKind('me da miedo la cirugia, hay otra opcion en vez de la lipo?', { procedures: 1 }).kind,
    ).toBe('alternatives');
  });
});

describe('what a profile does not settle gets no "yes"', () => {
  it('a listed liposuction is no yes to a named technique', async () => {
    const [row] = await sandbox.db
      .select({ id: providerProcedures.providerId })
      .from(providerProcedures)
      .where(eq(providerProcedures.procedureId, 'liposuction'))
      .limit(1);
    const text = await ask('do you do vaser lipo here?', [], row.id);
    expect(opening(text)).toMatch(/doesn't say whether that includes vaser/);
    expect(opening(text)).not.toMatch(/^\*\*Yes\*\*/);
  });
});

describe('more questions answered as asked', () => {
  it('how long to stay abroad after surgery: until cleared to fly', async () => {
    const text = await ask(
      'getting a tummy tuck in cartagena, how many days should i stay there afterwards?',
    );
    expect(opening(text)).toMatch(/cleared you to fly/);
  });

  it('whether drips do anything: the guide’s evidence, and for a hangover what helps one', async () => {
    const text = await ask('are those iv vitamin drips actually worth it?');
    expect(opening(text)).toMatch(/What the evidence says about IV Therapy/);
    const hangover = await ask('do those hangover iv drips actually do anything?');
    expect(opening(hangover)).toMatch(
      /no good evidence that a Myers’ cocktail or vitamin drip cures a hangover/,
    );
  });

  it('supplements to stop before surgery, and not for a question on whether one works', async () => {
    expect(await ask('which vitamins and supplements do i need to stop before my tummy tuck?')).toMatch(
      /American Society of Anesthesiologists/,
    );
    expect(await ask('is biotin worth taking for my nails?')).not.toMatch(
      /American Society of Anesthesiologists/,
    );
  });

  it('coverage by Medicare or Medicaid is answered from the guide’s insurance line', async () => {
    const text = await ask('is a gastric bypass covered by medicaid?');
    expect(opening(text)).toMatch(/On insurance, TruSelf's Gastric Bypass guide says/);
  });

  it('a procedure without a guide says plainly it has no sourced price', async () => {
    const text = await ask('how much does otoplasty cost and is it painful?');
    expect(text).toMatch(/no sourced price for/);
    expect(text).not.toMatch(/A typical US price for/);
  });
});
