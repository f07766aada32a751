// The situation frame's readings added for the third development batch: the present told by one graded table, an
// end still to come, a present clause after a dated opening, the body's numbers, harm done to one's own body, and
// the stance toward death talk. Messages here are written for the test, not copied from any batch.
import { describe, expect, it } from 'vitest';
import { lightened } from './calibration';
import { bodyMassIndex } from './numbers';
import { read } from './reading';
import { timeline } from './situation';
import { level } from './verdicts.test-helper';

const when = (message: string) => timeline(read(message)).when;

describe('when: the present, told by one graded table', () => {
  it('keeps a childhood event in the past unless it is going on still', () => {
    expect(when('i fainted at the dentist as a kid')).toBe('past');
    expect(when('i fainted at the dentist as a kid and still do every time')).toBe('now');
  });

  it('reads an end still to come as ahead, not over', () => {
    expect(when("doesn't matter, i plan to be gone before the bandages come off")).toBe('planned');
    expect(when('the bruising went away last week')).toBe('past');
  });

  it('sees something going on now after an opening dated months back', () => {
    const t = timeline(
      read('my facelift was 9 months ago, everyone says it looks great, i check my jawline in every mirror'),
    );
    expect(t.when).toBe('past');
    expect(t.ongoing).toBe(true);
    expect(timeline(read('I had a clot in 2015')).ongoing).toBe(false);
  });
});

describe("the body's numbers", () => {
  it('reads a stated BMI, or a weight and a height', () => {
    expect(bodyMassIndex(read('my bmi is 17 now').tokens)).toBe(17);
    expect(bodyMassIndex(read("i'm 5'6 and 100 lbs").tokens)).toBeCloseTo(16.1, 1);
    expect(bodyMassIndex(read("5'9 and 240, down 3 lbs this week").tokens)).toBeCloseTo(35.4, 1);
    expect(bodyMassIndex(read('mido 1.70 m y peso 48 kg').tokens)).toBeCloseTo(16.6, 1);
    // A change in weight is not what someone weighs.
    expect(bodyMassIndex(read('lost 20 lbs since january').tokens)).toBeNull();
  });

  it('answers wanting to lose more while underweight as an eating disorder', () => {
    expect(level("i'm 5'6 and 100 lbs and want lipo on my thighs, who will do it")).toBe('distress');
    expect(level('bmi is 18 on semaglutide, can i go up a dose?')).toBe('distress');
  });

  it('does not read weight-loss talk at a BMI of 25 or more as an eating disorder on numbers alone', () => {
    expect(
      level(
        "on tirzepatide, i'm 5'5 and 210, sometimes i'm not hungry at lunch. how much protein do i need?",
      ),
    ).toBe('none');
  });
});

describe('harm done to one’s own body', () => {
  it('is self-harm, whoever does it, when a reason or a habit comes with it', () => {
    expect(level('my brother burned himself with a cigarette because he hates his chest')).toBe('crisis');
    expect(
      level('i keep scratching myself until it bleeds when i look at my chin after the filler went wrong'),
    ).toBe('crisis');
    expect(level('me estoy quemando los brazos para no pensar en mi cara')).toBe('crisis');
  });

  it('is not an accident, nor someone else’s question', () => {
    expect(
      level('accidentally burned myself with the curling iron, will it scar over my laser spots?'),
    ).not.toBe('crisis');
    expect(
      level('the nurse asked if i ever had thoughts of hurting yourself and i said no, is that on my chart?'),
    ).not.toBe('crisis');
  });
});

describe('the stance toward death talk', () => {
  it('does not answer not waking up feared as a risk of the procedure as an emergency or a crisis', () => {
    expect(
      level("scared i won't wake up from the anesthesia, first surgery ever. how safe is it really?"),
    ).toBe('none');
    expect(
      level('tengo miedo de no despertar de la anestesia, es mi primera cirugía. ¿qué tan seguro es?'),
    ).toBe('none');
    // Someone who will not wake up now is still an emergency.
    expect(level('my wife had her tummy tuck this morning and she will not wake up')).toBe('emergency');
  });

  it('reads self-harm words inside a screening question answered "no" as the question\'s', () => {
    expect(
      level('mi anestesiólogo me preguntó si tengo pensamientos de hacerme daño y le dije que no, ¿importa?'),
    ).toBe('none');
  });

  it("trusts someone else's joke reported, not a writer's own laughter at their death talk", () => {
    expect(lightened(read("my cousin jokes she'll 'die' if her lips come out uneven lol"), true)).toBe(true);
    expect(lightened(read("guess i'll just walk into the ocean lol jk"), false)).toBe(false);
    expect(lightened(read("scared of what i'll do tonight, the pills are right here"), false)).toBe(false);
  });
});

describe('a named symptom and a guessed crisis', () => {
  it('answers severe pain through to the back with vomiting on a GLP-1 as the emergency', () => {
    expect(
      level(
        'on ozempic 2 months, since this morning the worst pain of my life in my upper belly going through to my back and i keep vomiting. can i just take tylenol and sleep it off?',
      ),
    ).toBe('emergency');
  });
});
