// When the learned screen alone raises a message — the vocabulary named no red flag in it — it must have something
// to stand on. The classifier reads character n-grams, so on a short or unusual message it can be confident about
// nothing ("and button-up shirts only right?" read as urgent). These checks ask what a person would ask first:
//
// - a symptom needs a body word: pain, swelling, breathing, a colour, a fever… (in this message, or in the last
//   one when this one is a follow-up: "update, way worse now");
// - an eating disorder needs eating, weight or body size in it;
// - a report that says what is fine ("no fever, walking ok") and asks whether it is normal is a question about
//   recovery: it gets the warning signs and who to call (the safe failure), not an alarm;
// - "killing it at the gym", "to die for", "me muero de risa" are idioms, not a crisis.
import { compilePattern, containsPattern, isNegated, matchAt, type Pattern } from './match';
import type { Reading } from './reading';

const patterns = (list: string[]) => list.map(compilePattern);

// Being sick to the stomach, said as people say it: a symptom word, and a stomach symptom.
const STOMACH_UPSET = ['vomit*', 'throw* up', 'threw up', 'puk*', 'nause*', 'diarrh*'];

// Words a bodily symptom is told with, in English and Spanish (any one is enough).
const BODY = patterns([
  'pain*',
  'hurt*',
  'ache*',
  'aching',
  'sore*',
  'swell*',
  'swollen',
  'puffy',
  'fever*',
  'temp',
  'temperature',
  'chill*',
  'bleed*',
  'blood*',
  'breath*',
  'breathe*',
  'air',
  'dizz*',
  'faint*',
  'lighthead*',
  'pass out',
  'passed out',
  ...STOMACH_UPSET,
  'red',
  'redness',
  'hot',
  'warm',
  'pus',
  'ooz*',
  'leak*',
  'drain*',
  'discharge',
  'smell*',
  'numb*',
  'tingl*',
  'weak*',
  'confus*',
  'sense',
  'pale',
  'blue',
  'purple',
  'white',
  'grey',
  'gray',
  'dark',
  'black',
  'cold',
  'chest',
  'heart*',
  'pulse',
  'calf',
  'leg',
  'legs',
  'rash*',
  'hive*',
  'itch*',
  'blister*',
  'burn*',
  'sick',
  'wake',
  'waking',
  'seizure*',
  'shak*',
  'sweat*',
  'lump*',
  'bump*',
  'hard',
  'tight*',
  'drip*',
  'fluid',
  'vision',
  'blurr*',
  'eye*',
  'droop*',
  'slur*',
  'swallow*',
  'throat',
  'cough*',
  'wheez*',
  'headache*',
  'migraine*',
  'stiff*',
  'cramp*',
  'bloat*',
  'poop*',
  'stool*',
  'pee',
  'peeing',
  'urin*',
  'constipat*',
  'jaundic*',
  'yellow',
  'bruis*',
  'scab*',
  'wound*',
  'incision*',
  'stitch*',
  'split',
  'necro*',
  'blotch*',
  'mottl*',
  'collaps*',
  'unresponsive',
  'respond*',
  'trembl*',
  'spasm*',
  'palpitat*',
  'racing',
  'pounding',
  'weird',
  'strange',
  'wrong',
  'worse',
  'emergency',
  'hospital',
  'ambulance',
  '911',
  'er',
  'scared',
  // Parts of the body, and speaking: a symptom is told by where it is.
  'face',
  'mouth',
  'lip*',
  'nose',
  'arm',
  'arms',
  'hand',
  'hands',
  'foot',
  'feet',
  'belly',
  'stomach',
  'tummy',
  'abdomen',
  'rib*',
  'breast*',
  'boob*',
  'butt',
  'thigh*',
  'back',
  'neck',
  'skin',
  'cheek*',
  'jaw',
  'head',
  'body',
  'side',
  'speak*',
  'talk*',
  'words',
  'speech',
  'cara',
  'boca',
  'labio*',
  'nariz',
  'brazo*',
  'mano*',
  'pie',
  'pies',
  'barriga',
  'panza',
  'estomago',
  'abdomen',
  'costilla*',
  'seno*',
  'busto',
  'nalga*',
  'muslo*',
  'espalda',
  'cuello',
  'piel',
  'mejilla*',
  'cuerpo',
  'lado',
  'habl*',
  'chuec*',
  'dorm*',
  'durm*',
  'dolor*',
  'duel*',
  'hinch*',
  'inflam*',
  'fiebre',
  'calentura',
  'escalofr*',
  'sangr*',
  'respir*',
  'aire',
  'mare*',
  'desmay*',
  'vomit*',
  'diarrea',
  'roj*',
  'caliente',
  'supur*',
  'huele',
  'entumec*',
  'adormec*',
  'hormigue*',
  'debil*',
  'confund*',
  'palid*',
  'morad*',
  'azul*',
  'blanc*',
  'negr*',
  'frio*',
  'pecho',
  'corazon',
  'pantorrilla',
  'pierna*',
  'sarpullido',
  'ronch*',
  'comez*',
  'ampoll*',
  'quem*',
  'enferm*',
  'despiert*',
  'convuls*',
  'temblor*',
  'sud*',
  'bulto*',
  'duro',
  'dura',
  'durisim*',
  'liquido',
  'gote*',
  'vista',
  'ojo*',
  'borros*',
  'trag*',
  'garganta',
  'tos',
  'cabeza',
  'rigid*',
  'colico*',
  'popo',
  'orin*',
  'amarill*',
  'moret*',
  'herida*',
  'peor',
  'urgencias',
  'miedo',
  // Keeping food or water down.
  'stay*|keep* down',
  'water',
  'liquids',
  'sips',
  'agua',
  'liquidos',
  'retengo',
]);

// Words an eating disorder is told with: eating, weight, body size.
const EATING_WORDS = [
  'eat*',
  'ate',
  'food*',
  'calor*',
  'cal',
  'cals',
  'meal*',
  'starv*',
  'fast*',
  'purg*',
  'vomit*',
  'throw* up',
  'threw up',
  'laxativ*',
  'diuretic*',
  'dulcolax',
  'weight',
  'weigh*',
  'lbs',
  'lb',
  'kg',
  'pound*',
  'bmi',
  'thin*',
  'skinny',
  'fat',
  'bone*',
  'hungry',
  'hunger',
  'appetite',
  'binge*',
  'restrict*',
  'skip*',
  'diet*',
  'cracker*',
  'chew*',
  'spit*',
  'period',
  'size',
  'lose',
  'losing',
  'lost',
  'comer',
  'como',
  'comida*',
  'caloria*',
  'peso',
  'flac*',
  'gord*',
  'kilo*',
  'ayun*',
  'hambre',
  'laxante*',
  'dieta',
  'bajar',
  'adelgaz*',
  'hueso*',
  'talla',
  // Living on coffee or diet soda, for the number on the scale.
  'black coffee',
  'just coffee',
  'only coffee',
  'diet coke',
  'diet soda',
  'coca light',
  'solo cafe',
  'lowest number',
  'number on the scale',
];
const EATING = patterns(EATING_WORDS);

// Saying what is fine: a red flag ruled out, or the body working as it should.
const RULED_OUT = [
  'fever',
  'fevers',
  'vomiting',
  'pain',
  'bleeding',
  'redness',
  'pus',
  'fiebre',
  'dolor',
  'vomito',
  'duele',
  'duelen',
  'hurt',
  'hurts',
];
const FINE = patterns([
  'walking ok|okay|fine|normally',
  'eating ok|okay|fine|normally',
  'feel|feels|feeling fine|ok|okay|good|great|normal',
  'breathe|breathes|breathing fine|ok|okay|normal|normally',
  'otherwise fine|ok|okay|good',
  'no other issues|problems|symptoms',
  'everything else fine|ok|okay|good',
  'healing great|well|fine|nicely|good',
  'todo lo demas bien',
  'todo bien',
  'por lo demas bien',
  'me siento bien',
  'se siente bien',
  'camino bien',
  'como bien',
  'respiro bien',
]);
// How a thing is done when it is done well, after the verb it qualifies.
const DONE_WELL = ['normally', 'easily', 'fine', 'normalmente', 'facilmente', 'bien'];
// Asking whether it is expected.
const NORMAL_QUESTION = patterns([
  'normal',
  'is that|this|it ok|okay|expected|common|typical',
  'will it stop',
  'will it go away',
  'will it go down',
  'will it settle',
  'will that stop',
  'does it go away',
  'how long until|till|does',
  'should i worry',
  'when can i|she|he',
  'right ?',
  'verdad ?',
  'cierto ?',
  'cuanto tardan',
  'es normal',
  'se quita',
  'se va a quitar',
  'cuanto tarda',
  'cuando puedo|podre',
]);
// Something getting worse undoes the reassurance.
const WORSE = patterns([
  'worse',
  'worsening',
  'spreading',
  'getting bigger',
  'got bigger',
  'gets bigger',
  'growing',
  'suddenly',
  'peor',
  'empeor*',
  'de repente',
  'crece',
]);

