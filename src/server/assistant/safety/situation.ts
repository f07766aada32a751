// The situation a message describes, read from its Reading: who it is about (the writer, their child, a parent,
// a friend), when (happening now, past and resolved, planned, or hypothetical) and how long ago. The screen uses
// it to tell "my calf is swollen and hot" (now) from "a clot eight years ago" (past) and "what are the warning
// signs of a clot for next month's surgery?" (planned): only the first is an emergency.
import { NUMBER_WORDS, type Reading, type Token } from './reading';

/** `general`: a question about risk in general ("how safe is…", "my risk of clots"), nothing happening. */
export type When = 'now' | 'past' | 'planned' | 'hypothetical' | 'general';
export type Who = 'self' | 'child' | 'parent' | 'other';

export interface Situation {
  /** Whom the message is about: the writer; a child writing about a parent; a parent about their child; another. */
  who: Who;
  /** The writer says they are a child (under 13, or talks like one about a parent: "my mommy"). */
  writerIsChild: boolean;
  /** The word the writer used for the person it is about ("mom", "daughter"), when it is someone else. */
  person: string | null;
  /** When what the message describes happens, for the message as a whole. */
  when: When;
  /** Days since the event the message dates ("3 days ago", "pod 2", "last month"), if it dates one. */
  daysAgo: number | null;
}

const has = (tokens: Token[], words: readonly string[]) => tokens.some((t) => words.includes(t.norm));
const phrase = (tokens: Token[], words: string) => {
  const parts = words.split(' ');
  for (let i = 0; i + parts.length <= tokens.length; i++)
    if (parts.every((p, j) => tokens[i + j].norm === p || tokens[i + j].lemma === p)) return true;
  return false;
};
const anyPhrase = (tokens: Token[], list: readonly string[]) => list.some((p) => phrase(tokens, p));

// Words that tie a clause to the present, graded by how firmly. One table, read three ways:
// - OUTRIGHT says it is going on now ("now", "today", "suddenly"): a clause with one keeps its own "now" even in a
//   sentence framed as planned or hypothetical;
// - CONTINUING carries what began earlier into now ("still", "again", "todavía"): with OUTRIGHT it outweighs a
//   childhood or years-back date ("as a kid … and still now") and an ending ("went away but it's back again");
// - SINCE counts time up to now ("since surgery"): with the two above it says the message is about now;
// - the present tense ("is", "feel", "hurts", "tengo") places a clause now, and so outweighs a vague long-ago
//   ("a few months ago") but not a firm one.
const PRESENT = {
  outright: ['now', 'rn', 'today', 'tonight', 'currently', 'suddenly', 'ahora', 'hoy'],
  continuing: ['still', 'again', 'todavia', 'aun', 'sigue', 'sigo', 'otra'],
  // Time up to now ("since surgery", "desde ayer").
  since: ['since', 'desde'],
  tense: [
    'anymore',
    'keeps',
    'keep',
    'getting',
    'started',
    'worse',
    'worsening',
    'am',
    'is',
    'are',
    "'m",
    'im',
    "i'm",
    "'s",
    'has',
    'have',
    'feel',
    'feels',
    'hurts',
    'hurt',
    'looks',
    'look',
    'estoy',
    'esta',
    'tengo',
    'tiene',
    'siento',
    'duele',
    'can',
    'cant',
    'won',
    'wont',
  ],
} as const;
/** Said outright: going on now. */
const OUTRIGHT_NOW: readonly string[] = PRESENT.outright;
/** Going on now, outright or carried on from before: what outweighs a date or another frame. */
const STILL_NOW: readonly string[] = [...PRESENT.outright, ...PRESENT.continuing];
/** Said to be going on now, for the message as a whole (and past a student's or a paper's frame). */
const SAYS_NOW: readonly string[] = [...STILL_NOW, ...PRESENT.since];
/** Any sign of the present, the tense included. */
const NOW: readonly string[] = [...SAYS_NOW, ...PRESENT.tense];
const NOW_PHRASES = ['this morning', 'last night', 'right now', 'since yesterday', 'esta manana', 'anoche'];
// Long ago: a date far enough back that what it dates is history, not a symptom to act on.
const LONG_AGO_UNITS = [
  'year',
  'years',
  'yrs',
  'yr',
  'month',
  'months',
  'ano',
  'anos',
  'mes',
  'meses',
  'decade',
];
const LONG_AGO_PHRASES = [
  'as a child',
  'as a kid',
  'as a teen',
  'as a teenager',
  'when i was',
  'when i were',
  'growing up',
  'years ago',
  'last year',
  'last month',
  'in the past',
  'history of',
  'used to',
  'back in',
  'once had',
  'when she was',
  'when he was',
  'at age',
  'in middle school',
  'cuando era',
  'de nina',
  'de nino',
  'a los',
  'hace anos',
  'el ano pasado',
  'el mes pasado',
  'de joven',
  'long ago',
  'a while ago',
  'a long time ago',
  'years back',
  'in high school',
  'in college',
  'fully treated',
];
// Childhood or years back: history whatever tense the clause is in ("I fainted getting a vaccine when I was like
// 8"), unless the clause also says it is happening now.
const FIRMLY_PAST = [
  'as a child',
  'as a kid',
  'as a teen',
  'as a teenager',
  'as a baby',
  'growing up',
  'years ago',
  'years back',
  'decades ago',
  'long ago',
  'a long time ago',
  'in high school',
  'in middle school',
  'in elementary school',
  'in grade school',
  'in college',
  'de nina',
  'de nino',
  'de pequena',
  'de pequeno',
  'de chiquita',
  'de chiquito',
  'de joven',
  'hace anos',
  'hace muchos anos',
];
const CHILDHOOD_WORDS = [
  'kid',
  'child',
  'little',
  'young',
  'younger',
  'teen',
  'teenager',
  'baby',
  'nina',
  'nino',
];

