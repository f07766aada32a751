// Safety screening runs before anything else: symptoms that can mean an emergency after a procedure (REFERENCE.md:
// fever, chest pain or breathlessness after surgery, vision change or skin blanching after filler) get emergency
// directions instead of an answer.
export type RedFlagKind = 'emergency' | 'urgent' | 'crisis';

interface RedFlagRule {
  kind: RedFlagKind;
  label: string;
  pattern: RegExp;
}

const RULES: RedFlagRule[] = [
  {
    kind: 'crisis',
    label: 'thoughts of self-harm',
    pattern: /\b(suicid\w*|kill myself|end my life|want to die|self[- ]harm|hurt myself)\b/i,
  },
  {
    kind: 'emergency',
    label: 'chest pain or trouble breathing',
    pattern:
      /\b(chest (pain|tightness|pressure)|short(ness)? of breath|can(no|')?t breathe|cannot breathe|trouble breathing|difficulty breathing|hard to breathe|struggling to breathe|breathless\w*|coughing (up )?blood)\b/i,
  },
  {
    kind: 'emergency',
    label: 'a change in vision',
    pattern:
      /\b(vision (loss|change|changes|problems?)|vision (is |has gone |went )?(blurry|blurred|dim|dark|gone|black)|lost (my )?vision|blurr(y|ed) vision|can(no|')?t see|double vision|going blind|blind spot)\b/i,
  },
  {
    kind: 'emergency',
    label: 'skin turning white, grey or blue (a possible blocked blood vessel)',
    pattern:
      /\b(blanch\w*|(turn(ed|ing|s)?|gone|going) (white|pale|grey|gray|blue|purple|dusky)|(white|grey|gray|blue|dusky|mottled) (patch|patches|skin|area)|mottled)\b/i,
  },
  {
    kind: 'emergency',
    label: 'signs of a severe allergic reaction',
    pattern:
      /\b(throat (is )?(closing|swelling|tight)|swollen (tongue|throat)|anaphyla\w*|can(no|')?t swallow|trouble swallowing)\b/i,
  },
  {
    kind: 'emergency',
    label: 'heavy bleeding',
    pattern:
      /\b(bleeding (heavily|a lot|won'?t stop|will not stop|that won'?t stop|non-?stop)|heavy bleeding|won'?t stop bleeding|soaking through|blood everywhere|hemorrhag\w*|haemorrhag\w*)\b/i,
  },
  {
    kind: 'emergency',
    label: 'fainting, confusion or a racing heart',
    pattern:
      /\b(faint(ed|ing)?|passed out|pass out|unconscious|sudden confusion|racing heart|heart (is )?racing|slurred speech|seizures?)\b/i,
  },
  {
    kind: 'emergency',
    label: 'calf pain or swelling (a possible blood clot)',
    pattern:
      /\b(calf (pain|swelling|is swollen|hurts)|swollen (calf|leg)|leg (is )?swollen|blood clots?|dvt)\b/i,
  },
  {
    kind: 'urgent',
    label: 'fever or signs of infection',
    pattern:
      /\b(fever\w*|chills|temperature of|pus|oozing|spreading redness|red streaks?|hot to the touch|smells? bad|foul smell|wound (is )?(open|opening|infected))\b/i,
  },
  {
    kind: 'urgent',
    label: 'severe or worsening pain',
    pattern:
      /\b(severe pain|unbearable pain|excruciating|pain (is )?(getting )?worse|worsening pain|vomiting blood|can(no|')?t stop vomiting)\b/i,
  },
];

const FIRST_PERSON = /\b(i|i'm|im|i've|ive|me|my|mine)\b/i;
// A question about what can happen in general, not a report of what is happening to someone now.
const GENERAL_QUESTION =
  /\b(risks?|complications?|side[- ]effects?|can .* cause|does .* cause|possible|what are the signs|warning signs|how common|chance of)\b/i;

export interface RedFlagMatch {
  kind: RedFlagKind;
  labels: string[];
}

/** Symptoms described as happening now. General questions about risks are answered, not treated as emergencies. */
export function screenRedFlags(text: string): RedFlagMatch | null {
  const hits = RULES.filter((r) => r.pattern.test(text));
  if (hits.length === 0) return null;
  const crisis = hits.find((h) => h.kind === 'crisis');
  if (crisis) return { kind: 'crisis', labels: [crisis.label] };
  const personal =
    FIRST_PERSON.test(text) ||
    /\b(she|he|my (wife|husband|partner|friend|mom|mother|daughter|son))\b/i.test(text);
  if (!personal && GENERAL_QUESTION.test(text)) return null;
  const kind: RedFlagKind = hits.some((h) => h.kind === 'emergency') ? 'emergency' : 'urgent';
  return { kind, labels: hits.map((h) => h.label) };
}
