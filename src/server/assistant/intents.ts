// What a patient is asking: the intents we answer from a guide, and the everyday concerns that map to procedures.
import { fold, hasAny, hasPhrase, readWords, type Words } from './words';
export type Intent =
  | 'comparison'
  | 'find_provider'
  | 'cost'
  | 'recovery'
  | 'risks'
  | 'candidacy'
  | 'how_it_works'
  | 'results'
  | 'alternatives'
  | 'questions'
  | 'provider_profile'
  | 'overview';

// Each intent is a vocabulary of words and phrases (English lemmas, Spanish as typed without accents), matched word
// by word: "feels" is the lemma "feel" and never the price word "fee". Order matters: earlier intents win when a
// section limit applies ("how long is recovery" is recovery, "how long does botox last" is results).
type GuideIntent = Exclude<Intent, 'comparison' | 'overview' | 'provider_profile'>;

interface IntentVocabulary {
  intent: GuideIntent;
  phrases: readonly string[];
  /** Extra judgement a word list cannot express ("how much" is a price unless it is "how much time"). */
  test?: (w: Words) => boolean;
  /** Phrases that cancel the intent ("how much swelling" is not a price question). */
  not?: readonly string[];
}

/** "Does that include anesthesia?", "¿eso incluye la anestesia?": what a price covers. */
export const INCLUDED =
  /\b((does|do|is|are|will|would) (that|it|this|they|the (price|quote|cost|fee|total|package))( price| quote)? (includ\w*|cover\w*)|(is|are) (\w+ ){1,3}included|all in(clusive)?|(incluye|incluido|incluida|cubre) )/;

