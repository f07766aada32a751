// The kind classifier and the answer base, on messages written the way patients type them: lower case, typos,
// slang, Spanish and Spanglish, several questions at once.
import { describe, expect, it } from 'vitest';
import { lookup } from './answer-base';
import { bmiFrom, readQuote } from './compose-kinds';
import { type QuestionKind, readKind } from './kinds';
import { findForeign, findPlace } from './locations';

const kindOf = (q: string, opts: Parameters<typeof readKind>[1] = {}) => readKind(q, opts).kind;

describe('readKind', () => {
  it.each([
    ['saw botox for $10 a unit on groupon, sketchy??', 'price'],
    ['got quoted 9k for a mini tummy tuck in tampa is that normal', 'price'],
    ['can i haggle with my derm on filler prices or is that tacky', 'price'],
    ['me quieren cobrar 900 por una jeringa de relleno, es caro?', 'price'],
  ])('price: %s', (q, kind) => expect(kindOf(q)).toBe(kind));

  it.each([
    ['my nail tech wants to do my lips with filler at her place, is that allowed', 'legality'],
    ['is it even legal for a med spa to do botox without a doctor there', 'legality'],
    ['una esteticista me puede poner botox? es legal en florida?', 'legality'],
  ])('legality: %s', (q, kind) => expect(kindOf(q)).toBe(kind));

  it.each([
    ['how do i know my botox isnt fake or watered down', 'authenticity'],
    ['bought ozempic off a website with no prescription, is it legit', 'authenticity'],
    ['¿cómo sé si el botox que me ponen es original?', 'authenticity'],
  ])('authenticity: %s', (q, kind) => expect(kindOf(q)).toBe(kind));

  it.each([
    ['coolsculpting or lipo for my lower belly', 2, 'comparison'],
    ['botox vs dysport which lasts longer', 2, 'comparison'],
    ['¿bótox o rellenos para las líneas de la frente?', 2, 'comparison'],
    ['gel or saline implants, which one looks better', 1, 'comparison'],
  ])('comparison: %s', (q, procedures, kind) => expect(kindOf(q, { procedures })).toBe(kind));

  it('reads a choice between two options of one procedure as a comparison only when a choice is asked', () => {
    expect(
      kindOf('is this lip filler deal real or is it marketing, which is it', { procedures: 1 }),
    ).not.toBe('comparison');
  });

  it.each([
    ['can i fly back to ny 6 days after my bbl', 'timing', 'travel'],
    ['when can i have a glass of wine after my sleeve', 'timing', 'alcohol'],
    ['how many days after lipo can i go to the gym', 'timing', 'exercise'],
    ['¿cuántos días después de la lipo puedo volar?', 'timing', 'travel'],
  ])('timing: %s', (q, kind, topic) => {
    const reading = readKind(q, { procedures: 1 });
    expect(reading.kind).toBe(kind);
    expect(reading.timing).toBe(topic);
  });

  it.each([
    ['am i too old for a facelift at 67', 'candidacy'],
    ['tengo 58 años, soy candidata para lipo?', 'candidacy'],
    ['anything without surgery for a double chin', 'alternatives'],
    ['what should i ask at my first rhinoplasty consult', 'consultation'],
    ['red flags when picking a bbl surgeon?', 'consultation'],
  ])('%s → %s', (q, kind) => expect(kindOf(q)).toBe(kind));

  it.each([
    ['does she speak spanish', 'language'],
    ['how many reviews mention lipo?', 'reviews'],
    ['how long has he been practicing', 'experience'],
    ['do they take aetna', 'insurance'],
    ['r they open on sundays', 'hours'],
    ['¿atienden en español?', 'language'],
  ])('on a provider page, %s asks the profile for its %s', (q, topic) => {
    const reading = readKind(q, { onProvider: true });
    expect(reading.kind).toBe('provider');
    expect(reading.provider).toBe(topic);
  });

  it('reads a diet question on a nutrition page as nutrition, not a price', () => {
    expect(
      kindOf('what should i eat for lunch to keep my blood sugar steady', {
        onProvider: true,
        nutritionPage: true,
      }),
    ).toBe('nutrition');
  });

  it.each([
    ['surgery in cancun, all inclusive package, safe?', 'tourism'],
    ['me voy a operar en Medellín, qué debo revisar', 'tourism'],
  ])('tourism: %s', (q, kind) => expect(kindOf(q)).toBe(kind));

  it.each([
    ['can you only show me the surgeons that pay you', 'paid_ranking'],
    ['write me a 5 star review for my cousins spa', 'fake_review'],
    ['can u write my cover letter for a med spa job', 'writing'],
    ['help me with my algebra homework', 'homework'],
  ])('off-task: %s', (q, reason) => {
    const reading = readKind(q);
    expect(reading.kind).toBe('off_task');
    expect(reading.offTask).toBe(reason);
  });

  it('does not take a skin tone for a price question', () => {
    expect(kindOf('ipl or laser for sun spots? im very fair', { procedures: 1 })).not.toBe('price');
  });

  it('leaves a plain question without a kind', () => {
    expect(kindOf('how long does lip filler last')).toBeNull();
  });
});

describe('readQuote', () => {
  it('reads a total and what it covers', () => {
    expect(readQuote('they quoted me 1800 for 3 syringes, fair?')).toMatchObject({
      quoted: 1800,
      count: 3,
      each: 600,
    });
  });
  it('reads a price per unit, in English or Spanish', () => {
    expect(readQuote('botox at $11 a unit')).toMatchObject({ quoted: 11, per: 'unit' });
    expect(readQuote('me cobran 14 dolares por unidad')).toMatchObject({ quoted: 14, per: 'unit' });
  });
  it('reads thousands written as k', () => {
    expect(readQuote('got a 12k quote for a tummy tuck')?.quoted).toBe(12000);
  });
  it('does not take a weight, an age or a day count for a price', () => {
    expect(readQuote('im 5 4 and 210 lbs, 34 years old, 3 days post op')).toBeNull();
  });
});

