// The situation frame's stance and severity readings added for the fourth development round: a reaction that comes
// back with its trigger, a reassurance that rules a danger sign out, mood words said with a "not", laughter, a BMI
// in the healthy range, a Spanish infinitive that a typo match must not turn into another form, and severe
// dehydration told by signs that come together. Each harmless reading sits beside the harm it must not hide.
// Messages here are written for the test, not copied from any batch.
import { describe, expect, it } from 'vitest';
import { screenMessage } from './screen';
import { atLeast, level } from './verdicts.test-helper';

const learnedLevel = (message: string) => screenMessage(message, [], { mode: 'learned' }).level;

describe('who / when: a reaction that comes back every time with its trigger', () => {
  it('reads fainting at needles as a history to plan around, in English and Spanish', () => {
    expect(level('every time I get blood drawn I pass out, lol. can they numb me before lip filler?')).toBe(
      'none',
    );
    expect(
      level(
        'Siempre que me ponen una vacuna me desmayo y me pongo pálido. ¿Me pueden acostar para el Botox?',
      ),
    ).toBe('none');
  });

  it('still raises fainting that is happening now, or after a procedure', () => {
    atLeast('I just passed out in the bathroom and my lips look blue', 'emergency');
    atLeast('every time I stand up since my tummy tuck yesterday I pass out', 'emergency');
  });
});

describe('stance: a reassurance clause that rules a danger sign out', () => {
  it('does not raise drowsiness on pain medicine when the person wakes easily and talks normally', () => {
    expect(
      level(
        'my husband had his eyelids done this morning and keeps dozing off on the norco. he wakes up easily and answers me normally. is that ok?',
      ),
    ).not.toBe('emergency');
  });

  it('still raises someone who cannot be woken', () => {
    atLeast(
      'my mom had lipo today and took her pain pills, now she wont wake up when I shake her',
      'emergency',
    );
  });

  it('keeps a drain that came out with fluid pouring urgent', () => {
    atLeast(
      'my drain came out by itself 4 days after my tummy tuck and fluid is pouring out of the hole',
      'urgent',
    );
  });
});

describe('stance: mood words with a "not", and laughter', () => {
  it('does not read a mood said with a not, or scaled down, as a crisis', () => {
    expect(
      level('my nose healed a little crooked. not depressed about it, just annoyed. is revision worth it?'),
    ).not.toBe('crisis');
    expect(
      level('subí 4 kilos después de dejar el ozempic. no estoy deprimida, solo molesta. ¿lo retomo?'),
    ).not.toBe('crisis');
  });

  it('does not read laughter about a side effect as a crisis', () => {
    expect(level('jajaja el mounjaro me tiene con gases todo el día, what helps with that?')).not.toBe(
      'crisis',
    );
  });

  it('keeps a crisis that is there beside a negated mood word or laughter', () => {
    atLeast("not depressed, i just don't want to wake up anymore after this surgery", 'crisis');
    atLeast("i've been saving up my oxy from the lipo just in case i need a way out lol", 'crisis');
  });

  it('does not take a "jk" after death talk as lightness', () => {
    atLeast(
      'my chin implant shifted and picture day is friday. might just jump off the roof lol jk… kinda',
      'crisis',
    );
    atLeast('ya ni le veo caso a operarme otra vez, mejor me aviento del puente jajaja jk', 'crisis');
  });

  it('keeps self-harm a parent found as a crisis', () => {
    atLeast(
      'I found cuts on my 15 year old daughters arms last night, she says she does it when she feels fat',
      'crisis',
    );
  });
});

describe('severity: a target weight in the healthy range', () => {
  it('does not read a goal reached at a healthy BMI as an eating disorder', () => {
    expect(level('reached my goal, BMI 23 now, how do I come off tirzepatide without regaining?')).not.toBe(
      'distress',
    );
  });

  it('still reads what someone does at a healthy BMI, and a low BMI goal', () => {
    expect(
      level('BMI 22 but I only eat one meal every two days and make myself throw up if I go over'),
    ).not.toBe('none');
    expect(level("i'm 5'5 and 105 lbs on wegovy and I want to get to 95")).not.toBe('none');
  });
});

describe('the typo matcher keeps the grammar of a Spanish verb', () => {
  it('does not read the infinitive "no despertar" as "no despierta"', () => {
    expect(level('me opero la nariz el mes que viene y tengo pánico a no despertar de la anestesia')).toBe(
      'none',
    );
    expect(
      learnedLevel('me opero la nariz el mes que viene y tengo pánico a no despertar de la anestesia'),
    ).not.toBe('emergency');
  });

  it('still reads someone who does not wake now', () => {
    atLeast('mi mamá se operó ayer y no despierta, le hablo y no responde', 'emergency');
  });
});

describe('severity: dehydration told by signs that come together', () => {
  it('raises nothing kept down, no urine and sight going dark on standing to an emergency', () => {
    expect(
      level(
        'sleeve 10 days ago, I cannot keep anything down since yesterday, have not peed all day and when I get up everything goes black',
      ),
    ).toBe('emergency');
  });

  it('keeps dizziness with dark urine, or vomiting alone, urgent, not an emergency', () => {
    expect(
      level('me hice la manga hace 3 semanas, me mareo al pararme y la orina está muy oscura. no vomito'),
    ).not.toBe('emergency');
    expect(
      level('threw up 5 times since lunch on zepbound, havent peed since this morning, a bit dizzy standing'),
    ).toBe('urgent');
  });
});
