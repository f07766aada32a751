// What patients ask about money, rules and genuine products where no guide answers: the price of a treatment without
// a guide (a HydraFacial, Morpheus8, a chin implant, pellets...), why quotes differ, financing, insurance denials,
// who pays to dissolve filler; tretinoin and finasteride without a prescription, compounded GLP-1s after the
// shortage, review gag clauses; brand or compounded semaglutide, online pharmacies, lot numbers, open vials, real PRP.
// Phrased the way patients type (typos, slang, Spanish), not taken from any graded batch; every answer is checked for
// dollar figures TruSelf holds no source for.
import { describe, expect, it } from 'vitest';
import { pinned } from './answer-base';
import { COSTS_RULES_ENTRIES } from './answer-base/costs-rules';
import { checkedConversations } from './conversation.test-helper';

const ask = checkedConversations();

const ids = (q: string) => pinned(q, { limit: 10 }).map((e) => e.id);

describe('the entries on costs, rules and genuine products', () => {
  it('each has a source, a year, a link, Spanish text with the same dollar figures, and a pin', () => {
    for (const e of COSTS_RULES_ENTRIES) {
      expect(e.source.length, e.id).toBeGreaterThan(5);
      expect(e.year, e.id).toBeGreaterThanOrEqual(2015);
      expect(e.url, e.id).toMatch(/^https:\/\//);
      expect(e.es?.length ?? 0, e.id).toBeGreaterThan(80);
      expect(e.pin, e.id).toBeInstanceOf(RegExp);
      const dollars = (t: string) => [...t.matchAll(/\$[\d,.]+\d/g)].map((m) => m[0]);
      expect(dollars(e.es ?? ''), e.id).toEqual(dollars(e.text));
    }
  });
});

describe('each is found by the ways patients ask', () => {
  const cases: [string, string[]][] = [
    [
      'hydrafacial-price',
      [
        'how much r hydrafacials usually',
        'paid 289 for a hydra facial w boosters, did i overpay',
        'cuanto cuesta un hidrafacial?',
      ],
    ],
    [
      'rf-microneedling-price',
      [
        'morpheus 8 pricing for face and neck?',
        'cuanto cobran por microneedling con radiofrecuencia',
        'is 1800 a session for morpheus8 a rip off',
      ],
    ],
    [
      'prp-hair-price',
      [
        'prp injections for thinning hair, what does it usually cost',
        'cuanto cuesta el plasma rico en plaquetas para la caida del cabello',
      ],
    ],
    [
      'peel-depth-price',
      ['why does a tca peel cost so much more than a glycolic one', 'medium depth peel price vs light peel?'],
    ],
    ['iv-drip-price', ['are iv drips worth the money', 'cuanto cuesta un suero vitaminado a domicilio']],
    ['chin-implant-price', ['chin implant cost?', 'how much for a genioplasty roughly']],
    ['neck-lift-price', ['neck lift price range?', 'cuanto cuesta un lifting de cuello']],
    ['emsculpt-price', ['how much does emsculpt cost', 'emsculpt neo 4 sessions for 3000 fair?']],
    [
      'hormone-pellets-price',
      ['biote pellets how much', 'how often do you redo testosterone pellets and whats the cost'],
    ],
    ['electrolysis-price', ['how much is electrolysis for chin hair', 'cuanto cobran por electrolisis']],
    ['buccal-fat-price', ['buccal fat removal cost', 'cuanto cuesta la bichectomia']],
    [
      'body-lift-price',
      ['arm lift cost after weight loss', 'will insurance cover a thigh lift after losing 100 lbs'],
    ],
    ['otoplasty-price', ['how much is ear pinning for my son', 'does insurance cover otoplasty for kids']],
    [
      'coolsculpting-cycle-price',
      ['coolsculpting price per cycle?', 'is 750 a cycle normal for cool sculpting on my flanks'],
    ],
    ['veneers-price', ['how much do porcelain veneers cost per tooth', 'cuanto cuestan las carillas']],
    ['kybella-price', ['how much is kybella per vial', 'cuanto cuesta kybella para la papada']],
    [
      'sclerotherapy-price',
      ['spider vein injections cost?', 'does insurance pay for sclerotherapy on my legs'],
    ],
    [
      'laser-resurfacing-price',
      ['co2 laser price for full face', 'fraxel cost per session', 'how much is laser resurfacing'],
    ],
    [
      'quote-differences',
      [
        'why is one surgeon 9k and another 15k for the same lipo',
        'why do some places advertise starting at $3,999',
      ],
    ],
    [
      'financing-plans',
      [
        'is carecredit a good idea for my bbl',
        'my surgeon uses cherry for payment plans, any catch?',
        'puedo pagar mi cirugia a meses sin intereses? es buena idea financiar',
      ],
    ],
    [
      'insurance-denial-appeal',
      [
        'my insurance rejected my breast reduction, can i appeal',
        'el seguro me nego la reduccion de senos, que hago',
      ],
    ],
    [
      'botox-medical-coverage',
      [
        'will insurance cover botox for my migraines',
        'does my insurance pay for botox for hyperhidrosis',
        'el seguro cubre botox para el bruxismo?',
      ],
    ],
    [
      'filler-dissolve-price',
      [
        'how much is hyaluronidase to dissolve lip filler',
        'should i have to pay to dissolve filler if the injector messed up',
        'cuanto cobran por disolver el relleno de labios',
      ],
    ],
    [
      'revision-policy',
      [
        'does a surgeon charge for a revision if the result is off',
        'is it normal that my surgeon has no free revision policy',
      ],
    ],
    [
      'glp1-brand-self-pay',
      [
        'how much is wegovy out of pocket',
        'cuanto cuesta zepbound sin seguro',
        'why is brand ozempic so expensive compared to compounded',
      ],
    ],
    [
      'tretinoin-prescription',
      ['can i buy tretinoin without a prescription', 'la tretinoina necesita receta en estados unidos?'],
    ],
    [
      'finasteride-prescription',
      ['is it legal to order finasteride online without a script', 'is hims finasteride legit'],
    ],
    [
      'compounded-glp1-status',
      [
        'is compounded semaglutide still legal',
        'la tirzepatida compuesta es ilegal ahora?',
        'did the fda ban compounded tirzepatide',
      ],
    ],
    [
      'review-gag-clauses',
      [
        'the clinic made me sign a non-disparagement agreement',
        'can a med spa sue me for a bad yelp review if i signed their contract',
        'me hicieron firmar que no puedo dejar malas reseñas',
      ],
    ],
    ['florida-bbl-rules', ['are bbls banned in florida now', 'new florida law for brazilian butt lifts?']],
    [
      'glp1-brand-or-compounded',
      [
        'how can i tell if my semaglutide is real ozempic or compounded',
        'my wegovy came in a vial, is that the real brand?',
      ],
    ],
    [
      'glp1-salt-forms',
      ['what is semaglutide acetate', 'mi farmacia me dio semaglutida sodica, es lo mismo?'],
    ],
    [
      'online-pharmacy-check',
      [
        'how do i know if an online pharmacy is legit',
        'es segura una farmacia en linea para comprar mis medicamentos',
      ],
    ],
    [
      'lot-number-check',
      ['can i verify the lot number on my botox sticker', 'como verificar el numero de lote de mi relleno'],
    ],
    [
      'open-vial',
      [
        'the botox vial was already opened when i walked in, is that normal',
        'the syringe wasnt sealed, should i worry',
      ],
    ],
    ['prp-real-check', ['they never drew my blood, was it real prp?', 'was my vampire facial even real']],
    [
      'cryolipolysis-knockoffs',
      ['how do i know its real coolsculpting and not a knockoff machine', 'fake coolsculpting machines?'],
    ],
  ];
  for (const [id, questions] of cases) {
    it(id, () => {
      for (const q of questions) expect(ids(q), q).toContain(id);
    });
  }

  it('no entry answers a question on another point of the same treatment', () => {
    const mine = new Set(COSTS_RULES_ENTRIES.map((e) => e.id));
    for (const q of [
      'how long does a hydrafacial last',
      'does morpheus8 hurt',
      'how long is recovery after a neck lift',
      'tretinoin purging how long does it last',
      'can i take finasteride while trying to conceive',
      'how long do hormone pellets take to kick in',
      'is kybella painful',
      'how many coolsculpting sessions until i see results',
      'what to expect after buccal fat removal',
      'can i exercise after emsculpt',
      'what does a chemical peel feel like',
      'how do i store my wegovy pens',
      'is a revision rhinoplasty harder than a first one',
    ])
      expect(
        ids(q).filter((id) => mine.has(id)),
        q,
      ).toEqual([]);
  });
});

/** The answer's blocks after a "no guide yet" line that only introduces them. */
const body = (text: string) => text.split('\n\n').filter((b) => !b.trimEnd().endsWith(':'));
/** The part of an answer a reader meets first: its first two blocks. */
const top = (text: string) => body(text).slice(0, 2).join('\n\n');

describe('the engine answers with them first', () => {
  it('a HydraFacial price to judge: what it is built from, no figure guessed', async () => {
    const [text] = await ask('got charged 350 for a hydrafacial, is that crazy?');
    expect(top(text)).toContain('priced per session');
    expect(top(text)).toContain('won’t put a number on it');
  });

  it('PRP for hair in Spanish: the course and what a year costs', async () => {
    const [text] = await ask('cuanto sale el prp para el pelo? tengo entradas');
    expect(top(text)).toContain('una sesión al mes durante tres meses');
  });

  it('a neck lift: the facelift guide’s sourced figures, surgeon’s fee named as such', async () => {
    const [text] = await ask('ballpark for a necklift?');
    expect(top(text)).toContain('$7,655 (2018)');
    expect(top(text)).toContain('the surgeon’s fee only');
  });

  it('CoolSculpting by the cycle', async () => {
    const [text] = await ask(
      'clinic quoted 6 cycles of coolsculpting for my stomach, how much per cycle is normal',
    );
    expect(top(text)).toContain('priced per cycle');
  });

  it('a denial for a breast reduction: the appeal first', async () => {
    const [text] = await ask('insurance denied my breast reduction again, what are my options');
    expect(top(text)).toContain('internal appeal');
  });

  it('who pays when filler has to be dissolved', async () => {
    const [text] = await ask('who pays to fix it when the injector botched my lip filler?');
    expect(top(text)).toContain('No law decides who pays');
  });

  it('CareCredit', async () => {
    const [text] = await ask('thinking of putting my tummy tuck on carecredit, whats the catch');
    expect(top(text)).toContain('deferred interest');
  });

  it('tretinoin from a med spa', async () => {
    const [text] = await ask('my esthetician sells tretinoin without a prescription, is that allowed?');
    expect(top(text)).toContain('prescription-only');
  });

  it('compounded tirzepatide after the shortage, in Spanish', async () => {
    const [text] = await ask('todavia es legal la tirzepatida compuesta? la fda la prohibio?');
    expect(top(text)).toContain('declaró terminada la escasez');
  });

  it('a gag clause already signed', async () => {
    const [text] = await ask(
      'i signed a paper at my plastic surgeon saying no negative reviews, can they enforce that',
    );
    expect(top(text)).toContain('Consumer Review Fairness Act');
  });

  it('brand or compounded semaglutide', async () => {
    const [text] = await ask('my weight loss clinic gives me sema in a little vial, is it actually wegovy?');
    expect(top(text)).toContain('no approved semaglutide comes in a vial');
  });

  it('an online pharmacy', async () => {
    const [text] = await ask('found a cheap online pharmacy for my meds, how do i check its legit');
    expect(top(text)).toContain('BeSafeRx');
  });

  it('a real PRP session', async () => {
    const [text] = await ask('nobody took blood at my prp appointment... was it even prp??');
    expect(top(text)).toContain('If no blood was taken from you that visit');
  });
});
