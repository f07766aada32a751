// What a patient is asking: the intents we answer from a guide, and the everyday concerns that map to procedures.
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

// Order matters: earlier patterns win when a word could mean two things ("how long is recovery" is recovery,
// "how long does botox last" is results).
const INTENT_PATTERNS: [Exclude<Intent, 'comparison' | 'overview' | 'provider_profile'>, RegExp][] = [
  [
    'cost',
    /\b(cost|costs|price|prices|pricing|priced|how much|expensive|cheap|cheaper|afford|fees?|insurance|financ\w*|pay|budget|\$)/i,
  ],
  [
    'recovery',
    /\b(recover\w*|downtime|heal\w*|back to work|time off|off work|swelling|bruis\w*|post-?op\w*|aftercare|exercise|work out|workout|return to|drive|driving)\b/i,
  ],
  [
    'risks',
    /\b(risks?|risky|safe|safety|dangers?|dangerous|complications?|side[ -]?effects?|scars?|scarring|deaths?)\b/i,
  ],
  [
    'candidacy',
    /\b(candidates?|eligible|eligibility|qualify|right for me|good fit|too old|too young|age limit|how old|minimum age|bmi|am i a|should i get|who should)\b/i,
  ],
  [
    'how_it_works',
    /\b(how (does|do|is) (it|this|that|the \w+|\w+) (work|done|performed)|how it works|what happens|anesthesia|anaesthesia|asleep|how long does (it|the procedure|the surgery|surgery|the treatment) take|procedure steps|technique|incisions?)\b/i,
  ],
  [
    'results',
    /\b(results?|last|lasts|lasting|permanent|before and after|outcomes?|see a difference|final look|how long until)\b/i,
  ],
  [
    'alternatives',
    /\b(alternatives?|instead of|other options|without surgery|non-?surgical options?|less invasive)\b/i,
  ],
  [
    'questions',
    /\b(questions? (to|should i|i should) ask|what (should|do) i ask|consultation questions|prepare for (my|a|the) consultation)\b/i,
  ],
  [
    'find_provider',
    /\b(providers?|surgeons?|doctors?|dr\.?|clinics?|specialists?|dermatologists?|injectors?|practices?|near me|nearby|who (does|do|offers|performs)|recommend (a|someone|me)|find (a|me)|best .* in|top .* in|in my area)\b/i,
  ],
];

const COMPARISON = /\b(vs\.?|versus|compare|comparing|comparison|difference|differences|better|or)\b/i;
const PROVIDER_PROFILE =
  /\b(this (provider|doctor|surgeon|practice|clinic|specialist)|about (him|her|them)|is (he|she|this doctor) (good|any good|qualified|board)|what does (he|she|this provider) (offer|do)|their (prices|procedures|reviews|credentials))\b/i;

export function detectIntents(text: string, procedureCount: number): Intent[] {
  const intents: Intent[] = [];
  if (procedureCount >= 2 && COMPARISON.test(text)) intents.push('comparison');
  for (const [intent, pattern] of INTENT_PATTERNS) if (pattern.test(text)) intents.push(intent);
  return intents;
}

export function asksAboutProvider(text: string): boolean {
  return PROVIDER_PROFILE.test(text);
}

// Everyday concerns → the procedures that address them, most common first.
const CONCERNS: { pattern: RegExp; label: string; procedures: string[] }[] = [
  {
    pattern: /\b(wrinkles?|fine lines|crow'?s feet|frown lines|forehead lines|aging skin|look younger)\b/i,
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
    pattern: /\b(stubborn fat|belly fat|love handles|double chin|fat pockets|muffin top)\b/i,
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
      /\b(nutrition|nutritional|diet|dieting|eating|meal plans?|what (should|can) i eat|healthy food|calories|protein|macros)\b/i,
    label: 'nutrition',
    procedures: ['nutritional-counseling', 'medical-weight-loss'],
  },
  {
    pattern: /\b(metabolism|metabolic|resting metabolic rate)\b/i,
    label: 'metabolism',
    procedures: ['metabolic-testing', 'medical-weight-loss'],
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

// Words that keep a message inside TruGPT's field even when no procedure is named.
const DOMAIN =
  /\b(surgery|surgeon|surgical|cosmetic|aesthetic|plastic|procedures?|treatments?|injections?|injectables?|laser|skin|face|body|weight|wellness|health|healthy|clinic|doctor|provider|medical|beauty|board[- ]certified|consultation|recovery|anesthesia|botox|filler|truself|trugpt)\b/i;

export function isInDomain(text: string): boolean {
  return DOMAIN.test(text);
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings|yo)\b[\s!.,]*(there|trugpt)?[\s!.]*$/i;
const THANKS =
  /^\s*(thanks|thank you|thx|ty|great,? thanks|perfect,? thanks|ok(ay)?,? thanks?)\b[\s\w!.,]{0,20}$/i;

export function isGreeting(text: string): boolean {
  return GREETING.test(text);
}

export function isThanks(text: string): boolean {
  return THANKS.test(text);
}

const FOLLOW_UP =
  /^\s*(and|also|what about|how about|what if|ok(ay)?,? (and|what|how)|so|then|is it|does it|will it|can it|how long|how much|what are|where)\b/i;

/** Short questions that lean on the previous turn ("and the risks?", "what about in Dallas?"). */
export function looksLikeFollowUp(text: string): boolean {
  return (
    FOLLOW_UP.test(text) || /\b(it|that|this|they|them)\b/i.test(text) || text.trim().split(/\s+/).length <= 6
  );
}

// Requests to diagnose a condition or choose a medicine or dose: TruGPT gives general information only.
const DIAGNOSE_OR_PRESCRIBE =
  /\b(diagnos\w*|do i have (an? )?\w+|is (this|it|my \w+) (infected|an infection|normal)|what(')?s wrong with (me|my)|prescri\w*|what dose|which dose|dosage|how (much|many) (mg|milligrams|units)|how much \w+ should i take|should i (take|stop|start|increase|double|skip) (my |the )?\w+|can you give me (a |some )?(medication|medicine|antibiotics))\b/i;

export function asksForDiagnosisOrPrescription(text: string): boolean {
  return DIAGNOSE_OR_PRESCRIBE.test(text);
}
