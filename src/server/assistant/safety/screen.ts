// Safety screening: the first thing every TruGPT message goes through, in every mode. Two screens read the same
// Reading — the vocabulary (phrasings people use, matched lemma-, stem- and typo-tolerantly) and a learned
// classifier (safety/learned.ts) that does not depend on phrasing — and either can raise a message. The situation
// frame decides what a match means: a symptom happening now is acted on; one asked about ahead of time gets the
// warning signs; one in the past is history. Recall before precision. Knows nothing of the engine.
import { findProcedures } from '../knowledge';
import {
  asksIfNormal,
  beyondGoal,
  deniedQuestion,
  disorderedEating,
  emergencySign,
  expectedRecovery,
  fearsOutcome,
  habitual,
  idiomatic,
  laughs,
  lifelong,
  lightened,
  aboutPrice,
  asksAQuestion,
  asksWhatToEat,
  looksDistress,
  manyProcedures,
  moodNegated,
  numbOnly,
  ordinaryEating,
  reassured,
  reportsOpinion,
  recurring,
  sideEffect,
  tellsOfBody,
  tellsOfCrisis,
  tellsOfCrisisStrongly,
  onlySchoolwork,
  requestedClaim,
  tellsAdvice,
  tellsOfEating,
  tellsOfLooks,
  judgesOthersWork,
  crisisWordsOnlyInIdioms,
  toldExpected,
  urgentSign,
  lidsInTheWay,
  withoutFeatureSlimming,
} from './calibration';
import { CRISIS_BESIDE, classify, type LearnedVerdict, SHORT_WORDS } from './learned';
import {
  compileConcept,
  compilePattern,
  containsPattern,
  findConcept,
  isNegated,
  matchAt,
  matchConcept,
  type Pattern,
} from './match';
import { bodyMassIndex, feverTemperature, revisionCount, statedMinorAge } from './numbers';
import { overdoseTaken } from './overdose';
import { fold, type Language, type Reading, read, type Token } from './reading';
import { escalation } from './severity';
import { improving, type Situation, situationOf, timeline, type When } from './situation';
import {
  CONCEPTS,
  type ConcernKind,
  PRODUCTS,
  SWALLOWED,
  GENERAL_QUESTION_WORDS,
  type Level,
  OTHER_PERSON_WORDS,
  PERSONAL_WORDS,
  PROCEDURE_WORDS,
  SKIN_OF_COLOUR,
  SURGERY_WORDS,
  TIME_ANCHORS,
} from './vocabulary';

export type { Language } from './reading';
export type SafetyLevel = Level | 'none';
export type ScreenMode = 'vocabulary' | 'learned' | 'both';

export interface SafetyConcern {
  kind: ConcernKind;
  level: Level;
  label: string;
}

export interface SafetyScreen {
  level: SafetyLevel;
  concerns: SafetyConcern[];
  language: Language;
  /** Listing providers to book would be wrong: an emergency, a crisis, a minor, pregnancy, appearance distress. */
  withholdProviders: boolean;
  /** The message is about someone else ("my mom", "my friend"), so the reply speaks of them. */
  aboutSomeoneElse: boolean;
  situation: Situation;
  /** Symptoms asked about ahead of time or in general ("warning signs of a clot before my surgery"). */
  asked: SafetyConcern[];
  /** Symptoms the patient had in the past and that are over ("a clot eight years ago"). */
  past: SafetyConcern[];
  /** Procedures this message or the conversation is about, for their warning signs. */
  procedureIds: string[];
  /**
   * A recovery question about something that can be normal: the answer comes first and the signs that would need
   * a call follow it, briefly, instead of leading it.
   */
  signsAfter: boolean;
  /** What each screen said on its own. */
  screens: { vocabulary: SafetyLevel; learned: SafetyLevel; learnedVerdict: LearnedVerdict | null };
}

const RANK: Record<SafetyLevel, number> = {
  none: 0,
  caution: 1,
  distress: 2,
  urgent: 3,
  emergency: 4,
  crisis: 5,
};
export const rankOf = (level: SafetyLevel) => RANK[level];
const WITHHOLD: ConcernKind[] = ['minor', 'pregnancy', 'breastfeeding', 'dysmorphia', 'eating-disorder'];
const SYMPTOM_LEVELS: Level[] = ['emergency', 'urgent'];
/** Urgent signs an emergency made of signs already names (severity.ts). */
const SUBSUMED: ConcernKind[] = ['fever', 'dizziness', 'vomiting', 'severe-pain', 'something-wrong'];

// Compiled once per process.
const COMPILED = CONCEPTS.map(compileConcept);
const GENERAL = GENERAL_QUESTION_WORDS.map(compilePattern);
const SURGERY = SURGERY_WORDS.map(compilePattern);
const PROCEDURE = [...SURGERY_WORDS, ...PROCEDURE_WORDS].map(compilePattern);
const STOPPED = ['stopped', 'quit', 'finished', 'weaned', 'no longer', 'deje', 'termine', 'ya no'].map(
  compilePattern,
);
// Who-is-asking facts that end: once stopped, they no longer apply.
const ENDS: ConcernKind[] = ['breastfeeding', 'pregnancy'];
const concept = (kind: ConcernKind) => CONCEPTS.find((c) => c.kind === kind)!;

// A body symptom reported after a procedure that no rule may classify: the safe failure gets the warning signs.
const BODY_SYMPTOMS = [
  'swollen',
  'swelling',
  'lump',
  'lumps',
  'bump',
  'bumps',
  'bruis*',
  'numb',
  'numbness',
  'tingl*',
  'leak*',
  'drip*',
  'draining',
  'gotea*',
  'discharge',
  'ooz*',
  'smells',
  'noisy',
  'wheez*',
  'whistling',
  'swallow*',
  'hoarse',
  'droop*',
  'uneven',
  'itch*',
  'rash',
  'blister*',
  'ampolla*',
  'scab*',
  'pain',
  'painful',
  'hurts',
  'hurting',
  'aches',
  'aching',
  'sore',
  'bleed*',
  'stiff',
  'weakness',
  'throb*',
  'crackl*',
  'hinchad*',
  'hinchazon',
  'bulto*',
  'dolor',
  'duele',
  'sangr*',
  'ronc*',
].map(compilePattern);

// Words that place the procedure behind the patient ("since my lipo", "3 wks post op", "me la hice"): without them,
// or a dated event, a symptom word describes what someone wants treated ("i only have a small bump"), not how a
// recovery is going.
const HAD_PROCEDURE = [
  'after',
  'since',
  'post',
  'postop',
  'post-op',
  'pod',
  'had*',
  'i got*',
  'got* my',
  'got* it',
  'got* them',
  'did* my',
  'done*',
  'healing',
  'recovery',
  'recovering',
  'despues',
  'desde',
  'me hice',
  'me hicieron',
  'me puse',
  'me pusieron',
  'me operaron',
  'operada',
  'operado',
  'recuperacion',
].map(compilePattern);

// Reactions that come and go with a trigger (a needle, a blood draw, the sight of blood): fainting, going pale,
// dizziness.
const EPISODIC: ConcernKind[] = ['fainting', 'skin-colour', 'dizziness'];

// Skin colour, skin type or ethnicity: never a symptom ("tengo dark skin y quiero laser… which laser no me quema?").
const SKIN_TYPE = [
  ...SKIN_OF_COLOUR,
  'dark skin',
  'darker skin',
  'skin tone',
  'skin type',
  'skin color',
  'skin colour',
  'complexion',
  'olive skin',
  'tan skin',
  'piel canela',
  'piel trigue*',
  'tez',
].map(compilePattern);
// Words that would make it a symptom after all: a burn, a blister, pain.
const BURNS = ['burn*', 'quem*', 'blister*', 'ampolla*', 'scar*', 'cicatri*'].map(compilePattern);