const VOCABULARY: IntentVocabulary[] = [
  {
    intent: 'cost',
    phrases: [
      'cost',
      'price',
      'pricing',
      'priced',
      'pricey',
      'expensive',
      'cheap',
      'cheapest',
      'afford',
      'affordable',
      'fee',
      'insurance',
      // "does medicare cover wegovy?", "is it covered by medicaid?": coverage asked is a price question; "a clinic
      // that takes Medi-Cal" stays a request for providers.
      'medicare cover',
      'medicaid cover',
      'medicare pay',
      'medicaid pay',
      'covered by medicare',
      'covered by medicaid',
      'finance',
      'financing',
      'payment',
      'pay',
      'budget',
      'quote',
      'dollar',
      'spend',
      'carecredit',
      'care credit',
      'out of pocket',
      'how much be',
      'how much do',
      'how much for',
      'how much it',
      'how much would',
      'how much will',
      'how much money',
      'going rate',
      'set me back',
      'run me',
      'ballpark',
      'charging',
      'hsa',
      'fsa',
      '$',
      // Spanish
      'cuesta',
      'cuestan',
      'costo',
      'costos',
      'coste',
      'precio',
      'precios',
      'caro',
      'barato',
      'barata',
      'pagar',
      'pago',
      'financiamiento',
      'seguro medico',
      'mi seguro',
      'el seguro',
      'cuanto cobran',
      'cuanto sale',
      'cuanto vale',
    ],
    test: (w) =>
      (hasPhrase(w, 'cuanto') &&
        !hasAny(w, ['cuanto tiempo', 'cuantos dias', 'cuantas semanas', 'cuanto dura', 'cuantas sesiones']) &&
        // "¿y cuánto me dura?", "cuanto le duran": how long it lasts, not what it costs.
        !/\bcuantos? (?:me |te |le |les |nos )?dur(?:a|an|ara|aran)\b/.test(w.tokens.join(' '))) ||
      // "does that include anesthesia?", "is the facility included?": what a price covers.
      INCLUDED.test(w.tokens.join(' ')),
    not: ['how much time', 'how much downtime', 'how much pain', 'how much swelling', 'how much weight'],
  },
  {
    intent: 'recovery',
    phrases: [
      'recover',
      'recovery',
      'downtime',
      'heal',
      'healing',
      'back to work',
      'return to work',
      'go back to work',
      'time off',
      'off work',
      'day off',
      'week off',
      'swelling',
      'bruise',
      'bruising',
      'post op',
      'postop',
      'aftercare',
      'after care',
      'exercise',
      'work out',
      'workout',
      'gym',
      'return to',
      'drive',
      'driving',
      'fly',
      'flight',
      'plane',
      'travel',
      'trip',
      'go home',
      'fly home',
      'shower',
      'compression',
      'drain',
      'bed rest',
      'sleep on',
      'lay on',
      'lie on',
      'sit down',
      'sit',
      'sitting',
      'pto',
      'leave from work',
      // Spanish
      'recuperacion',
      'recuperar',
      'recuperarme',
      'recupero',
      'reposo',
      'volver al trabajo',
      'regresar al trabajo',
      'volver a trabajar',
      'viajar',
      'volar',
      'vuelo',
      'avion',
      'incapacidad',
      'hinchazon',
      'moretones',
      'cuanto tiempo',
      'cuantos dias',
      'cuantas semanas',
    ],
  },
  {
    intent: 'risks',
    phrases: [
      'risk',
      'risky',
      'safe',
      'safety',
      'danger',
      'dangerous',
      'complication',
      'side effect',
      'scar',
      'scarring',
      'death',
      'botched',
      'go wrong',
      'went wrong',
      // Spanish
      'riesgo',
      'riesgos',
      'peligroso',
      'peligrosa',
      'es seguro',
      'es segura',
      'son seguros',
      'complicaciones',
      'efectos secundarios',
      'cicatriz',
      'cicatrices',
    ],
  },
  {
    intent: 'candidacy',
    phrases: [
      'candidate',
      'eligible',
      'eligibility',
      'qualify',
      'right for me',
      'good fit',
      'too old',
      'too young',
      'age limit',
      'how old',
      'minimum age',
      'bmi',
      'am i a',
      'should i get',
      'who should',
      'am i too',
      // Spanish
      'candidato',
      'candidata',
      'edad minima',
    ],
  },
  {
    intent: 'how_it_works',
    phrases: [
      'how it work',
      'what happen',
      'anesthesia',
      'anaesthesia',
      'asleep',
      'put under',
      'technique',
      'incision',
      'procedure step',
      'how long do the procedure take',
      'how long do it take',
      'how long do the surgery take',
      'how be it do',
      'how be it perform',
      // Spanish
      'como funciona',
      'anestesia',
      'como se hace',
      'dormida',
      'dormido',
    ],
    not: ['include', 'included', 'includes', 'including', 'incluye', 'incluido', 'incluida', 'all in'],
    // "how does botox work" (but not "back to work").
    test: (w) =>
      w.all.has('how') &&
      w.lemmas.includes('work') &&
      !hasAny(w, ['to work', 'off work', 'at work', 'from work', 'for work', 'work out', 'miss work']),
  },
  {
    intent: 'results',
    phrases: [
      'result',
      'lasting',
      'permanent',
      'before and after',
      'outcome',
      'see a difference',
      'final look',
      'how long until',
      'wear off',
      'kick in',
      'take effect',
      'start working',
      'take to work',
      'how long do it last',
      'how long will it last',
      // "how often should I go", "how often do I need it again": how long each treatment lasts.
      'how often',
      'need it again',
      'cada cuanto',
      // Spanish
      'resultado',
      'resultados',
      'dura',
      'duran',
      'duracion',
      'permanente',
    ],
    // "last"/"lasts" as in lasting, not "my last appointment".
    test: (w) =>
      w.tokens.some(
        (t, i) =>
          (t === 'last' || t === 'lasts') &&
          !['the', 'my', 'at', 'her', 'his', 'this'].includes(w.tokens[i - 1]),
      ),
  },
  {
    intent: 'alternatives',
    phrases: [
      'alternative',
      'instead of',
      'other option',
      'without surgery',
      'non surgical option',
      'nonsurgical option',
      'less invasive',
      // Spanish
      'alternativa',
      'alternativas',
      'sin cirugia',
    ],
  },
  {
    intent: 'questions',
    phrases: [
      'question to ask',
      'question should i ask',
      'what should i ask',
      'what do i ask',
      'consultation question',
      'prepare for my consultation',
      'prepare for the consultation',
      'que preguntar',
      'que debo preguntar',
    ],
  },
  {
    intent: 'find_provider',
    phrases: [
      'provider',
      'surgeon',
      'doctor',
      'dr',
      'doc',
      'clinic',
      'specialist',
      'dermatologist',
      'derm',
      'injector',
      'practice',
      'near me',
      'nearby',
      'close to me',
      'around me',
      'who do',
      'who offer',
      'who perform',
      'recommend',
      'find a',
      'find me',
      'top rated',
      'in my area',
      'medspa',
      'med spa',
      // Spanish
      'medico',
      'medicos',
      'doctora',
      'doctores',
      'cirujano',
      'cirujana',
      'cirujanos',
      'clinica',
      'clinicas',
      'especialista',
      'especialistas',
      'cerca de mi',
      'recomienda',
      'recomiendas',
      'recomendar',
      'busco',
    ],
  },
];