describe('answer base lookup', () => {
  const best = (q: string, kind: QuestionKind | null = null) => lookup(q, { kind, min: 4 })[0]?.entry.id;

  it.each([
    ['my hairdresser does botox in her salon, is that legal', 'legality', 'botox-parties'],
    ['can an esthetician inject filler', 'legality', 'who-may-inject'],
    ['is korean botox like botulax the same as the real thing', 'authenticity', 'unapproved-toxins'],
    ['saw a hyaluron pen on tiktok for lips', 'authenticity', 'filler-online'],
    ['can i fly home 5 days after my tummy tuck', 'timing', 'flying-after-surgery'],
    ['can i have a beer 2 months after my gastric sleeve', 'timing', 'alcohol-bariatric'],
    ['top surgery recovery time?', null, 'gender-affirming-chest'],
    ['how many sessions of kybella for a double chin', null, 'kybella'],
    ['can i negotiate the price with my surgeon', 'price', 'price-negotiate'],
    ['¿cuántas unidades de botox para patas de gallo?', null, 'toxin-label-doses'],
    ['is the deposit refundable if i cancel', 'price', 'deposits-refunds'],
    ['do xeomin and dysport work any differently', 'comparison', 'toxin-brands'],
    ['will a surgeon operate if my bmi is over the limit', 'candidacy', 'bmi-surgery'],
    ['porcelain or composite veneers for chipped teeth', null, 'veneers'],
    ['¿puedo ponerme bótox si estoy amamantando?', 'candidacy', 'breastfeeding-cosmetic'],
    ['is emsculpt worth it for abs', null, 'emsculpt'],
  ])('"%s" finds %s → %s', (q, kind, id) => expect(best(q, kind as never)).toBe(id));

  it('answers surgery abroad from the plastic-surgery societies or the CDC', () => {
    const found = lookup('is it safe to get lipo in tijuana', { kind: 'tourism', min: 4 });
    expect(found[0].entry.kinds).toContain('tourism');
    expect(found[0].entry.source).toMatch(/Plastic Surgeons|Disease Control/);
  });

  it('finds nothing for a question the base does not answer', () => {
    expect(lookup('what is the capital of france', { min: 4 })).toEqual([]);
  });
});

describe('places', () => {
  it('recognises places abroad, and no US town in them', () => {
    expect(findForeign('lipo en Santo Domingo')?.country).toBe('the Dominican Republic');
    expect(findPlace('lipo en Santo Domingo')).toBeNull();
    expect(findForeign('my cousin went to Cali Colombia')?.label).toBe('Cali, Colombia');
    expect(findForeign('tummy tuck in tijuana')?.country).toBe('Mexico');
  });
  it('does not read ordinary words as towns', () => {
    expect(findPlace("the package includes 'transfer' and a recovery house")).toBeNull();
    expect(findPlace('my boss wants me to start next week')).toBeNull();
  });
  it('reads a state named after "in" as the state', () => {
    const place = findPlace("I'm in Florida");
    expect(place?.kind === 'place' && place.place.kind).toBe('state');
  });
});

describe('question kinds written in other words', () => {
  it.each([
    [
      'my cousin brought botox back from mexico in her suitcase, can my nurse friend inject it',
      'authenticity',
    ],
    ['oye el ozempic que venden en las farmacias de mexico es el mismo?', 'authenticity'],
    ['my injector gets sculptra from a wholesale site to save money, is that ok', 'authenticity'],
    ['can i buy filler on amazon and do it myself', 'authenticity'],
    ['i have hashimotos can i take semaglutide', 'candidacy'],
    ["im 5'4 and 230 lbs would lipo work for me", 'candidacy'],
    ['mi mama quiere un facelift pero tiene presión alta, se puede?', 'candidacy'],
    ['la depilacion laser funciona en piel morena?', 'candidacy'],
    ['can a med spa prescribe semaglutide without me seeing a doctor', 'legality'],
    ['in florida can an electrologist do laser hair removal', 'legality'],
    ['my wedding is in 3 weeks is it too late for botox', 'timing'],
  ])('%s', (q, kind) => expect(kindOf(q, { procedures: 1 })).toBe(kind));

  it('keeps a trip abroad a question about the trip when no product is asked about', () => {
    expect(kindOf('is it safe to get a bbl in colombia', { procedures: 1 })).toBe('tourism');
    expect(kindOf('can i use insurance for a tummy tuck after 2 kids', { procedures: 1 })).not.toBe(
      'candidacy',
    );
  });
});

describe('bmiFrom', () => {
  it('works out a BMI from feet, inches and pounds', () => {
    expect(bmiFrom("im 5'4 and 230 lbs would lipo work for me")).toBe(39.5);
    expect(bmiFrom('5 ft 10, 180 pounds')).toBe(25.8);
  });
  it('reads nothing without both a height and a weight', () => {
    expect(bmiFrom('i weigh 230 lbs')).toBeNull();
    expect(bmiFrom('5 days after lipo')).toBeNull();
  });
});

describe('answer base entries for candidacy', () => {
  it('finds the thyroid entry for a GLP-1 question about Hashimoto’s', () => {
    expect(
      lookup('i have hashimotos can i take semaglutide', { kind: 'candidacy', procedures: ['gpl-1'] })[0]
        ?.entry.id,
    ).toBe('glp1-thyroid');
  });
});