/** Where one of the patterns matches without a negation before it ("which laser won't burn me" does not). */
function affirmed(tokens: Token[], patterns: Pattern[]): boolean {
  for (let i = 0; i < tokens.length; i++)
    if (patterns.some((p) => containsPattern([tokens[i]], [p])) && !isNegated(tokens, i)) return true;
  return false;
}

const RACING_NAMED = /racing heart|corazón acelerado/;
const CHEST = ['chest', 'pecho'].map(compilePattern);

// Pain going through to the back: with vomiting on a GLP-1 medicine, the pattern of pancreatitis.
const TO_THE_BACK = [
  'to|into|through|thru|towards|round|around my|the back',
  'radiat* back',
  'hacia|a|en la espalda',
].map(compilePattern);
const GLP1 = concept('glp1-surgery').phrases!.map(compilePattern);
const VOMIT = ['vomit*', 'throwing up', 'throw up', 'threw up', 'puking', 'vomitando', 'vomito*'].map(
  compilePattern,
);
// Underweight said in words ("el doctor dice que estoy underweight", "I'm already too thin"), and a weight-loss
// medicine wanted or sought ("where can I get it online", "sin receta", "to drop 10 more"): an eating disorder, as
// a low BMI told by numbers is.
const UNDERWEIGHT = [
  'underweight',
  'under weight',
  'too thin',
  'too skinny',
  'bajo peso',
  'bajo de peso',
  'peso bajo',
  'muy flaca',
  'muy flaco',
  'muy delgada',
  'muy delgado',
  'demasiado flaca',
  'demasiado delgada',
].map(compilePattern);
const SEEKS = [
  'want*',
  'wanna',
  'need',
  'get',
  'buy',
  'order',
  'where',
  'without a prescription',
  'without prescription',
  'online',
  'lose',
  'drop',
  'quiero',
  'quisiera',
  'necesito',
  'conseguir',
  'consigo',
  'comprar',
  'compro',
  'donde',
  'sin receta',
  'bajar',
  'perder',
].map(compilePattern);
// A young child by a stated age ("my 3yo", "2 year old", "de 4 años", "18 months"), who swallowed a medicine or a
// product: the poisoning the vocabulary reads when the child is named by who they are ("my toddler", "mi hijo").
const YOUNG_AGE_AFTER = [
  'yo',
  'yr',
  'yrs',
  'year',
  'years',
  'ano',
  'anos',
  'month',
  'months',
  'mes',
  'meses',
];
const SWALLOWED_PATTERNS = SWALLOWED.map(compilePattern);
const PRODUCT_PATTERNS = PRODUCTS.map(compilePattern);
function youngChildSwallowed(tokens: Token[], now: (index: number) => boolean): boolean {
  const young = tokens.some(
    (t, i) =>
      /^\d{1,2}(?:yo|y\/o|yrs?|mo|mos)$/.test(t.norm) ||
      (t.number !== null && t.number <= 12 && YOUNG_AGE_AFTER.includes(tokens[i + 1]?.norm ?? '')),
  );
  if (!young || !containsPattern(tokens, PRODUCT_PATTERNS)) return false;
  return tokens.some(
    (_, i) => SWALLOWED_PATTERNS.some((p) => matchAt(tokens, i, p) > 0) && now(i) && !isNegated(tokens, i),
  );
}

const STOPPING = ['stop', 'stopping', 'quit', 'come off', 'get off', 'dejar', 'dejarlo', 'suspender'].map(
  compilePattern,
);
function underweightSeeking(tokens: Token[], onWeightLoss: boolean): boolean {
  if (!onWeightLoss) return false;
  const at = tokens.findIndex(
    (_, i) => UNDERWEIGHT.some((p) => matchAt(tokens, i, p) > 0) && !isNegated(tokens, i),
  );
  // "am I underweight?" asks; it does not say so.
  return (
    at >= 0 &&
    !tokens.slice(at + 1, at + 3).some((t) => t.norm === '?') &&
    containsPattern(tokens, SEEKS) &&
    // Coming off the medicine because of it is what should happen.
    !containsPattern(tokens, STOPPING)
  );
}
const PANCREATITIS: Record<Language, string> = {
  en: 'severe stomach pain going through to your back, with vomiting, on a GLP-1 medicine (possible pancreatitis)',
  es: 'dolor fuerte de estómago que llega a la espalda, con vómitos, con un medicamento GLP-1 (posible pancreatitis)',
};

// Someone who cannot be woken ("she isn't waking up", "no despierta"): an emergency. Not a wish not to wake up.
const WAKE_NOW = ['waking', 'wakes', 'despierta', 'reacciona'];
const WISH = [
  'want',
  'wish',
  'rather',
  'hope',
  'prefer',
  'sleep',
  'to',
  'para',
  'quiero',
  'ojala',
  'mejor',
  'just',
];
const FIRST_PERSON = ['i', 'im', "i'm", 'yo', 'me'];
const TATTOO_REMOVAL = [
  'tattoo removal',
  'removing my tattoo',
  'removal of my tattoo',
  'laser tattoo',
  'tattoo laser',
  'picosure',
  'quitar* tatuaje',
  'borrar* tatuaje',
  'eliminacion de tatuaje*',
  'remocion de tatuaje*',
].map(compilePattern);
const BLISTERS = ['blister*', 'ampolla*', 'bubble*', 'burbuja*'].map(compilePattern);
// The writer, or what is theirs.
const FIRST_PERSON_ANY = [...FIRST_PERSON, 'my', 'mine', 'myself', 'mi', 'mis', 'mio', 'mia'];

/**
 * Someone else is not waking up, now: "isn't waking up", "no despierta", "can't wake him up". Not the infinitive of
 * a wish or a purpose ("pills to not wake up", "para no despertar", "sleep and never wake up").
 */
function notWaking(tokens: Token[], now: (index: number) => boolean): boolean {
  return tokens.some((t, i) => {
    if (!now(i)) return false;
    const object = ['her', 'him', 'them', 'my', 'mi', 'la', 'lo', 'le'].includes(tokens[i + 1]?.norm ?? '');
    // A verb with a subject ("she isn't waking", "no despierta") or an object ("can't wake her"), not an infinitive.
    if (!WAKE_NOW.includes(t.norm) && !(t.norm === 'wake' && object)) return false;
    const before = tokens.slice(Math.max(0, i - 3), i).filter((x) => x.sentence === t.sentence);
    if (!before.some((x) => ['not', 'no', 'never', 'nunca'].includes(x.norm))) return false;
    return !before.some((x) => WISH.includes(x.norm) || FIRST_PERSON.includes(x.norm));
  });
}

// Harm someone does to their own body: who does it and to whom, not a phrase. A harm verb whose object is the
// doer ("burned himself with a lighter", "keep hitting myself", "me estoy cortando"), with a reason or a habit
// around it ("because he hates how it looks", "when I see my reflection", "para no pensar", "again"), and not an
// accident ("burned myself on the stove" has neither; "accidentally" says so).
const HARM_VERBS = [
  'cut',
  'burn',
  'hit',
  'punch',
  'scratch',
  'hurt',
  'harm',
  'stab',
  'bite',
  'slap',
  'bang',
  'carve',
  'scald',
  'starve',
  'cortar',
  'corto',
  'corta',
  'cortando',
  'quemar',
  'quemo',
  'quema',
  'quemando',
  'golpear',
  'golpeo',
  'golpea',
  'golpeando',
  'pegar',
  'pego',
  'pega',
  'lastimar',
  'lastimo',
  'lastima',
  'lastimando',
  'rasguno',
  'rascando',
];
const REFLEXIVE = ['myself', 'himself', 'herself', 'themselves', 'themself', 'yourself'];
const SPANISH_REFLEXIVE = ['me', 'se'];
const WHY_OR_HABIT = [
  'because',
  'bc',
  'cuz',
  'cause',
  'when',
  'whenever',
  'until',
  'keep',
  'keeps',
  'kept',
  'again',
  'every',
  'started',
  'still',
  'porque',
  'cuando',
  'para',
  'hasta',
  'otra',
  'cada',
  'sigo',
  'sigue',
  'empece',
];
const ACCIDENT = ['accidentally', 'accident', 'accidental', 'oops', 'querer', 'accidente'];

