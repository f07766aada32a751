import { describe, expect, it } from 'vitest';
import { checkedSentences, completeSentences, providerList, unknownProviders } from './llm';

const pool = [
  { id: 7, name: 'Dr. Sofia Ramirez' },
  { id: 9, name: 'Adam Mendoza' },
];

async function collect(stream: AsyncIterable<string>) {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
}

describe('providers a model names', () => {
  it.each([
    'See [Dr. Sofia Ramirez](/provider/7) in Miami.',
    'Dr. Ramirez lists Botox at $300–$600.',
    'Adam Mendoza, NP is 4 miles away.',
    'Botox usually lasts 3–4 months.',
  ])('accepts "%s"', (text) => {
    expect(unknownProviders(text, pool)).toEqual([]);
  });

  it.each([
    'Try Dr. Invented Person in Coral Gables.',
    'Jane Smith, MD is highly rated.',
    'Book with [this surgeon](/provider/12).',
    'Dra. Lucia Gomez hace rinoplastias.',
  ])('rejects "%s"', (text) => {
    expect(unknownProviders(text, pool).length).toBeGreaterThan(0);
  });
});

/** A model that writes the text a few characters at a time, so names and words are cut across chunks. */
async function* pieces(text: string, size = 3) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

describe('sentences of a model’s answer', () => {
  it.each([
    [
      'Botox lasts 3–4 months. Dysport is similar. Then',
      ['Botox lasts 3–4 months. ', 'Dysport is similar. '],
      'Then',
    ],
    ['See Dr. Sofia Ramirez in Miami. She', ['See Dr. Sofia Ramirez in Miami. '], 'She'],
    ['Ask Dra. Lucía M. Gómez about it! Or', ['Ask Dra. Lucía M. Gómez about it! '], 'Or'],
    [
      '**Providers**\n1. **[Dr. Ana Gómez](/provider/3)** — Miami\n2. ',
      ['**Providers**\n', '1. **[Dr. Ana Gómez](/provider/3)** — Miami\n'],
      '2. ',
    ],
    [
      'Fillers (e.g. Juvéderm) vs. Sculptra? It depends. ',
      ['Fillers (e.g. Juvéderm) vs. Sculptra? ', 'It depends. '],
      '',
    ],
    ['Costs about $5,350 (ASPS, 2018). Recovery', ['Costs about $5,350 (ASPS, 2018). '], 'Recovery'],
  ])('cuts "%s" at its sentence ends', (text, sentences, rest) => {
    expect(completeSentences(text)).toEqual({ sentences, rest });
  });

  it('shows each sentence once it is checked, before the model has finished', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* model() {
      yield* pieces('Botox usually lasts 3–4 months. Dr. Ram');
      await held;
      yield* pieces('irez lists it at $300. ');
    }
    const reader = checkedSentences(model(), pool, '')[Symbol.asyncIterator]();
    expect((await reader.next()).value).toBe('Botox usually lasts 3–4 months. ');
    release();
    expect((await reader.next()).value).toBe('Dr. Ramirez lists it at $300. ');
    expect((await reader.next()).done).toBe(true);
  });

  it('never shows a sentence naming a provider outside the retrieved set, even cut across chunks', async () => {
    const list = '**Providers offering Botox near Miami**\n\n1. **[Dr. Sofia Ramirez](/provider/7)**';
    const out: string[] = [];
    for await (const chunk of checkedSentences(
      pieces('Botox costs $300–$600. Try Dr. Invented Person in Coral Gables. Results last months.', 2),
      pool,
      list,
    ))
      out.push(chunk);
    const text = out.join('');
    expect(text).not.toContain('Invented');
    expect(out.some((c) => c.startsWith('Dr.') || c.endsWith('Dr. '))).toBe(false);
    expect(text).toBe(`Botox costs $300–$600. Results last months.\n\n${list}`);
  });

  it('adds no list when every provider named was retrieved', async () => {
    const text = await collect(
      checkedSentences(
        pieces('See [Dr. Sofia Ramirez](/provider/7). Adam Mendoza, NP is close.'),
        pool,
        'LIST',
      ),
    );
    expect(text).toBe('See [Dr. Sofia Ramirez](/provider/7). Adam Mendoza, NP is close.');
  });

  it('takes the list of providers, with its heading, from the built-in answer', () => {
    const builtIn = [
      'Rhinoplasty costs $5,350 on average (ASPS, 2018).',
      '**Providers offering Rhinoplasty near Miami, FL**',
      '1. **[Dr. Sofia Ramirez](/provider/7)**, MD — 2 mi',
      '**Sources:** ASPS',
    ].join('\n\n');
    expect(providerList(builtIn)).toBe(
      '**Providers offering Rhinoplasty near Miami, FL**\n\n1. **[Dr. Sofia Ramirez](/provider/7)**, MD — 2 mi',
    );
  });
});
