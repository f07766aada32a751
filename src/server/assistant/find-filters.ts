// What a "find me a provider" request asks of the providers besides procedure and place: a language they speak,
// taking new patients, board certification, a listed price under a budget — which the directory holds and the
// lookup checks — and insurance, the provider's gender or virtual visits, which it does not hold, so the answer
// says so and what to ask instead. Read from the patient's own words, in English or Spanish.
import { fold } from './words';

export interface FindFilters {
  /** Directory language names ("Spanish", "Vietnamese"), every one of which a provider must speak. */
  languages: string[];
  newPatients: boolean;
  boardCertified: boolean;
  /** Highest listed starting price the patient named ("under $500"); null when none or per unit. */
  budget: number | null;
  /** A price per unit or per syringe: listed prices are per treatment, so it cannot be checked. */
  unitBudget: number | null;
  /** The provider's gender the patient asked for: the directory does not record it. */
  gender: 'female' | 'male' | null;
  /** The insurance named ("Medicaid", "Aetna", "insurance"): the directory does not record plans. */
  insurance: string | null;
  /** Virtual or in-person visits asked for: the directory does not record how a provider sees patients. */
  visits: 'virtual' | 'in-person' | 'at-home' | null;
  /** The directory specialties the patient asked for ("a dermatologist"); a provider must have one of them. */
  specialties: string[];
  /** Lowest average rating asked for ("4.8+", "at least 4.5 stars"). */
  minRating: number | null;
  /** A device or laser asked for ("Nd:YAG", "VASER"): the directory does not record equipment. */
  equipment: string | null;
  /** What else was asked of the provider that no profile records (opening hours, not a chain…), said so. */
  unlisted: Unlisted[];
  /** Paying without the insurer named before ("what if I go outside Kaiser", "sin seguro"). */
  selfPay: boolean;
}

/** Asks of a provider that the directory does not record, each answered by what to ask the office instead. */
export type Unlisted = 'hours' | 'independent' | 'ownership' | 'skinTone' | 'affirming' | 'volume';

export const NO_FILTERS: FindFilters = {
  languages: [],
  newPatients: false,
  boardCertified: false,
  budget: null,
  unitBudget: null,
  gender: null,
  insurance: null,
  visits: null,
  specialties: [],
  equipment: null,
  minRating: null,
  unlisted: [],
  selfPay: false,
};

// "4.8+", "4.5 stars or higher", "at least 4.7", "rated 4.5 and up", "4,8 estrellas o más".
const RATING =
  /(?:^|[^\d$.,])([1-4](?:[.,]\d)?|5(?:[.,]0)?)\s*(?:\+|stars?\s*(?:\+|or (?:higher|better|more|above|up)|and (?:up|above))|(?:or|and) (?:higher|better|above|up)|estrellas?\s*o mas)|\b(?:at least|minimum|min|over|above|rated|mas de|minimo)\s+([1-4][.,]\d)\b/;

// Folded spellings (English and Spanish) of the languages the directory lists.
const LANGUAGES: [RegExp, string][] = [
  [/spanish|espanol|castellano/, 'Spanish'],
  [/chinese|mandarin|cantonese|chino/, 'Chinese'],
  [/vietnamese|vietnamita/, 'Vietnamese'],
  [/tagalog|filipino/, 'Tagalog'],
  [/korean|coreano/, 'Korean'],
  [/arabic|arabe/, 'Arabic'],
  [/hindi/, 'Hindi'],
  [/russian|ruso/, 'Russian'],
  [/portuguese|portugues/, 'Portuguese'],
  [/french|frances/, 'French'],
  [/persian|farsi|persa/, 'Persian'],
  [/japanese|japones/, 'Japanese'],
  [/haitian creole|creole|kreyol|criollo haitiano/, 'Haitian Creole'],
  [/polish|polaco/, 'Polish'],
  [/italian|italiano/, 'Italian'],
];
const LANGUAGE_WORDS = LANGUAGES.map(([p]) => p.source).join('|');
// "speaks Spanish", "who speak vietnamese", "Spanish-speaking", "que hable español", "habla español".
const SPEAKS = new RegExp(
  `\\b(?:speaks?|speaking|talks?|hablen?|habla|hablan|hable)\\s+(?:fluent\\s+)?(?:in\\s+|en\\s+|el\\s+)?(${LANGUAGE_WORDS})\\b|\\b(${LANGUAGE_WORDS})[\\s-]+(?:speaking|speaker|hablante)s?\\b`,
  'g',
);