/** Someone harming their own body on purpose or by habit, now: a self-harm act, whoever it is. */
function selfInflicted(tokens: Token[], now: (index: number) => boolean): boolean {
  if (tokens.some((t) => ACCIDENT.includes(t.norm))) return false;
  return tokens.some((t, i) => {
    if (![t.norm, t.lemma, t.stem].some((w) => HARM_VERBS.includes(w))) return false;
    if (!now(i) || isNegated(tokens, i)) return false;
    const after = tokens.slice(i + 1, i + 4).filter((x) => x.sentence === t.sentence);
    const before = tokens.slice(Math.max(0, i - 2), i).filter((x) => x.sentence === t.sentence);
    const reflexive =
      after.some((x) => REFLEXIVE.includes(x.norm)) ||
      (/[ao]$|ando$/.test(t.norm) && before.some((x) => SPANISH_REFLEXIVE.includes(x.norm)));
    // "asked if I have thoughts of harming yourself": someone else's question, not an act.
    if (!reflexive || after.some((x) => x.norm === 'yourself')) return false;
    const sentence = tokens.filter((x) => x.sentence === t.sentence);
    return sentence.some((x) => WHY_OR_HABIT.includes(x.norm));
  });
}

// Self-harm found on someone else: wounds on a limb, found on another person's body ("found cuts on my
// daughter's arms", "le vi cortadas en los brazos"), or told as something they do ("she does it when…"). Wounds on
// one's own body after a procedure are a recovery, not this.
const WOUNDS = [
  'cuts',
  'cut',
  'cortes',
  'cortadas',
  'burns',
  'quemaduras',
  'scratches',
  'rasgunos',
  'marks',
  'marcas',
];
const LIMBS = /^(?:arms?|wrists?|thighs?|legs?|forearms?|brazos?|munecas?|muslos?|piernas?|antebrazos?)$/;
const FOUND = /^(?:found|find|finding|noticed|saw|seen|discovered|encontre|encontro|vi|descubri|noto)$/;
const SOMEONE_ELSE =
  /^(?:her|his|their|su|sus|le|daughters?|sons?|kids?|childs?|child|teens?|hijas?|hijos?|friends?|sisters?|brothers?|amigas?|amigos?|hermanas?|hermanos?)$/;
const DOES_IT = [
  'does it',
  'doing it',
  'did it to herself',
  'did it to himself',
  'lo hace',
  'se lo hace',
  'se lo hizo',
].map(compilePattern);
// The limb told first, covered in wounds ("his arms are covered in cuts", "tiene los brazos llenos de cortes").
const COVERED = ['covered', 'full', 'llenos', 'llenas', 'lleno', 'llena', 'cubiertos', 'cubiertas'];
// Blades kept hidden, found beside the wounds ("found razor blades in his room").
const BLADES = /^(?:razors?|blades?|navajas?|cuchillas?|hojillas?|gillettes?)$/;
function selfHarmFound(tokens: Token[]): boolean {
  if (tokens.some((t) => ACCIDENT.includes(t.norm))) return false;
  const found = tokens.some((x) => FOUND.test(x.norm));
  const blades = tokens.some((x) => BLADES.test(x.norm));
  return tokens.some((t, i) => {
    if (!WOUNDS.includes(t.norm) || isNegated(tokens, i)) return false;
    const around = tokens.slice(i + 1, i + 8).filter((x) => x.sentence === t.sentence);
    const limb = around.findIndex((x) => LIMBS.test(x.norm));
    const sentence = tokens.filter((x) => x.sentence === t.sentence);
    if (limb >= 0) {
      const onSomeoneElse = around.slice(0, limb).some((x) => SOMEONE_ELSE.test(x.norm));
      if (
        (onSomeoneElse && sentence.some((x) => FOUND.test(x.norm))) ||
        (onSomeoneElse && containsPattern(tokens, DOES_IT)) ||
        (onSomeoneElse && found && blades)
      )
        return true;
    }
    // "his arms are covered in cuts": someone else's limb, then covered in or full of wounds, with blades found
    // or a habit told ("she does it when…").
    const before = tokens.slice(Math.max(0, i - 7), i).filter((x) => x.sentence === t.sentence);
    const limbBefore = before.findIndex((x) => LIMBS.test(x.norm));
    if (limbBefore < 0) return false;
    const owner = before.slice(Math.max(0, limbBefore - 2), limbBefore);
    const onSomeoneElse =
      owner.some((x) => SOMEONE_ELSE.test(x.norm)) ||
      // "tiene los brazos llenos de cortes": the limb's owner is the subject of a third-person verb.
      owner.some((x) => ['tiene', 'has', 'had'].includes(x.norm));
    const covered = before.slice(limbBefore + 1).some((x) => COVERED.includes(x.norm));
    return (
      onSomeoneElse &&
      covered &&
      ((found && blades) || containsPattern(tokens, DOES_IT) || sentence.some((x) => FOUND.test(x.norm)))
    );
  });
}

// Subjects that tell of someone's state or doing in English (the possessive "my" does not: "my forehead").
const SUBJECTS = new Set([
  'i',
  "i'm",
  'im',
  'ive',
  "i've",
  "i'd",
  'id',
  "i'll",
  'ill',
  'me',
  'myself',
  'we',
  'he',
  "he's",
  'hes',
  'she',
  "she's",
  'shes',
  'they',
  "they're",
  'theyre',
  'you',
  "you're",
  'youre',
  'u',
  'everyone',
  'everybody',
  'nobody',
  'noone',
  'anyone',
  'someone',
  'somebody',
  'no one',
  'life',
  'living',
  'alive',
  'tired',
  'done',
  'ready',
  'want',
  'wanna',
  'feel',
  'feeling',
]);
const tellsOfSomeone = (tokens: Token[]) => tokens.some((t) => SUBJECTS.has(t.norm));

/** "what are the warning signs of a clot?" asks in general; "my calf hurts" reports. */
function isGeneralQuestion(tokens: Token[]): boolean {
  const norms = new Set(tokens.map((t) => t.norm));
  if (PERSONAL_WORDS.some((w) => norms.has(w)) || OTHER_PERSON_WORDS.some((w) => norms.has(w))) return false;
  if (TIME_ANCHORS.some((w) => norms.has(w))) return false;
  return containsPattern(tokens, GENERAL);
}

interface Found {
  now: SafetyConcern[];
  asked: SafetyConcern[];
  past: SafetyConcern[];
  /** Concerns in `now` the vocabulary matched specifically (a phrasing, not one word alone). */
  specific?: Set<ConcernKind>;
  /** Concerns read from who does what to whom (a self-harm act): the learned screen does not overrule them. */
  acts?: Set<ConcernKind>;
}