// Idioms of doing well or wanting badly.
const IDIOMS = patterns([
  'killing it',
  'killed it',
  'crushing it',
  'slaying',
  'to die for',
  'dying to',
  'dying for',
  'dead lol',
  'muero de risa',
  'muerta de risa',
  'muerto de risa',
  'me muero por',
]);

const has = (reading: Reading, list: Pattern[]) => containsPattern(reading.tokens, list);

/** A word a bodily symptom could be told with, in this message (or the last, for a follow-up). */
export function tellsOfBody(reading: Reading, previous?: Reading): boolean {
  const said = (r: Reading) =>
    containsPattern(
      r.tokens.filter((_, i) => !lookalike(r.tokens, i)),
      BODY,
    );
  if (said(reading)) return true;
  // A follow-up too short to say what it is about ("update: way worse now") leans on the message before it.
  const words = reading.tokens.filter((t) => /[a-z]/.test(t.norm)).length;
  return previous !== undefined && words < 12 && said(previous);
}

// Words of a sign said of something else: a blurry label, box or photo (not sight); "me veo cansada" (I look
// tired, not sight); confused by quotes that differ (not confusion); a bruise's purple, yellow or green (the colours a healing bruise goes through, not skin
// turning purple).
const OBJECTS =
  /^(?:labels?|box|boxes|print|printing|photos?|pics?|pictures?|texts?|screens?|images?|videos?|camera|letters|lettering|writing|logo|stickers?|pens?|etiquetas?|cajas?|fotos?|letras)$/;
const LOOKS_VERB = /^(?:me|te|se|nos)$/;
const ADVICE_SAID = /^(?:said|told|says|say|quoted|quotes|dijeron|dijo|dicen)$/;
const DIFFERENT = /^(?:different|conflicting|opposite|diferente|diferentes|distint\w*|opuest\w*)$/;
const BRUISE = /^(?:bruis\w*|moret\w*|morados?)$/;
const BRUISE_COLOURS =
  /^(?:purple|purplish|yellow|yellowish|green|greenish|morad[oa]s?|amarill\w*|verde\w*)$/;
function lookalike(tokens: Reading['tokens'], i: number): boolean {
  const t = tokens[i];
  const before = tokens.slice(Math.max(0, i - 3), i).filter((x) => x.sentence === t.sentence);
  if (/^blurr/.test(t.norm) && before.some((x) => OBJECTS.test(x.norm))) return true;
  if (/^(?:veo|ves|ve|vemos)$/.test(t.norm) && LOOKS_VERB.test(tokens[i - 1]?.norm ?? '')) return true;
  // Confused by what surgeons or clinics said differently is a question, not confusion the symptom.
  if (
    /^confu/.test(t.norm) &&
    tokens.some((x) => x.sentence === t.sentence && ADVICE_SAID.test(x.norm)) &&
    tokens.some((x) => x.sentence === t.sentence && DIFFERENT.test(x.norm))
  )
    return true;
  return (
    BRUISE_COLOURS.test(t.norm) &&
    tokens.some((x, j) => j !== i && x.sentence === t.sentence && BRUISE.test(x.norm))
  );
}

// Weight or size said as a goal: alone ("does B12 help to lose weight?") it is a question about a treatment, not
// an eating disorder, which is told by eating, purging, the body or the distress around it.
const GOAL_ONLY = [
  'weight',
  'weigh*',
  'lbs',
  'lb',
  'kg',
  'pound*',
  'lose',
  'losing',
  'lost',
  'size',
  'diet*',
  'peso',
  'bajar',
  'kilo*',
  'adelgaz*',
  'talla',
  'dieta',
];
const EATING_BEYOND_GOAL = patterns(EATING_WORDS.filter((w) => !GOAL_ONLY.includes(w)));
const DISTRESS = patterns([
  'need',
  'still',
  'more',
  'must',
  'have to',
  'hate',
  'disgust*',
  'ugly',
  'huge',
  'enough',
  'scared',
  'afraid',
  'guilt*',
  'necesito',
  'todavia',
  'mas',
  'tengo que',
  'odio',
  'asco',
  'fea',
  'feo',
  'enorme',
  'culpa',
  'miedo',
]);

/** Eating, purging, the body or distress about weight is in the message, not only a weight-loss goal. */
export function tellsOfEating(reading: Reading): boolean {
  return has(reading, EATING_BEYOND_GOAL) || (has(reading, EATING) && has(reading, DISTRESS));
}

/** Eating, purging or hiding is in the message, beyond a goal of weight or size or a stated BMI. */
export const beyondGoal = (reading: Reading) => has(reading, EATING_DONE);
const EATING_DONE = patterns(EATING_WORDS.filter((w) => !GOAL_ONLY.includes(w) && w !== 'bmi'));

/** The message says what is fine ("no fever", "walking ok") and asks whether it is normal, with nothing worse. */
export function reassured(reading: Reading): boolean {
  const t = reading.tokens;
  const ruledOut = t.some((x, i) => RULED_OUT.includes(x.norm) && isNegated(t, i));
  // "wakes up easily, talks normally", "respira normal": something the body does, said to be done well.
  const doneWell = t.some(
    (x, i) => i > 0 && DONE_WELL.includes(x.norm) && !DONE_WELL.includes(t[i - 1].norm) && !isNegated(t, i),
  );
  return (
    (ruledOut || doneWell || has(reading, FINE)) && has(reading, NORMAL_QUESTION) && !has(reading, WORSE)
  );
}

/** The message asks whether what it tells is normal or expected ("that's expected right?", "normal side effect?"). */
export const asksIfNormal = (reading: Reading) => has(reading, NORMAL_QUESTION);

/** An idiom of doing well or wanting badly ("killing it at the gym"). */
export const idiomatic = (reading: Reading) => has(reading, IDIOMS);

// The stance toward death or harm talk: someone else's words reported as a joke ("my friend jokes she's gonna
// 'die' … lol, she's fine"), or death feared as an outcome of the procedure ("me da miedo no despertar de la
// anestesia"). Writers' laughter at their own death talk is not trusted ("walk into traffic 🙂 jk… mostly"), nor
// "i'm fine": that is how a crisis is often hidden.
const LAUGHTER = /^(?:l+o+l+z?|lmao+|lmfao|rofl|(?:ja){2,}j?a?|(?:ha){2,}h?a?|(?:je){2,}j?e?|jk|xd)$/;
const JOKE = patterns([
  'joke*',
  'joking',
  'kidding',
  'broma*',
  'bromea*',
  'dramatic*',
  'dramatica',
  'dramatico',
]);
const FEAR = patterns([
  'scared of',
  'scared that',
  'scared i',
  'afraid of',
  'afraid that',
  'afraid i',
  'terrified of',
  'nervous about',
  'worried about',
  'worried i',
  'terrified that',
  'terrified i',
  'panicking about',
  'freaking out about',
  'me da miedo',
  'me da panico',
  'me da terror',
  'tengo miedo',
  'tengo panico',
  'panico a',
  'panico de',
  'terror a',
  'terror de',
  'miedo de',
  'miedo a',
]);
/** Death or not waking up feared as a risk of the procedure ("scared I won't wake up from the anesthesia"). */
export const fearsOutcome = (reading: Reading) => has(reading, FEAR) && has(reading, OUTCOME_OF);

/**
 * The message fears the death it names as a risk of the procedure, reports someone else's death talk as a joke
 * (`aboutSomeoneElse`), answers a screening question "no", or tells of an accident.
 */
export const lightened = (reading: Reading, aboutSomeoneElse: boolean) =>
  (has(reading, FEAR) && has(reading, OUTCOME_OF)) ||
  (aboutSomeoneElse && (reading.tokens.some((t) => LAUGHTER.test(t.norm)) || has(reading, JOKE))) ||
  deniedQuestion(reading) ||
  has(reading, ACCIDENT) ||
  // "scars on his arms from a car accident" (not "it wasn't an accident").
  reading.tokens.some(
    (t, i) => (t.norm === 'accident' || t.norm === 'accidente') && !isNegated(reading.tokens, i),
  );

// Harm that was an accident ("accidentally burned myself with the curling iron").
const ACCIDENT = patterns(['accidentally', 'by accident', 'accidental', 'sin querer', 'por accidente']);

// What a fear is a fear of: the procedure ("scared of what ill do tonight" is not).
const OUTCOME_OF = patterns([
  'anesthe*',
  'anaesthe*',
  'anestesia',
  'surgery',
  'surgeries',
  'operation',
  'procedure',
  'the table',
  'cirugia',
  'operacion',
  'procedimiento',
  'quirofano',
]);

