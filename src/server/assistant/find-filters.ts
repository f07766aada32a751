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
}

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
    if (b[3]) unitBudget = value;
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
    insurance: now.insurance ?? earlier.insurance,
    visits: now.visits ?? earlier.visits,
    specialties: now.specialties.length > 0 ? now.specialties : earlier.specialties,
    equipment: now.equipment ?? earlier.equipment,
    minRating: now.minRating ?? earlier.minRating,
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
