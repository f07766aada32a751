// What turns an urgent symptom into an emergency: not one word but signs that come together. A fever alone is a
// call to the surgeon today; a fever with a racing heart, confusion or feeling faint is possible sepsis and a 911
// call. The signs are read where they happen now (not asked about, not in the past, not negated), in English and
// Spanish, and the combinations follow the warning signs plastic-surgery and bariatric safety material lists
// (REFERENCE.md, "Safety for a health assistant"):
//
// - sepsis: fever with a fast heart, confusion, fainting or trouble breathing, or with a rigid belly;
// - a bile-duct infection or blockage (cholangitis): yellow skin or eyes with a fever or severe belly pain;
// - a leak of brain fluid after nose or sinus surgery: clear, watery or salty fluid dripping from the nose;
// - pancreatitis or a blockage: severe belly pain going through to the back, or with vomiting that will not stop,
//   after weight-loss surgery or on a GLP-1 medicine;
// - a stroke: speech coming out wrong, or one hand, arm or leg suddenly weak or clumsy;
// - the heart or lungs: a racing heart with fainting, or pain on breathing in with feeling faint or a racing heart;
// - a surgical belly: hard as a board with pain getting worse;
// - severe dehydration: nothing kept down (or vomiting), no urine, and nearly fainting or sight going dark on
//   standing (dizziness alone with these is a call to the team today).
// Yellow skin or eyes alone is urgent. Knows nothing of the engine.
import { compileConcept, containsPattern, matchConcept, compilePattern, type Pattern } from './match';
import { feverTemperature } from './numbers';
import type { Language, Reading, Token } from './reading';
import { timeline } from './situation';
import { CONCEPTS, type Concept, type Level } from './vocabulary';

export interface Escalation {
  level: Level;
  label: string;
  /** Which combination it is, for tests and measurement. */
  rule:
    | 'sepsis'
    | 'cholangitis'
    | 'jaundice'
    | 'spinal-fluid'
    | 'pancreatitis'
    | 'stroke'
    | 'heart'
    | 'belly'
    | 'blockage'
    | 'constipation'
    | 'dehydration'
    | 'drying-out'
    | 'toxic-shock'
    | 'fast-infection';
}

/** Sight going dark or black, on standing: the blood pressure falling short of the brain (two signs share it). */
const SIGHT_GOING_DARK = [
  'everything goes black',
  'everything went black',
  'everything goes dark',
  'vision goes black',
  'vision goes dark',
  'vision blacks out',
  'se me pone todo negro',
  'se me va la vista',
];

const PAIN = [
  'pain',
  'painful',
  'hurt*',
  'ache*',
  'aching',
  'sore',
  'dolor',
  'duele*',
  'dolia',
  'cramp*',
  'colico',
];
const BELLY = [
  'belly',
  'stomach',
  'tummy',
  'abdomen',
  'abdominal',
  'gut',
  'rib',
  'ribs',
  'upper right',
  'estomago',
  'abdomen',
  'barriga',
  'panza',
  'vientre',
  'costilla*',
  'boca del estomago',
];

const fromVocabulary = (kind: string) => CONCEPTS.find((c) => c.kind === kind)!;
const merged = (kind: string, extra: Partial<Concept>): Concept => {
  const base = fromVocabulary(kind);
  return {
    ...base,
    unless: extra.unless ?? base.unless,
    phrases: [...(base.phrases ?? []), ...(extra.phrases ?? [])],
    near: [...(base.near ?? []), ...(extra.near ?? [])],
  };
};
const own = (phrases: string[], near: Concept['near'] = [], unless?: string[]): Concept => ({
  kind: 'something-wrong',
  level: 'urgent',
  label: { en: '', es: '' },
  phrases,
  near,
  unless,
});