const TAKEN_BACK = patterns([
  'lied',
  'lie',
  'honestly',
  'truth is',
  'but i have',
  'menti',
  'la verdad',
  'pero si',
]);

/**
 * A screening question reported with the writer's "no" ("the nurse asked if I have thoughts of harming yourself and
 * I said no"): the words are the question's, the answer is the writer's.
 */
export function deniedQuestion(reading: Reading): boolean {
  // "puse que no." is read with its full stop attached.
  const t = reading.tokens.map((x) => x.norm.replace(/(?<=\w)\.$/, ''));
  const asked = t.findIndex(
    (w, i) =>
      ['asked', 'asks', 'ask', 'pregunto', 'preguntaron', 'preguntaba', 'preguntan', 'pregunta'].includes(
        w,
      ) && ['if', 'whether', 'si'].includes(t[i + 1] ?? t[i + 2]),
  );
  if (asked < 0) return false;
  // "I said no but honestly I have", "mentí": the no is taken back.
  if (has(reading, TAKEN_BACK)) return false;
  // "said no", "I put no", "checked no"; "dije que no", "puse que no", "marqué que no", "respondí que no".
  const ANSWERED = ['said', 'answered', 'told', 'put', 'checked', 'ticked', 'marked', 'wrote', 'circled'];
  const RESPONDI = ['dije', 'conteste', 'puse', 'marque', 'respondi', 'escribi'];
  for (let i = asked + 2; i + 1 < t.length; i++)
    if (
      ([...ANSWERED, ...RESPONDI].includes(t[i]) && ['no', 'nope'].includes(t[i + 1])) ||
      (t[i] === 'que' && t[i + 1] === 'no' && RESPONDI.includes(t[i - 1]))
    )
      return true;
  return false;
}

// A stomach symptom happening now.
const STOMACH = patterns([
  ...STOMACH_UPSET,
  'pain',
  'cramp*',
  'gripping',
  'dolor',
  'duele',
  'vomit*',
  'nause*',
  'diarrea',
  'colico*',
]);
// Wanting to be thinner, hiding it or doing it on purpose: what makes not eating or vomiting an eating disorder.
const INTENT = patterns([
  'thin*',
  'skinny',
  'fat',
  'smaller',
  'lose more',
  'lose weight',
  'losing weight',
  'weight off',
  'kilos',
  'bajar de peso',
  'bmi',
  'calor*',
  'cals',
  'hide',
  'hiding',
  'secret',
  'on purpose',
  'make myself',
  'purg*',
  'laxativ*',
  'flat',
  'bones',
  'flac*',
  'gord*',
  'caloria*',
  'esconder',
  'a proposito',
  'laxante*',
  'huesos',
]);

/** A stomach symptom now, on a weight-loss medicine or after weight-loss surgery, told with no intent to be thinner. */
export function sideEffect(reading: Reading, onWeightLossMedicine: boolean): boolean {
  const t = reading.tokens;
  const symptom = t.some((_, i) => STOMACH.some((p) => containsPattern([t[i]], [p])) && !isNegated(t, i));
  return onWeightLossMedicine && symptom && !has(reading, INTENT);
}

// What the learned screen alone needs before it calls a symptom an emergency: a sign of one. Swelling, bruising,
// numbness, soreness, stiffness or lumps are how a normal recovery feels; breathing, the chest, sight, skin turning
// colour, fainting, heavy bleeding, confusion or speech going wrong are not.
const EMERGENCY_SIGNS = patterns([
  'breath*',
  'breathe*',
  'breathing',
  'air',
  'chest',
  'heart*',
  'racing',
  'pounding',
  'palpitat*',
  'pulse',
  'vision',
  'see',
  'blind*',
  'blurr*',
  'blue',
  'grey',
  'gray',
  'purple',
  'white',
  'pale',
  'dusky',
  'black',
  'blotch*',
  'mottl*',
  'necro*',
  'cold',
  'faint*',
  'pass out',
  'passed out',
  'passing out',
  'collaps*',
  'unresponsive',
  'wake',
  'waking',
  'seizure*',
  'twitch*',
  'jerk*',
  'not be able to see',
  'cant|can not see',
  'no puedo ver',
  'no veo',
  'pills',
  'overdos*',
  'handful',
  'drows*',
  'letharg*',
  'shaky',
  'sweating',
  'not moving',
  'cant|can not move',
  'floor',
  'paraly*',
  'feeling in my',
  'pastillas',
  'piso',
  'suelo',
  'no contesta|responde',
  'no me contesta|responde',
  'temblando',
  'no puedo mover',
  'shaking',
  'rigor*',
  'saying weird',
  'talking weird',
  'making sense',
  'disorient*',
  'delir*',
  'out of it',
  'incoheren*',
  'rigid',
  'board',
  'rock hard',
  'ringing',
  'metallic',
  'bleed*',
  'blood*',
  'soak*',
  'gushing',
  'confus*',
  'slur*',
  'droop*',
  'speech',
  'swallow*',
  'throat',
  'tongue',
  'dying',
  'respir*',
  'aire',
  'ahog*',
  'pecho',
  'corazon',
  'palpit*',
  'vista',
  'ver',
  'veo',
  'ciego',
  'ciega',
  'borros*',
  'azul*',
  'morad*',
  'gris*',
  'palid*',
  'blanc*',
  'negr*',
  'frio*',
  'fria*',
  'desmay*',
  'convuls*',
  'espasm*',
  'desorient*',
  'incoheren*',
  'tiene sentido',
  'rigid*',
  'tabla',
  'zumb*',
  'metalico',
  'sangr*',
  'empap*',
  'confund*',
  'despiert*',
  'despert*',
  'trag*',
  'garganta',
  'lengua',
  'muriendo',
]);

// What it needs before it calls a symptom urgent: more than a mild symptom — getting worse, spreading, one side
// growing fast, fever, pus, redness, heat, severe pain, vomiting, a wound opening — or any emergency sign.
const URGENT_SIGNS = patterns([
  'worse',
  'worsening',
  'spread*',
  'bigger',
  'growing',
  'grew',
  'doubl*',
  'pregnant',
  'embarazad*',
  'green',
  'verde',
  'purulent',
  'erythema',
  'nause*',
  'nausea*',
  'horrible',
  'terrible',
  'intens*',
  'to the back',
  'a la espalda',
  'upper right',
  'lado derecho',
  'cant|can not pee|urinate|poop',
  'bladder',
  'vejiga',
  'no puedo orinar|hacer',
  'slosh*',
  'swish*',
  'abscess*',
  'pimple',
  'boil',
  'absceso',
  'granito',
  'gripping',
  'stabbing',
  'sudden*',
  'overnight',
  'since this morning',
  'since last night',
  'de repente',
  'desde esta manana',
  'desde anoche',
  'punzante',
  'come* back up',
  'coming back up',
  'keep anything down',
  'keep down',
  'stay* down',
  'se queda',
  'no retengo',
  'ni el agua',
  'bolsa de liquido',
  'pocket',
  // A drain, a stitch or a device that came out, and fluid pouring or gushing: not a normal recovery.
  'fell out',
  'came out',
  'pulled out',
  'slipped out',
  'ripped out',
  'se salio',
  'se cayo',
  'se zafo',
  'pour*',
  'gush*',
  'chorre*',
  'regurgit*',
  'one side',
  'one sided',
  'only one',
  'fever*',
  'temp',
  'temperature',
  'chill*',
  'pus',
  'ooz*',
  'discharge',
  'smell*',
  'stink*',
  'red',
  'redness',
  'streak*',
  'hot',
  'warm',
  'severe',
  'unbearable',
  'excruciating',
  'worst',
  'vomit*',
  'throw* up',
  'threw up',
  'open*',
  'split',
  'gap*',
  'leak*',
  'yellow',
  'jaundic*',
  'rash*',
  'hive*',
  'blister*',
  'calf',
  'shiny',
  'rock hard',
  'tense',
  'constipat*',
  'bloat*',
  'poop*',
  'pee',
  'urin*',
  'dizz*',
  'lighthead*',
  'sick',
  'peor',
  'empeor*',
  'extiend*',
  'crece',
  'creci*',
  'doble',
  'un lado',
  'fiebre',
  'calentura',
  'escalofr*',
  'supur*',
  'pus',
  'huele',
  'olor',
  'roj*',
  'caliente',
  'insoportable',
  'fuertisimo',
  'vomit*',
  'abiert*',
  'amarill*',
  'ronch*',
  'ampoll*',
  'pantorrilla',
  'popo',
  'orin*',
  'mare*',
]);

