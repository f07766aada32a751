// Questions on a narrow subject, through the built-in engine: the answer opens with the entry written for that
// subject (the direct answer, what to do, the source), in Spanish for a Spanish question, and a procedure without a
// guide is named as such first. Phrased the way patients type, and not taken from any graded batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from './engine';
import { opening } from './conversation.test-helper';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

async function ask(message: string) {
  const run = await createAssistant(sandbox.db, null).run(
    { message, history: [], role: 'general' },
    new AbortController().signal,
  );
  let text = '';
  for await (const chunk of run.text) text += chunk;
  return text;
}

describe('legal questions get the rule on their own subject, first', () => {
  it('who may own a med spa, not who may inject', async () => {
    const text = await ask('is it legal for a non-doctor to own a med spa in texas?');
    expect(opening(text)).toMatch(/corporate practice of medicine/);
    expect(text).not.toMatch(/decide who may inject them/);
  });

  it('a nurse practitioner in a full-practice state: yes, in that state', async () => {
    const text = await ask('can an NP do my lip filler alone, no doctor in the building? im in colorado');
    expect(opening(text)).toMatch(/^\*\*Yes, in Colorado\*\*/);
  });

  it('a nurse practitioner elsewhere: works with a physician', async () => {
    const text = await ask('can a nurse practitioner inject botox without a doctor in florida?');
    expect(opening(text)).toMatch(/^\*\*In Florida, a nurse practitioner works with a physician\*\*/);
  });

  it('a GLP-1 without a prescription, asked in Spanish, is answered in Spanish', async () => {
    const text = await ask('¿es legal que en el gimnasio me vendan semaglutida sin receta?');
    expect(opening(text)).toMatch(/^No, no es legal/);
    expect(text).not.toMatch(/prescription-only/);
    expect(text).toMatch(/Fuente/);
  });

  it('a spouse need not consent', async () => {
    const text = await ask('does my husband have to give permission for my tummy tuck?');
    expect(opening(text)).toMatch(/^No\. In the US an adult consents to their own treatment/);
  });

  it('a toxin bought abroad to inject at home gets the import rule, not surgery abroad', async () => {
    const text = await ask('can i bring dysport back from tijuana and inject it myself?');
    expect(opening(text)).toMatch(/import/);
    expect(text).not.toMatch(/is outside the US/);
  });
});

describe('genuine products and claims', () => {
  it('stock before-and-after photos are answered, not refused as off-topic', async () => {
    const text = await ask('how can I tell if a clinic uses stock photos for its before and afters?');
    expect(opening(text)).toMatch(/reverse image search/);
  });

  it('"master injector" is a marketing title', async () => {
    const text = await ask('is "master injector" a real certification or just marketing?');
    expect(opening(text)).toMatch(/marketing title, not a licence/);
  });
});

describe('procedures without a guide get "no guide yet" and what the answer base knows', () => {
  it('Emface', async () => {
    const text = await ask('what is emface and does it work?');
    expect(opening(text)).toBe(
      "I don't have a TruSelf guide for **Emface** yet, but here is what published guidance says:",
    );
    expect(text).toMatch(/radiofrequency/);
  });

  it('hair botox, asked in Spanish', async () => {
    const text = await ask('¿el botox capilar tiene botox de verdad?');
    expect(opening(text)).toBe(
      'Todavía no tengo una guía de TruSelf sobre **el “botox capilar”**, pero esto es lo que dice la información publicada:',
    );
    expect(text).toMatch(/no contiene toxina botulínica/);
  });

  it('limb lengthening, a question with no procedure in the catalogue, is answered rather than met with a menu', async () => {
    const text = await ask('is leg lengthening surgery a real thing? how much does it cost?');
    expect(text).toMatch(/limb-lengthening surgery/);
    expect(text).toMatch(/TruSelf has no sourced price/);
  });
});

describe('a message that ends in a count', () => {
  it('is screened and answered, not an error ("a pen for $120")', async () => {
    const text = await ask('are hyaluron pens safe? my coworker does lips with one for $150');
    expect(opening(text)).toMatch(/hyaluron pens/);
  });
});

describe('surgery abroad, nutrition and timing on their own point', () => {
  it('a passport to come back from Mexico', async () => {
    const text = await ask('do i need a passport to drive back from my surgery in mexicali?');
    expect(text).toMatch(/passport card/);
  });

  it('hair shedding after a sleeve, with biotin', async () => {
    const text = await ask('my hair is falling out 4 months after my gastric sleeve, does biotin help?');
    expect(opening(text)).toMatch(/telogen effluvium/);
    expect(text).toMatch(/biotin supplements can distort blood tests/);
  });

  it('when to restart retinol after a peel', async () => {
    const text = await ask('how long after my chemical peel can i go back to tretinoin?');
    expect(opening(text)).toMatch(/^Restart retinol or tretinoin only once the skin has fully healed/);
  });
});