const SIGNS = {
  fever: merged('fever', {
    phrases: ['sweats and chills', 'shaking chills', 'teeth chattering', 'temblores', 'tiritando', 'sudores'],
  }),
  fastHeart: own(
    [
      'palpitation*',
      'taquicardia',
      'palpitaciones',
      'corazon acelerado',
      'pulse is fast',
      'pulse is racing',
      'fast pulse',
      'racing pulse',
      'heart feels off',
      'heart is doing something weird',
      'heart skipping',
      'heart flutter*',
      'pulso rapido',
      'pulso acelerado',
    ],
    [
      {
        groups: [
          ['heart', 'corazon', 'hart', 'pulse', 'pulso'],
          [
            'racing',
            'pounding',
            'fast',
            'hammering',
            'fluttering',
            'skipping',
            'irregular',
            'off',
            'weird',
            'rapido',
            'acelerado',
            'rapidisimo',
            'fuerte',
            'brinca',
          ],
        ],
        window: 5,
      },
    ],
  ),
  mind: merged('confusion', {
    phrases: [
      'can not think straight',
      'can not think clearly',
      'foggy',
      'loopy',
      'not himself',
      'not herself',
      'talking nonsense',
      'making no sense',
      'mixing up words',
      'no sabe donde esta',
      'habla incoherencias',
      'no se ubica',
      'incoherente',
    ],
  }),
  faint: merged('fainting', {
    phrases: [
      'lightheaded',
      'light headed',
      'dizzy',
      'woozy',
      'going to pass out',
      'gonna pass out',
      'about to pass out',
      'feel faint',
      'feeling faint',
      'me voy a desmayar',
      'mareado',
      'mareada',
      'mareos',
      'me mareo',
      // Sight going dark on standing: the blood pressure falling short of the brain.
      ...SIGHT_GOING_DARK,
      'se me nubla la vista',
    ],
  }),
  breath: merged('breathing', {
    phrases: ['breathing fast', 'breathing really fast', 'respira rapido', 'respirando rapido'],
  }),
  jaundice: own(
    [
      'jaundice*',
      'ictericia',
      'yellow skin',
      'yellow eyes',
      'yellowish skin',
      'yellowish eyes',
      'piel amarilla',
      'ojos amarillos',
      'whites of my eyes are yellow',
    ],
    [
      {
        groups: [
          ['eye', 'eyes', 'skin', 'ojos', 'piel', 'whites'],
          ['yellow', 'yellowish', 'yellowy', 'amarill*'],
        ],
        window: 4,
      },
    ],
    // An old bruise turns yellow as it heals: that is healing, not jaundice.
    ['bruis*', 'moreton*', 'moraton*', 'morado*', 'hematoma', 'fading', 'smaller', 'mas pequeno'],
  ),
  bellyPain: own(
    ['dolor de estomago', 'dolor de barriga', 'dolor abdominal', 'belly ache', 'stomach ache', 'stomachache'],
    [{ groups: [BELLY, PAIN], window: 6 }],
  ),
  toBack: own([
    'to|into|through|thru|towards|round|around my|the back',
    'radiat* back',
    'hacia|a|en la espalda',
    'hasta la espalda',
    'me llega a la espalda',
  ]),
  vomiting: merged('vomiting', {
    phrases: [
      'throwing up for hours',
      'vomiting for hours',
      'keep throwing up',
      'keeps throwing up',
      'can not keep fluids down',
      'can not keep liquids down',
      'vomito todo',
      'no retengo nada',
      'no paro de vomitar',
      'vomitando',
      'vomito*',
      'throwing up',
      'vomiting',
      'puking',
    ],
  }),
  severe: merged('severe-pain', {
    phrases: ['like a 10', 'a 10 out of 10', '10 out of 10', 'un 10', 'way worse', 'mucho peor', 'muchisimo'],
  }),
  rigidBelly: own(
    [
      'rock hard',
      'hard as a rock',
      'hard like a rock',
      'hard as a board',
      'like a board',
      'dura como piedra',
    ],
    [
      {
        groups: [BELLY, ['rigid', 'board', 'rock', 'rock-hard', 'piedra', 'tabla', 'durisim*', 'rigid*']],
        window: 6,
      },
    ],
  ),
  nasalFluid: own(
    ['salty taste', 'sabor salado', 'salty fluid', 'liquido salado', 'agua salada'],
    [
      {
        groups: [
          ['nose', 'nostril', 'nasal', 'nariz', 'fosa', 'one side', 'un lado'],
          ['clear', 'watery', 'water', 'salty', 'transparente', 'claro', 'agua', 'agüita', 'salado', 'clara'],
          [
            'drip*',
            'run*',
            'leak*',
            'fluid',
            'liquid',
            'pour*',
            'gotea*',
            'sale',
            'liquido',
            'escurr*',
            'chorre*',
          ],
        ],
        window: 14,
      },
      {
        groups: [
          ['clear', 'watery', 'salty', 'transparente', 'salado'],
          ['fluid', 'liquid', 'liquido', 'drip*', 'gotea*'],
          ['lean*', 'bend*', 'agach*', 'inclin*', 'headache', 'dolor de cabeza'],
        ],
        window: 12,
      },
    ],
  ),
  speech: own(
    [
      'slurr*',
      'words are coming out',
      'words coming out',
      'can not get my words out',
      'can not get the words out',
      'can not find my words',
      'talking funny',
      'speech is off',
      'habla arrastrada',
      'arrastra las palabras',
      'arrastrando las palabras',
      'no me salen las palabras',
      'no le salen las palabras',
      'habla rara',
      'habla raro',
      'no puedo hablar bien',
      'no puede hablar bien',
      'no puedo hablar',
      'can not talk right',
      'can not talk properly',
      'can not speak properly',
    ],
    [
      {
        groups: [
          ['words', 'speech', 'speaking', 'talking', 'palabras', 'habla', 'hablando'],
          [
            'weird',
            'wrong',
            'funny',
            'jumbled',
            'garbled',
            'slurred',
            'mixed',
            'strange',
            'raras',
            'enredad*',
            'trab*',
            'rara',
            'raro',
          ],
        ],
        window: 4,
      },
    ],
  ),
  oneSide: own(
    [
      'face drooping',
      'face is drooping',
      'cara caida',
      'se le cayo la cara',
      'boca chueca',
      'cara chueca',
      'mouth is crooked',
      'mouth droop*',
      'smile is crooked',
      'sonrisa chueca',
    ],
    [
      {
        groups: [
          ['half', 'medio', 'mitad', 'one side', 'un lado'],
          ['body', 'face', 'cuerpo', 'cara'],
          [
            'numb',
            'dead',
            'asleep',
            'weak',
            'droop*',
            'dorm*',
            'durm*',
            'entumec*',
            'debil',
            'chuec*',
            'caid*',
          ],
        ],
        window: 6,
      },
      {
        groups: [
          ['right', 'left', 'one', 'derech*', 'izquierd*', 'un', 'una'],
          ['hand', 'arm', 'leg', 'side', 'mano', 'brazo', 'pierna', 'lado'],
          [
            'clumsy',
            'weak',
            'heavy',
            'dead',
            'useless',
            'dropping',
            'torpe',
            'debil',
            'pesad*',
            'no responde',
            'no puedo mover',
          ],
        ],
        window: 6,
      },
    ],
  ),
  breathPain: own(
    [
      'hurts to breathe',
      'hurts to take a deep breath',
      'hurts to take a breath',
      'pain when i breathe',
      'painful to breathe',
      'duele al respirar',
      'duele respirar',
      'me duele cuando respiro',
    ],
    [
      {
        groups: [
          ['breath', 'breathe', 'breathing', 'inhale', 'respirar', 'respiro'],
          ['hurt*', 'pain', 'sharp', 'stab*', 'duele', 'dolor', 'punzada'],
        ],
        window: 5,
      },
    ],
  ),
  noPassing: own([
    '!no poop',
    '!not pooped',
    '!have not pooped',
    '!no bowel movement',
    '!can not poop',
    '!can not pass gas',
    '!not passing gas',
    '!no gas',
    '!no he hecho popo',
    '!no he ido al bano',
    '!no puedo evacuar',
    '!no evacuo',
    'constipat*',
    'estrenid*',
  ]),
  // Kidneys short of fluid: no urine for hours.
  noUrine: own([
    '!have not peed',
    '!havent peed',
    '!not peed',
    '!not peeing',
    '!no pee',
    '!no urine',
    '!have not urinated',
    '!not urinating',
    '!can not pee',
    '!no he orinado',
    '!no orino',
    '!no he hecho pipi',
    '!no hago pipi',
    '!no puedo orinar',
  ]),
  // More than dizziness: fainting, nearly fainting, or sight going dark on standing.
  nearFaint: merged('fainting', {
    phrases: [
      'going to pass out',
      'gonna pass out',
      'about to pass out',
      'almost passed out',
      'nearly passed out',
      'almost fainted',
      'nearly fainted',
      'feel faint',
      'feeling faint',
      'me voy a desmayar',
      'casi me desmayo',
      ...SIGHT_GOING_DARK,
    ],
  }),
  // Nothing stays down, not even water.
  noFluids: own([
    '!can not keep water down',
    '!can not keep even water down',
    '!can not keep anything down',
    '!can not keep liquids down',
    '!can not keep fluids down',
    '!can not even keep water down',
    '!no retengo ni el agua',
    '!no retengo nada',
    '!ni el agua',
    '!no tolero ni el agua',
    '!no tolero liquidos',
  ]),
  bile: own([
    'vomiting green',
    'green vomit',
    'throwing up green',
    'puking green',
    'vomiting bile',
    'throwing up bile',
    'vomito verde',
    'vomitando verde',
    'vomito bilis',
  ]),
  bloated: own(
    ['bloat*', 'distended', 'hinchad*', 'inflamad*', 'inflamad*', 'swollen'],
    [{ groups: [BELLY, ['swollen', 'swelling', 'big', 'huge', 'hinchad*', 'inflamad*']], window: 5 }],
  ),
  // Less urine, or dark: the body short of fluid.
  darkUrine: own(
    [
      'dark urine',
      'dark pee',
      'orina oscura',
      'orina muy oscura',
      'casi no orino',
      'orino muy poco',
      'orino poco',
    ],
    [
      {
        groups: [
          ['pee', 'peeing', 'urine', 'urinating', 'orina', 'orino', 'pipi'],
          ['dark', 'darker', 'brown', 'less', 'barely', 'oscura', 'cafe', 'poco', 'poquito', 'menos'],
        ],
        window: 6,
      },
    ],
  ),
  diarrhoea: own(['diarrh*', 'diarrea', 'watery stool*', 'the runs', 'evacuaciones liquidas']),
  // A rash or redness over the whole body, like a sunburn.
  bodyRash: own(
    ['like a sunburn', 'sunburn all over', 'como quemad*', 'como insolad*'],
    [
      {
        groups: [
          ['rash', 'red', 'redness', 'sunburn', 'roja', 'rojo', 'sarpullido', 'erupcion', 'enrojecid*'],
          [
            'whole body',
            'all over',
            'everywhere',
            'entire body',
            'todo el cuerpo',
            'toda la piel',
            'por todos lados',
          ],
        ],
        window: 8,
      },
    ],
  ),
  lowPressure: own([
    'low blood pressure',
    'blood pressure is low',
    'blood pressure dropped',
    'bp is low',
    'bp dropped',
    'presion baja',
    'presion muy baja',
    'presion se le bajo',
    'presion bajo',
    'le bajo la presion',
    'se me bajo la presion',
  ]),
  // Redness spreading at a pace one can watch: past a line drawn around it, by the hour.
  spreadingFast: own(
    ['past the line i drew', 'past the line', 'beyond the line', 'past the marker', 'past the pen'],
    [
      {
        groups: [
          ['spreading', 'spreads', 'spread', 'moving', 'se extiende', 'avanza', 'avanzando', 'extendiendo'],
          [
            'fast',
            'quickly',
            'rapidly',
            'by the hour',
            'every hour',
            'see it move',
            'see it spread',
            'rapido',
            'rapidamente',
            'cada hora',
            'por hora',
            'la linea',
            'la raya',
          ],
        ],
        window: 10,
      },
    ],
  ),
  worsening: own([
    'getting worse',
    'worse and worse',
    'worsening',
    'not better',
    'cada vez peor',
    'empeora*',
  ]),
} satisfies Record<string, Concept>;
type Sign = keyof typeof SIGNS;
const COMPILED = Object.fromEntries(Object.entries(SIGNS).map(([k, c]) => [k, compileConcept(c)])) as Record<
  Sign,
  ReturnType<typeof compileConcept>
