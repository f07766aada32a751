// Choices patients weigh — two treatments compared, who may legally do what, whether a product or a price is
// genuine, what to ask at a consultation — reach the entry written for them, and the answer opens with it, in the
// patient's language. Phrasings are our own (typos, Spanish, Spanglish), not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerProcedures, providers } from '../../db/schema';
import { findMentions } from '../knowledge';
import { readKind } from '../kinds';
import { askAfter, opening } from '../conversation.test-helper';
import { openSandbox } from '../sandbox';
import { pinned } from '.';
import { CHOICE_ENTRIES } from './choices';

function pins(question: string): string[] {
  const m = findMentions(question);
  const kind = readKind(question, { procedures: m.ids.length + m.outside.length }).kind;
  return pinned(question, { kind, procedures: m.ids }).map((e) => e.id);
}

describe('a choice reaches the entry written for it', () => {
  it.each([
    ['whats better for thin lips, a flip or filler??', 'lip-flip-vs-filler'],
    ['how can i check my surgeon is realy board certified, his tiktok says so', 'verify-credentials'],
    ['como verifico si mi doctora es cirujana plastica de verdad', 'verify-credentials'],
    ['is this medspa licensed?? how do i look it up', 'verify-credentials'],
    ['relleno de labios o lip flip, cual me conviene', 'lip-flip-vs-filler'],
    ['xeomin or botox which one lasts longer for 11s', 'toxins-compared-choice'],
    ['is daxxify worth the extra $$ over dysport', 'toxins-compared-choice'],
    ['is dysport like a generic botox or knock off?', 'toxin-brands-approved'],
    ['why is dysport only $5 a unit, is it watered down?', 'dysport-unit-price'],
    ['radiesse or sculptra for my temples, whats the diff', 'ha-sculptra-radiesse'],
    ['rinoplastia abierta o cerrada cual deja menos cicatriz', 'rhinoplasty-open-closed'],
    ['liquid rhino vs getting real surgery on my bump?', 'rhinoplasty-vs-liquid'],
    ['strip method vs fue for my crown', 'fue-vs-fut'],
    ['morpheus vs regular microneedling for pitted scars', 'microneedling-rf-laser'],
    ['coolsculpting o lipo pa la pancita, cual es mejor', 'coolsculpting-lipo-kybella'],
    ['kybella or chin lipo which is better for my double chin', 'kybella-vs-chin-lipo'],
    ['is it better to do mommy makeover all at once or in stages', 'mommy-makeover-staged'],
    ['mounjaro or wegovy which works better', 'glp1-choice'],
    ['silicona o salina, cuales se ven mas naturales?', 'saline-silicone-choice'],
    ['are gummy bear implants worth it', 'gummy-bear-implants'],
    ['my eyes look hooded, eyelid lift or brow lift?', 'bleph-vs-brow-lift'],
    ['ipl or laser for hair removal on dark skin', 'ipl-vs-laser-hair'],
    ['what can an esthetician legally do, like can she do fillers', 'esthetician-scope'],
    ['do laser techs need a license in texas', 'laser-license-texas'],
    ['is the tattoo shop allowed to do laser removal or does it have to be a dr', 'tattoo-laser-who'],
    ['can i bring wegovy back from canada for myself', 'glp1-personal-import'],
    ['can any doctor legally do a bbl?', 'any-doctor-lipo'],
    ['does a doctor have to be on site at a med spa for laser', 'medspa-doctor-on-site'],
    ['my injector buys her botox from a supplier overseas, should i worry', 'foreign-distributor'],
    ['bought a derma pen on amazon to use at home, safe?', 'home-microneedling'],
    ['are exosome facials legit', 'exosomes'],
    ['how do i check that my xeomin is legit', 'toxin-check-brand'],
    ['my neighbor does botox in her kitchen with stuff from tijuana, legal??', 'home-injections-imported'],
    ['what questions should i ask at my lip filler consult', 'consult-injectables'],
    ['how can i tell if my nurse injector is experienced without being rude', 'injector-experience'],
    ['is a free touch up normal after botox?', 'touch-up-policy'],
    ['que le pregunto al doctor antes del trasplante capilar', 'consult-hair-transplant'],
    ['questions to ask before laser hair removal, im dark skinned', 'consult-laser'],
    ['what should i ask before starting tirzepatide', 'consult-glp1'],
    ['que tengo que llevar a mi consulta de cirugia?', 'consult-what-to-bring'],
    ['red flags to watch for at a bbl consultation', 'bbl-red-flags'],
    ['how much fat can they safely take out with lipo', 'lipo-office-volume'],
  ])('%s → %s', (question, id) => {
    expect(pins(question)[0]).toBe(id);
  });

  it.each([
    ['how long does lip filler last?', 'lip-flip-vs-filler'],
    ['how much is botox per unit in dallas', 'toxins-compared-choice'],
    ['is sculptra good for the butt', 'ha-sculptra-radiesse'],
    ['how long is recovery from an open rhinoplasty', 'rhinoplasty-open-closed'],
    ['how much does ozempic cost', 'glp1-choice'],
    ['can an RN inject filler without a doctor in ohio', 'esthetician-scope'],
    ['what should I ask at my tummy tuck consult', 'consult-injectables'],
  ])('look-alike "%s" does not reach %s', (question, id) => {
    expect(pins(question)).not.toContain(id);
  });

  it('every entry has a source, a year, a Spanish text and a pin, and states no price', () => {
    for (const e of CHOICE_ENTRIES) {
      expect(e.source.length).toBeGreaterThan(5);
      expect(e.year).toBeGreaterThanOrEqual(2010);
      expect(e.es?.length ?? 0).toBeGreaterThan(100);
      expect(e.pin).toBeDefined();
      expect(`${e.text} ${e.es}`).not.toMatch(/\$\s?\d/);
    }
  });
});

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