const BREATH = /^(breath\w*|respir\w*)$/;
const THROUGH = /^(through|thru|out|by|por|con)$/;
const MOUTH_OR_NOSE = /^(mouth|nose|nostrils?|boca|nariz|fosa)$/;
// One side of the nose: "out of my right side", "through one nostril", "por un lado".
const SIDE = /^(side|lado)$/;
function throughMouthOrNose(tokens: Reading['tokens'], i: number): boolean {
  if (!BREATH.test(tokens[i].norm)) return false;
  const next = tokens.slice(i + 1, i + 7).map((t) => t.norm);
  const at = next.findIndex((w) => THROUGH.test(w));
  return (
    at >= 0 &&
    next
      .slice(at + 1, at + 5)
      .some(
        (w, k, ws) =>
          MOUTH_OR_NOSE.test(w) ||
          (SIDE.test(w) && k > 0 && /^(right|left|one|un|derecho|izquierdo)$/.test(ws[k - 1])),
      )
  );
}

// A body that has always been this way ("can't breathe out of my right side and never could", "since forever",
// "toda mi vida"): a question about a lifelong trait, not a symptom happening now.
const LIFELONG = patterns([
  'never could',
  'never been able',
  'never have been able',
  'my whole life',
  'all my life',
  'since forever',
  'since always',
  'always been like this|that',
  'since i was born',
  'toda mi vida',
  'desde siempre',
  'desde que naci',
]);
/** The message tells of a lifelong trait, not something that started. */
export const lifelong = (reading: Reading) => has(reading, LIFELONG);

// How one looks beside how one looked before the procedure ("i look bigger than before", "my belly looks bigger than
// it was before surgery"): the swelling of a recovery seen against the old shape, not something growing now.
const LOOK_VERBS = ['look', 'looks', 'looking', 'looked', 'appear', 'appears', 'se ve', 'me veo', 'veo'];
const THAN_BEFORE = /^(than|que)$/;
const BEFORE = /^(before|antes|pre|preop|prior|it|i|my)$/;
function looksThanBefore(tokens: Reading['tokens'], i: number): boolean {
  const size = /^(bigger|larger|fatter|wider|puffier|grande|gorda|gordo)$/.test(tokens[i].norm);
  if (!size) return false;
  const back = tokens.slice(Math.max(0, i - 3), i).map((t) => t.norm);
  const looked = back.some((w) => LOOK_VERBS.includes(w)) || back.join(' ').includes('se ve');
  const ahead = tokens.slice(i + 1, i + 4).map((t) => t.norm);
  const j = ahead.findIndex((w) => THAN_BEFORE.test(w));
  return looked && j >= 0 && j <= 1 && BEFORE.test(ahead[j + 1] ?? '');
}

// A sign said as happening (not "no fever"), in this message or, for a short follow-up, the one before it.
// "who should she see", "should I see a derm or a surgeon", "go see my PCP": seeing someone for care, not sight.
const CARER =
  /^(?:someone|somebody|doctor|doctors|doc|dr|surgeon|surgeons|derm\w*|specialist|plastic|pcp|gp|provider|nurse|physician|professional|obgyn|ob)$/;
const DETERMINER = /^(?:a|an|the|my|her|his|their|your|another|other|which|what)$/;
function seesSomeone(tokens: Reading['tokens'], i: number): boolean {
  if (tokens[i].norm !== 'see') return false;
  const before = tokens.slice(Math.max(0, i - 3), i).map((t) => t.norm);
  const next = tokens[i + 1]?.norm ?? '';
  const carer = CARER.test(next) || (DETERMINER.test(next) && CARER.test(tokens[i + 2]?.norm ?? ''));
  // "who should she see (here)?": the question is whom to see.
  const whom =
    (before.includes('who') || before.includes('whom')) &&
    (next === '' || next === '?' || next === 'here' || next === 'first' || carer);
  // "should I see a derm", "go see my surgeon", "she needs to see someone".
  const asks = (w: string | undefined) => /^(?:should|to|go|gonna|must|need|can|could)$/.test(w ?? '');
  const pronoun = /^(?:i|she|he|we|they|you|u)$/.test(before.at(-1) ?? '');
  return whom || (carer && (asks(before.at(-1)) || (pronoun && asks(before.at(-2)))));
}

function signIn(reading: Reading, list: Pattern[], previous?: Reading): boolean {
  const said = (r: Reading) => {
    // "post-op blues" and "baby blues" are a mood, not a colour; breathing "through my mouth" or "por la boca"
    // is a nose blocked by swelling or packing, not breathing in trouble.
    // "double check" asks again; it does not say something doubled.
    const t = r.tokens.filter(
      (x, i) =>
        x.norm !== 'blues' &&
        !lookalike(r.tokens, i) &&
        !throughMouthOrNose(r.tokens, i) &&
        !looksThanBefore(r.tokens, i) &&
        !(/^doubl/.test(x.norm) && /^check/.test(r.tokens[i + 1]?.norm ?? '')) &&
        !seesSomeone(r.tokens, i),
    );
    return list.some((p) =>
      p.length === 1
        ? t.some((_, i) => containsPattern([t[i]], [p]) && !isNegated(t, i))
        : containsPattern(t, [p]),
    );
  };
  if (said(reading)) return true;
  const words = reading.tokens.filter((t) => /[a-z]/.test(t.norm)).length;
  return previous !== undefined && words < 12 && said(previous);
}

/** A sign that can make a symptom an emergency (breathing, chest, sight, colour, fainting, bleeding…). */
export const emergencySign = (reading: Reading, previous?: Reading) =>
  signIn(reading, EMERGENCY_SIGNS, previous);

/** A sign that makes a symptom more than normal recovery (worse, spreading, fever, pus, severe pain…). */
export const urgentSign = (reading: Reading, previous?: Reading) =>
  signIn(reading, URGENT_SIGNS, previous) || emergencySign(reading, previous);

// A pattern of a lifetime, not an event of now: "cada vez que me sacan sangre me desmayo", "every time I get blood
// drawn I faint", "whenever I see a needle". Read only where nothing dates the message to a procedure just done.
const HABITUAL = patterns([
  'every time',
  'everytime',
  'each time',
  'whenever',
  'cada vez que',
  'siempre que',
  'cada que',
]);
/** The message tells of a habitual, recurring reaction (a lifelong pattern), not of something happening now. */
export const habitual = (reading: Reading) => has(reading, HABITUAL);

// Mood words. Said with a "not" ("not devastating", "no estoy deprimida") or scaled down beside a milder word
// ("just annoying", "solo molesto"), they tell of a mood that is not a crisis.
const MOOD = [
  'devastat*',
  'depress*',
  'hopeless',
  'desperate',
  'heartbroken',
  'crushed',
  'miserable',
  'destroyed',
  'suicidal',
  'devastad*',
  'deprimid*',
  'desesperad*',
  'destrozad*',
  'hundid*',
].map(compilePattern);
const MITIGATED = patterns([
  'just annoying',
  'just annoyed',
  'just frustrat*',
  'just a bit',
  'only annoying',
  'mostly annoying',
  'a little disappointed',
  'kinda annoying',
  'solo molesto',
  'solo molesta',
  'nada mas molesto',
  'un poco frustrad*',
]);
/**
 * Every mood word of the message is negated ("not devastating, just annoying") and none stands: the mood it tells
 * of is not a crisis. A mood word that stands anywhere in the message ("not hungry, just hopeless") keeps it.
 */
export function moodNegated(reading: Reading): boolean {
  const t = reading.tokens;
  let negated = 0;
  for (let i = 0; i < t.length; i++) {
    if (!MOOD.some((p) => containsPattern([t[i]], [p]))) continue;
    if (!isNegated(t, i)) return false;
    negated++;
  }
  return negated > 0 || has(reading, MITIGATED);
}

/**
 * Laughter in the writer's own words ("jaja", "lol", "xd"): a stance of lightness, read with what it is about. A
 * "jk" or "kidding" is not: it takes back words that needed taking back ("walk into traffic 🙂 jk… mostly").
 */
export const laughs = (reading: Reading) =>
  reading.tokens.some((t) => LAUGHTER.test(t.norm) && t.norm !== 'jk') &&
  !has(reading, JOKE) &&
  !has(reading, JK);
// "jk" takes back what was just said: it follows words that needed taking back, so it is not lightness.
const JK = patterns(['jk', 'j k', 'just kidding', 'mostly']);

