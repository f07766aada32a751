import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it.each([
    [0, 'review', '0 reviews'],
    [1, 'review', '1 review'],
    [2, 'review', '2 reviews'],
    [1200, 'provider', '1,200 providers'],
    [1, 'provider', '1 provider'],
  ])('%i %s → %s', (n, noun, text) => {
    expect(countOf(n, noun)).toBe(text);
  });

  it('takes irregular plurals and other languages', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
    expect(countOf(1, 'reseña', 'reseñas', 'es')).toBe('1 reseña');
    expect(countOf(1500, 'reseña', 'reseñas', 'es')).toBe('1500 reseñas');
  });

  it('writes US English as Intl does', () => {
    const rule = new Intl.PluralRules('en-US');
    for (const n of [0, 1, -1, 1.5, 2, 1000, 1234.5678, 0.999, 1.0004, -0, 21]) {
      const intl = `${n.toLocaleString('en-US')} ${rule.select(n) === 'one' ? 'review' : 'reviews'}`;
      expect(countOf(n, 'review'), String(n)).toBe(intl);
    }
  });
});
