import { describe, expect, it } from 'vitest';
import { type KnownFacts, numbersIn, unsupported } from './facts';

const known: KnownFacts = {
  providers: new Map([
    [7, 'Dr. Ana Gómez'],
    [9, 'Glow Med Spa'],
  ]),
  figures: new Set(['12', '20', '1200', '4500', '650']),
};

describe('the facts an answer states', () => {
  it('reads numbers as the sources write them', () => {
    expect(numbersIn('from $1,200 to $4,500.00, or 12.50 a unit')).toEqual(['1200', '4500', '12.5']);
  });

  it('accepts figures and providers TruSelf holds', () => {
    const answer =
      'Botox usually costs **$12–$20 per unit**; a facelift $4,500 and up. [Dr. Ana Gómez](/provider/7) and [Glow Med Spa](/provider/9?near=Miami) offer it.';
    expect(unsupported(answer, known)).toEqual({ providers: [], figures: [] });
  });

  it('reports a figure no source holds, unless the patient wrote it', () => {
    expect(unsupported('Expect about $399 a syringe.', known).figures).toEqual(['$399']);
    expect(
      unsupported('A $399 special is below the usual range.', known, 'is a $399 special legit?'),
    ).toEqual({
      providers: [],
      figures: [],
    });
    expect(unsupported('Around $1.2k in total.', known).figures).toEqual([]);
  });

  it('reports a provider the directory does not hold, or one linked under another name', () => {
    expect(unsupported('See [Dr. Lee](/provider/99).', known).providers).toEqual([
      'Dr. Lee (/provider/99: no such provider)',
    ]);
    expect(unsupported('See [Dr. Lee](/provider/7).', known).providers).toEqual([
      'Dr. Lee (/provider/7 is Dr. Ana Gómez)',
    ]);
  });
});