/** "when I was like 8", "when she was a kid", "cuando era niña": an age or childhood, not a recent moment. */
function childhood(tokens: Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const opens =
      (tokens[i].norm === 'when' &&
        ['i', 'she', 'he', 'we'].includes(tokens[i + 1]?.norm ?? '') &&
        ['was', 'were'].includes(tokens[i + 2]?.norm ?? '')) ||
      (tokens[i].norm === 'cuando' && ['era', 'eramos', 'tenia'].includes(tokens[i + 1]?.norm ?? ''));
    if (!opens) continue;
    for (const t of tokens.slice(i + 2, i + 6)) {
      const n = t.number ?? NUMBER_WORDS[t.norm];
      if ((typeof n === 'number' && n > 1 && n < 18) || CHILDHOOD_WORDS.includes(t.norm)) return true;
    }
  }
  return false;
}

/** A clause placed in childhood or years back, with nothing in it saying it is going on now. */
const firmlyPast = (clause: Token[]) =>
  (anyPhrase(clause, FIRMLY_PAST) || childhood(clause)) && !has(clause, STILL_NOW);

// Over and done with.
const RESOLVED = [
  'passed',
  'resolved',
  'cleared',
  'healed',
  'recovered',
  'treated',
  'gone',
  'disappeared',
  'fine now',
  'better now',
  'went away',
  'all good',
  'no longer',
  'paso',
  'se quito',
  'se me quito',
  'ya estoy bien',
  'ya no',
  'off blood thinners',
  'never again',
  'since then',
];
/**
 * Something that ended ("it went away", "healed"), not an end still to come: "be gone", "to be healed" after
 * "will", "planning to", "want to" look ahead ("i'm planning to be gone before the swelling goes down").
 */
