// A patient message read word by word: wink-nlp's tokenizer and English lemmatizer (so "feels" is the word "feel",
// never the substring "fee", and "cheapest" is "cheap"), accents folded so "recuperación" meets "recuperacion",
// and the language it is written in. Parsed once per message.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type Language = 'en' | 'es';

export interface Words {
  /** Lower-case tokens without accents, in order. */
  tokens: string[];
  /** The English lemma of each token ("days" → "day", "is" → "be"); the token itself for other words. */
  lemmas: string[];
  /** Tokens and lemmas together, for "does any word mean X" questions. */
  all: Set<string>;
  language: Language;
}

let nlp: ReturnType<typeof winkNLP> | undefined;

export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// Common Spanish function words that are not English words: enough of them means the message is in Spanish.
const SPANISH = new Set(
  `el la los las un una unos unas de del que qué y o en es son por para con sin mi mis me se lo le les su sus
  cuanto cuánto cuanta cuesta cuestan cuál cual cuales cómo como donde dónde cuando cuándo puedo puede pueden
  quiero quisiera tengo tiene estoy está esta este estos estas eso esa ese muy más mas pero también tambien
  despues después antes hay ser sobre hacerme hacer operación operacion cirugía cirugia precio precios doctor
  doctora médico medico recuperación recuperacion dias días semanas meses cerca hola gracias buen bueno buena
  necesito recomienda recomiendas busco`.split(/\s+/),
);
// Words both languages share ("me", "doctor", "como" typed for "come") do not decide alone.
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
]);

function parser() {
  nlp ??= winkNLP(model);
  return nlp;
}
// Loaded with the module (about 150 ms), so the first patient's message does not wait for it.
parser();

const cache = new Map<string, Words>();

export function readWords(text: string): Words {
  const hit = cache.get(text);
  if (hit) return hit;
  const engine = parser();
  const doc = engine.readDoc(text);
  const its = engine.its;
  // The model's typings disagree with wink-nlp's own for these two token properties; both return strings.
  type TokenProperty = Parameters<ReturnType<typeof doc.tokens>['out']>[0];
  const raw = doc.tokens().out(its.normal as TokenProperty) as string[];
  const lemmaList = doc.tokens().out(its.lemma as TokenProperty) as string[];
  const tokens: string[] = [];
  const lemmas: string[] = [];
  raw.forEach((t, i) => {
    const folded = fold(t).replace(/(?<=[a-z])\.$/, '');
    if (!/[a-z0-9$]/.test(folded)) return;
    tokens.push(folded);
    lemmas.push(fold(lemmaList[i] ?? t).replace(/(?<=[a-z])\.$/, ''));
  });
  const words: Words = {
    tokens,
    lemmas,
    all: new Set([...tokens, ...lemmas]),
    language: detectLanguage(raw.map((t) => t.toLowerCase())),
  };
  if (cache.size > 500) cache.clear();
  cache.set(text, words);
  return words;
}

/** Spanish when Spanish-only function words make up a fair share of the words, or an accent mark or ¿ appears. */
export function detectLanguage(tokens: string[]): Language {
  const words = tokens.filter((t) => /\p{L}/u.test(t));
  if (words.length === 0) return 'en';
  let spanish = 0;
  let strong = 0;
  for (const w of words) {
    if (!SPANISH.has(w) && !SPANISH.has(fold(w))) continue;
    spanish++;
    if (!SHARED.has(w)) strong++;
  }
  if (tokens.some((t) => t === '¿' || /[ñ¿¡]/.test(t))) strong++;
  return strong >= 1 && spanish / words.length >= 0.25 ? 'es' : 'en';
}

/** Whether a phrase ("how much", "back to work") occurs as consecutive words, matching tokens or lemmas. */
export function hasPhrase(w: Words, phrase: string): boolean {
  const parts = phrase.split(' ');
  if (parts.length === 1) return w.all.has(parts[0]);
  outer: for (let i = 0; i + parts.length <= w.tokens.length; i++) {
    for (let j = 0; j < parts.length; j++) {
      if (w.tokens[i + j] !== parts[j] && w.lemmas[i + j] !== parts[j]) continue outer;
    }
    return true;
  }
  return false;
}

export const hasAny = (w: Words, phrases: readonly string[]) => phrases.some((p) => hasPhrase(w, p));
