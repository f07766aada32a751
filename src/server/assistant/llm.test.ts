import { describe, expect, it } from 'vitest';
import { onlyKnownProviders, unknownProviders } from './llm';

const pool = [
  { id: 7, name: 'Dr. Sofia Ramirez' },
  { id: 9, name: 'Adam Mendoza' },
];

async function* words(text: string) {
  for (const w of text.split(/(?<= )/)) yield w;
}

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

  it('shows the model’s text when it is clean and the built-in answer when it is not', async () => {
    let fellBack = false;
    const clean = await collect(
      onlyKnownProviders(words('Dr. Ramirez is near you.'), pool, 'BUILT-IN', () => {}),
    );
    expect(clean).toBe('Dr. Ramirez is near you.');
    const dirty = await collect(
      onlyKnownProviders(words('Dr. Nobody Real is great.'), pool, 'BUILT-IN', () => {
        fellBack = true;
      }),
    );
    expect(dirty).toBe('BUILT-IN');
    expect(fellBack).toBe(true);
  });
});