function ended(clause: Token[]): boolean {
  for (const p of RESOLVED) {
    const parts = p.split(' ');
    for (let i = 0; i + parts.length <= clause.length; i++) {
      if (!parts.every((w, j) => clause[i + j].norm === w || clause[i + j].lemma === w)) continue;
      // "passed out", "blacked out": a verb with "out" is an event (fainting), not something that ended.
      if (clause[i + parts.length]?.norm === 'out') continue;
      if (!['be', 'to', 'ser', 'estar'].includes(clause[i - 1]?.norm ?? '')) return true;
    }
  }
  return false;
}
// Asking ahead: the procedure (and its warning signs) are still to come.
const PLANNED = [
  'next week',
  'next month',
  'next year',
  'upcoming',
  'scheduled',
  'planning',
  'plan to',
  'going to have',
  'going to get',
  'gonna get',
  'gonna have',
  'before my',
  'before the',
  'in advance',
  'ahead of',
  'prepared',
  'prepare',
  'watch for',
  'watch out for',
  'look out for',
  'look for',
  'warning signs',
  'signs of',
  'symptoms of',
  'sign of',
  'signs to',
  'what are the signs',
  'what signs',
  'which signs',
  'want to be ready',
  'be prepared',
  'que senales',
  'should i worry',
  'la proxima',
  'el proximo',
  'que viene',
  'voy a',
  'antes de',
  'senales de',
  'sintomas de',
  'senales de alarma',
  'will i',
  'when should i',
  'how do i know',
  'how would i know',
  'how will i know',
  'am i going to',
  'am i gonna',
  'is it going to',
];
// A question about risk in general: what is asked about is not happening.
const GENERAL = [
  'risk of',
  'risks of',
  'my risk',
  'the risk',
  'reduce the risk',
  'lower the risk',
  'prevent',
  'previenen',
  'prevenir',
  'how common',
  'what tests',
  'counts as',
  'se considera',
  'what temp',
  'what temperature',
  'que temperatura',
  'too high',
  'considered a',
  'chance of',
  'chances of',
  'how likely',
  'is it dangerous',
  'complications',
  'side effects',
  'consent form',
  'consentimiento',
  'que tan comun',
  'riesgo de',
  'turned out to be nothing',
  'scare',
  'how safe',
  'is it safe',
  'die from',
  'die under',
  'die during',
  'dying during',
  'dying from',
];
// Study and teaching: a student, a paper, a mechanism. What is asked about is not happening to anyone.
const ACADEMIC = [
  'med student',
  'medical student',
  'nursing student',
  'pa student',
  'pharmacy student',
  'nursing school',
  'med school',
  'writing a paper',
  'research paper',
  'for a paper',
  'my paper',
  'my thesis',
  'for my class',
  'for a class',
  'for class',
  'for school',
  'for an exam',
  'explain the mechanism',
  'mechanism of',
  'pathophysiology',
  'any stats',
  'statistics on',
  'the stats',
  'incidence of',
  'mortality rate',
  'case report',
  'in the literature',
  'estudiante de medicina',
  'estudiante de enfermeria',
  'para una clase',
  'para mi clase',
  'trabajo de investigacion',
  'mi tesis',
];
// Going to faint, throw up or die in a moment: a feeling now, not a plan ("creo que me voy a desmayar").
const IMMINENT = [
  'going to faint',
  'going to pass out',
  'gonna faint',
  'gonna pass out',
  'about to faint',
  'about to pass out',
  'going to throw up',
  'gonna throw up',
  'going to be sick',
  'voy a desmayar',
  'va a desmayar',
  'voy a vomitar',
  'va a vomitar',
  'voy a morir',
  'me voy a morir',
];
const HYPOTHETICAL = [
  'what if',
  'if i',
  'if you',
  'if she',
  'if he',
  'if my',
  'if it',
  'if there',
  'suppose',
  'supposing',
  'hypothetically',
  'in theory',
  'would it',
  'could it',
  'is it normal if',
  'y si',
  'si me',
  'si tengo',
  'si siento',
];

