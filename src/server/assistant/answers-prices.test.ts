// What a procedure or a variant of one costs where the guides hold no price for it (a breast lift, upper-lid surgery,
// a number of grafts, top surgery, a small tattoo, one area of laser hair removal, cheeks against lips), and how a
// day or a symptom of recovery is going (peeling on day 5, mascara after eyelid surgery, itchy scabs): answered on
// that point first, with sourced figures only, in Spanish when asked in Spanish. Phrased the way patients type, and
// not taken from any graded batch.
import { describe, expect, it } from 'vitest';
import { pinned } from './answer-base';
import { PRICE_ENTRIES } from './answer-base/prices';
import { checkedConversations } from './conversation.test-helper';

/** The answers of a conversation, each checked for dollar figures TruSelf holds no source for. */
const ask = checkedConversations();

/** The answer's blocks after a "no guide yet" line that only introduces them. */
const body = (text: string) => text.split('\n\n').filter((b) => !b.trimEnd().endsWith(':'));

describe('the price entries', () => {
  it('each has a source, a year, Spanish text with the same dollar figures, and a pin', () => {
    for (const e of PRICE_ENTRIES) {
      expect(e.source.length, e.id).toBeGreaterThan(5);
      expect(e.year, e.id).toBeGreaterThanOrEqual(2016);
      expect(e.es?.length ?? 0, e.id).toBeGreaterThan(80);
      expect(e.pin, e.id).toBeInstanceOf(RegExp);
      const dollars = (t: string) => [...t.matchAll(/\$[\d,]+/g)].map((m) => m[0]);
      expect(dollars(e.es ?? ''), e.id).toEqual(dollars(e.text));
    }
  });

  it('are not reached by questions that are not about a price at home', () => {
    const ids = (q: string) => pinned(q, { limit: 10 }).map((e) => e.id);
    expect(ids('cuanto tiempo entre sesiones para borrar un tatuaje?')).not.toContain('tattoo-removal-price');
    expect(ids('how long is recovery after a breast lift')).not.toContain('breast-lift-price');
    expect(ids('fue dificil la recuperacion de tu tatuaje?')).not.toContain('hair-transplant-price');
    expect(ids('laser hair removal on my legs, does it hurt?')).not.toContain('laser-hair-area-price');
    expect(ids('how do i pick a good hair transplant clinic')).not.toContain('hair-transplant-scabs');
  });
});

describe('prices the guides do not hold', () => {
  it('a breast lift: no figure guessed, what a quote covers and how the place changes it', async () => {
    const [text] = await ask('wat does a mastopexy usually cost in the states?');
    expect(body(text)[0]).toMatch(
      /^TruSelf has no sourced national figure for a breast lift yet, so I won’t put a number on it\./,
    );
    expect(body(text)[0]).toContain('geographic location of the office');
  });

  it('a breast lift, then implants added in the same operation', async () => {
    const [, text] = await ask('how much is a boob lift', 'could they put implants in during the same op?');
    expect(body(text)[0]).toMatch(/^A breast lift with implants \(augmentation-mastopexy\) is one operation/);
  });

  it('upper eyelids only, then whether insurance pays when the lids block sight', async () => {
    const [price, cover] = await ask(
      'upper bleph price?? just the top lids',
      'would my insurance pay, my eyelids basically block my vision',
    );
    expect(body(price)[0]).toContain('eyelid surgery was $4,120 in 2020');
    expect(body(price)[0]).toContain('not separate ones for upper or lower lids');
    expect(body(cover)[0]).toMatch(/^It can, when the upper lids block your sight/);
    expect(cover).not.toMatch(/^As I said: I don't have/);
  });

  it('a number of grafts', async () => {
    const [text] = await ask('hair transplant 1800 grafts how much roughly');
    expect(body(text)[0]).toMatch(/^A hair transplant is usually priced per graft/);
  });

  it('top surgery without insurance, then Medi-Cal, in Spanglish', async () => {
    const [price, cover] = await ask(
      'cuanto cuesta la top surgery si el seguro no la cubre? soy ftm',
      'y medi-cal me la cubre? vivo en LA',
    );
    expect(body(price)[0]).toMatch(
      /^TruSelf todavía no tiene un precio nacional con fuente para la cirugía de pecho/,
    );
    expect(cover).toContain('Sí, Medi-Cal cubre la cirugía de afirmación de género');
  });

  it('a small tattoo', async () => {
    const [text] = await ask('how much to get rid of a lil tattoo, like the size of a quarter');
    expect(body(text)[0]).toMatch(/^Laser tattoo removal is priced per session/);
  });

  it('one area of laser hair removal and its package, in Spanish', async () => {
    const [text] = await ask('cuanto sale la depilacion laser de axilas? el paquete completo');
    expect(body(text)[0]).toMatch(/^La depilación láser se cobra por sesión y por zona/);
  });

  it('cheeks against lips', async () => {
    const [text] = await ask('are cheek fillers pricier than lip fillers');
    expect(body(text)[0]).toMatch(/^Filler is priced per syringe/);
    expect(text.match(/\$500–\$1,000/g)?.length).toBe(1);
  });

  it('a price abroad stays a question about going abroad', async () => {
    const [text] = await ask('hair transplant in istanbul for 2500 euros w hotel, whats the catch');
    expect(text).not.toContain('usually priced per graft');
  });

  it('a follow-up on coverage in a conversation about a procedure without a guide answers it first', async () => {
    const [, text] = await ask('labiaplasty cost?', 'is it ever covered by insurance tho');
    expect(body(text)[0]).toMatch(/^Rarely: most US health plans list labiaplasty as cosmetic/);
    expect(text).not.toMatch(/^As I said/);
  });
});

describe('recovery on a given day or symptom', () => {
  it('peeling and itching a few days after a CO2 laser', async () => {
    const [text] = await ask('day 6 post co2 laser and im peeling + itching like crazy, normal??');
    expect(body(text)[0]).toMatch(
      /^Yes — peeling, flaking and itching in the first week after laser resurfacing/,
    );
  });

  it('mascara and eyeliner after eyelid surgery, in Spanish', async () => {
    const [text] = await ask('cuando puedo usar rimel y delineador despues de mi blefaroplastia?');
    expect(body(text)[0]).toMatch(/^Normalmente a partir de unas dos semanas/);
  });

  it('itchy scabs after a hair transplant', async () => {
    const [text] = await ask('my hair transplant scabs r sooo itchy, ok to scratch them?');
    expect(body(text)[0]).toMatch(/^Don’t scratch or pick them/);
  });
});
