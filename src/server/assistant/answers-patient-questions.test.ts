// What patients most often ask between the consultation and the final result — is this normal, when can I, what
// should I eat or take, how does a consultation go, travel, procedures without a guide — answered by the entry on
// that very point in the first sentence, in Spanish when asked in Spanish. Phrased the way patients type (typos,
// slang, Spanglish), and not taken from any graded batch or from the entries' own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinned } from './answer-base';
import { PATIENT_ENTRIES } from './answer-base/patient-questions';
import { conversation, opening } from './conversation.test-helper';
import { openSandbox } from './sandbox';

let sandbox: Awaited<ReturnType<typeof openSandbox>>;

beforeAll(async () => {
  sandbox = await openSandbox(200);
}, 120_000);
afterAll(() => sandbox?.close());

/** The last answer of a conversation of these messages. */
const ask = async (message: string, history: string[] = []) =>
  (await conversation(sandbox.db, ...history, message)).at(-1) ?? '';

/** The answer opens with the entry's own first words, in the language asked. */
async function opensWith(id: string, message: string, history: string[] = [], lang: 'en' | 'es' = 'en') {
  const entry = PATIENT_ENTRIES.find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  const start = (lang === 'es' ? (entry.es ?? '') : entry.text).split(/[:;—]/)[0];
  const text = await ask(message, history);
  expect(text, message).toContain(start);
  return text;
}

describe('the entries', () => {
  it('each has a source, a year, Spanish text, a pin and no price', () => {
    for (const e of PATIENT_ENTRIES) {
      expect(e.source.length, e.id).toBeGreaterThan(5);
      expect(e.year, e.id).toBeGreaterThanOrEqual(2015);
      expect(e.es?.length ?? 0, e.id).toBeGreaterThan(40);
      expect(e.pin, e.id).toBeInstanceOf(RegExp);
      expect(`${e.text} ${e.es}`, e.id).not.toMatch(/\$\s?\d/);
    }
  });

  it('are not reached by questions on something else', () => {
    const ids = (q: string) => pinned(q).map((e) => e.id);
    expect(ids('how much is a tummy tuck in houston')).toEqual([]);
    expect(ids('how soon can i sleep on my stomach after my implants')).not.toContain(
      'sleeping-position-after-surgery',
    );
    expect(ids('is 2 weeks enough for lip filler swelling to go down before my wedding')).not.toContain(
      'swelling-timeline',
    );
    expect(ids('is it the drug or bc im not eating enough, my hair is thinning on wegovy')).not.toContain(
      'tirzepatide-birth-control',
    );
    expect(ids('can i get a facial massage a week after cheek filler')).not.toContain('toxin-spa-same-day');
    expect(ids('what should i eat after my gastric sleeve')).not.toContain('protein-in-food');
    expect(ids('my lymphatic drainage lady says the lipo fluid is normal')).not.toContain(
      'lipo-incision-drainage',
    );
    expect(ids('will they take pictures of me naked at my consult')).not.toContain(
      'consult-inspiration-photos',
    );
  });
});

describe('recovery: is this normal', () => {
  it('no bowel movement days after a BBL', async () => {
    await opensWith(
      'constipation-after-surgery',
      '4 days after my bbl and i still havent pooped, what can i take',
    );
  });

  it('hard lumpy areas weeks after a BBL', async () => {
    await opensWith(
      'lipo-lumps-fibrosis',
      'bbl 5 weeks ago and my butt feels hard and lumpy on the sides, will it soften?',
    );
  });

  it('dots in rows after Morpheus8, in Spanglish', async () => {
    await opensWith(
      'morpheus8-grid-marks',
      'me hice morpheus 8 ayer y tengo puntitos en filas en los cachetes, cuando se quitan?',
      [],
      'es',
    );
  });

  it('crying for no reason after a tummy tuck', async () => {
    await opensWith(
      'post-op-blues',
      'i had a tummy tuck 9 days ago and i keep crying for no reason, is this normal??',
    );
  });

  it('swelling by the evening after a mommy makeover', async () => {
    await opensWith(
      'swelling-timeline',
      'when does swelling go down after a mommy makeover? 6 weeks out and still puffy by the evening',
    );
  });

  it('zingy nipples after implants', async () => {
    await opensWith(
      'breast-sensation-changes',
      '3 weeks after breast aug and my nipples are super sensitive with zingy pains',
    );
  });

  it('bumps right after tox', async () => {
    await opensWith(
      'toxin-injection-bumps',
      'just left my dysport appt and i have lil welts where she injected lol',
    );
  });

  it('hair "coming back" after laser', async () => {
    await opensWith(
      'laser-hair-shedding',
      '2 days after laser hair removal on my legs, the hairs look like they are coming back already?',
    );
  });

  it('a BBL shrinking', async () => {
    await opensWith(
      'bbl-volume-loss',
      '6 weeks after my bbl and it looks flatter than week 1, will i keep losing volume?',
    );
  });
});