const COMPARISON = [
  'vs',
  'versus',
  'compare',
  'comparison',
  'difference',
  'better',
  'or',
  'which one',
  'worse',
  'o',
  'diferencia',
  'mejor',
  'comparar',
];

export function detectIntents(text: string, procedureCount: number): Intent[] {
  const w = readWords(text);
  const intents: Intent[] = [];
  if (procedureCount >= 2 && (hasAny(w, COMPARISON) || /\bvs\.?(?!\w)|\w\/\w/i.test(text)))
    intents.push('comparison');
  for (const v of VOCABULARY) {
    if (v.not && hasAny(w, v.not)) continue;
    if (hasAny(w, v.phrases) || v.test?.(w)) intents.push(v.intent);
  }
  return intents;
}

const PROVIDER_PROFILE = [
  'this provider',
  'this doctor',
  'this surgeon',
  'this practice',
  'this clinic',
  'this specialist',
  'this injector',
  'about him',
  'about her',
  'about them',
  'is he good',
  'is she good',
  'is he any good',
  'is she any good',
  'is they good',
  'be he good',
  'be she good',
  'be they good',
  'he good',
  'she good',
  'qualified',
  'board certified',
  'what do he offer',
  'what do she offer',
  'what do they offer',
  'their price',
  'her price',
  'his price',
  'their review',
  'her review',
  'his review',
  'credential',
  'she',
  'he',
  'does she',
  'does he',
  'ella',
  'here',
  'this office',
  'you guys',
  'her',
  'him',
  'este doctor',
  'esta doctora',
  'este medico',
  'esta clinica',
  'es buena',
  'es bueno',
];

export function asksAboutProvider(text: string): boolean {
  return hasAny(readWords(text), PROVIDER_PROFILE);
}

/** Picks out of the providers the previous answer listed: "the second one", "which is cheapest", "those". */
export type ProviderPick =
  | { kind: 'index'; index: number }
  | { kind: 'cheapest' | 'best_rated' | 'closest' | 'all' };

const ORDINALS: [string[], number][] = [
  [['first', '1st', 'primero', 'primera', 'number 1', '#1'], 0],
  [['second', '2nd', 'segundo', 'segunda', 'number 2', '#2'], 1],
  [['third', '3rd', 'tercero', 'tercera', 'number 3', '#3'], 2],
  [['fourth', '4th', 'number 4'], 3],
  [['fifth', '5th', 'number 5'], 4],
];

export function detectProviderPick(text: string): ProviderPick | null {
  const w = readWords(text);
  const lower = fold(text);
  if (
    hasAny(w, [
      'cheapest',
      'least expensive',
      'most affordable',
      'lowest price',
      'cheap',
      'mas barato',
      'mas barata',
      'mas economico',
    ])
  )
    return { kind: 'cheapest' };
  if (
    hasAny(w, [
      'best rated',
      'highest rated',
      'best review',
      'most review',
      'top rated',
      'mejor calificado',
      'mejor calificada',
    ])
  )
    return { kind: 'best_rated' };
  if (hasAny(w, ['closest', 'nearest', 'mas cerca', 'mas cercano', 'mas cercana']))
    return { kind: 'closest' };
  for (const [words, index] of ORDINALS) {
    if (words.some((o) => (o.startsWith('#') ? lower.includes(o) : hasPhrase(w, o))))
      return { kind: 'index', index };
  }
  if (hasAny(w, ['those', 'them', 'these', 'they', 'any of them', 'ellos', 'esos', 'esas']))
    return { kind: 'all' };
  return null;
}