/** Clause number of each token: a new clause at a sentence, a comma-like break, or a question opening. */
function clauseIds(tokens: Token[]): number[] {
  const ids: number[] = [];
  let clause = 0;
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (prev && (prev.sentence !== t.sentence || prev.clauseBreak)) clause++;
    // "a clot 8 years ago is it safe...": a question opening starts a clause of its own.
    else if (
      prev &&
      ['is', 'can', 'should', 'will', 'would', 'do', 'does', 'puedo'].includes(t.norm) &&
      ['it', 'i', 'that', 'this', 'we', 'you', 'they', 'she', 'he'].includes(tokens[i + 1]?.norm ?? '') &&
      !['i', 'it', 'that', 'this', 'she', 'he', 'what'].includes(prev.norm)
    )
      clause++;
    ids.push(clause);
  });
  return ids;
}

const PERFECT = ['not', 'no', 'never', 'havent', 'hasnt', 'nunca'];
/** "my tummy tuck is in 10 days", "en dos semanas": still to come. */
function ahead(tokens: Token[]): boolean {
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!['in', 'en'].includes(tokens[i].norm)) continue;
    // "haven't pooped in 8 days", "no he hecho popó en 8 días": a stretch of time up to now.
    if (tokens.slice(0, i).some((t) => PERFECT.includes(t.norm))) continue;
    const n = tokens[i + 1].number ?? NUMBER_WORDS[tokens[i + 1].norm];
    if (
      n !== undefined &&
      n !== null &&
      /^(days?|weeks?|months?|dias|semanas|meses)$/.test(tokens[i + 2].norm)
    )
      return true;
  }
  return false;
}

// Words that soften a number of years ago: "hace como 10 años", "hace unos 5 años", "hace casi 3 años".
const HEDGES = ['como', 'unos', 'unas', 'casi', 'mas', 'aproximadamente', 'alrededor'];

function longAgo(tokens: Token[]): boolean {
  if (anyPhrase(tokens, LONG_AGO_PHRASES)) return true;
  for (let i = 0; i < tokens.length; i++) {
    const n = tokens[i].number ?? NUMBER_WORDS[tokens[i].norm];
    if (n === undefined || n === null) continue;
    if (n >= 1950 && n <= 2100 && Number.isInteger(n)) return true;
    const unit = tokens[i + 1]?.norm ?? '';
    if (!LONG_AGO_UNITS.includes(unit)) continue;
    // "2 months ago" / "hace 2 meses" dates history; "a year old" or "for 3 months" does not. A hedge may stand
    // between "hace" and the number ("hace como 10 años", "hace unos 5 años").
    const hedged = HEDGES.includes(tokens[i - 1]?.norm ?? '') && tokens[i - 2]?.norm === 'hace';
    if (
      ['ago', 'back', 'earlier', 'before'].includes(tokens[i + 2]?.norm ?? '') ||
      tokens[i - 1]?.norm === 'hace' ||
      hedged
    )
      return n >= 1 && !(unit.startsWith('mes') || unit.startsWith('month')) ? true : n >= 2;
  }
  return false;
}

/** When the clause holding token `index` happens. */
function clauseWhen(clause: Token[]): When {
  if (clause.length === 0) return 'now';
  const present = has(clause, NOW) || anyPhrase(clause, NOW_PHRASES);
  if (anyPhrase(clause, GENERAL)) return 'general';
  if (anyPhrase(clause, HYPOTHETICAL)) return 'hypothetical';
  if (ended(clause) && !has(clause, [...PRESENT.continuing, 'back'])) return 'past';
  if (firmlyPast(clause) || (longAgo(clause) && !present)) return 'past';
  if (anyPhrase(clause, IMMINENT)) return 'now';
  if ((anyPhrase(clause, PLANNED) || ahead(clause)) && !anyPhrase(clause, ['since yesterday', 'right now']))
    return 'planned';
  return 'now';
}

