// One reading per message: the only place a patient's text is folded, tokenized and placed in time. Everything
// downstream — the vocabulary screen, the learned screen, the situation frame and understand() — works from the
// Reading this returns, so a message is parsed once however many parts look at it.
//
// Folding happens before anything else, so text dressed up to slip past a screen reads as what it says:
// compatibility forms (full-width "ｋｉｌｌ", ligatures) by NFKC, invisible characters (zero-width spaces and
// joiners, soft hyphens, bidi controls) removed, and Cyrillic or Greek look-alikes ("kіll" with a Cyrillic і)
// mapped to the Latin letters they imitate.
import { tokenize, type Token } from './nlp';

export type { Token } from './nlp';
export type Language = 'en' | 'es';

// Zero-width space/non-joiner/joiner, word joiner, BOM, soft hyphen, combining grapheme joiner, Mongolian vowel
// separator, bidi embeddings, overrides, isolates and marks, and the variation selectors.
const INVISIBLE =
  /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ufe00-\ufe0f]|\u034f/g;

// Letters from Cyrillic and Greek that look like Latin ones (the Unicode confusables most used to dodge filters).
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ӏ: 'l',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

/**
 * The text as it reads: NFKC, invisible characters removed, look-alike letters made Latin. Case and accents are
 * kept (the tokenizer uses case; tokens fold accents themselves).
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONFUSABLE, (c) => CONFUSABLES[c] ?? c);
}

/** Lower case, no accents, straight apostrophes: the form every vocabulary word and token is compared in. */
export const fold = (s: string) =>
  normalizeText(s)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'");

// Common Spanish words that are not English words: enough of them means the message is in Spanish. Words both
// languages share ("me", "no", "doctor") count, but do not decide alone.
const SPANISH = new Set(
  `el la los las un una unos unas de del que y o en es son por para con sin mi mis me se lo le les su sus cuanto
  cuanta cuesta cuestan cual cuales como donde cuando puedo puede pueden quiero quisiera tengo tiene estoy esta
  este estos estas eso esa ese muy mas pero tambien despues antes hay ser sobre hacerme hacer operacion cirugia
  precio precios doctor doctora medico recuperacion dias semanas meses cerca hola gracias buen bueno buena
  necesito recomienda recomiendas busco mucho hace desde hija hijo mama porque dolor fiebre anos semana hice hizo
  ayer hoy ya aqui estar tomo uso mucha esposo esposa pierna odio cara cuerpo nariz pensado pienso vida siento
  puedo nada ganas mas fue fui estaba estoy tuve sigo todavia aun habla hablan hablar ingles espanol sirve
  duele dura vale pena alguien algun alguna quien quienes mejor peor bien mal entonces pues porfa favor ahora
  luego nomas todo toda todos todas poco poca pocos tanto cuantos cuantas cuantos seria podria deberia debo
  tienen tenia hacen hago quieren quiere necesita necesitan pagar cobran cobrar salio sale dicen dijo dice
  sabe saber conoces alguno mejores barato barata caro tal q pa soy eres si peso mido libras kilos pies
  candidata candidato seguro cubre cubren`.split(/\s+/),
);
// Articles and prepositions: "Las Vegas", "El Paso", "San Juan de los Lagos" put them in English messages.
const FUNCTION_WORDS = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'de',
  'del',
  'y',
  'o',
  'en',
]);
// The word after an article in US place names ("Los Angeles", "Las Vegas", "El Paso"): that article is a name's.
const PLACE_AFTER_ARTICLE = new Set('angeles vegas paso jolla gatos cruces cajon alamos habra'.split(' '));
const SHARED = new Set([
  'me',
  'no',
  'doctor',
  'a',
  'mi',
  'lo',
  'la',
  'es',
  'son',
  'con',
  'como',
  'mas',
  'hay',
  'uso',
  'cara',
]);

/**
 * Spanish when Spanish-only words make up a fair share of the words, or ñ, ¿ or ¡ appears; and Spanglish, whose
 * English procedure names thin the share ("tengo diabetes type 2 y quiero un breast lift, can i still do it?"),
 * when Spanish verbs and words beyond articles carry a clause. An English message with a Spanish word or a
 * Spanish place name ("my abuela", "San Juan", "Las Vegas") stays English.
 */
export function detectLanguage(raw: string, words: string[]): Language {
  const letters = words.filter((w) => /\p{L}/u.test(w));
  if (letters.length === 0) return 'en';
  let spanish = 0;
  let strong = /[ñ¿¡]/i.test(raw) ? 1 : 0;
  let core = 0;
  for (let i = 0; i < letters.length; i++) {
    const w = letters[i];
    if (!SPANISH.has(w)) continue;
    if (FUNCTION_WORDS.has(w) && PLACE_AFTER_ARTICLE.has(letters[i + 1] ?? '')) continue;
    spanish++;
    if (SHARED.has(w)) continue;
    strong++;
    if (!FUNCTION_WORDS.has(w)) core++;
  }
  const share = spanish / letters.length;
  return (strong >= 1 && share >= 0.25) || (core >= 2 && share >= 0.2) || core >= 3 ? 'es' : 'en';
}

export interface Reading {
  /** The message as written. */
  text: string;
  /** normalizeText(text). */
  normalized: string;
  tokens: Token[];
  language: Language;
}

const cache = new Map<string, Reading>();

/** Reads a message once; later calls for the same text (understand(), the screens) get the same Reading. */
export function read(text: string): Reading {
  const hit = cache.get(text);
  if (hit) return hit;
  const normalized = normalizeText(text);
  const tokens = tokenize(normalized);
  const reading: Reading = {
    text,
    normalized,
    tokens,
    language: detectLanguage(
      normalized,
      tokens.map((t) => t.norm),
    ),
  };
  if (cache.size > 500) cache.clear();
  cache.set(text, reading);
  return reading;
}

/**
 * Counts written as words, in English and Spanish ("a week", "two days", "tres semanas"): the one table the
 * situation frame and the engine (through words.ts) read.
 */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  twenty: 20,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  diez: 10,
};