function vocabularyConcerns(
  reading: Reading,
  language: Language,
  context: { surgery: boolean; procedure: boolean },
  only?: ConcernKind[],
): Found {
  const tokens = reading.tokens;
  const found: Found = { now: [], asked: [], past: [], specific: new Set() };
  const add = (list: SafetyConcern[], kind: ConcernKind) => {
    if (list.some((f) => f.kind === kind)) return;
    const c = concept(kind);
    list.push({ kind, level: c.level, label: c.label[language] });
  };
  const general = isGeneralQuestion(tokens);
  const time = timeline(reading);
  for (const c of COMPILED) {
    const kind = c.concept.kind;
    if (only && !only.includes(kind)) continue;
    if (c.concept.withSurgery && !context.surgery) continue;
    if (c.concept.withProcedure && !context.procedure) continue;
    const symptom = SYMPTOM_LEVELS.includes(c.concept.level);
    // Who is asking: "stopped breastfeeding 8 months ago" is no longer true. (When isotretinoin was stopped is
    // itself what the provider needs to hear.)
    const stillTrue = (i: number) =>
      !ENDS.includes(kind) || !containsPattern(tokens, STOPPED, tokens[i].sentence);
    const when = (i: number): When => time.whenAt(i);
    const nowMatch = matchConcept(tokens, c, (i) => {
      const w = when(i);
      if (symptom) return w === 'now' && !(c.concept.reportOnly && general);
      // Who is asking: everything but a past that is over. A crisis or an eating disorder: not a question about
      // risk in general ("i don't want to die under anesthesia") nor a past that is over.
      if (c.concept.level === 'caution') return (w !== 'past' || !ENDS.includes(kind)) && stillTrue(i);
      return w !== 'past' && w !== 'general';
    });
    if (nowMatch.at >= 0) {
      add(found.now, kind);
      if (nowMatch.specific) found.specific?.add(kind);
      if (nowMatch.firm || c.concept.firm) found.acts = new Set([...(found.acts ?? []), kind]);
      continue;
    }
    if (!symptom) {
      if (findConcept(tokens, c) >= 0) add(found.past, kind);
      continue;
    }
    const any = findConcept(tokens, c);
    if (any < 0) continue;
    add(when(any) === 'past' ? found.past : found.asked, kind);
  }
  const fever = feverTemperature(tokens);
  if (!only && fever !== null) {
    add(general || time.when !== 'now' ? found.asked : found.now, 'fever');
    found.specific?.add('fever');
  }
  if (statedMinorAge(tokens) !== null && !ordinaryCare(reading)) add(found.now, 'minor');
  if (revisionCount(tokens) !== null) add(found.now, 'dysmorphia');
  return found;
}

// A child's ordinary skin care ("a dermatologist for my 15 year old's acne") is no cosmetic procedure on a minor:
// the note about minors is for those, so it is left out when the message names a skin condition and no procedure.
const ORDINARY_CARE =
  /\b(?:acne|eczema|psoriasis|rosacea|rash(?:es)?|moles?|warts?|hives|dermatitis|granos|espinillas|barros)\b/;
const ordinaryCare = (reading: Reading) =>
  ORDINARY_CARE.test(reading.normalized) && findProcedures(reading.normalized).length === 0;

