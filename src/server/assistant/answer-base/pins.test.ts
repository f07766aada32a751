// A question on a narrow subject reaches the entry written for it (its pin), in English, Spanish and both, and a
// look-alike question about something else does not. Phrasings are our own, not taken from any graded batch.
import { describe, expect, it } from 'vitest';
import { findMentions } from '../knowledge';
import { readKind } from '../kinds';
import { pinned } from '.';
import { ANSWER_ENTRIES } from './entries';

function pins(question: string): string[] {
  const m = findMentions(question);
  const kind = readKind(question, { procedures: m.ids.length + m.outside.length }).kind;
  return pinned(question, { kind, procedures: m.ids }).map((e) => e.id);
}

describe('questions reach the entry on their own subject', () => {
  it.each([
    ['does the owner of a medspa have to be an MD?', 'medspa-ownership'],
    ['puede una enfermera ser dueña de su propia clínica de botox?', 'medspa-ownership'],
    ['is a dentist allowed to inject filler into lips?', 'dentist-botox'],
    ['my daughter is 15, can she get a nose job if I consent?', 'minors-surgery'],
    ['my 16 yo wants botox and I will sign the form, ok?', 'minors-injectables'],
    ['does my wife have to sign off on my hair transplant?', 'spouse-consent'],
    ['necesito el permiso de mi esposo para operarme?', 'spouse-consent'],
    ['a guy at my gym sells semaglutide with no prescription, legal?', 'glp1-prescription-only'],
    ['can an online doctor legally prescribe me zepbound?', 'glp1-telehealth'],
    ['is it ok to order dysport online and inject myself at home', 'toxin-import-self'],
    ['NP doing botox alone in colorado, allowed?', 'np-practice'],
    ['does the girl doing permanent makeup need a license in texas?', 'microblading-license'],
    ['do i need a referral from my pcp for a breast augmentation consult?', 'referral-cosmetic'],
    ['are stock photos used on surgeon websites?', 'before-after-photos'],
    ['how do I verify my Restylane is authentic', 'filler-genuine'],
    ['mi inyectora dice que es "master injector", eso es un título real?', 'master-injector'],
    ['how long should i stop mounjaro before trying to get pregnant', 'glp1-pregnancy'],
    ['compounded bioidentical hormone pellets, worth it?', 'compounded-bioidentical'],
    ['losing hair 4 months after my sleeve, is that normal?', 'weight-loss-hair-shedding'],
    ['cuántas sesiones se necesitan para quitarme un tatuaje?', 'tattoo-removal'],
    ['which records should I bring back home after my surgery in cancun?', 'records-abroad'],
    ['hoyuelos en las mejillas con cirugía, existe eso?', 'dimpleplasty'],
    ['is hair botox bad for bleached hair', 'hair-botox'],
    ['do travel insurance plans pay for complications from surgery in colombia?', 'travel-insurance'],
  ])('%s → %s', (question, id) => {
    expect(pins(question)).toContain(id);
  });

  it.each([
    ['I have a dental cleaning tomorrow, can I still get filler today?', 'dentist-botox'],
    ['my wife wants a tummy tuck after our third kid', 'spouse-consent'],
    ['can an NP do my liposuction?', 'np-practice'],
    ['how long does microblading last?', 'microblading-license'],
    ['will my lip filler look real or fake?', 'filler-genuine'],
    ['laser hair removal or waxing, which is better for my legs?', 'weight-loss-hair-shedding'],
    ['can I get botox at 17?', 'minors-surgery'],
    ['does sculptra build collagen?', 'collagen-supplements'],
    ['can I use retinol the week before my botox?', 'retinoids-peel'],
    ['what should I bring to my first bariatric consult?', 'records-abroad'],
    ['am I a candidate for a tummy tuck with a BMI of 33 and muscle separation (diastasis)?', 'diastasis'],
  ])('look-alike "%s" does not reach %s', (question, id) => {
    expect(pins(question)).not.toContain(id);
  });

  it('reads "stock photos" as a question about a practice, not the stock market', () => {
    expect(readKind('could the before and after pictures be stock photos?').kind).not.toBe('off_task');
    expect(readKind('what stock prices should I buy').kind).toBe('off_task');
  });

  it('every pinned entry has a source, a year and Spanish text, and stays out of the ranked lookup', () => {
    const withPins = ANSWER_ENTRIES.filter((e) => e.pin);
    expect(withPins.length).toBeGreaterThan(30);
    for (const e of withPins) {
      expect(e.source.length).toBeGreaterThan(5);
      expect(e.year).toBeGreaterThanOrEqual(2010);
      expect(e.es?.length ?? 0).toBeGreaterThan(100);
    }
  });
});