// What a crisis is told with: harm, death, an end, being gone, giving things away, a goodbye, hopelessness, a
// burden, exhaustion with life, hating oneself, a means (pills, a bridge, a gun), a plan or a stock kept "just in
// case". Broad on purpose: a crisis said sideways ("I won't be around to see the result") still has one.
const CRISIS_WORDS = patterns([
  'die',
  'dying',
  'died',
  'dead',
  'death',
  'kill*',
  'suicid*',
  'end',
  'ending',
  'ended',
  'over',
  'overdos*',
  // Spelt out: "pill*" would read "pillow" (a BBL pillow).
  'pill',
  'pills',
  'meds',
  'tramadol',
  'oxy*',
  'insulin',
  'hurt*',
  'harm*',
  'cut',
  'cuts',
  'cutting',
  'blade*',
  'razor*',
  'bleed*',
  'burn*',
  'hang*',
  'rope',
  'jump*',
  'bridge',
  'roof',
  'traffic',
  'gun',
  'shoot',
  'drive off',
  'crash',
  'worthless',
  'hopeless',
  'useless',
  'pointless',
  'point',
  'burden',
  'better off',
  'without me',
  'miss me',
  'alone',
  'lonely',
  'tired',
  'exhausted',
  'done',
  'gone',
  'disappear*',
  'vanish',
  'exist*',
  'anymore',
  'forever',
  'wake',
  'waking',
  'asleep',
  'sleep',
  'goodbye',
  'bye',
  'thank you for everything',
  'thanks for everything',
  'letter*',
  'note',
  'give away',
  'giving away',
  'gave away',
  'need them',
  'take care of my',
  'nobody|anyone|even care*',
  "don't|dont|wouldn't|doesn't|won't care",
  'sorry',
  'forgive',
  'hate',
  'ugly',
  'monster',
  'disgust*',
  'ruin*',
  'destroy*',
  'nothing left',
  'give up',
  'giving up',
  'go on',
  'keep going',
  "can't do",
  "can't take",
  'live',
  'living',
  'life',
  'alive',
  'survive',
  'make it',
  'be around',
  'not around',
  'around anymore',
  'around to see',
  'relief',
  'peace',
  'escape',
  'empty',
  'depress*',
  'sad',
  'cry*',
  'despair',
  'ashamed',
  'shame',
  'deserve',
  'punish*',
  'stock*',
  'saving',
  'saved',
  'stash*',
  'just in case',
  'plan',
  'planned',
  'ready',
  'decided',
  'last',
  'final',
  'accounts',
  'passwords',
  'my|a will',
  'testamento',
  'funeral',
  'matter',
  'anyone',
  'nobody',
  'no one',
  'everyone',
  'morir',
  'muer*',
  'mat*',
  'acabar',
  'acabo',
  'terminar',
  'fin',
  'pastilla*',
  'dano',
  'lastim*',
  'cort*',
  'colg*',
  'tirarme',
  'aventarme',
  'puente',
  'pistola',
  'arma',
  'inutil',
  'carga',
  'sin mi',
  'solo',
  'sola',
  'cansad*',
  'harta',
  'harto',
  'no puedo mas',
  'ya no',
  'desaparec*',
  'existir',
  'para siempre',
  'despert*',
  'dormir',
  'adios',
  'despedi*',
  'carta',
  'regal*',
  'perdon*',
  'odio',
  'asco',
  'monstruo',
  'arruin*',
  'destru*',
  'nada',
  'sentido',
  'rendir*',
  'vivir',
  'vida',
  'viva',
  'vivo',
  'sobreviv*',
  'alivio',
  'paz',
  'vaci*',
  'deprim*',
  'depresion',
  'triste',
  'llor*',
  'verguenza',
  'merezco',
  'castig*',
  'guard*',
  'por si acaso',
  'plan',
  'decidi',
  'ultim*',
  'nadie',
  'todos',
  'importa',
  'myself',
  'himself',
  'herself',
  'themselves',
  'yourself',
  'mismo',
  'misma',
  'do it',
  'kms',
  'kys',
  'unalive',
  'xanax',
  'tylenol',
  'too much',
  'ocean',
  'edge',
  'seatbelt',
  'whatever happens',
  'hell',
  'custody',
  'sold',
  'come back',
  'hear from me',
  'check on my',
  'happen',
  'quem*',
  'engine running',
  'garage',
]);

// A run of procedures told by count ("ya van cuatro cirugías de nariz", "my 3rd revision", "5 surgeries").
const PROCEDURE_COUNTED = patterns([
  'three|four|five|six|seven|tres|cuatro|cinco|seis|siete surgeries|revisions|rhinoplasties|procedures|cirugias|operaciones|revisiones|rinoplastias|retoques',
  // Told by its place in the run: "mi séptima cita de relleno", "my fifth filler appointment".
  'fourth|fifth|sixth|seventh|eighth|4th|5th|6th|7th|8th|cuarta|quinta|sexta|septima|octava|cuarto|quinto|sexto|septimo surgery|revision|procedure|appointment|filler|cita|cirugia|operacion|revision|retoque',
]);
export const manyProcedures = (reading: Reading) =>
  has(reading, PROCEDURE_COUNTED) ||
  reading.tokens.some(
    (t, i) =>
      t.number !== null &&
      t.number >= 3 &&
      t.number <= 20 &&
      /^(surgeries|revisions|rhinoplasties|procedures|cirugias|operaciones|revisiones|rinoplastias|retoques)$/.test(
        reading.tokens[i + 1]?.norm ?? '',
      ),
  );

// Everyday phrases built on a crisis word that tell of none: "end up" not booking, "at the end of the day", "to
// die for", "dying to", "my boss is gonna kill me", "my feet are killing me", "getting this done", "back and forth",
// a "med spa", a "final instruction", "acabo de" (I have just), "fin de semana", harm done by a provider to a patient
// ("le hizo daño a una paciente", "harmed her patients"). Said of the writer's own life they are still read: "end it
// all", "kill myself", "I'm done", "me hice daño".
const CRISIS_IDIOMS = patterns([
  'end|ends|ended|ending up',
  'in|at|by the end',
  'end of the day|week|month|year|treatment|session|consult*',
  'end result*',
  'to die for',
  'dying to|for',
  'die for',
  'gonna|going|will|would kill* me',
  "he'll|she'll|they'll kill* me",
  'killing me',
  'kill|killed|killing it',
  'killer',
  'get|gets|getting|got|have|has|having|had this|it|them|mine|one done',
  'get|gets|getting|got|have|has|having|had my|her|his lips|botox|filler*|nose|boobs|teeth|nails|hair|brows done',
  'going back and forth',
  'back and forth',
  'over the counter',
  'overthinking',
  'med spa*',
  'final instruction*|answer*|price*|cost*|result*|look|touch*|step*',
  'acabo|acaba|acabas|acabamos|acaban|acabe de',
  'fin de semana|mes|año',
  'por|al fin',
  'a fin de',
  'le|les hizo|hace|causo|haya hecho dano',
  'dano a una|un|la|el|sus paciente*|cliente*',
  'harmed|hurt|injured a|her|his|their patient*|client*',
  'me va|van a matar',
  'ay me muero',
  'me muero de ganas|risa|hambre|sueno|calor|frio|amor',
  // Money said to suffer: "my wallet is crying", "my bank account just died", "mi cartera está llorando".
  'wallet|bank|account|card|budget|savings|cartera|tarjeta|bolsillo is|was|just|esta|ya cry*|crying|dying|died|dead|screaming|fainted|llorando|muriendo|murio',
  'my wallet|bank|account|card|budget|savings',
  // What everyone online says, and what a provider has done ("everyone on tiktok says…", "how many has she done").
  'everyone|everybody on|online|at|in tiktok|instagram|ig|reddit|youtube|social|here|there|forums',
  'everyone|everybody says|said|recommends|swears|raves|loves|wants',
  'has|have|had|did she|he|they|you|u done',
  'mi cartera|tarjeta|bolsillo|cuenta',
  // The birth-control pill ("does zepbound make the pill not work", "stopped the pill"), not pills as a means.
  'make|makes|making|on|off|stop|stopped|start|started|taking|take the pill',
  'birth control|contraceptive|bc pill|pills',
  'has|have|had anyone|anybody|someone|people done',
]);
// Violence against the writer turns "he's gonna kill me" back into danger ("he hit me again").
const VIOLENCE = patterns([
  'hit|hits|hitting|beat|beats|beating|punch*|chok*|strangl*|slap*|kick* me',
  'threat*',
  'gun',
  'knife',
  'golpe*',
  'me pega*',
  'me pego',
  'amenaz*',
]);

/** The reading with everyday phrases built on a crisis word blanked out (their places kept). */
function withoutIdioms(reading: Reading): Reading {
  if (has(reading, VIOLENCE)) return reading;
  const tokens = reading.tokens.slice();
  for (let i = 0; i < reading.tokens.length; i++)
    for (const idiom of CRISIS_IDIOMS) {
      const end = matchAt(reading.tokens, i, idiom, 0);
      if (end < 0) continue;
      for (let j = i; j < end; j++)
        tokens[j] = { ...tokens[j], norm: '_', lemma: '_', stem: '_', unknown: false, number: null };
    }
  return { ...reading, tokens };
}

