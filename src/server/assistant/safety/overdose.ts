// An overdose already taken: too many pills, a double dose of insulin, several GLP-1 shots at once, the whole bottle
// or vial. Taken is an emergency (911 and Poison Control, 1-800-222-1222) before it is anything else; taken to hurt
// oneself it is both, the emergency said first. Thinking about it, asking how many it would take, or a question
// ahead is a crisis or a question, read elsewhere; a course of antibiotics finished "all" is not an overdose.
import { compilePattern, isNegated, matchAt, type Pattern } from './match';
import type { Token } from './reading';
import { PRODUCTS } from './vocabulary';

const patterns = (list: string[]) => list.map(compilePattern);

// Taking, said as done: "took", "swallowed", "injected", "drew up", "me tomé", "me inyecté", "me puse".
const TOOK = patterns([
  'took',
  'taken',
  'swallowed',
  'downed',
  'popped',
  'injected',
  'inject* myself',
  'gave myself',
  'did',
  'drew up',
  'drew it',
  'pulled up',
  'pulled to',
  'did the whole',
  'did it twice',
  'shot up',
  'overdosed',
  'od',
  "od'd",
  'me tome',
  'me di',
  'tome',
  'me trague',
  'me inyecte',
  'inyecte',
  'me puse',
  'me meti',
  'me acabe',
  'ingeri',
  'se tomo',
  'se trago',
  'se inyecto',
  'se puso',
  'se acabo',
]);

// How much: the whole of a supply, twice or many times a dose, a count of pills that is many.
const STRONG_AMOUNT = patterns([
  'whole bottle|vial|pen|box|pack|packet|month|thing|supply|prescription|sleeve',
  'entire bottle|vial|pen|box|pack|packet|month|supply|prescription',
  'all of the|my pills|meds|medicine|medication|tablets',
  'double dose|shot|insulin',
  'double my|the|his|her dose|shot|insulin',
  'doubled',
  'it|dose|shot|pen|insulin|insulina|ozempic|wegovy|mounjaro|zepbound twice',
  'all at once',
  'at once',
  'de una vez',
  'de golpe',
  'a la vez',
  'twice by mistake',
  'twice in one day',
  'two doses',
  'two shots',
  'two pens',
  'three shots',
  'several shots|pens|doses',
  'too many',
  'too much',
  'way more',
  'way too',
  'units|unidades|line|ml|mg|x instead of',
  'unidades|linea|ml|mg en vez de',
  'extra pills|doses|shots|ones',
  'bunch',
  'toda la caja|botella|pluma|jeringa|dosis|receta',
  'todo el frasco|bote|vial|blister',
  'todas las pastillas|pildoras|tabletas',
  'todas mis pastillas|pildoras|tabletas',
  'doble dosis',
  'el doble',
  'dos veces la dosis',
  'la dosis dos veces',
  'dos dosis',
  'dos plumas',
  'demasiad*',
  'de mas',
  'mucho mas',
  'un monton',
]);
const ALL = patterns(['all', 'whole', 'entire', 'todas', 'todos', 'toda', 'todo']);

// A medicine: the products a child may swallow, pain and sleep medicines, insulin, doses and the like.
const MEDICINE = patterns([
  ...PRODUCTS,
  'tylenol*',
  'advil',
  'ibuprofen',
  'acetaminophen',
  'paracetamol',
  'aspirin',
  'percocet*',
  'vicodin',
  'hydrocodone',
  'tramadol',
  'norco',
  'xanax',
  'valium',
  'ambien',
  'benadryl',
  'sleeping pills|meds|tablets|aid|aids',
  'sleep meds|pills|aid|aids|medicine',
  'para dormir',
  'insulin*',
  'insulina',
  'dose',
  'doses',
  'dosis',
  'units',
  'unidades',
  'vial',
  'shots',
  'shot',
  'syringe',
  'jeringa',
  'mounjaro',
  'zepbound',
  'tirzepatide',
  'saxenda',
  'painkiller*',
  'pain killers',
  'analgesic*',
  'calmante*',
  'somnifero*',
]);

// "all" for a finished course of treatment, or vitamins taken as told, is what the doctor asked for.
const AS_TOLD = patterns([
  'antibiotic*',
  'antibiotico*',
  'course',
  'as prescribed',
  'as directed',
  'like they said',
  'like i was told',
  'finished',
  'tratamiento',
  'como me dijeron',
  'como me indicaron',
  'termine',
]);