const NEW_PATIENTS =
  /\b(?:accept(?:s|ing)?|tak(?:es|ing)|see(?:s|ing)?|open to)\s+(?:any\s+)?new patients?\b|\bnew patients? (?:welcome|accepted)\b|\b(?:acepta|aceptan|aceptando|recibe|reciben|toma|toman)\s+(?:a\s+)?pacientes nuevos\b|\bpacientes nuevos\b/;
const BOARD =
  /\bboard[\s-]*certified\b|\bboard certification\b|\bcertificad[oa]s? (?:por (?:la|el) )?(?:junta|consejo)\b/;
const MONEY = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?\s*(?:dollars?|dolares|usd)?`;
const BUDGET = new RegExp(
  String.raw`\b(?:under|below|less than|no more than|at most|max(?:imum)?|cheaper than|within|up to|budget(?: is| of)?|menos de|por debajo de|maximo|hasta|presupuesto(?: de)?)\s+(?:of\s+|de\s+)?${MONEY}(\s*(?:a|an|per|each|por|la|el)\s+(?:unit|units|unidad|syringe|jeringa|vial))?`,
);
const BUDGET_AFTER = new RegExp(
  String.raw`${MONEY}\s+(?:or less|or under|max|tops|o menos)\b(\s*(?:a|an|per|each|por)\s+(?:unit|unidad|syringe|jeringa))?`,
);
const FEMALE =
  /\b(?:female|woman|women|lady)\s+(?:(?:plastic|facial plastic|cosmetic|bariatric|breast)\s+)?(?:doctor|dr|surgeon|provider|injector|derm|dermatologist|physician|np|pa)s?\b|\b(?:cirujana|dermatologa)\b|\b(?:cirujan[oa]|doctora?|medic[oa]|dermatolog[oa]|una)\s+mujer\b|\b(?:a|the)\s+(?:female|woman)\b/;
const MALE =
  /\b(?:male|man)\s+(?:(?:plastic|facial plastic|cosmetic|bariatric)\s+)?(?:doctor|dr|surgeon|provider|injector|derm|dermatologist|physician)s?\b|\b(?:cirujano|doctor|medico)\s+hombre\b/;
const INSURANCE: [RegExp, string][] = [
  [/\bmedicaid\b|\bmedi[\s-]?cal\b|\bapple health\b/, 'Medicaid'],
  [/\bmedicare\b/, 'Medicare'],
  [/\baetna\b/, 'Aetna'],
  [/\bcigna\b/, 'Cigna'],
  [/\bblue cross\b|\bbcbs\b|\bblue shield\b|\banthem\b/, 'Blue Cross Blue Shield'],
  [/\bunited ?healthcare\b|\buhc\b/, 'UnitedHealthcare'],
  [/\bkaiser\b/, 'Kaiser'],
  [/\bhumana\b/, 'Humana'],
  [/\btricare\b/, 'Tricare'],
  [
    /\b(?:takes?|accepts?|accepting|with|bill|billing|in[\s-]network|covered by|through|cover|covers)\b[^.?!]{0,25}\binsurance\b|\binsurance\b[^.?!]{0,15}\b(?:accepted|covers?|plan)\b|\b(?:acepta|aceptan|tome|tomen|toma|con)\b[^.?!]{0,15}\bseguro\b/,
    'insurance',
  ],
];
const VIRTUAL =
  /\b(?:virtual(?:ly)?|telehealth|telemedicine|video (?:visit|consult|call)s?|online (?:consult|visit)s?|consulta (?:virtual|en linea|por video)|telemedicina)\b/;
const IN_PERSON = /\b(?:in[\s-]person|en persona|presencial)\b/;
// "comes to the hotel room", "mobile iv", "a domicilio": a visit where the patient is staying.
const AT_HOME =
  /\b(?:come|comes|coming|go|goes|travel|travels)\s+to\s+(?:the|my|our|your)\s+(?:hotel|house|home|room|place|airbnb|suite)|\b(?:hotel|in[\s-]room|house|home)\s+(?:visits?|calls?|service)\b|\bmobile\s+(?:iv|drip|injector|botox|service)s?\b|\bconcierge\b|\ba domicilio\b|\bal hotel\b|\ben (?:el|mi) hotel\b|\bvenga(?:n)? (?:al|a mi) (?:hotel|casa)\b/;

// The kind of provider asked for, as the directory's specialties.
const SPECIALTIES: [RegExp, string[]][] = [
  [/\bfacial plastic surgeons?\b|\bcirujan[oa]s? plastic[oa]s? facial(?:es)?\b/, ['Facial Plastic Surgery']],
  [/\b(?:dermatologists?|derms?|dermatolog[oa]s?|dermotolog[oa]s?)\b/, ['Dermatology']],
  [/\bbariatric surgeons?\b|\bcirujan[oa]s? bariatric[oa]s?\b/, ['Bariatric Surgery']],
  [/\bplastic surgeons?\b|\bcirujan[oa]s? plastic[oa]s?\b/, ['Plastic Surgery', 'Facial Plastic Surgery']],
  [/\bmed(?:ical)? ?spas?\b/, ['Medical Spa']],
];

const MINE =
  /\b(?:my|our|mi|mis|her|his|their)\s+(?:(?:old|current|usual|regular|local)\s+)?(?:facial plastic surgeons?|plastic surgeons?|dermatologists?|derms?|dermatolog[oa]s?|med(?:ical)? ?spas?|bariatric surgeons?|cirujan[oa]s?(?: plastic[oa]s?)?)\b/g;

// Devices patients ask for by name, with how the answer names them.
const EQUIPMENT: [RegExp, string][] = [
  [/\bnd\s*:?\s*yag\b|\byag laser\b/, 'an Nd:YAG laser'],
  [/\balexandrite\b|\bgentle ?max\b|\bgentlelase\b/, 'an alexandrite laser'],
  [/\bdiode laser\b|\blight ?sheer\b|\bsoprano\b/, 'a diode laser'],
  [/\bco2 laser\b|\bfraxel\b|\bpicosure\b|\bpico laser\b/, 'that laser'],
  [/\bvaser\b|\brenuvion\b|\bbodytite\b|\bfacetite\b|\bmorpheus ?8\b|\bsmartlipo\b/, 'that device'],
  [
    /\b(?:which|what|type of|kind of)\s+(?:laser|machine|device)s?\b|\b(?:laser|machine|device)s? (?:do they|does (?:she|he|it)) use\b|\bque (?:laser|maquina|equipo)\b/,
    'a particular device',
  ],
];

// Asks of a provider that no profile records, in English and Spanish (folded).
const UNLISTED: [RegExp, Unlisted][] = [
  [
    /\bopen (?:on )?(?:sundays?|saturdays?|weekends?|late|evenings?|after \d)|\b(?:evening|night|weekend|saturday|sunday|late|after[\s-]work)\s+(?:hours|appointments?|availability|slots?)\b|\b(?:i )?work (?:til|till|until|untill|to) \d|\b(?:abren?|abran|abierto|atienden?|atiendan) (?:los )?(?:sabados|domingos|fines de semana|en la noche|tarde)|\bhorario (?:de )?(?:noche|tarde|fin de semana)/,
    'hours',
  ],
  [
    /\b(?:not|no|isn'?t|isnt|never|avoid|without)\s+(?:a |one of those |one of the )?(?:big |huge |national |corporate )?(?:chains?|franchises?)\b|\b(?:independent|privately owned|small|local|solo|boutique)\s+(?:practice|clinic|office|med ?spa|surgeon|doctor|place)s?\b|\bno (?:sea )?(?:una )?cadena\b/,
    'independent',
  ],
  [
    /\b(?:black|latin[oax]|hispanic|asian|woman|women|female|minority|lgbtq?\+?|queer|veteran|family)[\s-]+owned\b|\bdue[nñ]a? (?:negra|latina|mujer)\b/,
    'ownership',
  ],
  [
    /\b(?:dark(?:er)?|brown|black|melanated|deep(?:er)?|tan(?:ned)?)\s+(?:skin|skinned|complexions?|tones?)\b|\bskin of colou?r\b|\bfitzpatrick\s+(?:type\s+)?(?:iv|v|vi|4|5|6)\b|\bpiel (?:morena|oscura|negra|trigue\w+)\b/,
    'skinTone',
  ],
  [
    /\btrans(?:gender)?[\s-]*(?:friendly|affirming|inclusive|competent)\b|\b(?:lgbtq?\+?|queer|gay)[\s-]*(?:friendly|affirming|inclusive)\b|\bgender[\s-]*affirming\b|\bdon'?t (?:wanna|want to) be misgendered\b/,
    'affirming',
  ],
  [
    /\b(?:who|that|someone|somebody|surgeon|doctor|one)\s+(?:does|do|has done|did)\s+(?:a lot|lots|tons|many|hundreds)\b|\b(?:who|that) speciali[sz]es in\b|\bspeciali[sz]ing in\b|\bexperienced (?:with|in)\b|\bhigh[\s-]volume\b|\bcon (?:mucha )?experiencia en\b/,
    'volume',
  ],
];
// "outside Kaiser", "out of network", "cash pay", "without insurance", "sin seguro".
const SELF_PAY =
  /\b(?:outside|out of|not (?:through|with|using))\s+(?:of\s+)?(?:my\s+)?(?:kaiser|aetna|cigna|humana|anthem|medicaid|medicare|blue cross|bcbs|united ?healthcare|uhc|tricare|insurance|network|the network|my plan|the plan)\b|\bout[\s-]of[\s-]network\b|\b(?:self|cash)[\s-]?pay\b|\bpay(?:ing)? (?:cash|out of pocket|myself)\b|\bwithout (?:using )?(?:my )?insurance\b|\bsin (?:usar )?(?:el |mi )?seguro\b|\bfuera de (?:la red|kaiser|mi seguro)\b/;

function amount(digits: string, k: string | undefined): number {
  const n = Number(digits.replace(/,/g, ''));
  return k ? n * 1000 : n;
}

/** The filters a message asks of the providers it wants listed. */
export function readFindFilters(text: string): FindFilters {
  const t = fold(text);
  const languages = new Set<string>();
  for (const m of t.matchAll(SPEAKS)) {
    const word = m[1] ?? m[2];
    const hit = LANGUAGES.find(([p]) => p.test(word));
    if (hit && hit[1] !== 'English') languages.add(hit[1]);
  }
  let budget: number | null = null;
  let unitBudget: number | null = null;
  const b = BUDGET.exec(t) ?? BUDGET_AFTER.exec(t);
  if (b) {
    const value = amount(b[1], b[2]);
    // Filler is listed by the syringe, so "under $700 a syringe" is a listed price the lookup can check.
    if (b[3] && /syringe|jeringa/.test(b[3]) && value >= 20) budget = value;
    else if (b[3]) unitBudget = value;
    else if (value >= 20) budget = value;
    else if (/\$/.test(b[0])) unitBudget = value; // "$12" is a price per unit or per syringe, not a procedure's.
  }
  const insurance = INSURANCE.find(([p]) => p.test(t))?.[1] ?? null;
  const virtual = VIRTUAL.test(t);
  const inPerson = IN_PERSON.test(t);
  const atHome = AT_HOME.test(t);
  return {
    languages: [...languages],
    newPatients: NEW_PATIENTS.test(t),
    boardCertified: BOARD.test(t),
    budget,
    unitBudget,
    gender: FEMALE.test(t) ? 'female' : MALE.test(t) ? 'male' : null,
    insurance,
    // "in person, not telehealth": in person is what they want.
    visits: atHome ? 'at-home' : inPerson ? 'in-person' : virtual ? 'virtual' : null,
    // "my derm said…", "at my med spa" is a provider they have, not the kind they are looking for.
    specialties: SPECIALTIES.find(([p]) => p.test(t.replace(MINE, ' ')))?.[1] ?? [],
    equipment: EQUIPMENT.find(([p]) => p.test(t))?.[1] ?? null,
    minRating: ratingIn(t),
    unlisted: UNLISTED.filter(([p]) => p.test(t)).map(([, key]) => key),
    selfPay: SELF_PAY.test(t),
  };
}

function ratingIn(t: string): number | null {
  const m = RATING.exec(t);
  const value = m ? Number((m[1] ?? m[2]).replace(',', '.')) : Number.NaN;
  return value >= 1 && value <= 5 ? value : null;
}

/** A refinement's filters on top of the earlier request's ("plastic surgeons in Denver" then "only ones with 4.8+"). */
export function withEarlierFilters(now: FindFilters, earlier: FindFilters): FindFilters {
  return {
    languages: [...new Set([...earlier.languages, ...now.languages])],
    newPatients: now.newPatients || earlier.newPatients,
    boardCertified: now.boardCertified || earlier.boardCertified,
    budget: now.budget ?? earlier.budget,
    unitBudget: now.unitBudget ?? earlier.unitBudget,
    gender: now.gender ?? earlier.gender,
    visits: now.visits ?? earlier.visits,
    specialties: now.specialties.length > 0 ? now.specialties : earlier.specialties,
    equipment: now.equipment ?? earlier.equipment,
    minRating: now.minRating ?? earlier.minRating,
    unlisted: [...new Set([...earlier.unlisted, ...now.unlisted])],
    selfPay: now.selfPay,
    // "what if I go outside Kaiser": the plan named before no longer applies.
    insurance: now.selfPay ? null : (now.insurance ?? earlier.insurance),
  };
}

/** Whether any filter the directory can check was asked for. */
export const checksSomething = (f: FindFilters) => checkedKeys(f).length > 0;

/** A checkable filter, named so it can be dropped when nothing matches them all. */
export type FilterKey =
  | 'specialties'
  | 'languages'
  | 'newPatients'
  | 'boardCertified'
  | 'budget'
  | 'minRating';

export function withoutFilter(f: FindFilters, key: FilterKey): FindFilters {
  if (key === 'languages') return { ...f, languages: [] };
  if (key === 'specialties') return { ...f, specialties: [] };
  if (key === 'budget') return { ...f, budget: null };
  if (key === 'minRating') return { ...f, minRating: null };
  return { ...f, [key]: false };
}

export function checkedKeys(f: FindFilters): FilterKey[] {
  const keys: FilterKey[] = [];
  if (f.specialties.length > 0) keys.push('specialties');
  if (f.languages.length > 0) keys.push('languages');
  if (f.newPatients) keys.push('newPatients');
  if (f.boardCertified) keys.push('boardCertified');
  if (f.budget !== null) keys.push('budget');
  if (f.minRating !== null) keys.push('minRating');
  return keys;
}

/** What one lookup found when filters were asked: all matched, or which filter had to be dropped, or none. */
export interface FindOutcome {
  /** Nothing offering the procedure there meets every filter the directory can check. */
  noneMatch: boolean;
  /** The filter left out to find the providers listed instead, when nothing matched them all. */
  dropped: FilterKey | null;
  /** The place was widened (to the whole country) to find them. */
  widened: boolean;
}

/**
 * What a find request is for when it is not a procedure the directory lists by name: the catalogue procedure that
 * covers it ("non-surgical nose job" is filler, "menopause specialist" lists hormone therapy), or the directory
 * specialties whose members do it (FUE and other hair restoration: dermatologists and plastic surgeons, per the
 * ISHRS and AAD; acne in a teen: a dermatologist).
 */
export interface FindNeed {
  label: string;
  labelEs: string;
  /** The catalogue procedure whose listings answer it; null when none lists it. */
  procedureId: string | null;
  /** Directory specialties to list when no procedure does. */
  specialties: string[];
  /** Whether the catalogue procedure is what was asked for itself, so it replaces a procedure read from its words. */
  replaces?: boolean;
  /** Everyday care of the specialty (acne for a dermatologist): its members do it, no question to ask. */
  routine?: boolean;
}

const HAIR: Omit<FindNeed, 'label' | 'labelEs'> = {
  procedureId: null,
  specialties: ['Dermatology', 'Plastic Surgery', 'Facial Plastic Surgery'],
};
// Folded text; the first that matches wins, so the narrower needs come first.
const NEEDS: [RegExp, FindNeed][] = [
  [
    /\bscalp micro[\s-]?pigment\w*|\bsmp\b|\bmicropigmentacion (?:capilar|del cuero cabelludo)\b|\bhairline tattoo\b/,
    { label: 'scalp micropigmentation', labelEs: 'micropigmentación capilar', ...HAIR },
  ],
  [
    /\b(?:fue|fut|dhi)\s+(?:hair|transplant|graft|procedure|surgeon|clinic|doctor|specialist)|\b(?:for|do|does|doing|an?|the|get|getting|good|para|hacerme)\s+(?:an? |un |el |una )?(?:fue|fut)\b|\bhair (?:transplant|restoration|graft)\w*|\bhair (?:loss|thinning)\b|\bthinning (?:hair|part|crown|hairline)\b|\bbald(?:ing| spots?)\b|\breceding hairline\b|\btrasplante (?:de )?(?:cabello|pelo|capilar)\b|\binjerto (?:de )?(?:cabello|pelo|capilar)\b|\bcaida (?:del|de) (?:cabello|pelo)\b|\balopecia\b/,
    { label: 'hair restoration', labelEs: 'restauración capilar', ...HAIR },
  ],
  [
    /\b(?:trans(?:gender)?|gender[\s-]*affirming|mtf|ftm|non[\s-]?binary|transition\w*)\b[^.?!]{0,40}\b(?:hrt|hormones?|estrogen|estradiol|testosterone|t shots|hormonas?)\b|\b(?:hrt|hormones?|hormonas?)\b[^.?!]{0,40}\b(?:trans(?:gender)?|gender[\s-]*affirming|mtf|ftm|transition\w*|afirmacion de genero)\b/,
    {
      label: 'gender-affirming hormone therapy',
      labelEs: 'terapia hormonal de afirmación de género',
      procedureId: 'hormone-therapy',
      specialties: [],
      replaces: true,
    },
  ],
  [
    /\b(?:peri)?menopaus\w*|\bmenopausia\b|\bhot flash\w*|\bbochornos\b/,
    {
      label: 'menopause care',
      labelEs: 'atención de la menopausia',
      procedureId: 'hormone-therapy',
      specialties: [],
      replaces: true,
    },
  ],
  [
    /\b(?:non[\s-]?surgical|liquid|filler|15[\s-]minute)\s+(?:nose job|rhinoplasty|nose)\b|\bnose (?:job )?(?:with|using) filler\b|\brinomodelacion\b|\brinoplastia (?:sin cirugia|liquida|con relleno)\b/,
    {
      label: 'non-surgical nose job (filler)',
      labelEs: 'rinomodelación con relleno',
      procedureId: 'dermal-fillers',
      specialties: [],
      replaces: true,
    },
  ],
  [
    /\btattoo removal\b|\bremov\w* (?:a |my |an |the )?(?:old |small )?tattoos?\b|\b(?:quitar|borrar|eliminar)(?:me)? (?:un |el |mi )?tatuaje|\beliminacion de tatuajes\b|\bpico(?:sure|way)\b/,
    {
      label: 'laser tattoo removal',
      labelEs: 'eliminación de tatuajes con láser',
      procedureId: null,
      specialties: ['Dermatology', 'Medical Spa'],
    },
  ],
  [
    /\b(?:acne|eczema|psoriasis|rosacea|rash(?:es)?|moles?|warts?|hives|dermatitis|skin (?:check|exam|cancer screening)|granos|espinillas|barros)\b/,
    {
      label: 'dermatology care',
      labelEs: 'atención dermatológica',
      procedureId: null,
      specialties: ['Dermatology'],
      routine: true,
    },
  ],
];

/** What a find request is for, when the directory lists it under another name or by specialty only. */
export function readFindNeed(text: string): FindNeed | null {
  const t = fold(text);
  return NEEDS.find(([p]) => p.test(t))?.[1] ?? null;
}

// "looking for", "need someone", "who does good X in Y", "best place in la for", "any docs near boston who",
// "busco", "alguien en miami que", "recomiéndame", "where can I get": a request to be shown providers.
const FIND_PHRASE =
  /\b(?:looking for|look(?:ing)? 4|searching for|trying to find|help me find|find me|need (?:a|an) (?:[\w-]+ ){0,3}(?:docs?|doctors?|surgeons?|providers?|injectors?|derms?|dermatologists?|specialists?|places?|clinics?|med ?spas?)\b|need (?:some(?:one|body|1)|to find)|want (?:a|an) (?:good |great )?(?:doc|doctor|surgeon|provider|injector|derm|dermatologist|specialist|place|clinic)|who (?:does|offers?|performs?|is good at|specializ\w+|treats?|is (?:the )?best)|who (?:do|should) i (?:see|go to)|any(?:one|body) (?:good )?(?:in|near|around|doing)\b|any (?:good |decent |legit |reputable )?(?:docs?|doctors?|surgeons?|providers?|injectors?|clinics?|places?|derms?|dermatologists?|med ?spas?|practices?|specialists?) (?:in|near|around|who|that|for|doing)\b|some(?:one|body|1) (?:in|near|around|who|that|for|good)|(?:best|top|good|great|reputable|legit)(?: [\w'-]+){0,3} (?:in|near|around)\b|best (?:place|one|doctor|doc|surgeon|injector|clinic|spot|provider)s? (?:in|near|for|to)\b|top[\s-]rated|recommend\w*|where (?:can|do|should|could) i (?:get|go|find)|where to (?:get|go|find)|near me|nearby|busco|buscando|necesito (?:un|una|a alguien|alguien)|alguien (?:en|que|para|cerca|bueno)|recomiend\w*|recomi[eé]nd\w*|donde (?:puedo|encuentro|hay|me)|conoce[ns]? (?:a )?(?:alg|un))/;
// The kind of provider named: "tummy tuck surgeon in the bay area" asks for one, though it says no "find".
const PROVIDER_NOUN =
  /\b(?:surgeons?|doctors?|docs?|providers?|injectors?|dermatologists?|derms?|clinics?|med ?spas?|practices?|specialists?|practitioners?|cirujan[oa]s?|doctor[ae]s?|dermatolog[oa]s?|clinicas?|especialistas?|medic[oa]s?)\b/;

/** Whether a message says in so many words that it wants providers found ("looking for", "who does", "busco"). */
export const saysFind = (text: string) => FIND_PHRASE.test(fold(text));

/** Whether a message asks to be shown providers; `placed` when it names a place (or "near me"). */
export function asksToFind(text: string, placed: boolean): boolean {
  const t = fold(text);
  if (FIND_PHRASE.test(t)) return true;
  // "iv therapy that comes to your house in scottsdale", "tummy tuck surgeon in the bay area".
  return placed && (PROVIDER_NOUN.test(t) || AT_HOME.test(t));
}