// An adult age said of the patient ("at 18", "once im 19", "cuando tenga 18"): who is asking is then no minor.
const ADULT_AGE =
  /\b(?:at|im|i'm|i am|turn|turns|turning|once i'?m|when i'?m|tengo|a los|cumplo|cuando tenga|cuando cumpla)\s+(?:1[89]|[2-9]\d)\b(?!\s*(?:units?|lbs?|pounds|kg|mg|%|days?|weeks?|months?|dias|semanas|meses|libras))/;

const WHO_IS_ASKING: ConcernKind[] = [
  'pregnancy',
  'breastfeeding',
  'minor',
  'isotretinoin',
  'blood-thinner',
  'glp1-surgery',
  'steroids',
  'dysmorphia',
];
// True of the person for the whole conversation, whatever the topic; the others hold for the topic they came with.
const WHOLE_CONVERSATION: ConcernKind[] = ['minor', 'pregnancy'];

/** How a symptom the learned screen raised is named: it reads the whole message, not one named symptom. */
export const GENERIC_SYMPTOM: Record<Language, string> = {
  en: 'symptoms like these',
  es: 'síntomas como estos',
};

const LEARNED: Record<
  Exclude<LearnedVerdict['label'], 'none'>,
  { kind: ConcernKind; level: Level; en: string; es: string }
> = {
  emergency: { kind: 'something-wrong', level: 'emergency', ...GENERIC_SYMPTOM },
  urgent: { kind: 'something-wrong', level: 'urgent', ...GENERIC_SYMPTOM },
  crisis: {
    kind: 'self-harm',
    level: 'crisis',
    en: 'thoughts of ending your life or hurting yourself',
    es: 'pensamientos de quitarte la vida o hacerte daño',
  },
  eating_disorder: {
    kind: 'eating-disorder',
    level: 'distress',
    en: 'not eating or purging to change your body',
    es: 'dejar de comer o purgarte para cambiar tu cuerpo',
  },
  body_image: {
    kind: 'dysmorphia',
    level: 'caution',
    en: 'distress about your appearance',
    es: 'angustia por tu apariencia',
  },
};

export interface ScreenOptions {
  /** Which screens run; both by default. The others exist to measure each screen alone. */
  mode?: ScreenMode;
}

const levelOf = (concerns: SafetyConcern[]): SafetyLevel =>
  concerns.reduce<SafetyLevel>((best, c) => (RANK[c.level] > RANK[best] ? c.level : best), 'none');

/** The learned screen's probability at which it is sure enough to read past the situation frame. */
const SURE = 0.8;
/** The learned screen's probability of an emergency at which it stands without a sign word of one. */
const SURE_OF_GRADE = SURE;
/**
 * The learned screen's probability of a crisis at which it outranks a symptom the vocabulary named (severe pain to
 * the back with vomiting "… can i take tylenol and sleep?"): likelier than not, with no self-harm words there.
 */
const CRISIS_OVER_SYMPTOM = 0.5;
/** The learned screen's probability of "none" at which a vocabulary alarm on the message is not raised. */
export const VOCABULARY_GATE = 0.6;
/** The learned screen's probability of a symptom above which a recovery getting better does not quiet it. */
const ALL_BUT_CERTAIN = 0.9;
/** The probability of "none" at which even a specific vocabulary alarm is not raised. */
const CERTAIN_NONE = 0.7;
/** …and at which a one-word emergency alarm is not raised while the frame reads it as happening now. */
const EMERGENCY_NONE = 0.9;
/** Alarms (not facts about who is asking) that the vocabulary raises and the learned screen can overrule. */
const ALARM_LEVELS: Level[] = ['emergency', 'urgent', 'crisis', 'distress'];
const isAlarm = (c: SafetyConcern) => ALARM_LEVELS.includes(c.level) || c.kind === 'dysmorphia';

/**
 * The vocabulary's alarms go through the learned screen, which reads the whole message rather than a phrase: when
 * it is confident nothing is wrong (an old clot, warning signs asked ahead, a relative's stroke, an idiom, skin
 * colour), a vocabulary alarm is not raised — a symptom becomes one asked about (its warning signs, no alarm) or
 * one in the past. And when the learned screen is sure of a physical emergency, "I think I'm dying" in it is that
 * emergency, not a crisis. Facts about who is asking (pregnant, under 18, a medicine) are never overruled.
 */
function weighVocabulary(found: Found, verdict: LearnedVerdict, when: When): void {
  const p = verdict.probabilities;
  const physical = verdict.label === 'emergency' && p.crisis < 0.1;
  const keep: SafetyConcern[] = [];
  for (const c of found.now) {
    // One word alone gives way to a confident "none"; a specific phrasing only when the frame also says it is
    // not happening now, or when the learned screen is all but certain.
    const specific = found.specific?.has(c.kind) ?? false;
    const notNow = p.none >= VOCABULARY_GATE && when !== 'now';
    const quiet = specific
      ? notNow || p.none >= CERTAIN_NONE
      : c.level === 'emergency'
        ? notNow || p.none >= EMERGENCY_NONE
        : p.none >= VOCABULARY_GATE;
    const overruled = isAlarm(c) && !found.acts?.has(c.kind) && (quiet || (physical && c.level === 'crisis'));
    if (!overruled) keep.push(c);
    else if (SYMPTOM_LEVELS.includes(c.level)) {
      const list = when === 'past' ? found.past : found.asked;
      if (!list.some((x) => x.kind === c.kind)) list.push(c);
    }
  }
  found.now.splice(0, found.now.length, ...keep);
}

/**
 * Screens a message. `history` holds the patient's earlier messages (oldest first): who is asking (pregnant,
 * under 18, on a medicine) carries over from them while it is still true; symptoms are read from the message.
 */
export function screenMessage(
  message: string | Reading,
  history: string[] = [],
  options: ScreenOptions = {},
): SafetyScreen {
  const mode = options.mode ?? 'both';
  const reading = typeof message === 'string' ? read(message) : message;
  const tokens = reading.tokens;
  // Earlier turns only tell who is asking; their first 2,000 characters are plenty and keep screening fast.
  const earlier = history.slice(-6).map((h) => read(h.slice(0, 2000)));
  const language = reading.language;
  const context = {
    surgery: [reading, ...earlier].some((r) => containsPattern(r.tokens, SURGERY)),
    procedure: [reading, ...earlier].some((r) => containsPattern(r.tokens, PROCEDURE)),
  };
  const ownProcedures = findProcedures(reading.normalized);
  let procedureIds = ownProcedures;
  for (const r of [...earlier].reverse()) {
    if (procedureIds.length > 0) break;
    procedureIds = findProcedures(r.normalized);
  }

  const useVocabulary = mode !== 'learned';
  const found: Found = useVocabulary
    ? vocabularyConcerns(reading, language, context)
    : { now: [], asked: [], past: [] };
  // "my lids droop so much I can't see the top of the TV": sight blocked by drooping eyelids is what eyelid surgery
  // (and an insurer's visual-field test) is about, not a sudden change in vision.
  const lidsBlock = lidsInTheWay(reading);
  if (lidsBlock) found.now = found.now.filter((c) => c.kind !== 'vision');
  const minor = statedMinorAge(tokens);
  const situation = situationOf(reading, minor);
  const time = timeline(reading);
  // Severe pain going through to the back, with vomiting, on a GLP-1 medicine: possible pancreatitis, an emergency.
  const pain = found.now.find((c) => c.kind === 'severe-pain');
  if (
    pain &&
    [reading, ...earlier].some((r) => containsPattern(r.tokens, GLP1)) &&
    containsPattern(tokens, TO_THE_BACK) &&
    (found.now.some((c) => c.kind === 'vomiting') || affirmed(tokens, VOMIT))
  ) {
    pain.level = 'emergency';
    pain.label = PANCREATITIS[language];
  }
  // Someone who cannot be woken, now: an emergency (the confusion sign), whatever else the message says.
  const unwakeable = notWaking(tokens, (i) => time.whenAt(i) === 'now');
  if (useVocabulary && unwakeable && !found.now.some((c) => c.kind === 'confusion')) {
    const c = concept('confusion');
    found.now.push({ kind: 'confusion', level: c.level, label: c.label[language] });
    found.specific?.add('confusion');
  }
  // Harm done to one's own body, on purpose or by habit: self-harm, whoever does it.
  if (
    useVocabulary &&
    !found.now.some((c) => c.kind === 'self-harm') &&
    (selfInflicted(tokens, (i) => time.whenAt(i) !== 'past' && time.whenAt(i) !== 'general') ||
      selfHarmFound(tokens))
  ) {
    const c = concept('self-harm');
    found.now.push({ kind: 'self-harm', level: c.level, label: c.label[language] });
    found.specific?.add('self-harm');
    found.acts = new Set([...(found.acts ?? []), 'self-harm']);
  }
  // A young child who swallowed a medicine or a product: read from what happened, which the learned screen does
  // not overrule.
  if (
    useVocabulary &&
    !found.now.some((c) => c.kind === 'poisoning') &&
    !isGeneralQuestion(tokens) &&
    youngChildSwallowed(tokens, (i) => time.whenAt(i) === 'now')
  ) {
    const c = concept('poisoning');
    found.now.push({ kind: 'poisoning', level: c.level, label: c.label[language] });
    found.specific?.add('poisoning');
  }
  if (found.now.some((c) => c.kind === 'poisoning'))
    found.acts = new Set([...(found.acts ?? []), 'poisoning']);
  // An overdose already taken (the whole bottle, double insulin, several shots at once): an emergency, with Poison
  // Control, which the learned screen does not overrule. Taken to hurt oneself it is a crisis too (below).
  if (useVocabulary && !isGeneralQuestion(tokens) && overdoseTaken(tokens, (i) => time.whenAt(i) === 'now')) {
    const c = concept('overdose');
    found.now.push({ kind: 'overdose', level: c.level, label: c.label[language] });
    found.specific?.add('overdose');
    found.acts = new Set([...(found.acts ?? []), 'overdose']);
  }
  const learnedVerdict: LearnedVerdict | null = mode !== 'vocabulary' ? classify(reading) : null;
  // The stance: not waking up feared as a risk of the procedure is a question about anaesthesia, not someone who
  // cannot be woken; self-harm words inside a screening question the writer answered "no" are the question's.
  const stance = (c: SafetyConcern) =>
    (c.kind === 'confusion' && fearsOutcome(reading) && !unwakeable) ||
    (c.kind === 'self-harm' && !found.acts?.has(c.kind) && deniedQuestion(reading));
  for (let i = found.now.length - 1; i >= 0; i--)
    if (stance(found.now[i])) found.asked.push(...found.now.splice(i, 1));
  // A reaction that comes back every time with its trigger ("cada vez que me sacan sangre me desmayo"), in a
  // message that places no procedure behind the writer, is a history to plan around, not an event now.
  if (
    habitual(reading) &&
    situation.daysAgo === null &&
    ![reading, ...earlier].some((r) => containsPattern(r.tokens, HAD_PROCEDURE))
  )
    for (let i = found.now.length - 1; i >= 0; i--)
      if (EPISODIC.includes(found.now[i].kind)) found.past.push(...found.now.splice(i, 1));
  // Numbness (or tightness) alone after a procedure, with no sign of more — not worse, hot, spreading, one-sided
  // with weakness, nor any other alarm — is how a healing area feels ("numbness after breast augmentation how
  // long", "mis orejas entumecidas después del facelift"): not raised. With other signs it stays.
  const numb = found.now.findIndex((c) => c.kind === 'numbness');
  if (
    numb >= 0 &&
    context.procedure &&
    found.now.every((c) => c === found.now[numb] || !isAlarm(c)) &&
    numbOnly(reading, earlier.at(-1)) &&
    (learnedVerdict === null ||
      learnedVerdict.probabilities.emergency + learnedVerdict.probabilities.urgent < 0.5)
  )
    found.now.splice(numb, 1);
  // Blisters in the days after laser tattoo removal are its expected reaction (American Academy of Dermatology):
  // with no other sign of infection, they are a recovery question, not an infection.
  if (
    found.now.some((c) => c.kind === 'infection') &&
    [reading, ...earlier].some((r) => containsPattern(r.tokens, TATTOO_REMOVAL)) &&
    vocabularyConcerns(
      { ...reading, tokens: tokens.filter((t) => !containsPattern([t], BLISTERS)) },
      language,
      context,
      ['infection'],
    ).now.length === 0
  )
    found.now.splice(
      found.now.findIndex((c) => c.kind === 'infection'),
      1,
    );
  // Asking what or how much to eat, with no wish to be thinner, hiding or purging ("barely eating anything on
  // zepbound, how much protein should i get?"): a nutrition question, not an eating disorder.
  if (
    asksWhatToEat(
      reading,
      [reading, ...earlier].some((r) => containsPattern(r.tokens, GLP1)),
    )
  )
    for (let i = found.now.length - 1; i >= 0; i--)
      if (found.now[i].kind === 'eating-disorder' && !found.acts?.has('eating-disorder'))
        found.now.splice(i, 1);
  // What the vocabulary alone said of this message, before the learned screen weighs in.
  const vocabularyOwnLevel = levelOf(found.now);
  // A short message gives the learned screen little to read, and is where the vocabulary is surest: there the
  // vocabulary's alarms stand.
  const words = tokens.filter((t) => /[a-z]/.test(t.norm)).length;
  if (learnedVerdict && words >= SHORT_WORDS) weighVocabulary(found, learnedVerdict, situation.when);
  const concerns = found.now;
  // Who is asking, from earlier turns: while it is still true (a later "I stopped" ends it), and — except for
  // being under 18 or pregnant — only while the conversation stays on the procedure it was said about.
  if (useVocabulary) {
    earlier.forEach((r, i) => {
      const said = vocabularyConcerns(r, language, context, WHO_IS_ASKING).now;
      const topic = findProcedures(r.normalized);
      for (const c of said) {
        if (concerns.some((x) => x.kind === c.kind)) continue;
        const laterStopped = [...earlier.slice(i + 1), reading].some(
          (later) =>
            // "what about at 18 then", "y cuando tenga 18?": asked as an adult now, not as the minor of before.
            (c.kind === 'minor' && ADULT_AGE.test(fold(later.normalized))) ||
            vocabularyConcerns(later, language, context, [c.kind]).past.length > 0 ||
            (containsPattern(later.tokens, STOPPED) &&
              vocabularyConcerns(later, language, context, [c.kind]).now.length === 0 &&
              findConcept(later.tokens, COMPILED.find((x) => x.concept.kind === c.kind)!) >= 0),
        );
        if (laterStopped) continue;
        const sameTopic =
          ownProcedures.length === 0 || topic.length === 0 || ownProcedures.some((p) => topic.includes(p));
        if (WHOLE_CONVERSATION.includes(c.kind) || sameTopic) concerns.push(c);
      }
    });
  }
  // Signs that come together: a fever with a racing heart is sepsis, not a call to the surgeon tomorrow.
  const combined =
    mode !== 'learned'
      ? escalation(reading, language, { earlier, general: isGeneralQuestion(tokens) })
      : null;
  if (combined && !concerns.some((c) => c.kind === 'systemic')) {
    // An emergency made of signs says them once: the urgent signs it combined are not listed again beside it.
    if (combined.level === 'emergency')
      for (let i = concerns.length - 1; i >= 0; i--)
        if (
          SUBSUMED.includes(concerns[i].kind) ||
          // A racing heart the combination already names is not listed again as "chest pain or a racing heart"
          // when no chest pain was said.
          (concerns[i].kind === 'chest' && RACING_NAMED.test(combined.label) && !affirmed(tokens, CHEST))
        )
          concerns.splice(i, 1);
    concerns.push({ kind: 'systemic', level: combined.level, label: combined.label });
  }
  const vocabularyLevel =
    RANK[vocabularyOwnLevel] > RANK[levelOf(concerns)] ? vocabularyOwnLevel : levelOf(concerns);

  // The learned screen: raises what the vocabulary missed, read through the same situation frame — unless it is
  // sure of itself, for the frame reads words and can misdate ("she had a BBL 3 days ago … just passed out").
  let learnedLevel: SafetyLevel = 'none';
  // A red flag the vocabulary names, asked of it even when only the learned screen runs.
  const redFlagLevel = () =>
    useVocabulary ? vocabularyOwnLevel : levelOf(vocabularyConcerns(reading, language, context).now);
  if (learnedVerdict) {
    let label = learnedVerdict.label;
    const p0 = learnedVerdict.probabilities;
    // Someone who cannot be woken, with no self-harm language in the message, is a physical emergency.
    if (label === 'crisis' && unwakeable && !found.now.some((c) => c.kind === 'self-harm'))
      label = 'emergency';
    // A child who swallowed a medicine or a product, with no self-harm language: the poisoning, not a crisis.
    if (
      label === 'crisis' &&
      found.now.some((c) => c.kind === 'poisoning') &&
      !found.now.some((c) => c.kind === 'self-harm' && found.acts?.has('self-harm'))
    ) {
      const harm = vocabularyConcerns(reading, language, context, ['self-harm']).now;
      if (harm.length === 0) label = 'emergency';
    }
    // An overdose taken, with no self-harm words and a crisis guess short of sure ("I just took 30 of my Tylenol PM
    // … wanted to be knocked out", "no sé por qué lo hice"): the emergency, whose reply also names 988.
    if (
      label === 'crisis' &&
      found.now.some((c) => c.kind === 'overdose') &&
      p0.crisis < SURE &&
      vocabularyConcerns(reading, language, context, ['self-harm']).now.length === 0
    )
      label = 'emergency';
    // Vomiting or belly pain on a weight-loss medicine or after weight-loss surgery, with nothing about wanting to
    // be thinner, hiding it or doing it on purpose, is a side effect to be seen today, not an eating disorder.
    if (
      label === 'eating_disorder' &&
      sideEffect(
        reading,
        [reading, ...earlier].some((r) => containsPattern(r.tokens, GLP1)),
      )
    )
      label = 'urgent';
    // The body's own numbers (a stated BMI, or a weight and height). Wanting to lose more — on a weight-loss
    // medicine, or with weight or shape on the learned screen's mind — at a BMI under 18.5, or under 20 on a
    // weight-loss medicine (prescribed from 27), is an eating disorder told by numbers. At 25 or more losing weight
    // is what the treatment is for: there an eating disorder is told by what someone does (purging, starving,
    // hiding it), which the vocabulary names, not by the learned screen's reading of weight talk. In the healthy
    // range between ("I hit my goal weight (BMI 24) and want to stop") weight talk alone is not one either; what
    // someone does beyond the goal (skipping meals, purging, hiding it) still is.
    const bmi = bodyMassIndex(tokens);
    let byNumbers = false;
    if (
      (label === 'none' || label === 'body_image' || label === 'eating_disorder') &&
      underweightSeeking(
        tokens,
        [reading, ...earlier].some((r) => containsPattern(r.tokens, GLP1)),
      )
    ) {
      label = 'eating_disorder';
      byNumbers = true;
    }
    if (bmi !== null && (label === 'none' || label === 'body_image' || label === 'eating_disorder')) {
      const onWeightLoss = [reading, ...earlier].some((r) => containsPattern(r.tokens, GLP1));
      const underweight = bmi < 18.5 || (bmi < 20 && onWeightLoss);
      if (underweight && (onWeightLoss || p0.eating_disorder + p0.body_image >= 0.1)) {
        label = 'eating_disorder';
        byNumbers = true;
      } else if (label === 'eating_disorder' && (bmi >= 25 || !beyondGoal(reading))) label = 'none';
    }
    // A crisis guess short of sure in a message with no word a crisis is told with — no harm, death, end, goodbye,
    // means, hopelessness or stock kept ("is it ok if i go to the beach this weekend", "will my doctor here take
    // care of me after"): not a crisis. Appearance or eating distress the learned screen also reads, or a run of
    // revisions, is that distress.
    // Likewise a crisis guess less likely than nothing at all, in a message whose crisis words are only everyday
    // ones ("vivo en Texas", "solo quiero", "the real number") — no death, harm, means, goodbye or hopelessness.
    if (
      label === 'crisis' &&
      p0.crisis < (reportsOpinion(reading) && !tellsOfCrisisStrongly(reading) ? ALL_BUT_CERTAIN : SURE) &&
      !found.now.some((c) => c.kind === 'self-harm') &&
      (!tellsOfCrisis(reading) ||
        (!tellsOfCrisisStrongly(reading) && (p0.crisis < p0.none || reportsOpinion(reading))))
    ) {
      const distress = found.now.some((c) => c.kind === 'dysmorphia' || c.kind === 'eating-disorder');
      if (distress || Math.max(p0.eating_disorder, p0.body_image) >= 0.2 || manyProcedures(reading))
        label = p0.eating_disorder > p0.body_image ? 'eating_disorder' : 'body_image';
      else label = 'none';
    }
    // A question whose only crisis words sit inside everyday phrases ("does zepbound make the pill not work": the
    // birth-control pill, not pills as a means) is not a crisis on the learned screen's guess alone, short of all
    // but certain.
    if (
      label === 'crisis' &&
      p0.crisis < ALL_BUT_CERTAIN &&
      !found.now.some((c) => c.kind === 'self-harm') &&
      asksAQuestion(reading) &&
      crisisWordsOnlyInIdioms(reading) &&
      !manyProcedures(reading)
    )
      label = 'none';
    // Schoolwork ("solve the integral of x^2 e^x… for my calc homework") with no word of looks, eating or the body,
    // and no distress the vocabulary named, is not appearance or eating distress.
    if (
      (label === 'body_image' || label === 'eating_disorder') &&
      !byNumbers &&
      p0[label] < SURE &&
      !found.now.some((c) => c.kind === 'dysmorphia' || c.kind === 'eating-disorder') &&
      onlySchoolwork(reading)
    )
      label = 'none';
    // Appearance distress guessed short of sure in a question (about a price, two techniques, a consult) with no
    // word of looks, a feature, the body, eating, a mirror or time lost to it ("why is it so much more than the
    // national average i keep seeing"): a question, not appearance distress.
    if (
      label === 'body_image' &&
      p0.body_image < SURE &&
      !found.now.some((c) => c.kind === 'dysmorphia') &&
      (aboutPrice(reading) || asksAQuestion(reading) || tellsAdvice(reading)) &&
      // No word of looks, or none of the writer's own ("how many nose jobs has she done?" asks about her work).
      (!tellsOfLooks(reading) || !tokens.some((t) => FIRST_PERSON_ANY.includes(t.norm))) &&
      !looksDistress(reading) &&
      !manyProcedures(reading)
    )
      label = 'none';
    // Appearance distress read by the learned screen alone in a question on judging a provider's work (red flags in
    // before-and-after photos, whether they are edited), with no distress told (time lost, hiding, mirrors, crying,
    // revisions): a question about choosing, not the writer's distress.
    if (
      label === 'body_image' &&
      !found.now.some((c) => c.kind === 'dysmorphia') &&
      asksAQuestion(reading) &&
      judgesOthersWork(reading) &&
      !manyProcedures(reading) &&
      !disorderedEating(reading)
    )
      label = 'none';
    // Drooping lids in the way of the sight, with nothing done to the eyes: a question for eyelid surgery, not
    // appearance distress, nor (short of sure) an emergency.
    if (
      lidsBlock &&
      ((label === 'body_image' &&
        p0.body_image < ALL_BUT_CERTAIN &&
        !found.now.some((c) => c.kind === 'dysmorphia') &&
        !looksDistress(reading) &&
        !manyProcedures(reading)) ||
        ((label === 'emergency' || label === 'urgent') && p0.emergency + p0.urgent < SURE))
    )
      label = 'none';
    // A weak guess at a crisis (a harm spread thin, its crisis share under CRISIS_BESIDE) in a message whose
    // appearance or eating distress the vocabulary named ("a fourth rhinoplasty") is that distress.
    if (label === 'crisis' && p0.crisis < CRISIS_BESIDE) {
      if (found.now.some((c) => c.kind === 'eating-disorder')) label = 'eating_disorder';
      else if (found.now.some((c) => c.kind === 'dysmorphia')) label = 'body_image';
    }
    // Harm read in a message that describes no symptom now ("I feel ready", "I've started planning it"), with a
    // real share of crisis in it, is read as a crisis.
    if (
      (label === 'emergency' || label === 'urgent') &&
      situation.when !== 'now' &&
      situation.when !== 'past' &&
      situation.when !== 'general' &&
      p0.emergency + p0.urgent < SURE &&
      p0.crisis >= CRISIS_BESIDE
    )
      label = 'crisis';
    // A symptom the learned screen alone raises needs a sign of its grade: an emergency needs an emergency sign
    // (breathing, chest, sight, colour, fainting, heavy bleeding, confusion…), else it is at most urgent; urgent
    // needs more than a mild symptom (worse, spreading, fever, pus, severe pain…). Swelling, bruising, numbness,
    // soreness or stiffness alone is a normal recovery.
    // The words of a sign are one way to tell severity; a learned screen sure of an emergency reads it from the
    // whole message ("can't smile on that side and my arm feels heavy"). Urgent still needs a sign of more than a
    // normal recovery: a sure reading of "stiff and sore" is still a recovery.
    let mild = false;
    if ((label === 'emergency' || label === 'urgent') && learnedVerdict.label === label) {
      const previous = earlier.at(-1);
      const redFlag = redFlagLevel();
      if (
        label === 'emergency' &&
        RANK[redFlag] < RANK.emergency &&
        p0.emergency < SURE_OF_GRADE &&
        !emergencySign(reading, previous)
      )
        label = 'urgent';
      if (label === 'urgent' && RANK[redFlag] < RANK.urgent && !urgentSign(reading, previous)) mild = true;
    }
    if (label !== 'none') {
      const l = LEARNED[label];
      const symptom = SYMPTOM_LEVELS.includes(l.level);
      const p = learnedVerdict.probabilities;
      const sure = (symptom ? p.emergency + p.urgent : p[label]) >= SURE;
      // No symptom at all, with no red flag the vocabulary named: a recovery getting better every day, or skin
      // colour, skin type or ethnicity (which treatment is safe for dark skin is a question, not a symptom).
      const notASymptom =
        symptom &&
        RANK[redFlagLevel()] < RANK.urgent &&
        ((lifelong(reading) && !urgentSign(reading, earlier.at(-1))) ||
          (improving(reading) && (label === 'urgent' ? p.emergency + p.urgent < ALL_BUT_CERTAIN : !sure)) ||
          (!sure &&
            containsPattern(tokens, SKIN_TYPE) &&
            !affirmed(tokens, BURNS) &&
            !affirmed(tokens, BODY_SYMPTOMS)));
      // Raised by the learned screen alone, with no red flag the vocabulary named: it needs something to stand on
      // (calibration.ts). Otherwise a symptom is not raised at all, and a report that says what is fine and asks
      // whether it is normal gets the safe failure below (the warning signs and who to call).
      const alone = RANK[redFlagLevel()] < RANK.urgent;
      const harmWords = vocabularyConcerns(reading, language, context, ['self-harm']);
      const namesHarm = harmWords.now.length + harmWords.asked.length + harmWords.past.length > 0;
      const unsupported =
        alone &&
        (mild ||
          (symptom && !tellsOfBody(reading, earlier.at(-1))) ||
          (label === 'eating_disorder' &&
            !byNumbers &&
            (!tellsOfEating(withoutFeatureSlimming(reading)) ||
              ordinaryEating(withoutFeatureSlimming(reading)))) ||
          // A feature someone wants changed, said lightly or with a partner's "you don't need it" ("I hate my
          // double chin lol", "mi novio dice que no la necesito"), with no time lost to it, hiding, mirrors,
          // crying or revisions, is not appearance distress.
          (label === 'body_image' &&
            p.body_image < ALL_BUT_CERTAIN &&
            (laughs(reading) || reportsOpinion(reading)) &&
            !looksDistress(reading) &&
            !manyProcedures(reading) &&
            !disorderedEating(reading)) ||
          (label !== 'crisis' && reassured(reading)) ||
          // What the surgeon called expected ("clear pinkish drainage … surgeon said this is expected"), with
          // no sign of more, is not an alarm.
          (symptom && toldExpected(reading) && !urgentSign(reading, earlier.at(-1))) ||
          // Asked whether it is normal, with no red flag the vocabulary names and no sure reading: the warning signs
          // and who to call (the safe failure), not an alarm.
          (label === 'urgent' && asksIfNormal(reading) && p.emergency + p.urgent < SURE) ||
          (label === 'crisis' &&
            !found.now.some((c) => c.kind === 'self-harm') &&
            (idiomatic(reading) ||
              // A screening question the writer answered "no" ("the form asked if I ever thought of hurting
              // myself, I said no"): the words are the form's.
              deniedQuestion(reading) ||
              (lightened(reading, situation.who !== 'self') && p.crisis < SURE) ||
              // The stance of the writer's own words, where no harm or death is named anywhere in the message
              // (not even asked about or in the past): every mood word negated or scaled down ("not
              // devastating, just annoying"), or laughter with a weak guess ("me hace eructar jaja").
              (!namesHarm &&
                ((moodNegated(reading) && p.crisis < SURE) ||
                  (laughs(reading) && p.crisis < CRISIS_BESIDE) ||
                  // An English message in which nobody is the subject of anything — no "I", no "she", no
                  // "everyone" — tells of no one's state ("do the reviews say anything about staff being rude",
                  // "like for my forehead not just tmj"): a guess short of likely is not a crisis there.
                  (language === 'en' && p.crisis < 0.5 && !tellsOfSomeone(tokens)))))));
      const fits =
        !notASymptom &&
        !unsupported &&
        (sure ||
          (symptom
            ? situation.when === 'now'
            : situation.when !== 'general' && (situation.when !== 'past' || time.ongoing))) &&
        // A symptom the vocabulary named is not turned into a crisis on a weak guess (a crisis reply still names
        // the symptom and 911).
        !(label === 'crisis' && RANK[vocabularyLevel] >= RANK.urgent && p.crisis < CRISIS_OVER_SYMPTOM);
      const concern = { kind: l.kind, level: l.level, label: language === 'es' ? l.es : l.en };
      if (fits) {
        learnedLevel = l.level;
        // Unless something as severe is already there (the vocabulary's urgent "something wrong" does not keep
        // out the learned screen's emergency).
        if (
          !concerns.some(
            (c) => RANK[c.level] >= RANK[l.level] && (c.kind === l.kind || c.level !== 'caution'),
          )
        )
          concerns.push(concern);
      } else if (symptom && !notASymptom && !unsupported && !found.asked.some((c) => c.level === l.level)) {
        (situation.when === 'past' ? found.past : found.asked).push(concern);
      }
    }
  }

  // An eating disorder told with fainting or dizziness now and then ("ya está en los huesos, a veces se desmaya"):
  // the eating disorder is what is going on, and its reply sends them to a doctor; a faint now stays an emergency.
  const eatingTold =
    learnedLevel === 'distress' ||
    concerns.some((c) => c.kind === 'eating-disorder') ||
    ((learnedVerdict?.probabilities.eating_disorder ?? 0) >= 0.2 && tellsOfEating(reading));
  if (
    eatingTold &&
    recurring(reading) &&
    concerns.some((c) => c.kind === 'fainting' || c.kind === 'dizziness') &&
    concerns.every(
      (c) => !SYMPTOM_LEVELS.includes(c.level) || c.kind === 'fainting' || c.kind === 'dizziness',
    )
  ) {
    for (let i = concerns.length - 1; i >= 0; i--)
      if (concerns[i].kind === 'fainting' || concerns[i].kind === 'dizziness') concerns.splice(i, 1);
    if (!concerns.some((c) => c.level === 'distress')) {
      const l = LEARNED.eating_disorder;
      concerns.push({ kind: l.kind, level: l.level, label: language === 'es' ? l.es : l.en });
    }
  }

  // The safe failure: a body symptom after a procedure, now, that nothing above classified.
  const personal = tokens.some((t) => PERSONAL_WORDS.includes(t.norm) || OTHER_PERSON_WORDS.includes(t.norm));
  const afterProcedure =
    RANK[levelOf(concerns)] < RANK.distress &&
    context.procedure &&
    situation.when === 'now' &&
    found.asked.length === 0 &&
    !isGeneralQuestion(tokens) &&
    !concerns.some((c) => c.kind === 'dysmorphia') &&
    containsPattern(tokens, BODY_SYMPTOMS) &&
    (situation.daysAgo !== null ||
      [reading, ...earlier].some((r) => containsPattern(r.tokens, HAD_PROCEDURE)));
  // Swelling, bruising or numbness asked about as expected, with no sign of more, is a recovery question.
  // Blisters in the days after laser tattoo removal are its expected reaction, asked about like a swelling.
  const expected =
    expectedRecovery(reading, earlier.at(-1)) ||
    ([reading, ...earlier].some((r) => containsPattern(r.tokens, TATTOO_REMOVAL)) &&
      containsPattern(tokens, BLISTERS) &&
      asksAQuestion(reading) &&
      !urgentSign(
        { ...reading, tokens: tokens.filter((t) => !containsPattern([t], BLISTERS)) },
        earlier.at(-1),
      ));
  if (afterProcedure && personal && !expected) {
    const c = concept('symptom-check');
    concerns.push({ kind: 'symptom-check', level: c.level, label: c.label[language] });
  }
  // A recovery question (is this normal, how long, can I…) or how a healing area feels with no sign of more, that
  // nothing raised: the answer comes first, and the signs that would need a call follow it, briefly.
  const signsAfter =
    afterProcedure &&
    RANK[levelOf(concerns)] < RANK.urgent &&
    (expected || asksAQuestion(reading) || numbOnly(reading, earlier.at(-1)));

  // A symptom that is part of a claim asked to be written ("a 1-star review saying they gave me an infection"),
  // which the learned screen is not sure of, is not the writer's.
  const learnedSymptom = learnedVerdict
    ? learnedVerdict.probabilities.emergency + learnedVerdict.probabilities.urgent
    : 0;
  if (requestedClaim(reading) && learnedSymptom < SURE)
    for (let i = concerns.length - 1; i >= 0; i--)
      if (SYMPTOM_LEVELS.includes(concerns[i].level)) concerns.splice(i, 1);

  concerns.sort((a, b) => RANK[b.level] - RANK[a.level]);
  const level = levelOf(concerns);
  return {
    level,
    concerns,
    language,
    withholdProviders: RANK[level] >= RANK.distress || concerns.some((c) => WITHHOLD.includes(c.kind)),
    aboutSomeoneElse: situation.who !== 'self',
    situation,
    asked: found.asked,
    past: found.past,
    signsAfter,
    procedureIds,
    screens: { vocabulary: vocabularyLevel, learned: learnedLevel, learnedVerdict },
  };
}

/** The verdicts that replace an answer entirely rather than add a note to it. */
export const stopsTheAnswer = (s: SafetyScreen) => RANK[s.level] >= RANK.distress;

/**
 * The verdict once a language model's own risk label is added (LLM mode): the more severe of the two wins, and a
 * label never lowers what the screens found. The model's label counts as a concern of the learned screen's kinds.
 */
export function raisedBy(screen: SafetyScreen, label: LearnedVerdict['label'] | null): SafetyScreen {
  if (!label || label === 'none') return screen;
  const l = LEARNED[label];
  if (RANK[l.level] <= RANK[screen.level] && screen.concerns.some((c) => c.kind === l.kind)) return screen;
  const concerns = [
    ...screen.concerns,
    { kind: l.kind, level: l.level, label: screen.language === 'es' ? l.es : l.en },
  ].sort((a, b) => RANK[b.level] - RANK[a.level]);
  const level = levelOf(concerns);
  return {
    ...screen,
    level,
    concerns,
    withholdProviders: RANK[level] >= RANK.distress || concerns.some((c) => WITHHOLD.includes(c.kind)),
  };
}