>;

// Nose or sinus surgery, where clear fluid from the nose can be brain fluid.
const NOSE_SURGERY = [
  'rhinoplasty',
  'rhino',
  'septoplasty',
  'septo',
  'septorhinoplasty',
  'nose job',
  'nose surgery',
  'sinus surgery',
  'turbinate*',
  'rinoplastia',
  'septoplastia',
  'cirugia de nariz',
  'operacion de nariz',
  'cirugia de la nariz',
  'operaron la nariz',
  'operaron de la nariz',
  'opere la nariz',
  'opere de la nariz',
  'nariz operada',
  'cirugia nasal',
].map(compilePattern);
// Weight-loss surgery or a GLP-1 medicine: where belly pain with vomiting can be pancreatitis or a blockage.
const BARIATRIC = [
  'sleeve',
  'gastric',
  'bypass',
  'bariatric',
  'lap band',
  'manga',
  'bariatrica',
  'ozempic',
  'wegovy',
  'mounjaro',
  'zepbound',
  'semaglutide',
  'tirzepatide',
  'liraglutide',
  'saxenda',
  'glp-1',
  'glp1',
  'glp',
  'sema',
  'tirz',
].map(compilePattern);

const HEART_RATE_WORDS = [
  'hr',
  'heart',
  'pulse',
  'bpm',
  'rate',
  'pulso',
  'late',
  'latidos',
  'frecuencia',
  'lpm',
];
/** A stated heart rate of 110 a minute or more ("HR 118", "heart rate 128", "el corazón me late a 130"). */
export function fastHeartRate(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const n = tokens[i].number;
    if (n === null || n < 110 || n > 250) continue;
    const around = tokens.slice(Math.max(0, i - 4), i + 2).map((t) => t.norm);
    if (around.some((w) => HEART_RATE_WORDS.includes(w))) return n;
  }
  return null;
}