const ask = (message: string, history: string[] = [], providerId?: number) =>
  askAfter(sandbox.db, message, history, providerId);

describe('the answer opens with the point asked', () => {
  it('checking a credential opens with how to check it, in Spanish too', async () => {
    expect(
      opening(await ask('how do i know if my lipo guy is actually board certified or just saying it')),
    ).toMatch(
      /^You can check it yourself in a few minutes, free\. For board certification, look the doctor up on certificationmatters\.org/,
    );
    expect(
      opening(await ask('la clinica de depilacion laser tiene licencia de verdad? como lo compruebo')),
    ).toMatch(/^Lo puedes verificar tú mismo en unos minutos y gratis\..*DocInfo\.org.*director médico/);
  });

  it('a comparison names both sides first', async () => {
    const text = opening(await ask('lip flip or filler whats the differnce lol'));
    expect(text).toMatch(/lip flip/i);
    expect(text).toMatch(/filler/i);
  });

  it('a Spanish comparison is answered in Spanish', async () => {
    const text = opening(await ask('¿qué es mejor para las cicatrices, microneedling o morpheus8?'));
    expect(text).toMatch(/microneedling con radiofrecuencia|Morpheus8 es una marca/);
  });

  it('a brand thought to be a knockoff is said to be genuine, first', async () => {
    const text = opening(await ask('is jeuveau just a knockoff botox??'));
    expect(text).toMatch(/^No, it is not a knockoff/);
  });

  it('a low Dysport unit price is explained by its units', async () => {
    const text = opening(await ask('dysport at $5 per unit, is that fake or what'));
    expect(text).toMatch(/not a sign that it is fake/);
  });

  it('a legal question about a tattoo artist gets the laser rule', async () => {
    const text = opening(await ask('can my tattoo artist do laser removal in georgia or do i need a doctor'));
    expect(text).toMatch(/tattoo licence alone does not allow/);
  });

  it('a consultation checklist for the procedure asked, in Spanish', async () => {
    const text = await ask('tengo consulta para microneedling, que preguntas hago?');
    expect(text).toMatch(/Preguntas antes del microneedling/);
  });

  it('a follow-up on how much combining saves answers that, not the price list', async () => {
    const text = opening(
      await ask('how much do you save doing it all together?', ['mommy makeover or separate surgeries?']),
    );
    expect(text).toMatch(/no fixed percentage/);
  });
});

describe('provider questions are answered from the profile', () => {
  async function providerWith(procedureId: string) {
    const [row] = await sandbox.db
      .select({ id: providerProcedures.providerId })
      .from(providerProcedures)
      .where(eq(providerProcedures.procedureId, procedureId))
      .limit(1);
    const [p] = await sandbox.db
      .select({ id: providers.id, name: providers.displayName })
      .from(providers)
      .where(eq(providers.id, row.id));
    return p;
  }

  it('a named provider on their own page is that profile, not a directory search', async () => {
    const p = await providerWith('dermal-fillers');
    const surname =
      p.name
        .replace(/^Dr\.?\s+/, '')
        .split(/\s+/)
        .at(-1) ?? '';
    const text = await ask(
      `does dr ${surname.toLowerCase()} speak hindi? my mom would feel better`,
      [],
      p.id,
    );
    expect(text).not.toMatch(/Several providers in our directory/);
    expect(opening(text)).toMatch(/languages|Hindi/);
  });

  it('dissolving filler: says the profile does not list it', async () => {
    const p = await providerWith('dermal-fillers');
    const text = await ask('does she dissolve filler? mine from another place is lumpy', [], p.id);
    expect(text).toMatch(/doesn't say whether .* dissolves filler/);
  });

  it('parking: says the profile does not say', async () => {
    const p = await providerWith('botox');
    const text = await ask('where is this place exactly and is there parking?', [], p.id);
    expect(text).toMatch(/doesn't say anything about parking/);
  });

  it('how to book: contact the practice', async () => {
    const p = await providerWith('botox');
    const text = await ask('ok how do i book with her then', [], p.id);
    expect(opening(text)).toMatch(/To book with/);
  });
});
