import { describe, expect, it } from 'vitest';
import { inSentence } from './in-sentence';

describe('inSentence', () => {
  it.each([
    ['GLP-1 Medications', 'GLP-1 medications'],
    ['Tummy Tuck', 'tummy tuck'],
    ['Brazilian Butt Lift', 'Brazilian butt lift'],
    ['IPL Photofacial', 'IPL photofacial'],
    ['CoolSculpting', 'CoolSculpting'],
    ['Botox', 'Botox'],
    ['Vitamin B12 Injections', 'vitamin B12 injections'],
    ['IV Therapy', 'IV therapy'],
  ])('%s → %s', (name, text) => {
    expect(inSentence(name)).toBe(text);
  });
});