const LABELS: Record<Escalation['rule'], Record<Language, string>> = {
  sepsis: {
    en: 'a fever with a racing heart, confusion, fainting or trouble breathing (possible sepsis)',
    es: 'fiebre con el corazón acelerado, confusión, desmayo o falta de aire (posible sepsis)',
  },
  cholangitis: {
    en: 'yellow skin or eyes with a fever or severe belly pain (a possible bile-duct infection or blockage)',
    es: 'piel u ojos amarillos con fiebre o dolor fuerte de barriga (posible infección u obstrucción de la vía biliar)',
  },
  jaundice: {
    en: 'yellow skin or eyes (jaundice)',
    es: 'piel u ojos amarillos (ictericia)',
  },
  'spinal-fluid': {
    en: 'clear fluid dripping from the nose after nose surgery (a possible leak of the fluid around the brain)',
    es: 'líquido claro que gotea de la nariz después de una cirugía de nariz (posible fuga del líquido que rodea el cerebro)',
  },
  pancreatitis: {
    en: 'severe belly pain going through to the back or with vomiting that will not stop (possible pancreatitis or a blockage)',
    es: 'dolor fuerte de barriga que llega a la espalda o con vómitos que no paran (posible pancreatitis u obstrucción)',
  },
  stroke: {
    en: 'words coming out wrong or one side weak or clumsy (possible stroke)',
    es: 'palabras que no salen bien o un lado débil o torpe (posible derrame cerebral)',
  },
  heart: {
    en: 'a racing heart or pain on breathing with feeling faint (a possible clot in the lung or heart-rhythm problem)',
    es: 'el corazón acelerado o dolor al respirar con sensación de desmayo (posible coágulo en el pulmón o problema del ritmo del corazón)',
  },
  blockage: {
    en: 'vomiting with a hard or swollen belly, green vomit or no bowel movement (a possible bowel blockage)',
    es: 'vómitos con la barriga dura o hinchada, vómito verde o sin evacuar (posible obstrucción intestinal)',
  },
  constipation: {
    en: 'no bowel movement for days with a bloated or painful belly',
    es: 'varios días sin evacuar con la barriga hinchada o adolorida',
  },
  dehydration: {
    en: 'no fluids staying down and no urine, with feeling faint (severe dehydration)',
    es: 'no retener líquidos y no orinar, con sensación de desmayo (deshidratación grave)',
  },
  'drying-out': {
    en: 'vomiting or diarrhoea with little or dark urine (dehydration)',
    es: 'vómitos o diarrea con poca orina u orina oscura (deshidratación)',
  },
  'toxic-shock': {
    en: 'a high fever with a sunburn-like rash and vomiting, diarrhoea or feeling faint (possible toxic shock)',
    es: 'fiebre alta con la piel roja como quemada y vómitos, diarrea o mareo (posible síndrome de shock tóxico)',
  },
  'fast-infection': {
    en: 'redness spreading fast, past a line within hours (a possible fast-moving infection)',
    es: 'enrojecimiento que avanza rápido, pasando una línea en horas (posible infección que avanza rápido)',
  },
  belly: {
    en: 'a belly hard as a board with pain getting worse',
    es: 'la barriga dura como una tabla con dolor que empeora',
  },
};

