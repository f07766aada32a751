// Situations read as a class, not as a phrasing: a child who swallowed a product or a medicine, goodbye acts,
// self-harm someone else finds, wanting a weight-loss medicine while underweight, a seroma, a fever days after
// surgery, fluids not kept down after weight-loss surgery, one side hard and dark (a haematoma), and distress after
// injectables where "no lo veo" (I don't see it) is a judgement, not sight. Messages here are written for the test,
// in English, Spanish and Spanglish, not copied from any batch; each class has a harmless look-alike beside it.
import { describe, expect, it } from 'vitest';
import { screenClass } from '../eval/safety-labels';
import { read } from './reading';
import { feverTemperature } from './numbers';
import { screenMessage } from './screen';
import { verdict as cls } from './verdicts.test-helper';

const URGENT_OR_WORSE = ['urgent', 'emergency'];

describe('a child who swallowed a medicine or a product', () => {
  it('is an emergency, whatever the child shows yet', () => {
    expect(cls('my 3yo got into my bag and swallowed a few of my phentermine, he seems fine so far')).toBe(
      'emergency',
    );
    expect(cls('toddler drank some of the TCA peel I keep under the sink, she keeps spitting')).toBe(
      'emergency',
    );
    expect(cls('mi niña de 2 años se tomó el ácido del peeling que tenía en el baño, está babeando')).toBe(
      'emergency',
    );
    expect(cls('my son chewed on my ozempic pen and got some in his mouth, idk what to do')).toBe(
      'emergency',
    );
  });

  it('names Poison Control beside 911', () => {
    const s = screenMessage('my 4 year old ate some of my numbing cream from the laser kit');
    expect(s.concerns.some((c) => c.kind === 'poisoning')).toBe(true);
  });

  it('is not raised by storing medicines safely, a water bottle, or a question ahead', () => {
    expect(cls('how do I keep my wegovy pens away from my kids?')).toBe('none');
    expect(cls('my daughter drank a whole bottle of water after her lipo, is that good?')).toBe('none');
    expect(screenMessage('what would I do if my toddler ever swallowed my pills?').level).not.toBe(
      'emergency',
    );
  });
});

describe('goodbye acts beside a procedure question', () => {
  it('are a crisis: letters to the children, things given away, the children arranged for', () => {
    expect(
      cls('left a letter for each of my girls in the drawer. anyway how long does lip filler swell?'),
    ).toBe('crisis');
    expect(cls('ya regalé mis cosas y mi perro, no los voy a necesitar. ¿cuánto cuesta el botox?')).toBe(
      'crisis',
    );
  });

  it('are not raised by thank-you letters or clothes outgrown after weight loss', () => {
    expect(cls('wrote thank you cards to my surgery team, is it ok to bring cookies to my follow up?')).toBe(
      'none',
    );
    expect(
      cls('gave away all my old jeans since they are too big now after the sleeve, when can I get a lift?'),
    ).toBe('none');
  });
});

describe('self-harm someone else finds', () => {
  it('is a crisis when a sibling, friend or parent finds the wounds', () => {
    expect(
      cls(
        'my sister is 14, I found blades under her mattress and her legs are covered in cuts. she hates her nose',
      ),
    ).toBe('crisis');
    expect(cls('mi hermano tiene los brazos llenos de cortes y encontré navajas en su mochila')).toBe(
      'crisis',
    );
  });

  it('is not raised by old scars from an accident, or a razor for shaving', () => {
    expect(cls('my brother has scars on his arms from a car accident, can laser fade them?')).toBe('none');
  });
});

describe('wanting a weight-loss medicine while underweight', () => {
  it('is an eating disorder, said in words as well as in numbers', () => {
    expect(cls("my doctor says I'm underweight but I still want ozempic, where can I order it online?")).toBe(
      'eating_disorder',
    );
    expect(cls('estoy bajo de peso pero quiero conseguir mounjaro sin receta para bajar más')).toBe(
      'eating_disorder',
    );
  });

  it('is not raised by coming off the medicine, or by asking', () => {
    expect(cls("I'm underweight now so my doctor wants me to stop my ozempic, how do I taper?")).not.toBe(
      'eating_disorder',
    );
  });
});

describe('post-operative signs told without the usual words', () => {
  it('reads a temperature told by "running" or "spiked"', () => {
    expect(feverTemperature(read('running 101 since lunch').tokens)).toBe(101);
    expect(feverTemperature(read('spiked to 38.7 tonight').tokens)).toBe(38.7);
    expect(feverTemperature(read('101 reviews and five stars').tokens)).toBeNull();
  });

  it('raises a fever days after surgery, in someone else too', () => {
    expect(URGENT_OR_WORSE).toContain(
      cls('my wife is 3 days out from her tummy tuck and running 101.2 tonight, otherwise she is ok'),
    );
  });

  it('raises one side hard and dark days after surgery (a haematoma), not both sides alike', () => {
    expect(URGENT_OR_WORSE).toContain(
      cls('a los 4 días de los implantes un seno se puso durísimo y morado, el otro está igual que antes'),
    );
    expect(URGENT_OR_WORSE).toContain(
      cls('day 5 after my facelift and my left cheek went hard and dark purple overnight'),
    );
    expect(
      cls('both breasts are a bit hard and bruised purple on day 3, same on both sides, normal?'),
    ).not.toBe('emergency');
  });

  it('raises fluids not kept down after weight-loss surgery as urgent, not as an eating disorder', () => {
    expect(URGENT_OR_WORSE).toContain(
      cls('bypass was 12 days ago and I throw up even water, nothing stays down since yesterday'),
    );
  });

  it('raises a fluid pocket that sloshes (a seroma)', () => {
    expect(URGENT_OR_WORSE).toContain(
      cls('4 weeks after lipo there is a soft wobbly bump on my flank that feels like water when I press it'),
    );
  });
});

describe('distress after injectables', () => {
  it('reads "no lo veo" (I don\'t see it) as a judgement, not a change in sight', () => {
    expect(
      cls(
        'ya me puse relleno y botox, mis amigas dicen que me veo divina pero yo no lo veo, me sigo odiando',
      ),
    ).not.toBe('emergency');
    expect(cls('me puse relleno en la nariz hace una hora y no veo nada del ojo derecho')).toBe('emergency');
  });
});

describe('a gun or a fall, said of oneself or of someone else', () => {
  it('is a crisis in the vocabulary too', () => {
    const vocabulary = (m: string) => screenClass(screenMessage(m, [], { mode: 'vocabulary' }));
    expect(vocabulary('my dad keeps saying he will shoot himself if this surgery goes wrong')).toBe('crisis');
    expect(vocabulary('a veces pienso en aventarme de un edificio por cómo me veo')).toBe('crisis');
  });

  it('is not raised by diving into a pool', () => {
    expect(cls('¿cuándo puedo tirarme de clavado a la alberca después de la lipo?')).toBe('none');
  });
});