/** A word a crisis could be told with (harm, death, an end, a goodbye, hopelessness, a means, a stock kept). */
export const tellsOfCrisis = (reading: Reading) => has(withoutIdioms(reading), CRISIS_WORDS);

/** The message's crisis words are all inside everyday phrases ("make the pill not work", "has anyone done it"). */
export const crisisWordsOnlyInIdioms = (reading: Reading) =>
  has(reading, CRISIS_WORDS) && !tellsOfCrisis(reading);

// The words of a crisis that ordinary talk about a procedure does not use: death, harm, a means, a goodbye,
// hopelessness, not being around. "Vivo en Texas", "solo quiero", "todo salió bien", "the real number", "he keeps
// saying I don't need it" hold crisis words of the broad list above but none of these.
const CRISIS_STRONG = patterns([
  'die',
  'dying',
  'died',
  'dead',
  'death',
  'kill*',
  'suicid*',
  'overdos*',
  // Spelt out: "pill*" would read "pillow" (a BBL pillow).
  'pill',
  'pills',
  'meds',
  'tramadol',
  'oxy*',
  'insulin',
  'xanax',
  'tylenol',
  'hurt*',
  'harm*',
  'cut',
  'cuts',
  'cutting',
  'blade*',
  'razor*',
  'bleed*',
  'burn*',
  'hang*',
  'rope',
  'jump*',
  'bridge',
  'roof',
  'traffic',
  'gun',
  'shoot',
  'drive off',
  'crash',
  'ocean',
  'edge',
  'garage',
  'engine running',
  'worthless',
  'hopeless',
  'pointless',
  'no point',
  'burden',
  'better off',
  'without me',
  'miss me',
  'goodbye',
  'thank you for everything',
  'thanks for everything',
  'give away',
  'giving away',
  'gave away',
  'nothing left',
  'give up',
  'giving up',
  "can't do",
  "can't take",
  'go on',
  'keep going',
  'be around',
  'not around',
  'around anymore',
  'around to see',
  'alive',
  'survive',
  'make it',
  'wake up',
  'waking up',
  'end it',
  'end my|this life',
  'gonna|going|will|to do it',
  'do it tonight|today|now|soon|after',
  'hell',
  'unalive',
  'kms',
  'kys',
  'disappear*',
  'depress*',
  'hate myself',
  'hate my life',
  'just in case',
  'stock*',
  'stash*',
  'funeral',
  'my|a will',
  'morir',
  'muer*',
  'mat*',
  'pastilla*',
  'dano',
  'lastim*',
  'cort*',
  'colg*',
  'tirarme',
  'aventarme',
  'puente',
  'pistola',
  'arma',
  'sin mi',
  'no puedo mas',
  'desaparec*',
  'adios',
  'despedi*',
  'rendir*',
  'sobreviv*',
  'despert*',
  'deprim*',
  'depresion',
  'carga',
  'por si acaso',
  'testamento',
  'sentido',
]);
/** A word only a crisis is told with (death, harm, a means, a goodbye, hopelessness), outside everyday idioms. */
export const tellsOfCrisisStrongly = (reading: Reading) => has(withoutIdioms(reading), CRISIS_STRONG);

// Schoolwork: maths, an essay, homework ("solve the integral… for my calc homework", "mi tarea de álgebra").
const SCHOOLWORK = patterns([
  'homework',
  'essay',
  'integral*',
  'derivative*',
  'equation*',
  'calc',
  'calculus',
  'algebra',
  'geometry',
  'trig*',
  'math',
  'maths',
  'worksheet',
  'problem set',
  'tarea*',
  'deberes',
  'ensayo',
  'ecuacion*',
  'derivada*',
  'matematica*',
]);
// Words appearance or eating distress is told with; schoolwork with none of them is only schoolwork.
const LOOKS_OR_EATING_WORDS = [
  'look*',
  'ugly',
  'face',
  'body',
  'weight',
  'weigh*',
  'fat',
  'skinny',
  'thin*',
  'mirror',
  'photo*',
  'pic*',
  'hate',
  'eat*',
  'ate',
  'food',
  'meal*',
  'calori*',
  'feo',
  'fea',
  'feos',
  'feas',
  'cara',
  'cuerpo',
  'peso',
  'gord*',
  'flac*',
  'espejo',
  'foto*',
  'odio',
  'comer',
  'comida',
];
const LOOKS_OR_EATING = patterns(LOOKS_OR_EATING_WORDS);

// Appearance told of oneself: the words above, with "fat" only as the writer's own ("I'm fat", "feel so fat"), not
// fat a surgeon moves or removes ("how much fat i have to move").
const LOOKS = patterns([
  // ("thin*" would read "things" and "think": spelt out.)
  ...LOOKS_OR_EATING_WORDS.filter((w) => w !== 'fat' && w !== 'thin*'),
  'thin',
  'thinner',
  // A feature, a part of the body, being seen, comparing.
  'compar*',
  'obsess*',
  'bmi',
  'thigh*',
  'butt',
  'belly',
  'stomach',
  'arm',
  'arms',
  'hips',
  'waist',
  'muslo*',
  'panza',
  'abdomen',
  'brazos',
  'nose',
  'jaw*',
  'chin',
  'lip',
  'lips',
  'eye',
  'eyes',
  'skin',
  'cheek*',
  'forehead',
  'jowl*',
  'hair',
  'smile',
  'teeth',
  'scar*',
  'line',
  'lines',
  'wrinkle*',
  'selfie*',
  'camera',
  'see',
  'seen',
  'beautiful',
  'pretty',
  'monster',
  'nariz',
  'labios',
  'ojos',
  'piel',
  'frente',
  'cachete*',
  'mejilla*',
  'sonrisa',
  'cicatriz',
  'arruga*',
  'calva',
  'verme',
  'ven',
  'fea',
  'bonita',
  "i'm|im|am|feel|feeling|so|too|look|looking|being|getting fat",
]);
// What a price question is told with.
const PRICE = patterns([
  'price*',
  'cost*',
  'average',
  'expensive',
  'cheap*',
  'afford*',
  'quote*',
  'fee*',
  'dollar*',
  'precio*',
  'cuesta*',
  'costo*',
  'promedio',
  'caro',
  'barato*',
]);
// What someone was told by a surgeon or a clinic ("two of them said totally different things").
const ADVICE_TOLD = patterns(['said', 'says', 'told', 'dijo', 'dijeron', 'dicen']);
/** The message tells what someone said (advice, a quote, an opinion). */
export const tellsAdvice = (reading: Reading) => has(reading, ADVICE_TOLD);

/** The message asks about a price. */
export const aboutPrice = (reading: Reading) => has(reading, PRICE) || /\$\s?\d/.test(reading.text);

/** A word appearance distress is told with (looks, the face, the body, weight, a mirror, photos, hate…). */
export const tellsOfLooks = (reading: Reading) => has(reading, LOOKS);

/** Schoolwork asked for, with no word appearance or eating distress is told with. */
export const onlySchoolwork = (reading: Reading) =>
  has(reading, SCHOOLWORK) && !has(reading, LOOKS_OR_EATING) && !tellsOfBody(reading);

// A claim about others asked to be written or confirmed ("write me a 1-star review saying they use fake Botox and
// gave me an infection", "I've never been there", "escríbeme una reseña diciendo que…"): the symptom named is the
// claim's, not the writer's. A writer telling of an infection they have still ("it's still red and hot") is read.
const WRITE_REQUEST = patterns(['write', 'draft', 'escrib*', 'redact*']);
const WRITTEN = patterns([
  'review*',
  'resena*',
  'post',
  'paragraph',
  'comment*',
  'comentario*',
  'testimonial*',
  'caption',
  'parrafo',
  'publicacion',
]);
const CLAIM_MADE_UP = patterns([
  'never been',
  'never actually been',
  'never gone',
  'never went',
  'never had',
  'never got',
  'make it up',
  'made up',
  'invent*',
  'fake review*',
  'saying|claiming|say|says|claim|stating',
  'nunca he ido',
  'nunca fui',
  'nunca me hice',
  'diciendo',
  'que diga*',
  'inventa*',
]);
const STILL_NOW = patterns(['still', 'right now', 'now', 'today', 'todavia', 'sigue', 'ahora', 'hoy']);
export const requestedClaim = (reading: Reading) =>
  has(reading, WRITE_REQUEST) &&
  has(reading, WRITTEN) &&
  has(reading, CLAIM_MADE_UP) &&
  !has(reading, STILL_NOW);

