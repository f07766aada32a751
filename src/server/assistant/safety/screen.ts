// Safety screening: the first thing every TruGPT message goes through, in every mode. Recall before precision:
// a message that might describe an emergency is treated as one. Returns a typed verdict the engine acts on.
import { compileConcept, compilePattern, containsPattern, findConcept } from './match';
import { tokenize, type Token } from './nlp';
import { feverTemperature, revisionCount, statedMinorAge } from './numbers';
import {
  CONCEPTS,
  type ConcernKind,
  ENGLISH_WORDS,
  GENERAL_QUESTION_WORDS,
  type Level,
  OTHER_PERSON_WORDS,
  PERSONAL_WORDS,
  SPANISH_WORDS,
  PROCEDURE_WORDS,
  SURGERY_WORDS,
  TIME_ANCHORS,
} from './vocabulary';

export type SafetyLevel = Level | 'none';
export type Language = 'en' | 'es';

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
}

const RANK: Record<SafetyLevel, number> = { none: 0, caution: 1, urgent: 2, emergency: 3, crisis: 4 };
const WITHHOLD: ConcernKind[] = ['minor', 'pregnancy', 'breastfeeding', 'dysmorphia'];

// Compiled once per process.
const COMPILED = CONCEPTS.map(compileConcept);
const GENERAL = GENERAL_QUESTION_WORDS.map(compilePattern);
const SURGERY = SURGERY_WORDS.map(compilePattern);
const PROCEDURE = [...SURGERY_WORDS, ...PROCEDURE_WORDS].map(compilePattern);
const concept = (kind: ConcernKind) => CONCEPTS.find((c) => c.kind === kind)!;

function detectLanguage(tokens: Token[]): Language {
  let es = 0;
  let en = 0;
  for (const t of tokens) {
    if (SPANISH_WORDS.includes(t.norm)) es++;
    if (ENGLISH_WORDS.includes(t.norm)) en++;
  }
  return es > en && es >= 1 ? 'es' : 'en';
}

/** "what are the warning signs of a clot?" asks in general; "my calf hurts" reports. */
function isGeneralQuestion(tokens: Token[]): boolean {
  const norms = new Set(tokens.map((t) => t.norm));
  if (PERSONAL_WORDS.some((w) => norms.has(w)) || OTHER_PERSON_WORDS.some((w) => norms.has(w))) return false;
  if (TIME_ANCHORS.some((w) => norms.has(w))) return false;
  return containsPattern(tokens, GENERAL);
}

function concernsIn(
  tokens: Token[],
  language: Language,
  context: { surgery: boolean; procedure: boolean },
  only?: ConcernKind[],
): SafetyConcern[] {
  const found: SafetyConcern[] = [];
  const add = (kind: ConcernKind) => {
    if (found.some((f) => f.kind === kind)) return;
    const c = concept(kind);
    found.push({ kind, level: c.level, label: c.label[language] });
  };
  const general = isGeneralQuestion(tokens);
  for (const c of COMPILED) {
    if (only && !only.includes(c.concept.kind)) continue;
    if (c.concept.reportOnly && general) continue;
    if (c.concept.withSurgery && !context.surgery) continue;
    if (c.concept.withProcedure && !context.procedure) continue;
    if (findConcept(tokens, c) >= 0) add(c.concept.kind);
  }
  if (!only && !general && feverTemperature(tokens) !== null) add('fever');
  if (statedMinorAge(tokens) !== null) add('minor');
  if (revisionCount(tokens) !== null) add('dysmorphia');
  return found;
}

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

/**
 * Screens a message. `history` holds the patient's earlier messages (oldest first): who is asking (pregnant,
 * under 18, on a medicine) carries over from them; symptoms are read from the message itself.
 */
export function screenMessage(message: string, history: string[] = []): SafetyScreen {
  const tokens = tokenize(message);
  // Earlier turns only tell who is asking; their first 2,000 characters are plenty and keep screening fast.
  const earlier = history.slice(-6).map((h) => tokenize(h.slice(0, 2000)));
  const language = detectLanguage(tokens);
  const context = {
    surgery: [tokens, ...earlier].some((t) => containsPattern(t, SURGERY)),
    procedure: [tokens, ...earlier].some((t) => containsPattern(t, PROCEDURE)),
  };
  const concerns = concernsIn(tokens, language, context);
  for (const t of earlier) {
    for (const c of concernsIn(t, language, context, WHO_IS_ASKING)) {
      if (!concerns.some((x) => x.kind === c.kind)) concerns.push(c);
    }
  }
  concerns.sort((a, b) => RANK[b.level] - RANK[a.level]);
  const level: SafetyLevel = concerns[0]?.level ?? 'none';
  const norms = new Set(tokens.map((t) => t.norm));
  return {
    level,
    concerns,
    language,
    withholdProviders: RANK[level] >= RANK.urgent || concerns.some((c) => WITHHOLD.includes(c.kind)),
    aboutSomeoneElse: OTHER_PERSON_WORDS.some((w) => norms.has(w)) && !norms.has('i') && !norms.has("i'm"),
  };
}

/** The verdicts that replace an answer entirely rather than add a note to it. */
export const stopsTheAnswer = (s: SafetyScreen) => RANK[s.level] >= RANK.urgent;
