// Questions about a treatment in another country, answered on the point asked before the general advice on surgery
// abroad: the catch in a cheap package, a BBL or a hair transplant there, whether the horror stories are true, how
// long to stay, Botox on a holiday, a GLP-1 across the border, checking a surgeon there, who pays to fix a
// complication at home; and a few legal questions (owning a med spa in California, suing over a result, bringing
// Botox back). A country or a foreign city is read as abroad, never as a US town. Phrased the way patients type, and
// not taken from any graded batch.
import { describe, expect, it } from 'vitest';
import { ABROAD_ENTRIES } from './answer-base/abroad';
import { checkedConversations } from './conversation.test-helper';
import { findForeign } from './locations';

/** The answers of a conversation, each checked for dollar figures TruSelf holds no source for. */
const ask = checkedConversations();

/** The answer's first two blocks after any "no guide yet" line that only introduces them. */
const opening = (text: string) =>
  text
    .split('\n\n')
    .filter((b) => !b.trimEnd().endsWith(':'))
    .slice(0, 2)
    .join('\n\n');

describe('the entries on treatment abroad', () => {
  it('each has a source, a year, a Spanish text and a pin', () => {
    for (const e of ABROAD_ENTRIES) {
      expect(e.source.length, e.id).toBeGreaterThan(5);
      expect(e.year, e.id).toBeGreaterThanOrEqual(2016);
      expect(e.es?.length ?? 0, e.id).toBeGreaterThan(80);
      expect(e.pin, e.id).toBeInstanceOf(RegExp);
    }
  });
});

describe('foreign places', () => {
  it('are read as abroad, and a US town of the same name is not', () => {
    expect(findForeign('ozempic is way cheaper in windsor right?')?.country).toBe('Canada');
    expect(findForeign('can i buy wegovy in canada without a script')?.country).toBe('Canada');
    expect(findForeign('rhinoplasty in paris, worth it?')?.country).toBe('France');
    expect(findForeign('lipo in lima, worth the trip?')?.country).toBe('Peru');
    expect(findForeign('med spa in windsor ct with good reviews')).toBeNull();
    expect(findForeign('best injector in paris tx')).toBeNull();
    expect(findForeign('lip filler in vancouver wa')).toBeNull();
  });
});

describe('the point asked about somewhere abroad, first', () => {
  it('a hair-transplant package: who does the surgery', async () => {
    const [text] = await ask('fue in turkey for like 1800 euros all in?? sounds too cheap, wheres the catch');
    expect(opening(text)).toMatch(
      /^The catch the International Society of Hair Restoration Surgery warns about is who does the surgery/,
    );
  });

  it('a BBL in Colombia, in Spanish: the fat-embolism risk and the country’s society', async () => {
    const [text] = await ask('es peligroso hacerme la bbl en cali colombia? me sale mucho mas barata');
    expect(opening(text)).toMatch(/^Una BBL tiene riesgo de muerte por embolia grasa/);
    expect(opening(text)).toContain('Sociedad Colombiana de Cirugía Plástica');
  });

  it('horror stories, then a friend who was fine', async () => {
    const [first, second] = await ask(
      'are the tiktok horror stories about lipo in the dominican republic real or exaggerated',
      'my cousin got hers done in punta cana and shes fine',
    );
    expect(opening(first)).toMatch(/^They are not only social-media drama: the CDC/);
    expect(opening(second)).toContain(
      'That’s good to hear, and it is common: most operations abroad go well.',
    );
  });

  it('how long to stay, as a follow-up', async () => {
    const [, second] = await ask(
      'doing a tummy tuck in tijuana in march',
      'how many days do i need to stay there after',
    );
    expect(opening(second)).toContain(
      'Plan to stay until the surgeon has seen you after the operation and cleared you to fly.',
    );
  });

  it('Botox on a holiday, in Spanish', async () => {
    const [text] = await ask('me voy de viaje a punta cana, me pongo botox alla? sale mas barato');
    expect(opening(text)).toMatch(/^Puedes, pero aplican las mismas revisiones y dos más/);
  });

  it('a lot of filler at once', async () => {
    const [, second] = await ask(
      'clinic in istanbul wants to do 8 syringes of filler in my face in one go',
      'is 8 ml a lot??',
    );
    expect(opening(second)).toMatch(/^It is a lot for one visit\./);
  });

  it('a GLP-1 across the border', async () => {
    const [text] = await ask('can i just drive to canada and buy wegovy cheaper? i live in buffalo');
    expect(opening(text)).toMatch(/^It may cost less there, but it is not a way around a prescription/);
  });

  it('whether a pen bought there is genuine stays a question about the product', async () => {
    const [text] = await ask('how do i know if the ozempic i got in cancun is fake? it was super cheap');
    expect(opening(text)).not.toMatch(/^It may cost less there/);
    expect(text).toContain('FDA');
  });

  it('weight-loss surgery across the border: lifelong follow-up first', async () => {
    const [text] = await ask('thinking bariatric surgery in mexicali since insurance said no, bad idea?');
    expect(opening(text)).toMatch(
      /^The operation is the shorter part: a sleeve or bypass needs follow-up for life/,
    );
  });

  it('a clinic someone knows there: how to check it', async () => {
    const [text] = await ask('my aunt knows a clinic in bogota for a nose job, is it worth it?');
    expect(opening(text)).toMatch(/^Check three things yourself, not through the clinic’s coordinator/);
  });

  it('checking a clinic there, as a follow-up', async () => {
    const [, second] = await ask(
      'thinking about a nose job in seoul',
      'how do i check if the hospital is accredited and the surgeon legit',
    );
    expect(opening(second)).toMatch(/^Check three things yourself, not through the clinic’s coordinator/);
  });

  it('US insurance for fixing a complication, after travel insurance', async () => {
    const [first, second] = await ask(
      'does travel insurance cover anything if my surgery overseas goes wrong',
      'ok but would my own health insurance here pay to fix it',
    );
    expect(opening(first)).toMatch(/^Usually not/);
    expect(opening(second)).toMatch(
      /^For an emergency, US hospitals must examine and stabilise you \(EMTALA\)/,
    );
  });

  it('a quote abroad against one at home, in Spanish: what the package leaves out', async () => {
    const [text] = await ask('vale la pena la abdominoplastia en monterrey? aqui 12 mil y alla 5 mil');
    expect(opening(text)).toMatch(
      /^Un precio bajo “todo incluido” en el extranjero no es una estafa por sí solo/,
    );
  });

  it('at home, a question on staying is not answered with the entry on travelling back', async () => {
    const [text] = await ask('how long do i stay in the hospital after a tummy tuck in dallas');
    expect(text).not.toContain(
      'Plan to stay until the surgeon has seen you after the operation and cleared you to fly.',
    );
  });
});

describe('legal questions answered on the point asked', () => {
  it('a non-doctor investing in a med spa in California', async () => {
    const [text] = await ask('can i co-own a medspa in san diego if im not a doctor? my cousin is an RN');
    expect(opening(text)).toMatch(/^In California, no — not the medical side\./);
  });

  it('suing over a result, in Spanish', async () => {
    const [text] = await ask('quiero demandar al doctor, mis labios quedaron disparejos despues del relleno');
    expect(opening(text)).toMatch(/^No solo por cómo se ve: una demanda por negligencia médica/);
  });

  it('bringing Botox back for someone else to inject', async () => {
    const [text] = await ask('if i bring dysport back from tijuana can my aunt inject it? shes a nurse');
    expect(opening(text)).toMatch(
      /^No, don’t\. Botox and other toxins and fillers are prescription products/,
    );
  });
});
