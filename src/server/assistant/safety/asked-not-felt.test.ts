// A surgeon's revision work asked about, a feature wished thinner and a tattoo-removal blister asked about are
// questions, not distress or an alarm; the same words told as the writer's own distress still are.
import { describe, expect, it } from 'vitest';
import { detectLanguage, read } from './reading';
import { screenMessage } from './screen';

const level = (m: string, h: string[] = []) => screenMessage(m, h).level;

describe('questions that name distress words', () => {
  it("a provider's revision work is asked about, not the writer's distress", () => {
    for (const m of [
      'does she do many revision nose jobs? how many has she done',
      'how many revision rhinoplasties does dr. ochoa do a year? i want someone experienced',
      'is he good at revisions or mostly first time noses',
    ])
      expect(level(m), m).toBe('none');
  });

  it("the writer's own run of revisions is still appearance distress", () => {
    expect(level('this is my 4th revision and i still cant stop staring at my nose in the mirror')).not.toBe(
      'none',
    );
  });

  it('a feature wished thinner is a procedure question, not an eating disorder', () => {
    for (const m of [
      'quiero las mejillas mas delgadas como las influencers',
      'kiero la cara mas fina como las modelos, que me recomiendas?',
      'want a slimmer face like the influencers, is buccal fat worth it',
    ]) {
      const s = screenMessage(m);
      expect(
        s.concerns.map((c) => c.kind),
        m,
      ).not.toContain('eating-disorder');
      expect(s.level, m).toBe('none');
    }
  });

  it('thinness with starving or purging told beside it is still an eating disorder', () => {
    for (const m of [
      'quiero las mejillas delgadas, llevo 3 dias sin comer para bajar la cara',
      'quiero estar bien flaca, ya no como casi nada y vomito',
    ])
      expect(
        screenMessage(m).concerns.map((c) => c.kind),
        m,
      ).toContain('eating-disorder');
  });
});

describe('tattoo removal is a procedure', () => {
  it('a blister asked about after it gets the answer, then when to call', () => {
    for (const m of [
      'tattoo removal session yesterday and it blistered pretty bad, big bubbles. normal??',
      'me quitaron un tatuaje con laser hace 2 dias y tengo ampollas, es normal?',
    ]) {
      const s = screenMessage(m);
      expect(s.level, m).toBe('none');
      expect(s.signsAfter, m).toBe(true);
    }
  });

  it('blisters with pus and fever after it are still urgent', () => {
    expect(
      level('me quitaron un tatuaje con laser hace 2 dias, las ampollas tienen pus y tengo fiebre'),
    ).toBe('urgent');
  });
});

describe('the language of a message', () => {
  const lang = (m: string) => read(m).language;
  it('Spanglish with English procedure names is Spanish', () => {
    for (const m of [
      'tengo diabetes type 2 y quiero un breast lift, can i still do it? my a1c is like 7.8',
      'mi tummy tuck fue hace 2 weeks and im still swollen, is that normal',
      'k tal el coolsculpting',
      'precio de lip filler in miami?',
      'necesito un surgeon para tummy tuck en el valle',
    ])
      expect(lang(m), m).toBe('es');
  });

  it('English with a Spanish word or a Spanish place name stays English', () => {
    for (const m of [
      'how much is botox for my abuela',
      'best lipo in los angeles, las vegas or el paso?',
      'my tia took me to a clinic in San Juan de los Lagos, is that a good place for lipo',
      'dr. de la cruz in los angeles, is she good?',
      'my sister says the surgeon is the mejor in dallas, is he board certified?',
    ])
      expect(lang(m), m).toBe('en');
  });

  it('reads the words given', () => {
    expect(detectLanguage('duele mucho la lipo?', ['duele', 'mucho', 'la', 'lipo'])).toBe('es');
  });
});