export interface Timeline {
  /** When each token's clause happens. */
  whenAt(index: number): When;
  /** The message as a whole: now if any clause is, else the first clause's. */
  when: When;
  /**
   * A clause tells of the present in its own words (its tense, "still", "every night"), whatever frame the message
   * opens with: "Rhinoplasty was 8 months ago … I've been comparing before/afters every night" is history and
   * something going on now.
   */
  ongoing: boolean;
}

const timelines = new WeakMap<Reading, Timeline>();

export function timeline(reading: Reading): Timeline {
  const hit = timelines.get(reading);
  if (hit) return hit;
  const ids = clauseIds(reading.tokens);
  const byClause = new Map<number, Token[]>();
  reading.tokens.forEach((t, i) => {
    byClause.set(ids[i], [...(byClause.get(ids[i]) ?? []), t]);
  });
  const whens = new Map<number, When>();
  for (const [id, clause] of byClause) whens.set(id, clauseWhen(clause));
  // A sentence-level frame: "if I get a fever after surgery, should I call?" spreads to the whole sentence.
  const sentenceWhen = new Map<number, When>();
  reading.tokens.forEach((t, i) => {
    const w = whens.get(ids[i]) ?? 'now';
    if (w === 'hypothetical' || w === 'planned' || w === 'general') sentenceWhen.set(t.sentence, w);
  });
  // A sentence that opens years back ("Years ago (2011) I attempted…") dates what follows in it, unless a clause
  // says it is going on now.
  const opensPast = new Set<number>();
  for (const [id, clause] of byClause) {
    const first = clause[0];
    if (!first || whens.get(id) !== 'past') continue;
    const earlier = reading.tokens.findIndex((t) => t.sentence === first.sentence);
    if (ids[earlier] === id && (firmlyPast(clause) || longAgo(clause))) opensPast.add(first.sentence);
  }
  // A student's question or a paper: nothing in it is happening now unless a clause says so outright.
  const academic = anyPhrase(reading.tokens, ACADEMIC);
  const whenAt = (index: number): When => {
    const own = whens.get(ids[index]) ?? 'now';
    if (own !== 'now') return own;
    const t = reading.tokens[index];
    const clause = byClause.get(ids[index]) ?? [];
    if (academic && !has(clause, SAYS_NOW)) return 'general';
    if (t && opensPast.has(t.sentence) && !has(clause, NOW) && !anyPhrase(clause, NOW_PHRASES)) return 'past';
    // A clause with its own present-tense report stays now; a bare noun phrase takes its sentence's frame.
    if (t && !has(clause, OUTRIGHT_NOW)) return sentenceWhen.get(t.sentence) ?? 'now';
    return 'now';
  };
  // The message as a whole: now when a clause says so outright ("now", "today", "since") or every clause is
  // plain present; otherwise the frame a clause sets ("my tummy tuck is in 10 days", "8 years ago").
  const framed = [...whens.values()].filter((w) => w !== 'now');
  const saysNow = has(reading.tokens, SAYS_NOW) || anyPhrase(reading.tokens, NOW_PHRASES);
  const ongoing = [...byClause].some(
    ([id, clause]) => whens.get(id) === 'now' && (has(clause, NOW) || anyPhrase(clause, NOW_PHRASES)),
  );
  const result: Timeline = {
    whenAt,
    ongoing,
    when: academic && !saysNow ? 'general' : framed.length === 0 || saysNow ? 'now' : framed[0],
  };
  timelines.set(reading, result);
  return result;
}