describe('timing: when can I', () => {
  it('pregnancy after a tummy tuck, in Spanish', async () => {
    await opensWith(
      'pregnancy-after-tummy-tuck',
      'quiero tener otro bebe despues de mi abdominoplastia, se puede?',
      [],
      'es',
    );
  });

  it('side sleeping after a septorhinoplasty', async () => {
    await opensWith(
      'sleeping-position-after-surgery',
      'after my septorhinoplasty when can i sleep on my side',
    );
  });

  it('a sauna after Dysport', async () => {
    await opensWith('toxin-spa-same-day', 'i booked a sauna session after my dysport appt, bad idea?');
  });

  it('bleaching hair after FUE', async () => {
    await opensWith('hair-dye-after-transplant', 'when can i bleach my hair after fue? 3 weeks post');
  });

  it('a cap on the flight home after a hair transplant, as a follow-up', async () => {
    await opensWith('hat-after-hair-transplant', 'can i wear my baseball cap on the plane?', [
      'getting a hair transplant in istanbul next month, how long do i stay',
    ]);
  });

  it('earrings after ear pinning at 40', async () => {
    const text = await opensWith(
      'otoplasty-recovery',
      'im 40 can i get otoplasty, and when can i wear earrings',
    );
    expect(text).toMatch(/I don't have a TruSelf guide/);
  });

  it('squats and running after lipo', async () => {
    await opensWith('exercise-after-body-surgery', 'how long after lipo until i can run and do squats');
  });

  it('swimming after tattoo removal, in Spanish', async () => {
    await opensWith(
      'swimming-after-tattoo-removal',
      'puedo nadar en la alberca despues de quitarme un tatuaje con laser?',
      [],
      'es',
    );
  });

  it('the pill on Mounjaro, as a follow-up', async () => {
    await opensWith('tirzepatide-birth-control', 'and does it mess with my birth control pills?', [
      'thinking about starting mounjaro next month',
    ]);
  });
});

describe('nutrition and wellness', () => {
  it('edibles on a GLP-1, as a follow-up', async () => {
    await opensWith('glp1-cannabis', 'what about weed gummies?', ['is a glass of wine ok on wegovy']);
  });

  it('what protein looks like in food', async () => {
    await opensWith('protein-in-food', 'what are some high protein foods i can actually get down on ozempic');
  });

  it('a multivitamin on a GLP-1', async () => {
    await opensWith(
      'glp1-multivitamin',
      'should i be taking a multi vitamin now that im on zepbound and eating way less',
    );
  });

  it('biotin and blood tests, as a follow-up', async () => {
    await opensWith('supplements-lab-tests', 'does biotin mess with lab results?', [
      'is biotin worth it for thinning hair',
    ]);
  });

  it('eating for menopause weight, in Spanish', async () => {
    await opensWith(
      'menopause-diet',
      'desde la menopausia subi de peso, que tipo de dieta me conviene?',
      [],
      'es',
    );
  });

  it('creatine with a GLP-1, in Spanish', async () => {
    await opensWith('creatine', 'creatina y ozempic se pueden combinar?', [], 'es');
  });

  it('collagen to recover after lipo', async () => {
    await opensWith('collagen-for-healing', 'does taking collagen powder help me recover faster after lipo');
  });

  it('eating before a drip', async () => {
    await opensWith('iv-drip-before', 'should i eat before my iv vitamin drip tomorrow');
  });

  it('pellets offered for menopause', async () => {
    await opensWith('hormone-pellets', 'my gyno offered biote pellets for menopause, are they safe?');
  });

  it('hot flashes without hormones, in Spanish', async () => {
    await opensWith(
      'hot-flashes-without-hormones',
      'tengo bochornos horribles pero no quiero hormonas, que opciones hay?',
      [],
      'es',
    );
  });

  it('oral minoxidil for women', async () => {
    await opensWith('oral-minoxidil', 'is low dose oral minoxidil safe for women');
  });

  it('phentermine offered by a doctor', async () => {
    await opensWith('phentermine', 'is phentermine safe? my doctor offered it');
  });
});

describe('the consultation', () => {
  it('inspiration pictures', async () => {
    await opensWith('consult-inspiration-photos', 'is it weird to bring inspo pics to my botox appointment');
  });

  it('photos unclothed at a consult', async () => {
    await opensWith(
      'consult-clinical-photos',
      'will they take pictures of me naked at my breast reduction consult',
    );
  });

  it('blood tests before HRT', async () => {
    await opensWith('hrt-labs', 'what blood tests do i need before starting hrt');
  });

  it('a graft estimate', async () => {
    await opensWith(
      'hair-transplant-graft-estimate',
      'how many grafts do i need for a norwood 3, clinic said 3500',
    );
  });

  it('a zoom consult for a tummy tuck', async () => {
    await opensWith(
      'virtual-consultation',
      'do i need an in person consult or is a zoom consult enough for a tummy tuck',
    );
  });

  it('telling the injector', async () => {
    await opensWith(
      'unhappy-with-injector',
      'i didnt like how my lip filler turned out, how do i tell my injector',
    );
  });

  it('a test spot on dark skin', async () => {
    await opensWith('laser-test-spot', 'do i need a patch test before laser on dark skin');
  });

  it('checking accreditation', async () => {
    await opensWith('accreditation-check', 'how do i verify a surgery center is accredited');
  });

  it('fake reviews', async () => {
    await opensWith('spot-fake-reviews', 'how can you tell if google reviews for a plastic surgeon are fake');
  });
});

describe('travel', () => {
  it('caregivers but no nurses', async () => {
    await opensWith(
      'recovery-house-caregivers',
      'the recovery house in tijuana has caregivers but no nurses, is that ok',
    );
  });

  it('veneers and surgery on one trip', async () => {
    await opensWith(
      'combine-procedures-one-trip',
      'can i get veneers and a tummy tuck on the same trip to cancun',
    );
  });
});

describe('procedures without a guide, and alternatives', () => {
  it.each([
    ['fox-eye-thread-lift', 'is a fox eye thread lift worth it'],
    ['thigh-lift', 'what is the recovery like for a thigh lift'],
    ['voice-feminization', 'do i need voice therapy if i get glottoplasty'],
    ['scalp-micropigmentation', 'scalp micropigmentation for thinning hair, does it look real?'],
    ['sweating-treatments', 'my armpits sweat through everything, is miradry worth it?'],
  ])('%s', async (id, message) => {
    const text = await opensWith(id, message);
    expect(text).toMatch(/I don't have a TruSelf guide/);
  });

  it('forehead lines without injections', async () => {
    await opensWith(
      'forehead-lines-needle-free',
      'any way to smooth forehead lines without injections? needles freak me out',
    );
  });

  it('belly fat without surgery, in Spanish', async () => {
    await opensWith('belly-fat-without-surgery', 'como quitar la grasa de la panza sin cirugia', [], 'es');
  });
});

describe('a warning sign still reaches the safety reply', () => {
  it('trouble breathing after lipo', async () => {
    const text = await ask('3 days after lipo and my incisions are leaking and now i cant catch my breath');
    expect(opening(text)).toMatch(/911/);
  });

  it('a hot, red, spreading lump after a BBL with fever', async () => {
    const text = await ask('bbl 10 days ago, one lump is hot red and spreading and i have a fever of 102');
    expect(text).not.toContain('Yes, that is common: firm lumps');
  });
});
