// The cases the safety issue describes, screened as the engine screens them: text dressed up to slip past the
// screen, the situation (now, past, planned, general; who is asking), eating disorders, and a child describing
// a parent's emergency.
import { describe, expect, it } from 'vitest';
import { safetyReply, screenMessage } from '.';
import { normalizeText } from './reading';
import { kinds, level, verdicts } from './verdicts.test-helper';

describe('folding before screening', () => {
  it.each([
    'k\u200bill myself',
    'i want to kіll myself', // Cyrillic і
    'ｉ ｗａｎｔ ｔｏ ｋｉｌｌ ｍｙｓｅｌｆ', // full-width
    'i want to end my li\u00adfe', // soft hyphen
    'sui\u200dcidal thoughts since the surgery', // zero-width joiner
    'i want to kill \u202emyself', // bidi override
    'i wаnt tο diе', // Cyrillic а, Greek ο, Cyrillic е
  ])('%s → crisis', (message) => {
    expect(level(message)).toBe('crisis');
  });

  it('reads look-alikes and invisible characters as the letters they imitate', () => {
    expect(normalizeText('k\u200bіll ｍｅ')).toBe('kill me');
  });
});

describe('when: now, past, planned, in general', () => {
  it('gives the warning signs, not an alarm, when they are asked about ahead of time', () => {
    const s = screenMessage(
      'my tummy tuck is next month, what are the warning signs of a blood clot i should watch for?',
    );
    expect(s.level).not.toBe('emergency');
    expect(s.asked.map((c) => c.kind)).toContain('clot');
  });

  it('reads a past, resolved symptom as history', () => {
    expect(level('I had a fever last month after my lipo but it has passed. When can I get a BBL?')).not.toBe(
      'urgent',
    );
    const clot = screenMessage('I had a blood clot eight years ago. Can I still get a tummy tuck?');
    expect(clot.level).toBe('none');
    expect(clot.past.map((c) => c.kind)).toContain('clot');
    expect(level('I fainted once as a child when I had blood drawn, is IV sedation ok?')).toBe('none');
    expect(level('I had an allergic reaction to penicillin years ago, does that matter for lipo?')).toBe(
      'none',
    );
    expect(
      level(
        'i had suicidal thoughts years ago as a teen, im in a really good place now. can i get a nose job?',
      ),
    ).not.toBe('crisis');
  });

  it('does not take a consent form or a risk question for a symptom', () => {
    expect(level('the consent form lists blindness and blood clots, how common is that really?')).toBe(
      'none',
    );
  });

  it('still acts on a symptom happening now', () => {
    expect(level('lipo 2 months ago and now my calf is swollen and hot')).toBe('emergency');
  });
});

describe('skin colour and ethnicity', () => {
  it('never reads skin colour as a colour-change symptom', () => {
    expect(level("I'm Black and have dark spots from old acne. Are chemical peels safe for my skin?")).toBe(
      'none',
    );
    expect(level('as a latina with brown skin, is laser hair removal safe?')).toBe('none');
  });
});

describe('who is asking holds while it is true', () => {
  it('ends when the patient has stopped', () => {
    expect(kinds('I stopped breastfeeding 8 months ago, can I get a breast lift?')).not.toContain(
      'breastfeeding',
    );
  });

  it('does not follow the patient to a new procedure', () => {
    expect(
      kinds('how much is a tummy tuck in Dallas?', [
        'im breastfeeding, is botox safe for my forehead lines?',
      ]),
    ).not.toContain('breastfeeding');
    expect(kinds('how long does it last?', ['im breastfeeding, is botox safe?'])).toContain('breastfeeding');
  });
});

describe('phrasings the screen missed', () => {
  it.each([
    'i keep a stock of pain pills from my surgery, just in case',
    'sometimes i wish i just would not wake up',
    'ya no puedo seguir así con esta cara',
  ])('%s → crisis', (message) => {
    expect(level(message)).toBe('crisis');
  });

  verdicts('a sign told plainly', [
    ['trouble swallowing since my neck botox yesterday', 'emergency'],
    [
      'one breast is twice the size of the other, hard and purple, the day after my augmentation',
      'emergency',
    ],
  ]);

  it('sends hot, growing lumps after filler to the injector today', () => {
    expect(['urgent', 'emergency']).toContain(level('the lumps from my filler are hot and growing'));
  });

  it('does not read a Spanish idiom of wanting something badly as a crisis', () => {
    expect(level('me muero por tener unos labios así, cuánto cuesta el relleno?')).not.toBe('crisis');
  });
});

describe('eating disorders', () => {
  it.each([
    "i'm 19 and i stopped eating to lose weight before my liposuction",
    'i make myself throw up after meals so i look thinner for my tummy tuck',
  ])('%s → a kind reply with help lines, no providers', (message) => {
    const s = screenMessage(message);
    expect(s.level).toBe('distress');
    expect(s.withholdProviders).toBe(true);
    const reply = safetyReply(s, null);
    expect(reply).toContain('1-888-375-7767');
    expect(reply).toContain('741741');
    expect(reply).toContain('988');
    expect(reply).not.toMatch(/NEDA/);
  });

  it('puts crisis first, with the eating-disorder lines, when both are there', () => {
    const s = screenMessage("i haven't eaten in days and honestly i want to die");
    expect(s.level).toBe('crisis');
    expect(safetyReply(s, null)).toContain('1-888-375-7767');
  });
});

describe('an emergency overrides who is asking', () => {
  it("answers a child describing a parent's emergency with the emergency reply, in a child's words", () => {
    const s = screenMessage(
      'im 10 and my mom had surgery 2 days ago and she is really hot with a fever and shaking and says the pain is really bad',
    );
    expect(s.level).toBe('emergency');
    const reply = safetyReply(s, null);
    expect(reply).toMatch(/^\*\*Call 911 right now/);
    expect(reply).toContain('grown-up');
    expect(reply).not.toMatch(/under 18/);
  });
});