const PARENTS = [
  'mom',
  'mum',
  'mommy',
  'mummy',
  'mother',
  'dad',
  'daddy',
  'father',
  'mama',
  'papa',
  'madre',
  'padre',
  'mami',
  'papi',
  'grandma',
  'grandpa',
  'abuela',
  'abuelo',
  'stepmom',
  'stepdad',
];
const CHILDREN = [
  'daughter',
  'son',
  'kid',
  'child',
  'stepdaughter',
  'stepson',
  'hija',
  'hijo',
  'teen',
  'teenager',
];
const OTHER_PEOPLE = [
  'friend',
  'sister',
  'brother',
  'wife',
  'husband',
  'partner',
  'boyfriend',
  'girlfriend',
  'aunt',
  'uncle',
  'cousin',
  'roommate',
  'coworker',
  'neighbor',
  'bf',
  'gf',
  'amiga',
  'amigo',
  'hermana',
  'hermano',
  'esposa',
  'esposo',
  'novia',
  'novio',
  'tia',
  'tio',
  'prima',
  'primo',
];
// A Spanish past participle (hecho, tomado, comido, visto, puesto, abierto, dicho).
const SPANISH_PARTICIPLE = /^(?:[a-z]+(?:ado|ido|cho)|visto|puesto|abierto|vuelto|roto|escrito|muerto)$/;
const OTHERS = [...OTHER_PEOPLE, 'she', 'he', 'her', 'him', 'shes', 'hes', 'they'];
const CHILD_VOICE = [
  'mommy',
  'daddy',
  'mami',
  'papi',
  'my teacher',
  'im a kid',
  "i'm a kid",
  'i am a kid',
  'in 5th grade',
  'in 4th grade',
  'in 6th grade',
  'soy nino',
  'soy nina',
];

/** Who the message is about, and whether the writer is a child. */
export function whoIn(
  reading: Reading,
  minorAge: number | null,
): { who: Who; writerIsChild: boolean; person: string | null } {
  const t = reading.tokens;
  // "my mom", "my best friend", "my 16 year old daughter": a possessive up to four words before.
  const mine = (list: string[]) =>
    t.find(
      (tok, i) =>
        list.includes(tok.norm) &&
        t.slice(Math.max(0, i - 4), i).some((x) => ['my', 'mi', 'mis', 'our'].includes(x.norm)),
    )?.norm ?? null;
  const writerIsChild =
    anyPhrase(t, CHILD_VOICE) ||
    (minorAge !== null && minorAge < 13 && t.some((x) => ['im', "i'm", 'am', 'tengo'].includes(x.norm)));
  const parent = mine(PARENTS);
  if (parent) return { who: 'child', writerIsChild, person: parent };
  const child = mine(CHILDREN);
  if (child) return { who: 'parent', writerIsChild, person: child };
  const other = mine(OTHER_PEOPLE);
  if (other) return { who: 'other', writerIsChild, person: other };
  // Spanish "he" before a participle is "I have" ("no he hecho popó"), the writer, not "he".
  const spanishHave = (i: number) => t[i].norm === 'he' && SPANISH_PARTICIPLE.test(t[i + 1]?.norm ?? '');
  const othersSaid = t.some((x, i) => OTHERS.includes(x.norm) && !spanishHave(i));
  const selfSaid = has(t, ['i', 'im', "i'm", 'me', 'yo', 'my']) || t.some((_, i) => spanishHave(i));
  if (othersSaid && !selfSaid) return { who: 'other', writerIsChild, person: null };
  return { who: 'self', writerIsChild, person: null };
}