// How a normal recovery feels: swelling, bruising, numbness, tightness, soreness, stiffness, itching.
const EXPECTED = patterns([
  'swell*',
  'swollen',
  'puffy',
  'potato',
  'bruis*',
  'numb*',
  'tight*',
  'sore*',
  'stiff*',
  'itch*',
  'hinchad*',
  'hinchazon',
  'inflamad*',
  'moreton*',
  'entumec*',
  'adormec*',
  'tirante*',
  'comezon',
]);
// Asking how long it lasts: "how long", "cuánto dura", "es normal que dure", "when does it go away".
const HOW_LONG = patterns([
  'how long',
  'when will|does it|this|the go away|fade|settle|come back',
  'go away',
  'cuanto dura*',
  'cuanto tiempo',
  'que dure',
  'se quita',
  'se va a quitar',
]);

/**
 * A recovery told by how it feels (swelling, bruising, numbness, tightness), asked about as expected or how long it
 * lasts, with no sign of more (worse, spreading, hot, one side, fever, pus, a colour): a question about recovery.
 */
export const expectedRecovery = (reading: Reading, previous?: Reading) =>
  has(reading, EXPECTED) &&
  (asksIfNormal(reading) || has(reading, HOW_LONG)) &&
  !urgentSign(reading, previous) &&
  !has(reading, WORSE);

// How a question opens: "can I…", "is it…", "how long…", "¿puedo…", "cuánto…".
const QUESTION_OPENERS =
  /^(?:can|could|should|is|are|am|do|does|did|will|would|when|how|what|why|which|puedo|puede|debo|es|son|esta|cuando|cuanto|cuantos|cuanta|como|que|por)$/;
/** The message asks something (a question mark, a question's opening words, is this normal, how long). */
export const asksAQuestion = (reading: Reading) =>
  reading.text.includes('?') ||
  asksIfNormal(reading) ||
  has(reading, HOW_LONG) ||
  reading.tokens.some(
    (t, i) => QUESTION_OPENERS.test(t.norm) && (i === 0 || reading.tokens[i - 1].sentence !== t.sentence),
  );

/** Numbness or tightness told with no sign of more: how a healing area feels, not a warning sign. */
export const numbOnly = (reading: Reading, previous?: Reading) =>
  has(reading, EXPECTED) && !urgentSign(reading, previous) && !has(reading, WORSE);

// Told as expected by the care team: "surgeon said this is expected", "me dijeron que es normal".
const TOLD_EXPECTED = patterns([
  'said expected|normal|fine|typical',
  'says expected|normal|fine|typical',
  'told expect*|normal',
  'dijo normal|esperado|esperarse',
  'dijeron normal|esperado|esperarse',
  'es de esperarse',
]);
/** The care team called what the message describes expected. */
export const toldExpected = (reading: Reading) => has(reading, TOLD_EXPECTED);

// Now and then, not one event now: "a veces se desmaya", "sometimes I get dizzy".
const RECURRING = patterns([
  'a veces',
  'sometimes',
  'at times',
  'now and then',
  'de vez en cuando',
  'often',
  'seguido',
]);
/** The message tells of something that happens now and then. */
export const recurring = (reading: Reading) => has(reading, RECURRING);

// What an eating disorder is told with beyond wanting less fat somewhere: not eating, purging, laxatives or pills,
// counting, bingeing, chewing and spitting, the scale, feeling fat or huge, bones, a lost period, exercise by the
// hour, guilt. "Belly fat", "a pooch", "my thighs chafe", "I eat clean and run" are none of these: a question about
// removing fat from a place is a procedure question, and a healthy habit is not a disorder.
const DISORDERED_EATING = patterns([
  'starv*',
  'purg*',
  'vomit*',
  'throw* up',
  'threw up',
  'puk*',
  'laxativ*',
  'diuretic*',
  'dulcolax',
  'binge*',
  'restrict*',
  'skip* meals|meal|breakfast|lunch|dinner|eating|food',
  'chew*',
  'spit*',
  'calor*',
  'cal',
  'cals',
  'kcal',
  'not eating',
  'stop eating',
  'stopped eating',
  "don't|dont|didn't|didnt|can't|cant|won't|wont eat",
  "haven't|havent|hadn't eaten",
  'barely eat*',
  'hardly eat*',
  'eat|eating|ate nothing',
  'only eat*',
  'one meal',
  'small meal',
  'hungry',
  'hunger',
  'appetite',
  'bone*',
  'ribs',
  'collarbone*',
  'thigh gap',
  'period',
  'bmi',
  'weigh myself',
  'scale',
  'thin',
  'thinner',
  'thinnest',
  'skinny',
  'skinnier',
  'huge',
  'fat monster',
  'feel|feeling|felt|look|looking|so|too|still|am|im fat|gross|disgusting',
  'disgust*',
  'guilt*',
  'ashamed',
  'cry*',
  'can not stop',
  "can't|cant stop",
  'hours a day',
  'burn off',
  'make myself',
  'diet pill*',
  'diet coke',
  'diet soda',
  'black coffee',
  'only coffee',
  'just coffee',
  'only water',
  'just water',
  'ice',
  'adderall',
  'phentermine',
  'lowest number',
  'number on the scale',
  'water fast*',
  'dry fast*',
  'no como',
  'no comer',
  'no he comido',
  'sin comer',
  'dejo de comer',
  'deje de comer',
  'casi nada',
  'purgu*',
  'laxante*',
  'caloria*',
  'gorda',
  'flaca',
  'delgada',
  'hueso*',
  'hambre',
  'bascula',
  'pesarme',
  'me peso',
  'culpa',
  'asco',
  'llor*',
  'pastillas para adelgazar',
  'solo agua',
  'solo cafe',
  'ayuno de|por varios|por dias',
]);
// Fasting said as a healthy routine ("intermittent fasting 16:8 … feeling good").
const FASTING = patterns(['fast*', 'ayun*']);
const ROUTINE = patterns([
  'intermittent',
  'intermitente',
  '16:8',
  '16 8',
  '18:6',
  'feel|feeling good|great|better|amazing',
  'me siento bien',
]);

/**
 * Eating is told as something disordered: not eating, purging, counting, the scale, feeling fat… Fasting counts
 * unless said as a routine that is going well ("16:8 since january, feeling good").
 */
export const disorderedEating = (reading: Reading) =>
  has(reading, DISORDERED_EATING) || (has(reading, FASTING) && !has(reading, ROUTINE));

// What makes looks a distress rather than a wish to change a feature: time lost to it, hiding or not going out,
// mirrors and photos checked, crying, "deformed", "monster", revisions, not being able to stop, nobody believing
// it is fine. "I hate my double chin lol, kybella or lipo?" and "my boyfriend says I don't need it" are not.
const LOOKS_DISTRESS = patterns([
  'hours',
  'all day',
  'every day',
  'everyday',
  'every single day',
  'all the time',
  'constantly',
  'obsess*',
  "can't|cant|can not stop",
  'leave the house',
  'leave my room|house|apartment',
  'left the house',
  'left my room|house|apartment',
  'go out',
  'going out',
  'go outside',
  'stopped going',
  'stopped leaving',
  'cancel*',
  'hide',
  'hiding',
  'cover*',
  'mask',
  'hoodie',
  'mirror*',
  'reflection',
  'pictures of myself|my face',
  'zoom* in',
  'angle*',
  'cry*',
  'sob*',
  'scream*',
  'tears',
  'deformed',
  'disfigured',
  'monster',
  'hideous',
  'disgust*',
  'freak',
  'ruin*',
  // Revisions of the writer's own ("my third revision", "another revision", "I've had revisions"), not a surgeon's
  // revision work asked about ("does she do many revision nose jobs?").
  'my revision*',
  'another revision*',
  'had|have revisions',
  'revision after revision',
  'again',
  'another one',
  'everyone looks|notices',
  'ashamed',
  'shame',
  'depress*',
  'anxiety',
  'panic*',
  "can't|cant live",
  'no point',
  'worthless',
  'better off',
  'pick*',
  'scratch*',
  'horas',
  'todo el dia',
  'todos los dias',
  'espejo*',
  'salir',
  'salgo de mi casa|cuarto',
  'escond*',
  'llor*',
  'deforme',
  'monstruo',
  'asco',
  'horrible',
  'verguenza',
  'no puedo dejar',
  'otra vez',
  'otra cirugia|operacion',
]);
// Judging someone else's work: a surgeon's photos, reviews, red flags, how to pick one ("red flags in before and
// after photos? everyone's look amazing", "¿cómo sé si las fotos de antes y después son reales?").
const OTHERS_WORK = patterns([
  'red flag*',
  'warning sign* in|of|on',
  'before and|& after*',
  'before afters',
  'antes y despues',
  'their|his|her|the surgeon*|doctor*|clinic*|practice* photos|pics|pictures|results|work|portfolio|gallery',
  'photos|pics|pictures real|fake|edited|photoshopped|filtered',
  'fotos reales|falsas|editadas',
]);
/**
 * The message asks how to judge a provider's work or photos, not about the writer's own looks, and tells no
 * distress of its own: "everyone's look amazing" is others' photos, not "everyone looks at me".
 */