// A question ahead or a wish: "what if I took", "how many would it take", "should I take", "si me tomo".
const NOT_DONE = patterns([
  'what if',
  'if i',
  'if you',
  'if someone',
  'would it',
  'would that',
  'how many would',
  'how much would',
  'thinking about',
  'thinking of',
  'want to take',
  'going to take',
  'gonna take',
  'plan to',
  'planning',
  'que pasa si',
  'si me',
  'si alguien',
  'pienso en',
  'quiero tomar',
  'voy a tomar',
]);

const LONG_AGO = patterns([
  'years ago',
  'year ago',
  'as a teen',
  'in high school',
  'in college',
  'back in',
  'hace anos',
  'hace un ano',
  'de joven',
  'de adolescente',
]);

const matchesAt = (tokens: Token[], i: number, list: Pattern[]) =>
  list.some((p) => matchAt(tokens, i, p) > 0);
const within = (tokens: Token[], from: number, to: number, list: Pattern[]) => {
  for (let j = Math.max(0, from); j < Math.min(tokens.length, to); j++)
    if (matchesAt(tokens, j, list)) return true;
  return false;
};

const PRESENT = /^(take|takes|taking|inject|injects|injecting|swallow|swallows|draw|draws|pull|pulls)$/;
// What a count is of: "30 of my Tylenol", "20 pastillas", "12 tablets".
const COUNTED = /^(of|de|pills?|tablets?|tabs|capsules?|pastillas?|pildoras?|tabletas?|capsulas?)$/;
const SHOTS = /^(shots|pens|vials|injections|plumas|inyecciones|viales|jeringas)$/;

/** A count of pills or tablets that is many ("30 of my Tylenol PM", "como 25", "12 of the oxy"), or "10x". */
function manyCounted(tokens: Token[], from: number, to: number): boolean {
  for (let j = Math.max(0, from); j < Math.min(tokens.length, to); j++) {
    const t = tokens[j];
    if (/^\d{1,3}x$/.test(t.norm) && Number(t.norm.slice(0, -1)) >= 2) return true;
    // Two shots or pens or more at once ("3 shots of ozempic", "2 plumas").
    if (t.number !== null && t.number >= 2 && t.number <= 20 && SHOTS.test(tokens[j + 1]?.norm ?? ''))
      return true;
    if (t.number === null || !Number.isInteger(t.number) || t.number < 8 || t.number > 500) continue;
    // A count of pills, not a time, a dose in milligrams, a distance or a weight.
    // (A count that ends the message has nothing after it to be a medicine: "a pen for $120".)
    if (
      COUNTED.test(tokens[j + 1]?.norm ?? '') ||
      (j + 1 < tokens.length && matchesAt(tokens, j + 1, MEDICINE))
    )
      return true;
  }
  return false;
}

/**
 * Whether the message tells of an overdose taken, now or lately (not years back, not asked ahead): a taking verb,
 * an amount that is too much, and a medicine, in one sentence. `current(i)` says whether token i's clause is not in
 * the far past, a plan or a hypothetical.
 */
export function overdoseTaken(tokens: Token[], current: (index: number) => boolean): boolean {
  if (matchesAnywhere(tokens, LONG_AGO)) return false;
  for (let i = 0; i < tokens.length; i++) {
    // Taken, not "take" (a habit or a question: "i take 10 laxatives a day", "how many can i take").
    if (PRESENT.test(tokens[i].norm)) continue;
    if (!matchesAt(tokens, i, TOOK) || isNegated(tokens, i) || !current(i)) continue;
    const sentence = tokens[i].sentence;
    const start = tokens.findIndex((t) => t.sentence === sentence);
    let end = start;
    while (end < tokens.length && tokens[end].sentence === sentence) end++;
    // A question ahead or a wish in the same sentence, before the verb, is not a dose taken.
    if (within(tokens, start, i, NOT_DONE)) continue;
    const from = Math.max(start, i - 6);
    const to = Math.min(end, i + 14);
    if (!within(tokens, from, to, MEDICINE)) continue;
    if (within(tokens, start, end, AS_TOLD)) continue;
    const strong = within(tokens, from, to, STRONG_AMOUNT) || manyCounted(tokens, i + 1, to);
    // "all" / "todas" counts with the medicine right after it ("took all my tylenol", "todas las pastillas").
    const all =
      within(tokens, i + 1, Math.min(end, i + 4), ALL) &&
      within(tokens, i + 2, Math.min(end, i + 8), MEDICINE);
    if (strong || all) return true;
  }
  return false;
}

function matchesAnywhere(tokens: Token[], list: Pattern[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (matchesAt(tokens, i, list)) return true;
  return false;
}