/** "3 days ago", "pod 2", "yesterday", "last month": days since the dated event, if one is dated. */
export function daysAgoIn(reading: Reading): number | null {
  const t = reading.tokens;
  for (let i = 0; i < t.length; i++) {
    const w = t[i].norm;
    if (
      w === 'yesterday' ||
      w === 'ayer' ||
      phrase([t[i], t[i + 1]].filter(Boolean) as Token[], 'last night')
    )
      return 1;
    if (w === 'today' || w === 'hoy' || w === 'tonight') return 0;
    if ((w === 'pod' || w === 'day' || w === 'dia') && t[i + 1]?.number != null) return t[i + 1].number;
    const n = t[i].number ?? NUMBER_WORDS[w];
    if (n === undefined || n === null) continue;
    const unit = t[i + 1]?.norm ?? '';
    const scale = /^(hours?|hrs?|horas?)$/.test(unit)
      ? 0
      : /^(days?|dias?)$/.test(unit)
        ? 1
        : /^(weeks?|wks?|semanas?)$/.test(unit)
          ? 7
          : /^(months?|mes|meses)$/.test(unit)
            ? 30
            : /^(years?|yrs?|anos?)$/.test(unit)
              ? 365
              : null;
    if (
      scale !== null &&
      (['ago', 'post', 'postop', 'after', 'out', 'since'].includes(t[i + 2]?.norm ?? '') ||
        t[i - 1]?.norm === 'hace')
    )
      return n * scale;
  }
  if (phrase(t, 'last week')) return 7;
  if (phrase(t, 'last month')) return 30;
  if (phrase(t, 'last year')) return 365;
  return null;
}

export function situationOf(reading: Reading, minorAge: number | null): Situation {
  return { ...whoIn(reading, minorAge), when: timeline(reading).when, daysAgo: daysAgoIn(reading) };
}

// A course of getting better: normal recovery, not a complication ("the swelling is going down every day", "a
// little better every day", a bruise turning yellow, "mejorando").
const IMPROVING = [
  'going down',
  'goes down',
  'went down',
  'coming down',
  'getting better',
  'a little better',
  'a bit better',
  'little better',
  'bit better',
  'better every day',
  'better each day',
  'better day by day',
  'improving',
  'improved',
  'fading',
  'faded',
  'less than yesterday',
  'less swollen',
  'less sore',
  'less painful',
  'less bruised',
  'easing',
  'eased',
  'easing up',
  'subsiding',
  'settling down',
  'turning yellow',
  'going yellow',
  'gone yellow',
  'getting smaller',
  'se esta poniendo amarillo',
  'mas pequeno',
  'turning green',
  'turned yellow',
  'turned green',
  'like myself again',
  'like my old self',
  'back to normal',
  'back to myself',
  'feeling great',
  'feel great',
  'me siento yo otra vez',
  'ya me siento bien',
  'healing well',
  'healing nicely',
  'healing great',
  'mejorando',
  'mejor cada dia',
  'cada dia mejor',
  'va mejor',
  'voy mejor',
  'bajando',
  'ha bajado',
  'menos que ayer',
  'desinflamando',
  'se esta quitando',
];
// Anything getting worse, or new, undoes it ("it was going down but now it's hard and hot").
const WORSENING = [
  'worse',
  'worsening',
  'bigger',
  'spreading',
  'growing',
  'increasing',
  'suddenly',
  'sudden',
  'out of nowhere',
  'but now',
  'again',
  'came back',
  'coming back',
  'not going down',
  'not getting better',
  'not improving',
  'more and more',
  'peor',
  'empeor',
  'empeorando',
  'de repente',
  'pero ahora',
  'otra vez',
  'no baja',
  'no mejora',
];
const NEGATORS = ['not', 'no', 'never', 'nunca', 'isnt', 'arent'];

/** The message describes a recovery that is getting better, and nothing getting worse or new. */
export function improving(reading: Reading): boolean {
  const t = reading.tokens;
  // "I feel like myself again" is not a symptom coming back.
  const again = anyPhrase(t, ['myself again', 'normal again', 'yo otra vez', 'normal otra vez']);
  if (anyPhrase(t, again ? WORSENING.filter((w) => w !== 'again' && w !== 'otra vez') : WORSENING))
    return false;
  for (const p of IMPROVING) {
    const parts = p.split(' ');
    for (let i = 0; i + parts.length <= t.length; i++) {
      if (!parts.every((w, j) => t[i + j].norm === w || t[i + j].lemma === w)) continue;
      // "isn't going down", "no está bajando": not a course of getting better.
      if (t.slice(Math.max(0, i - 3), i).some((x) => NEGATORS.includes(x.norm))) return false;
      return true;
    }
  }
  return false;
}