// Everyday concerns → the procedures that address them, most common first.
const CONCERNS: { pattern: RegExp; label: string; procedures: string[] }[] = [
  {
    pattern:
      /\b(wrinkles?|fine lines|crow'?s feet|frown lines|forehead lines|smile lines|laugh lines|nasolabial folds?|marionette lines|11s|aging skin|look younger|arrugas|lineas de expresion)\b/i,
    label: 'lines and wrinkles',
    procedures: ['botox', 'dermal-fillers', 'chemical-peels', 'microneedling'],
  },
  {
    pattern: /\b(sagging|jowls?|loose skin on (my )?(face|neck)|turkey neck|droopy face)\b/i,
    label: 'sagging facial skin',
    procedures: ['facelift', 'thread-lift', 'dermal-fillers'],
  },
  {
    pattern:
      /\b(lose weight|losing weight|weight loss|weight-loss|obese|obesity|overweight|weight management|shed pounds)\b/i,
    label: 'weight loss',
    procedures: ['medical-weight-loss', 'gpl-1', 'gastric-sleeve', 'gastric-bypass', 'gastric-balloon'],
  },
  {
    pattern:
      /\b(look(s|ing)? (so |really |super )?(tired|exhausted|sick|worn out)|tired[- ]looking|dark circles|under[- ]?eye bags|eye bags|bags under my eyes|ojeras|cara cansada)\b/i,
    label: 'a tired look',
    procedures: ['dermal-fillers', 'botox', 'chemical-peels'],
  },
  {
    pattern: /\b(flabby arms?|my arms|upper arms?|bat wings|arm fat|grasa de los brazos|brazos)\b/i,
    label: 'the upper arms',
    procedures: ['liposuction', 'coolsculpting'],
  },
  {
    pattern: /\b(my stomach|my belly|my tummy|mommy pooch|pooch|mi panza|mi barriga|mi abdomen)\b/i,
    label: 'the stomach',
    procedures: ['tummy-tuck', 'liposuction', 'coolsculpting'],
  },
  {
    pattern: /\b(stretch marks?|estrias)\b/i,
    label: 'stretch marks',
    procedures: ['microneedling', 'tummy-tuck'],
  },
  {
    pattern: /\b(stubborn fat|belly fat|love handles|double chin|fat pockets|muffin top|papada)\b/i,
    label: 'stubborn fat',
    procedures: ['liposuction', 'coolsculpting', 'tummy-tuck'],
  },
  {
    pattern:
      /\b(loose skin|after pregnancy|post-?pregnancy|after (having )?(kids|children|babies)|diastasis)\b/i,
    label: 'body changes after pregnancy or weight loss',
    procedures: ['tummy-tuck', 'mommy-makeover'],
  },
  {
    pattern: /\b(acne scars?|pitted scars|large pores|skin texture)\b/i,
    label: 'scars and skin texture',
    procedures: ['microneedling', 'chemical-peels'],
  },
  {
    pattern:
      /\b(sun ?spots|age spots|brown spots|redness|rosacea|broken capillaries|uneven skin tone|pigmentation)\b/i,
    label: 'spots, redness and uneven tone',
    procedures: ['ipl-photofacial', 'chemical-peels'],
  },
  {
    // "good injectors around austin": injectable treatments, the ones injectors list most.
    pattern: /\b(injectors?|injectables?|med ?spas?|aesthetic nurses?)\b/i,
    label: 'injectable treatments',
    procedures: ['botox', 'dermal-fillers'],
  },
  {
    pattern: /\b(unwanted hair|body hair|facial hair|shaving|ingrown hairs?)\b/i,
    label: 'unwanted hair',
    procedures: ['laser-hair-removal'],
  },
  {
    pattern: /\b(thin lips|fuller lips|lip volume|hollow cheeks|under-?eye hollows|volume loss)\b/i,
    label: 'lost or missing volume',
    procedures: ['dermal-fillers'],
  },
  {
    pattern: /\b(tired all the time|fatigue|low energy|energy levels?|dehydrat\w*|hangover)\b/i,
    label: 'energy and hydration',
    procedures: ['vitamin-b12-injections', 'iv-therapy', 'functional-medicine'],
  },
  {
    pattern: /\b(menopause|perimenopause|hot flashes|low testosterone|low t|hormones?|hormonal)\b/i,
    label: 'hormone changes',
    procedures: ['hormone-therapy'],
  },
  {
    pattern:
      /\b(nutrition|nutritional|diet|dieting|eating|meal plans?|what (should|can) i eat|healthy food|protein|macros)\b/i,
    label: 'nutrition',
    procedures: ['nutritional-counseling', 'medical-weight-loss'],
  },
  {
    pattern: /\b(metabolism|metabolic|resting metabolic rate)\b/i,
    label: 'metabolism',
    procedures: ['metabolic-testing', 'medical-weight-loss'],
  },
  {
    // "cuántas sesiones de láser para las axilas", "laser for my underarms".
    pattern:
      /\bl[aá]ser\b.{0,40}\b(axilas?|underarms?|armpits?|bikini|brazilian|piernas|legs|bigote|upper lip)\b|\b(axilas?|underarms?|armpits?|bikini|piernas|bigote)\b.{0,40}\bl[aá]ser\b/i,
    label: 'hair removal',
    procedures: ['laser-hair-removal'],
  },
  {
    pattern: /\b(large breasts|heavy breasts|back pain from (my )?breasts)\b/i,
    label: 'large, heavy breasts',
    procedures: ['breast-reduction'],
  },
  {
    pattern: /\b(small breasts|bigger breasts|breast size|fuller breasts)\b/i,
    label: 'breast size',
    procedures: ['breast-augmentation'],
  },
  {
    pattern: /\b(bigger (butt|buttocks)|flat (butt|buttocks)|butt shape)\b/i,
    label: 'buttock shape',
    procedures: ['brazilian-butt-lift'],
  },
];

export function detectConcern(text: string): { label: string; procedures: string[] } | null {
  for (const c of CONCERNS) if (c.pattern.test(text)) return { label: c.label, procedures: c.procedures };
  return null;
}

// Words that keep a message inside TruGPT's field even when no procedure is named (matched on the folded text, so
// "láser" and "cirugía" count as typed without accents too).
const DOMAIN =
  /(?<![\p{L}])(surgery|surgeon|surgical|cosmetic|aesthetic|plastic|procedures?|treatments?|injections?|injectables?|injectors?|laser|skin|face|body|weight|wellness|health|healthy|clinic|doctor|provider|medical|beauty|board[- ]certified|board|boards|certification|certified|abps|abcs|abfprs|nurse|esthetician|aesthetician|consultation|recovery|anesthesia|botox|filler|fillers|wrinkles?|acne|scars?|lips?|nose|chin|breasts?|belly|tummy|stomach|fat|hair ?loss|hairline|units?|syringes?|testosterone|hormones?|trt|peptides?|telehealth|truself|trugpt|cirugias?|operacion|operarme|tratamientos?|procedimientos?|piel|cara|cuerpo|esteticos?|esteticas?|medicos?|clinicas?|cirujan[oa]s?|belleza|peso|sesion|sesiones|depilacion|axilas?|labios?|arrugas?|grasa|relleno|rellenos|inyecciones?|inyectables?|manchas?|cicatriz|cicatrices|nariz|senos?|pechos?|abdomen|gluteos?|cabello|calvicie|enfermer[oa]s?|dermatolog[oa]s?|hormonas?|lines|folds|sagg\w*|droopy|jowls?|cellulite|eyelids?|jawline|double chin|get rid of|hate my|look (?:less|more|younger|older)|bariatric\w*)(?![\p{L}])/iu;

export function isInDomain(text: string): boolean {
  return DOMAIN.test(fold(text));
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings|yo|hola|buenas|buenos d[ií]as|buenas tardes)\b[\s!.,]*(there|trugpt)?[\s!.]*$/i;
const THANKS =
  /^\s*(thanks|thank you|thx|ty|great,? thanks|perfect,? thanks|ok(ay)?,? thanks?|gracias|muchas gracias)\b[\s\w!.,]{0,20}$/i;

export function isGreeting(text: string): boolean {
  return GREETING.test(text);
}

export function isThanks(text: string): boolean {
  return THANKS.test(text);
}

const FOLLOW_UP =
  /^\s*(and|also|what about|how about|what if|ok(ay)?,? (and|what|how)|so|then|is it|does it|will it|can it|how long|how much|what are|where|y|y el|y la|y los|y las|qu[eé] tal|y si)\b/i;

/** Short questions that lean on the previous turn ("and the risks?", "what about in Dallas?"). */
export function looksLikeFollowUp(message: string): boolean {
  const text = message.replace(/^[\s¿¡]+/, '');
  return (
    FOLLOW_UP.test(text) || /\b(it|that|this|they|them)\b/i.test(text) || text.trim().split(/\s+/).length <= 6
  );
}

// Requests to diagnose a condition or choose a medicine or dose: TruGPT gives general information only.
// "Who may prescribe it?" and "is it normal to feel numb?" are ordinary questions, not requests for a diagnosis.
const DIAGNOSE_OR_PRESCRIBE =
  /\b(diagnos(e|is) me|can you diagnose|do i have (?!to\b)(an? )?(infection|hernia|seroma|capsular|necrosis|blood clot|clot|disease|condition|disorder)|is (this|it|my \w+) (infected|an infection)|what(')?s wrong with (me|my)|prescribe me|(write|give) me (a |an )?prescription|can you prescribe|what dose|which dose|dosage|how (much|many) (mg|milligrams)|how (much|many) units (should|do) i (take|inject|use)|how much \w+ should i take|should i (take|stop|start|increase|double|skip) (my |the )?\w+|can you give me (a |some )?(medication|medicine|antibiotics))\b/i;

export function asksForDiagnosisOrPrescription(text: string): boolean {
  return DIAGNOSE_OR_PRESCRIBE.test(text);
}
