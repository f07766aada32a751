// Spanish and Spanglish are answered in Spanish, every part of the answer: guide sections, prices, insurance,
// candidates, comparisons, provider facts and the "When to call" paragraph. English with a Spanish word stays English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from './engine';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

async function ask(...turns: string[]) {
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  let text = '';
  for (const message of turns) {
    const run = await createAssistant(sandbox.db, null).run(
      { message, history: [...history], role: 'general' },
      new AbortController().signal,
    );
    text = '';
    for await (const chunk of run.text) text += chunk;
    history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
  }
  return text;
}

// Paragraphs a Spanish reader meets in English: three or more English function words outnumbering Spanish ones.
const EN = new Set(
  'the and is are of to for with your you that this it can or not in on have will if what when'.split(' '),
);
const ES = new Set(
  'el la los las de que y es en un una para con por se del su tu puede no lo como'.split(' '),
);
function englishParagraphs(answer: string): string[] {
  return answer
    .split(/\n+/)
    .filter((p) => !/^\*\*(Fuentes|Sources)/.test(p))
    .filter((p) => {
      const plain = p.replace(/\[[^\]]*\]\([^)]*\)/g, '').replace(/_\(.*?\)_/g, '');
      const words = plain.toLowerCase().match(/\p{L}+/gu) ?? [];
      const en = words.filter((w) => EN.has(w)).length;
      const es = words.filter((w) => ES.has(w)).length;
      return en >= 3 && en > es;
    });
}

describe('Spanish answers stay in Spanish', () => {
  it('an insurance question gets what the guide says of insurance in Spanish', async () => {
    const text = await ask('la lipo de abdomen me la cubre el seguro?? es q tengo blue cross');
    expect(englishParagraphs(text)).toEqual([]);
    expect(text).toContain('La liposucción estética no la cubre el seguro.');
  });

  it('a per-syringe price says its unit in Spanish', async () => {
    const text = await ask('cuanto cuesta el relleno de labios mas o menos?');
    expect(text).toMatch(/\$500–\$1,000 por jeringa/);
    expect(text).not.toMatch(/per syringe/);
    expect(englishParagraphs(text)).toEqual([]);
  });

  it('a candidacy question lists the candidates in Spanish', async () => {
    const text = await ask('soy candidata pal ozempic si peso 190 libras y mido 5 pies 4? no tengo diabetes');
    expect(englishParagraphs(text)).toEqual([]);
    expect(text).not.toMatch(/Who is a good candidate|Only an in-person consultation/);
  });

  it('a comparison in Spanish has a Spanish table', async () => {
    const text = await ask('que dura mas, el botox o el relleno? quiero gastar menos');
    expect(englishParagraphs(text)).toEqual([]);
    expect(text).not.toMatch(/\| \*\*What it is\*\*|\| \*\*Recovery\*\*/);
  });

  it('Spanglish about recovery with an English procedure name is answered in Spanish', async () => {
    const text = await ask(
      'after my breast reduction tengo un area de la incision q no cierra, 3 weeks post op, que hago?',
    );
    expect(englishParagraphs(text)).toEqual([]);
  });

  it('a tattoo-removal blister in Spanish gets the answer and then "Cuándo llamar"', async () => {
    const text = await ask('me hice tattoo removal ayer y me salieron unas ampollas grandes, es normal??');
    expect(text.indexOf('Las ampollas después de quitar un tatuaje')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('**Cuándo llamar:**')).toBeGreaterThan(text.indexOf('Las ampollas'));
    expect(englishParagraphs(text)).toEqual([]);
  });

  it('a short Spanish follow-up after an English question is answered in Spanish', async () => {
    const text = await ask('whats better, botox or filler for my 11s?', 'cual dura mas?');
    expect(englishParagraphs(text)).toEqual([]);
  });

  it('a provider named in Spanish gets the directory facts in Spanish', async () => {
    const text = await ask('la dra garcia acepta pacientes nuevos? quiero botox con ella');
    expect(text).not.toMatch(/board certified|no reviews yet|listed at/);
    expect(englishParagraphs(text)).toEqual([]);
  });
});

describe('English with a Spanish word stays English', () => {
  it('"my abuela" and a Spanish place name', async () => {
    const text = await ask('how much is botox for my abuela? we live in el paso');
    expect(text).toMatch(/typical/i);
    expect(text).not.toMatch(/Precio|según la guía/);
  });
});