export interface SeverityContext {
  /** Earlier messages of the conversation, read. */
  earlier: Reading[];
  /** The message asks in general ("what are the signs of sepsis?"): nothing is happening now. */
  general: boolean;
}

/** The signs present now in a message: matched, not negated, in a clause about now. */
export function signsNow(reading: Reading, general: boolean): Set<Sign> {
  const out = new Set<Sign>();
  if (general) return out;
  const time = timeline(reading);
  const now = (i: number) => time.whenAt(i) === 'now';
  for (const sign of Object.keys(SIGNS) as Sign[])
    if (matchConcept(reading.tokens, COMPILED[sign], now).at >= 0) out.add(sign);
  if (time.when === 'now') {
    if (feverTemperature(reading.tokens) !== null) out.add('fever');
    if (fastHeartRate(reading.tokens) !== null) out.add('fastHeart');
  }
  return out;
}

/**
 * The most severe combination of signs in a message, or null. Signs from the last earlier message count beside
 * the message's own when the message itself reports at least one now ("update: now I'm confused" after a fever).
 */
export function escalation(
  reading: Reading,
  language: Language,
  context: SeverityContext,
): Escalation | null {
  const own = signsNow(reading, context.general);
  if (own.size === 0) return null;
  const last = context.earlier.at(-1);
  const s = new Set(own);
  if (last) for (const sign of signsNow(last, false)) s.add(sign);
  const conversation = [reading, ...context.earlier];
  const about = (patterns: Pattern[]) => conversation.some((r) => containsPattern(r.tokens, patterns));
  const hit = (rule: Escalation['rule'], level: Level = 'emergency'): Escalation => ({
    level,
    rule,
    label: LABELS[rule][language],
  });

  // Signs that are emergencies whatever else is said.
  if (own.has('speech') || own.has('oneSide')) return hit('stroke');
  if (own.has('nasalFluid') && about(NOSE_SURGERY)) return hit('spinal-fluid');
  if (
    s.has('fever') &&
    (s.has('fastHeart') || s.has('mind') || s.has('faint') || s.has('breath') || s.has('rigidBelly'))
  ) {
    // Named by the signs that are there: "a fever with a racing heart and feeling faint (possible sepsis)".
    const WITH: [Sign, Record<Language, string>][] = [
      ['fastHeart', { en: 'a racing heart', es: 'el corazón acelerado' }],
      ['mind', { en: 'confusion', es: 'confusión' }],
      ['faint', { en: 'feeling faint', es: 'sensación de desmayo' }],
      ['breath', { en: 'trouble breathing', es: 'falta de aire' }],
      ['rigidBelly', { en: 'a hard belly', es: 'la barriga dura' }],
    ];
    const signs = WITH.filter(([k]) => s.has(k)).map(([, l]) => l[language]);
    const and = language === 'es' ? ' y ' : ' and ';
    const list = signs.length > 1 ? `${signs.slice(0, -1).join(', ')}${and}${signs.at(-1)}` : signs[0];
    return {
      level: 'emergency',
      rule: 'sepsis',
      label:
        language === 'es' ? `fiebre con ${list} (posible sepsis)` : `a fever with ${list} (possible sepsis)`,
    };
  }
  if (s.has('jaundice') && (s.has('fever') || (s.has('bellyPain') && s.has('severe'))))
    return hit('cholangitis');
  if (
    s.has('bellyPain') &&
    (s.has('toBack') || s.has('vomiting')) &&
    (s.has('severe') || s.has('worsening')) &&
    about(BARIATRIC)
  )
    return hit('pancreatitis');
  if (s.has('bellyPain') && s.has('toBack') && s.has('vomiting')) return hit('pancreatitis');
  if ((s.has('fastHeart') || s.has('breathPain')) && (s.has('faint') || s.has('breath') || s.has('mind')))
    return hit('heart');
  if (s.has('breathPain') && s.has('fastHeart')) return hit('heart');
  if (
    s.has('rigidBelly') &&
    (s.has('severe') || s.has('worsening') || s.has('fastHeart') || s.has('bellyPain'))
  )
    return hit('belly');
  // Severe dehydration: nothing kept down, no urine and the blood pressure failing on standing (nearly fainting,
  // sight going dark). With dizziness only, or two of the three, it is a call to the team today.
  if ((s.has('noFluids') || s.has('vomiting')) && s.has('noUrine') && s.has('nearFaint'))
    return hit('dehydration');
  // Toxic shock: a high fever with a sunburn-like rash over the body and vomiting, diarrhoea, low pressure or
  // feeling faint, days after surgery or packing.
  if (
    s.has('fever') &&
    s.has('bodyRash') &&
    (s.has('vomiting') || s.has('diarrhoea') || s.has('lowPressure') || s.has('faint') || s.has('nearFaint'))
  )
    return hit('toxic-shock');
  // Redness moving past a line drawn an hour ago: an infection moving fast.
  if (own.has('spreadingFast')) return hit('fast-infection');
  if (s.has('vomiting') && (s.has('noPassing') || s.has('rigidBelly') || s.has('bile')))
    return hit('blockage');
  if (s.has('bile') && (s.has('bloated') || s.has('bellyPain') || s.has('rigidBelly') || about(BARIATRIC)))
    return hit('blockage');
  if (own.has('jaundice')) return hit('jaundice', 'urgent');
  // Fluids lost (vomiting, diarrhoea) and little or dark urine: dehydration, for the team today.
  if ((s.has('vomiting') || s.has('diarrhoea')) && (s.has('darkUrine') || s.has('noUrine')))
    return hit('drying-out', 'urgent');
  if (s.has('noPassing') && (s.has('bloated') || s.has('bellyPain')) && about(BARIATRIC))
    return hit('constipation', 'urgent');
  return null;
}