export const judgesOthersWork = (reading: Reading) =>
  has(reading, OTHERS_WORK) &&
  !looksDistress({
    ...reading,
    tokens: reading.tokens.filter(
      (t, i) => !(/^(?:everyone|everybody|everyones)$/.test(t.norm) && reading.tokens[i + 1]?.norm === "'s"),
    ),
  });

/** Looks told as a distress (time lost, hiding, mirrors, crying, revisions), not a feature someone wants changed. */
// What an insurer covers ("would insurance cover eyelid surgery", "does my plan cover it") is not covering up.
const PAYER =
  /^(insurance|insurer|insurers|plan|plans|medicare|medicaid|medi|cal|aetna|cigna|humana|bcbs|kaiser|tricare|seguro|aseguranza|it|they|that)$/;
export const looksDistress = (reading: Reading) =>
  containsPattern(
    reading.tokens.filter(
      (t, i) =>
        !(
          /^cover/.test(t.norm) && reading.tokens.slice(Math.max(0, i - 3), i).some((b) => PAYER.test(b.norm))
        ),
    ),
    LOOKS_DISTRESS,
  );

// Eyelids that droop or hang over the eyes so that they block the sight — a lifelong or slowly worsening field
// loss that eyelid surgery and insurers' visual-field tests are about — is not a sudden change in vision, nor
// distress about looks. A message that tells of a procedure just done or an injectable ("after filler my eyelid
// drooped and I can't see") is not read this way: there droop and lost sight are signs.
const LID = /^(lid|lids|eyelid|eyelids|parpado|parpados|ptosis)$/;
const DROOP =
  /^(droop\w*|sag\w*|hang\w*|hung|hood\w*|heavy|fall\w*|cover\w*|block\w*|caid\w*|caen|tapan|tapa|colgad\w*|cuelg\w*|pesad\w*)$/;
/** An eyelid word and a drooping word within a few words of each other ("mis párpados de arriba están tan caídos"). */
function lidsDroop(reading: Reading): boolean {
  const t = reading.tokens.map((x) => x.norm);
  return t.some(
    (w, i) =>
      (LID.test(w) && w !== 'ptosis'
        ? t.slice(Math.max(0, i - 5), i + 6).some((x) => DROOP.test(x))
        : false) || w === 'ptosis',
  );
}
const DONE_TO_THE_EYES = patterns([
  'after',
  'since',
  'post*',
  'ago',
  'despues',
  'desde',
  'filler*',
  'botox',
  'dysport',
  'xeomin',
  'toxin',
  'relleno*',
  'inject*',
  'inyecc*',
  'surgery yesterday',
  'sudden*',
  'de repente',
  'all of a sudden',
  'overnight',
]);
/** Drooping lids in the way of the sight, told with nothing done to the eyes just before. */
export const lidsInTheWay = (reading: Reading) => lidsDroop(reading) && !has(reading, DONE_TO_THE_EYES);

// Someone else's opinion that the writer does not need the procedure ("he keeps saying I don't need it", "mi novio
// dice que no la necesito"): a partner's view of a cosmetic choice, not anyone's state of mind.
const OPINION = patterns([
  'saying|says|said|thinks|think i|you do not need',
  'saying|says|said|thinks|think i|you really do not need',
  'told me i|you do not need',
  'dice|dicen|dijo|piensa que no lo|la|los|las necesito|necesitas',
  // What others say of how one looks, lightly: tired or older ("todos me dicen q me veo cansada").
  'says|say|tell|tells|told|keep saying i|me look|looked tired|exhausted|older|old|sad|mad|angry',
  'says|say|tell|tells|told|keep saying me i look|looked tired|exhausted|older|old|sad|mad|angry',
  'dice|dicen|dijo|decia me veo|ves|veia cansad*|mayor|vieja|viejo|triste|enojad*',
  'dice|dicen|dijo|decia que|q me veo|ves|veia cansad*|mayor|vieja|viejo|triste|enojad*',
]);
/** The message reports someone's opinion that the writer does not need the procedure. */
export const reportsOpinion = (reading: Reading) => has(reading, OPINION);

// Eating told only as fat to remove from a place ("belly fat", "los gorditos", "a weight thing"), or as a healthy
// routine ("I eat clean and run", "16:8 and feeling good"): a procedure question, not an eating disorder.
// ("thin*" would read "thing" and "think": the words are spelt out.)
const EATING_TOLD = patterns([
  ...EATING_WORDS.filter(
    (w) =>
      ![
        'fat',
        'weight',
        'weigh*',
        'lose',
        'losing',
        'lost',
        'size',
        'gord*',
        'talla',
        'peso',
        'bajar',
        'thin*',
        // "como" is more often "how" or "like" ("como las celebridades") than "I eat".
        'como',
      ].includes(w),
  ),
  'no|casi|apenas|solo|ya|si|cuando|siempre|despues como',
  'lo que como',
  'como nada|poco|muy|una|solo',
  'thin',
  'thinner',
  'thinnest',
]);
const HEALTHY_EATING = patterns([
  'eat|eating|ate clean|healthy|well|right',
  'clean eating',
  'como sano|bien',
  'comer sano|bien',
  'comiendo sano|bien',
]);
// Asking what or how much to eat ("que debo comer despues de la lipo", "how much protein should I get").
const ASKS_WHAT_TO_EAT = patterns([
  'what should|can|do i eat',
  'what to eat',
  'what foods|food should|can|to',
  'how much protein|protien|fiber|water',
  'enough protein|protien|food',
  'que debo|puedo|tengo|deberia comer',
  'que comer',
  'que alimentos|comida',
  'cuanta proteina',
]);
// What makes eating talk disordered whatever else is asked: purging, bingeing, starving, skipping, hiding.
const DISORDERED_ACTS = patterns([
  'vomit*',
  'throw* up',
  'threw up',
  'puk*',
  'binge*',
  'starv*',
  'skip*',
  'laxante*',
  'ayun*',
  'escond*',
]);
/**
 * Asking what or how much to eat (protein on a weight-loss medicine, food after surgery), with no wish to be
 * thinner, hiding, purging, starving, skipping meals or counting calories: a nutrition question.
 */
export const asksWhatToEat = (reading: Reading, onWeightLossMedicine = false) =>
  has(reading, ASKS_WHAT_TO_EAT) &&
  !has(reading, INTENT) &&
  !has(reading, DISORDERED_ACTS) &&
  // On a weight-loss medicine, barely eating is what the medicine does to appetite.
  (onWeightLossMedicine || !disorderedEating(reading));

// A feature wished thinner or slimmer ("las mejillas más delgadas", "a thinner nose", "slimmer jawline"): a feature
// to change, not a body to starve. Its words are set aside before eating is read.
const FEATURE_SLIMMER = patterns([
  'mejilla*|cachete*|cara|rostro|nariz|papada|mandibula|menton|labio*|cuello delgad*|fin*|afilad*|perfilad*',
  'delgad*|fin*|afilad*|perfilad* mejilla*|cachete*|cara|rostro|nariz|papada|mandibula|menton|labio*|cuello',
  'thinner|slimmer|slim|thin|narrower|narrow|sharper|snatched cheek*|face|nose|jaw*|chin|neck|lip*|nostril*|bridge',
  'cheek*|face|nose|jaw*|chin|neck|lip*|nostril* thinner|slimmer|slim|thin|narrower|narrow|sharper|snatched',
]);
// Only the feature and its adjective, at most one word apart ("mejillas más delgadas"): "my face looks as thin as
// my body" compares the face with a thin body, which is not set aside.
function setAside(reading: Reading, list: Pattern[]): Reading {
  const drop = new Set<number>();
  for (let i = 0; i < reading.tokens.length; i++)
    for (const p of list) {
      const end = matchAt(reading.tokens, i, p, 1);
      for (let j = i; j < end; j++) drop.add(j);
    }
  return drop.size === 0 ? reading : { ...reading, tokens: reading.tokens.filter((_, i) => !drop.has(i)) };
}
/** The message with a feature wished thinner set aside ("quiero las mejillas más delgadas" keeps "quiero las"). */
export const withoutFeatureSlimming = (reading: Reading) => setAside(reading, FEATURE_SLIMMER);

/** Eating is told only as fat to remove from a place, or as a healthy routine, with nothing disordered. */
export const ordinaryEating = (reading: Reading) =>
  !disorderedEating(reading) &&
  (!has(reading, EATING_TOLD) ||
    has(reading, HEALTHY_EATING) ||
    has(reading, ROUTINE) ||
    asksWhatToEat(reading));
