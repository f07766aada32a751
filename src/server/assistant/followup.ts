// A second turn leans on the first: "what about microneedling, can she do that?" after "can an esthetician do
// Botox in Texas?" is still a legal question, in Texas; "it's a 4 hour flight" after "when can I fly home after my
// tummy tuck?" is still a question about flying; "me quieren cobrar 600 dólares" after a Spanish question is
// Spanish. This module reads what a follow-up keeps from the turn before it: the kind of question, and the language
// when the follow-up's own words don't settle it. Pure and synchronous.
import { unitEs } from './guide-es';
import { entryById } from './answer-base';
import type { AnswerEntry } from './answer-base/entries';
import { detectIntents, type Intent } from './intents';
import { type KindReading, readKind } from './kinds';
import { findMentions, knowledge } from './knowledge';
import { findPlace } from './locations';
import { fold, type Language } from './words';

/** Words only English uses: a message with one of them is English whatever the turn before it was. */
const ENGLISH = new Set(
  `an and the is are was were what when where which who why how can could should would will do does did i im i'm
  my it its it's this that these those they them she he her his you your of to for with about if or but not
  yes so just also still too much many get got have has had been be than then there their ok okay pls
  please thanks thank`.split(/\s+/),
);
/** Words only Spanish uses, beyond the few the shared reading counts. */
const SPANISH = new Set(
  `quieren quiere quiero cobrar cobran cobra dolares dolar pesos tengo tiene tienen cuanto cuanta cuantos cuantas
  cuesta cuestan y el la los las que para por con sin mi mis es son esta estan puedo puede pueden si tambien pero
  hace hacen dijo dijeron dice dicen seguro precio sesiones unidades labios frente nariz despues antes semana
  semanas meses dias ano anos libras kilos presion alta baja embarazada lactando amamantando cual cuales dura
  duran mas menos mejor peor cuando donde duele sirve vale`.split(/\s+/),
);

/**
 * The language to answer a follow-up in. Its own reading stands when it has words of that language; a follow-up
 * with no English word of its own ("me quieren cobrar 600 dólares", "¿y en Miami?") after a Spanish question is
 * Spanish, and one with no Spanish word of its own after an English question stays English.
 */
export function followUpLanguage(message: string, own: Language, history: string[], previous?: Language) {
  if (history.length === 0 || previous === undefined || previous === own) return own;
  const words = fold(message)
    .split(/[^a-z']+/)
    .filter((w) => w.length > 0);
  const english = words.some((w) => ENGLISH.has(w));
  const spanish = words.some((w) => SPANISH.has(w)) || /[ñ¿¡]/.test(message);
  if (own === 'en' && !english && (spanish || words.length <= 3)) return 'es';
  if (own === 'es' && !spanish) return 'en';
  return own;
}

/**
 * The kinds of question whose next turn often only changes one thing (a procedure, an area, a figure, a
 * condition) and so still asks the same kind of question.
 */
const CARRIED = new Set([
  'price',
  'legality',
  'authenticity',
  'timing',
  'candidacy',
  'alternatives',
  'tourism',
  'nutrition',
  'consultation',
  'comparison',
]);

/** Intents that ask something of their own: a follow-up asking one of these is a new question, not a variation. */
const OWN_QUESTION: Intent[] = ['cost', 'recovery', 'results', 'risks', 'how_it_works', 'questions'];

// "how much would it be", "does insurance cover it", "how long does it last", "can it be dissolved", "what does
// ultrasound guided even mean": a question of
// its own about the same subject — carried for its subject, not for the earlier kind.
const NEW_QUESTION =
  /\b(what (?:do|should|can) i do|what now|now what|que hago|que debo hacer|que puedo hacer|how much|how long|how many|cuanto|cuantos|cuantas|insurance|seguro|dissolv\w*|disolver|reversible|hurt|duele|what do (?:guys|men|women|people)|which (?:one )?(?:did|do) they|mean|means|meaning|significa|significado)\b/;

// Words that ask about recovery itself, not an activity ("travel", "drive") the recovery intent also reads.
const RECOVERY_WORDS =
  /\b(recover\w*|downtime|heal\w*|recuper\w*|after ?care|post ?-?op|swell\w*|bruis\w*|hincha\w*|moretones?)\b/;

// "a cheaper way to get it", "somewhere cheaper to buy them", "más barato conseguirlo": the same thing, for less.
const SAME_THING_CHEAPER =
  /\b(cheaper|less expensive|more affordable|mas barat[oa]|mas economic[oa])\b.{0,30}\b(get|buy|pay for|afford|fill|conseguir|comprar)\s*(it|them|this|that|lo|la|los|las)\b|\b(conseguirlo|comprarlo|conseguirla|comprarla)\b.{0,20}\b(mas barat[oa]|mas economic[oa])\b/;

/** The intents that belong to a kind of question: a cost after a price question is still about the price. */
const SAME_AREA: Record<string, Intent[]> = {
  price: ['cost'],
  timing: ['recovery'],
  tourism: ['recovery', 'cost'],
  candidacy: ['risks'],
};

export interface Continued {
  ask: KindReading;
  /** The earlier question this one continues, read together with it by the composers. */
  previous: string;
}

/**
 * When a follow-up asks no kind of question of its own but only changes a part of the one before it ("what if I
 * lose 30 lbs first", "and sleep on my side?", "¿y si es una revisión?") or adds a detail to it ("it's just a drive,
 * not a flight", "I have BCBS PPO", "she said 40 units so $560, that's a lot no?"), it is the same kind of question
 * about what it changes: the earlier kind, read over both turns so the new detail (a topic, a figure) counts first.
 */
export function continuedKind(
  message: string,
  own: KindReading,
  history: string[],
  intents: Intent[],
  opts: Parameters<typeof readKind>[1],
): Continued | null {
  if (history.length === 0) return null;
  const chosen = chosenBetween(message, own, history, opts);
  if (chosen) return chosen;
  // "me tengo q quedar", "xq": the texting spellings of que and porque.
  message = message.replace(/\bq\b/gi, 'que').replace(/\bxq\b/gi, 'porque');
  const t = fold(message);
  // "what if i drive back instead of flying", "is there a cheaper way to get it": "instead" and "cheaper way" read
  // as asking for other treatments, but naming no procedure they change how, or what for, not the treatment.
  const noProcedure = (opts?.procedures ?? 0) === 0;
  const swapsActivity =
    own.kind === 'alternatives' && noProcedure && /\b(instead|rather than|en vez|en lugar)\b/.test(t);
  if (own.kind === 'alternatives' && noProcedure && SAME_THING_CHEAPER.test(t)) {
    const previous = history
      .slice(-2)
      .reverse()
      .find((h) => readKind(h, opts).kind === 'price' || detectIntents(h, 1).includes('cost'));
    if (previous) return { ask: { kind: 'price' }, previous };
  }
  if (own.kind !== null && !swapsActivity) return null;
  // "and sleep on my side?", "y manejar?", "it's a 4 hour flight" after a question about recovery or timing: a
  // timing question on the activity it names.
  const probe = readKind(
    `${swapsActivity ? message.replace(/\b(?:instead(?: of)?|rather than|en vez de|en lugar de)\b/gi, ' ') : message} ${TOPIC_PROBE.timing}`,
    opts,
  );
  if (
    probe.kind === 'timing' &&
    probe.timing &&
    probe.timing !== 'general' &&
    !/\b(how much|cost|price|cuanto cuesta|precio)\b/.test(t)
  ) {
    const previous = history.slice(-2).reverse().find(aboutTiming(opts));
    // "¿y cuántos días me tengo que quedar allá?" after a question about surgery abroad: the same trip.
    if (previous && readKind(previous, opts).kind === 'tourism')
      return { ask: { kind: 'tourism', timing: probe.timing }, previous };
    if (previous) return { ask: { kind: 'timing', timing: probe.timing }, previous };
  }
  if (swapsActivity) return null;
  if (NEW_QUESTION.test(t)) return null;
  // A follow-up's own intent of the earlier question's own area ("that's just the surgeon fee though, still ok?"
  // after a quote: a cost) does not make it a new question; "anaesthesia" alone asks nothing about how it works.
  const ownIntents = (earlierKind: string | null) =>
    intents.filter(
      (i) =>
        OWN_QUESTION.includes(i) &&
        !(SAME_AREA[earlierKind ?? ''] ?? []).includes(i) &&
        !(i === 'how_it_works' && !/\b(how (?:does|do|is)|work|works|funciona)\b/.test(t)) &&
        // "what if i travel to michigan, can they still ship it": a trip named asks nothing about recovery.
        !(i === 'recovery' && !RECOVERY_WORDS.test(t)),
    );
  if (
    ownIntents(null).length > 0 &&
    history.slice(-2).every((h) => ownIntents(readKind(h, opts).kind).length > 0)
  )
    return null;
  // The latest of the last two questions that was of a kind ("…in Texas?" then "and microneedling?" then "what if
  // she's supervised?").
  for (const previous of history.slice(-2).reverse()) {
    const earlier = readKind(previous, opts);
    if (!earlier.kind || !CARRIED.has(earlier.kind) || ownIntents(earlier.kind).length > 0) continue;
    const both = readKind(`${message} ${previous}`, opts);
    if (both.kind === null || both.kind === 'off_task') return null;
    // The detail the follow-up adds picks the topic ("and sleep on my side?" after "stand up straight").
    const mine = readKind(`${message} ${TOPIC_PROBE[earlier.kind] ?? ''}`, opts);
    const ask: KindReading = both.kind === earlier.kind ? both : { ...earlier };
    if (ask.kind === 'timing' && mine.kind === 'timing' && mine.timing && mine.timing !== 'general')
      ask.timing = mine.timing;
    return { ask, previous };
  }
  return null;
}

// "which one lasts longer tho", "y cuál dura más?", "which is cheaper", "cual duele menos": one of the two just
// compared picked on one point. Naming nothing of its own, it asks the same comparison on that point.
const WHICH_ONE =
  /\b(which(?: one| of (?:them|the two|those|these|em))?|cual(?:es)?(?: de (?:los|las) dos)?|what one|que (?:dura|duele|cuesta|sale))\b/;
const ON_A_POINT =
  /\b(last\w*|longer|dura\w*|cheap\w*|less expensive|cost\w*|price\w*|barat\w*|car[oa]s?|cuesta\w*|sale|hurt\w*|pain\w*|duele\w*|dolor\w*|downtime|recovery|recuperacion|heal\w*|safe\w*|segur[oa]s?|riesg\w*|risk\w*|natural\w*|better|best|mejor|faster|rapid\w*|quick\w*|sessions?|sesiones?|worth|vale|scar\w*|cicatri\w*)\b/;

/** A follow-up choosing between the two things the turn before it compared, on the point it names. */
function chosenBetween(
  message: string,
  own: KindReading,
  history: string[],
  opts: Parameters<typeof readKind>[1],
): Continued | null {
  const t = fold(message);
  if ((opts?.procedures ?? 0) > 0 || !WHICH_ONE.test(t) || !ON_A_POINT.test(t)) return null;
  if (own.kind !== null && own.kind !== 'price' && own.kind !== 'timing' && own.kind !== 'comparison')
    return null;
  for (const previous of history.slice(-2).reverse()) {
    const m = findMentions(previous);
    const procedures = m.ids.length + m.outside.length + (m.brands.length >= 2 ? 1 : 0);
    if (procedures === 0) continue;
    if (readKind(previous, { ...opts, procedures }).kind !== 'comparison') return null;
    return { ask: { kind: 'comparison' }, previous };
  }
  return null;
}

/** A question about when something is possible after a procedure, or about recovery from it. */
const aboutTiming = (opts: Parameters<typeof readKind>[1]) => (previous: string) => {
  const kind = readKind(previous, opts).kind;
  return (
    kind === 'timing' ||
    kind === 'tourism' ||
    detectIntents(previous, 1).includes('recovery') ||
    /\b(after|post[- ]?op|despues de|recovery|recuperacion)\b/.test(fold(previous))
  );
};

// Words that make a bare follow-up read as its earlier kind, so its own topic can be read ("and sleep on my side"
// + "when can I" = a timing question about sleep).
const TOPIC_PROBE: Record<string, string> = { timing: 'when can i' };

// ——— Figures in a follow-up about a price ———

/** Botox areas and the FDA label's studied dose for each (the answer base's toxin-label-doses entry). */
const TOXIN_AREAS: { label: [string, string]; units: number; words: RegExp }[] = [
  {
    label: ['the forehead', 'la frente'],
    units: 20,
    words: /\b(forehead|frente|horizontal lines)\b/,
  },
  {
    label: ['the frown lines (11s)', 'el entrecejo'],
    units: 20,
    words:
      /\b(11s?|elevens?|frown(?: lines)?|glabella\w*|between (?:my|the) (?:brows|eyebrows|eyes)|entrecejo|ceno)\b/,
  },
  {
    label: ['the crow’s feet', 'las patas de gallo'],
    units: 24,
    words: /\b(crow'?s? ?feet|crows? feet|crowsfeet|patas de gallo)\b/,
  },
];

/** The body or face areas a per-area price counts ("stomach and flanks", "frente y entrecejo"). */
const BODY_AREAS: RegExp[] = [
  /\b(stomach|belly|abdomen|abs|tummy|barriga|abdomen|panza|vientre)\b/,
  /\b(flanks?|love handles?|muffin top|costados|flancos|llantitas)\b/,
  /\b(inner thighs?|outer thighs?|thighs?|muslos?)\b/,
  /\b(arms?|upper arms?|bat wings|brazos?)\b/,
  /\b(chin|double chin|jowls?|papada|menton)\b/,
  /\b(back|bra (?:fat|roll)|espalda)\b/,
  /\b(underarms?|armpits?|axilas?)\b/,
  /\b(legs?|full legs?|piernas?)\b/,
  /\b(bikini|brazilian)\b/,
  /\b(upper lip|bigote|labio superior)\b/,
];

export function toxinAreas(text: string) {
  const t = fold(text);
  return TOXIN_AREAS.filter((a) => a.words.test(t));
}

function bodyAreas(text: string): number {
  const t = fold(text);
  return BODY_AREAS.filter((re) => re.test(t)).length;
}

/** "_(Source: [FDA…, 2023](url).)_" for an answer-base entry, as the quoted entries cite themselves. */
function cite(id: string, lang: Language): string {
  const e = entryById(id);
  if (!e) return '';
  const name = `${e.source}, ${e.year}`;
  return ` _(${lang === 'es' ? 'Fuente' : 'Source'}: ${e.url ? `[${name}](${e.url})` : name}.)_`;
}

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const es = (lang: Language, en: string, spanish: string) => (lang === 'es' ? spanish : en);

/** "40 units", "60 unidades": a unit count the patient was told, not a price per unit. */
export function unitCount(text: string): number | null {
  const m = /\b(\d{1,3})\s*(?:units?|u\b|unidades|unids?)(?!\s*(?:for|por)\s*\$)/.exec(fold(text));
  if (!m) return null;
  // "$14 a unit" is a price, not a count.
  const before = fold(text).slice(Math.max(0, (m.index ?? 0) - 2), m.index ?? 0);
  if (/\$\s?$/.test(before)) return null;
  const n = Number(m[1]);
  return n >= 2 && n <= 400 ? n : null;
}

/**
 * "she said I need 40 units for forehead and 11s, that's a lot no?": the count set against the FDA label's
 * studied doses for the areas named (in this message or the one before), with the price per unit it works out
 * to when a total was given too.
 */
export function toxinUnitsLead(message: string, earlier: string, total: number | null, lang: Language) {
  const units = unitCount(message);
  if (units === null) return null;
  const own = toxinAreas(message);
  const areas = own.length > 0 ? own : toxinAreas(earlier);
  if (areas.length === 0) return null;
  const label = areas.reduce((sum, a) => sum + a.units, 0);
  const names = (i: 0 | 1) =>
    areas.length === 1
      ? areas[0].label[i]
      : `${areas
          .slice(0, -1)
          .map((a) => a.label[i])
          .join(', ')} ${i === 0 ? 'and' : 'y'} ${areas.at(-1)!.label[i]}`;
  const doses = areas.map(
    (a) => `${a.units} ${i18nUnits(lang)} ${es(lang, 'for', 'para')} ${a.label[lang === 'es' ? 1 : 0]}`,
  );
  const verdict =
    units <= label * 1.25
      ? units < label * 0.6
        ? es(lang, 'is fewer than the label’s dose', 'es menos que la dosis de la etiqueta')
        : es(lang, 'is about the standard dose, not a lot', 'es más o menos la dosis estándar, no es mucho')
      : units <= label * 1.6
        ? es(lang, 'is somewhat above the label’s dose', 'está algo por encima de la dosis de la etiqueta')
        : es(lang, 'is well above the label’s dose', 'está bastante por encima de la dosis de la etiqueta');
  const perUnit = total !== null && total > units ? Math.round(total / units) : null;
  return es(
    lang,
    `**${units} units for ${names(0)} ${verdict}**: the FDA label for Botox Cosmetic studies ${doses.join(' and ')} — ${label} units in all. Injectors adjust for strong muscles, so somewhat more can be right; if it is well above, ask why, and note that Dysport and other brands count units differently.${perUnit ? ` ${money(total!)} for ${units} units works out to about ${money(perUnit)} a unit.` : ''}${cite('toxin-label-doses', lang)}`,
    `**${units} unidades para ${names(1)} ${verdict}**: la etiqueta de la FDA para Botox Cosmetic indica ${doses.join(' y ')}, ${label} unidades en total. El inyector ajusta según tus músculos, así que algo más puede estar bien; si es mucho más, pregunta por qué, y ten en cuenta que Dysport y otras marcas cuentan las unidades de otra forma.${perUnit ? ` ${money(total!)} por ${units} unidades son unos ${money(perUnit)} por unidad.` : ''}${cite('toxin-label-doses', lang)}`,
  );
}

const i18nUnits = (lang: Language) => (lang === 'es' ? 'unidades' : 'units');

/**
 * "and if I add inner thighs?", "¿y si me pongo también en el entrecejo y las patas de gallo?": a price priced per
 * area, for the areas named over both turns (the guide's per-area range times the count: arithmetic, not a quote);
 * a price given as a total says what the guide says about more areas.
 */
export function addedAreasLead(
  message: string,
  earlier: string,
  guide: { shortName: string; unit: string; min: number; max: number; note: string },
  lang: Language,
): string | null {
  const t = fold(message);
  if (
    !/\b(add|adding|also|too|as well|plus|another|more areas?|y si|tambien|ademas|agrego|agregar|anadir|y (?:el|la|los|las))\b/.test(
      t,
    )
  )
    return null;
  const toxin = toxinAreas(`${message} ${earlier}`).length;
  const own = Math.max(toxinAreas(message).length, bodyAreas(message));
  if (own === 0) return null;
  const count = Math.max(toxin, bodyAreas(`${message} ${earlier}`));
  if (count < 2) return null;
  if (guide.unit === 'per area') {
    return es(
      lang,
      `**For ${count} areas, expect roughly ${money(guide.min * count)}–${money(guide.max * count)}**: TruSelf's ${guide.shortName} guide puts a typical price at ${money(guide.min)}–${money(guide.max)} per area, so each added area adds about that much (arithmetic from the guide's range, not a quote). Many clinics price by unit or offer a lower price for several areas together, so ask for the total for all ${count}.`,
      `**Para ${count} zonas, calcula unos ${money(guide.min * count)}–${money(guide.max * count)}**: la guía de TruSelf da un precio típico de ${money(guide.min)}–${money(guide.max)} por zona, así que cada zona añadida suma más o menos eso (un cálculo con el rango de la guía, no una cotización). Muchas clínicas cobran por unidad o hacen precio por varias zonas juntas: pide el total para las ${count}.`,
    );
  }
  if (guide.unit === 'total' && /\bareas?\b/.test(guide.note)) {
    const about = guide.note
      .split(/(?<=\.)\s+/)
      .filter((x) => /\bareas?\b/.test(x))
      .join(' ');
    return es(
      lang,
      `**Adding an area adds to the price.** TruSelf's ${guide.shortName} guide puts a typical all-in price at ${money(guide.min)}–${money(guide.max)}: ${about.charAt(0).toLowerCase()}${about.slice(1)} So a quote for ${count} areas sits higher in that range than one for a single area; ask for the price of each area itemised.`,
      `**Añadir una zona sube el precio.** La guía de TruSelf da un precio total típico de ${money(guide.min)}–${money(guide.max)}, y el precio depende sobre todo de cuántas zonas se tratan. Así que una cotización por ${count} zonas queda más alta en ese rango que una por una sola zona; pide el precio de cada zona desglosado.`,
    );
  }
  return null;
}

/**
 * "that's just the surgeon fee though, anesthesia and the OR are separate — still ok?": the figure quoted earlier,
 * read as the surgeon's fee alone, against the society's average surgeon fee, and what it means for the total.
 */
export function surgeonFeeLead(
  message: string,
  quoted: number | null,
  guide: {
    shortName: string;
    unit: string;
    min: number;
    max: number;
    fee: { amount: number; source: string; year: number } | null;
  },
  lang: Language,
): string | null {
  const t = fold(message);
  if (
    !/\b(surgeon'?s? fee|surgeon fee|just the surgeon|only the surgeon|surgeon only|honorarios? del cirujano|solo (?:el|lo del) cirujano|separate|aparte|not included|no incluye|doesn'?t include|does not include)\b/.test(
      t,
    )
  )
    return null;
  if (quoted === null || guide.unit !== 'total' || !guide.fee) return null;
  const { fee } = guide;
  const vs =
    quoted > fee.amount * 1.3
      ? es(lang, 'well above', 'bastante por encima de')
      : quoted < fee.amount * 0.77
        ? es(lang, 'below', 'por debajo de')
        : es(lang, 'close to', 'cerca de');
  const total =
    quoted >= guide.min
      ? es(
          lang,
          `once anaesthesia and the operating room are added, the total will likely be above TruSelf's typical all-in range of ${money(guide.min)}–${money(guide.max)} — on the high side`,
          `con la anestesia y el quirófano, el total probablemente quede por encima del rango típico de ${money(guide.min)}–${money(guide.max)} (todo incluido) de la guía de TruSelf: del lado alto`,
        )
      : es(
          lang,
          `with anaesthesia and the operating room added, the total could still fall within TruSelf's typical all-in range of ${money(guide.min)}–${money(guide.max)}`,
          `con la anestesia y el quirófano, el total aún podría quedar dentro del rango típico de ${money(guide.min)}–${money(guide.max)} (todo incluido) de la guía de TruSelf`,
        );
  return es(
    lang,
    `**As the surgeon's fee alone, ${money(quoted)} is ${vs} the ${money(fee.amount)} national average surgeon's fee** (${fee.source}, ${fee.year}), and ${total}. It can still be fair for a very experienced surgeon or a bigger operation, but ask for the all-in total in writing — surgeon, anaesthesia, facility, garments and follow-up — before you compare it with other quotes.`,
    `**Como honorario del cirujano solo, ${money(quoted)} está ${vs} el promedio nacional de ${money(fee.amount)}** (${fee.source}, ${fee.year}), y ${total}. Puede ser justo para un cirujano con mucha experiencia o una operación más grande, pero pide el total por escrito (cirujano, anestesia, quirófano, prendas y controles) antes de compararlo con otras cotizaciones.`,
  );
}

/**
 * "and the 11s?", "what about the crow's feet" after a per-area price: the price of that one area (and, for
 * Botox, the label's dose for it) — not the whole price section again.
 */
export function swappedAreaLead(
  message: string,
  guide: { id: string; shortName: string; unit: string; min: number; max: number },
  lang: Language,
): string | null {
  if (guide.unit !== 'per area') return null;
  const t = fold(message).trim();
  if (!/^(?:and|what about|how about|y|y (?:el|la|los|las)|what'?s? (?:it )?for|for)\b/.test(t)) return null;
  const areas = guide.id === 'botox' ? toxinAreas(message) : [];
  if (areas.length !== 1 && !(guide.id !== 'botox' && bodyAreas(message) === 1)) return null;
  const area = areas[0];
  const name = area ? area.label[lang === 'es' ? 1 : 0] : es(lang, 'that area', 'esa zona');
  const dose = area
    ? es(
        lang,
        ` The FDA label's studied dose for it is ${area.units} units.${cite('toxin-label-doses', lang)}`,
        ` La dosis estudiada en la etiqueta de la FDA es de ${area.units} unidades.${cite('toxin-label-doses', lang)}`,
      )
    : '';
  return es(
    lang,
    `**${name.charAt(0).toUpperCase()}${name.slice(1)}: one treatment area, typically ${money(guide.min)}–${money(guide.max)}** in TruSelf's ${guide.shortName} guide (a typical range per area, not a quote); with another area, the total is about the sum of the two.${dose}`,
    `**${name.charAt(0).toUpperCase()}${name.slice(1)}: una zona de tratamiento, normalmente ${money(guide.min)}–${money(guide.max)}** según la guía de TruSelf (un rango típico por zona, no una cotización); con otra zona, el total es más o menos la suma de las dos.${dose}`,
  );
}

/**
 * "my budget is like 15k, is that enough?", "tengo 5 mil, me alcanza?": a budget set against the guide's typical
 * all-in range.
 */
export function budgetLead(
  message: string,
  budget: number | null,
  guide: { shortName: string; unit: string; min: number; max: number },
  lang: Language,
): string | null {
  const t = fold(message);
  if (budget === null || guide.unit !== 'total') return null;
  if (!/\b(enough|budget|afford|cover it|will that cover|alcanza|alcanzar|presupuesto|me da para)\b/.test(t))
    return null;
  const range = `${money(guide.min)}–${money(guide.max)}`;
  const [verdict, verdictEs] =
    budget >= guide.max
      ? ['covers the whole typical range', 'cubre todo el rango típico']
      : budget >= (guide.min + guide.max) / 2
        ? ['covers most typical prices', 'cubre la mayoría de los precios típicos']
        : budget >= guide.min
          ? ['covers the lower part of the typical range', 'cubre la parte baja del rango típico']
          : ['is below the typical range', 'está por debajo del rango típico'];
  return es(
    lang,
    `**${money(budget)} ${verdict}** for ${guide.shortName} in TruSelf's guide (${range} all-in: surgeon, anaesthesia, facility — a typical range, not a quote). A revision, a complex case or a high-cost city can run above it, so get written, itemised quotes and check what each includes before you count on it.`,
    `**${money(budget)} ${verdictEs}** según la guía de TruSelf (${range} todo incluido: cirujano, anestesia y quirófano; un rango típico, no una cotización). Una revisión, un caso complejo o una ciudad cara pueden costar más, así que pide cotizaciones por escrito y desglosadas antes de contar con ello.`,
  );
}

const INSURER =
  /\b(insurance|insurer|covered|cover|medicare|medicaid|tricare|seguro|aseguradora|cubre|cubrir)\b/;

/**
 * "so would they pay for the cosmetic part too?" after a question about insurance: "they" is the insurer, so the
 * follow-up is read as a question about coverage.
 */
export function withEarlierSubject(question: string, earlier: string | undefined): string {
  if (!earlier || INSURER.test(fold(question)) || !INSURER.test(fold(earlier))) return question;
  return /\b(they|them|it|pay|paga|pagan|pagar)\b/.test(fold(question))
    ? `${question} (insurance)`
    : question;
}

// Words patients use for what the guides' price notes call otherwise.
const NOTE_WORDS: Record<string, string> = {
  gummy: 'shaped',
  teardrop: 'shaped',
  'form-stable': 'shaped',
  revision: 'revision',
  revisión: 'revision',
  retoque: 'revision',
  costilla: 'rib',
  mini: 'mini',
  extended: 'extended',
  extendida: 'extended',
  profundo: 'deep',
  deep: 'deep',
  silicona: 'silicone',
  silicone: 'silicone',
  saline: 'saline',
  salina: 'saline',
};

/**
 * "what if I want the gummy bear ones?", "¿y si es una revisión?": a price follow-up that changes the variant gets
 * what the guide's price note says about that variant ("revision rhinoplasty … usually cost more").
 */
export function variantPriceLead(
  message: string,
  guide: { shortName: string; note: string; min: number; max: number; unit: string },
  lang: Language,
): string | null {
  const asked = fold(message)
    .split(/[^a-z-]+/)
    .map((w) => NOTE_WORDS[w])
    .filter((w): w is string => Boolean(w));
  if (asked.length === 0) return null;
  const sentences = guide.note.split(/(?<=\.)\s+/).filter((s) => asked.some((w) => fold(s).includes(w)));
  if (sentences.length === 0) return null;
  const range = `${money(guide.min)}–${money(guide.max)}${guide.unit !== 'total' ? ` ${guide.unit}` : ''}`;
  const esRange = `${money(guide.min)}–${money(guide.max)}${guide.unit !== 'total' ? ` ${unitEs(guide.unit)}` : ''}`;
  return es(
    lang,
    `**On that, TruSelf's ${guide.shortName} guide says:** ${sentences.join(' ')} Its typical range is ${range} — a range, not a quote, so ask for a written quote for exactly what you want.`,
    `**Sobre eso, la guía de TruSelf lo explica en su sección de costos** (guía de ${guide.shortName}, en inglés). Su rango típico es ${esRange}: un rango, no una cotización, así que pide una cotización por escrito para exactamente lo que quieres.`,
  );
}

// ——— Entries a follow-up has already been given ———

const PLAIN =
  /^(what|when|where|which|that|this|they|them|there|their|then|than|with|about|would|could|should|does|have|just|like|really|still|also|after|before|your|from|para|pero|como|cuando|tengo|quiero|esta|este|porque)$/;

/** The words of a message that say what it is about (four letters or more, not the common ones). */
const ownWords = (text: string) =>
  new Set(
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3 && !PLAIN.test(w))
      .map((w) => w.replace(/(es|s)$/, '')),
  );

/**
 * A follow-up's entries: one an earlier answer already quoted goes after one it did not, when that one is about
 * what the follow-up itself says (two of its words: "multivitamin" alone does not make the bariatric diet entry the
 * answer to "what about my multivitamin and green tea?"). Otherwise the order stands, and the repeat is left to be
 * pointed to rather than printed again.
 */
export function unsaidFirst(
  entries: AnswerEntry[],
  said: ReadonlySet<string>,
  message = '',
  procedureIds: string[] = [],
): AnswerEntry[] {
  if (said.size === 0 || !entries.some((e) => said.has(e.id))) return entries;
  const asked = ownWords(message);
  const onPoint = (e: AnswerEntry) => {
    // An entry about another procedure (counterfeit Botox for an Ozempic pen) is never brought forward.
    if (e.procedures && procedureIds.length > 0 && !e.procedures.some((p) => procedureIds.includes(p)))
      return false;
    const text = ownWords(`${e.title} ${e.text} ${e.terms}`);
    return [...asked].filter((w) => text.has(w)).length >= 2;
  };
  const first = entries.filter((e) => !said.has(e.id) && onPoint(e));
  return [...first, ...entries.filter((e) => !first.includes(e))];
}

// Words that carry no subject of their own in a follow-up ("so im good right?", "is that even safe tho").
const NO_SUBJECT = new Set(
  'good right okay sure safe worried worry news true thing things stuff normal fine bad better best mean yeah yes nope think thought heard said says saying guess surgeon doctor provider injector clinic office need want tell told know look looks literally someone people page done getting'.split(
    ' ',
  ),
);

/**
 * Whether an entry speaks to what a follow-up itself says: one of the follow-up's own words (not a word naming the
 * procedure, which the whole conversation shares) is in it. "im 19 so im good right?" after a question on the
 * legal age for top surgery is not answered by the entry on interpreters, whatever the two turns share.
 */
export function onOwnPoint(
  entry: AnswerEntry,
  message: string,
  procedureWords: ReadonlySet<string>,
  earlierQuestion = '',
): boolean {
  // "what do i do now?": an entry written for exactly that way of asking answers it.
  const folded = ` ${fold(message)} `;
  if (entry.asks?.test(folded) || entry.pin?.test(folded)) return true;
  const text = ownWords(`${entry.title} ${entry.text} ${entry.terms} ${entry.es ?? ''}`);
  const asked = [...ownWords(message)].filter((w) => !NO_SUBJECT.has(w) && !procedureWords.has(w));
  if (asked.length > 0) return asked.some((w) => text.has(w));
  // A follow-up with no words of its own ("im 19 so im good right?") is read with the question before it: an
  // entry on that question's point, never one only the answer base's ranking brought along.
  const before = [...ownWords(earlierQuestion)].filter((w) => !NO_SUBJECT.has(w) && !procedureWords.has(w));
  return before.length === 0 || before.some((w) => text.has(w));
}

/** The follow-up's own words, without the earlier question it was read together with. */
export function ownMessage(u: { kind: string; question?: string; context?: string }): string {
  if (u.kind !== 'answer' || u.question === undefined) return '';
  return u.context && u.question.endsWith(u.context)
    ? u.question.slice(0, -u.context.length).trim()
    : u.question;
}

// ——— A follow-up that only swaps one thing of the question before it ———

/** A span of a question that names one of the things a follow-up may swap: a procedure, a place, an age. */
interface Slot {
  type: 'procedure' | 'place' | 'age';
  /** What it names: a procedure's id (or its brand, or the uncovered term), a place's label, an age. */
  key: string;
  start: number;
  end: number;
}

/** The procedures a text names, with where (in the folded text), longest phrase first as findMentions reads them. */
function procedureSlots(folded: string): Slot[] {
  let remaining = folded;
  const slots: Slot[] = [];
  for (const phrase of knowledge().phrases) {
    const m = phrase.pattern.exec(remaining);
    if (!m) continue;
    remaining = `${remaining.slice(0, m.index)}${' '.repeat(m[0].length)}${remaining.slice(m.index + m[0].length)}`;
    const key = phrase.brand
      ? `brand:${phrase.brand.names[0]}`
      : phrase.outside
        ? `outside:${phrase.outside.label}`
        : `id:${phrase.id}`;
    slots.push({ type: 'procedure', key, start: m.index, end: m.index + m[0].length });
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** The place a text names, with where: the city, state or zip of its gazetteer entry as written. */
function placeSlot(text: string, folded: string): Slot | null {
  const place = findPlace(text);
  if (place?.kind !== 'place') return null;
  const p = place.place;
  for (const name of [p.city, p.stateName, p.zip, p.state.length === 2 ? null : p.state]) {
    if (!name) continue;
    const re = new RegExp(`\\b${fold(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
    const m = re.exec(folded);
    if (m) return { type: 'place', key: p.label, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

// "im 17", "at 18", "17 years old", "tengo 17 años", "a los 18".
const AGE =
  /\b(?:i'?m|im|i am|at|age|aged|turning|turn|tengo|a los|cumplo|con)\s+(\d{2})\b(?!\s*(?:units?|lbs?|pounds|kg|%|days?|weeks?|months?|dias|semanas|meses|unidades|libras))|\b(\d{2})\s*(?:yo|y\/o|yrs? old|years? old|anos|años)\b/;

function ageSlot(folded: string): Slot | null {
  const m = AGE.exec(folded);
  if (!m) return null;
  const digits = m[1] ?? m[2];
  const n = Number(digits);
  if (n < 12 || n > 90) return null;
  const start = m.index + m[0].indexOf(digits);
  return { type: 'age', key: digits, start, end: start + digits.length };
}

function slotsOf(text: string): Slot[] {
  const folded = fold(text);
  const place = placeSlot(text, folded);
  const age = ageSlot(folded);
  return [...procedureSlots(folded), ...(place ? [place] : []), ...(age ? [age] : [])].filter(
    // A place's name that is also a procedure's word is the place.
    (s, _, all) =>
      s.type !== 'procedure' ||
      !all.some((o) => o.type !== 'procedure' && o.start < s.end && s.start < o.end),
  );
}

// The words a follow-up swaps with: "and", "what about", "is it the same", "y en", "lo mismo"…
const SWAP_WORDS = new Set(
  `and what about how if ok okay so but then too also instead same thing the a an is it its it's for in at with of
  there any difference different same? rather specifically just one ones or either would that this those be does
  do i me my get getting go going case ones like y e en que tal pasa con si el la los las lo mismo misma igual
  tambien es para por del de un una seria sera sobre ahi alla entonces bueno pero ya`.split(/\s+/),
);

const OWN_OPENING =
  /^\s*[¿¡]?\s*(?:(?:ok(?:ay)?|so|and|y|pero|but)[\s,]+)?(?:what(?:'s| is| are| does)|whats|tell me (?:about|more)|explain|how does|que (?:es|son|hace)|hablame de|explicame|como funciona)\b/;

/**
 * "and after lipo, is it the same?" after "how long do i wear the compression garment after tummy tuck", "ok and
 * in lincoln?" after "find me a med spa in omaha for lip filler under $600", "what about at 18 then" after "im 17
 * can i get lip filler": a follow-up that names only a new procedure, place or age, and asks nothing of its own,
 * asks the earlier question again about what it names. The earlier question with that part replaced, or null when
 * the follow-up says more than the swap.
 */
export function swappedQuestion(message: string, history: string[]): string | null {
  const earlier = history.at(-1);
  if (!earlier) return null;
  const folded = fold(message);
  // "qué es el botox", "what is morpheus8": a question of its own about what it names, not the earlier one again.
  if (OWN_OPENING.test(folded)) return null;
  const own = slotsOf(message);
  if (own.length === 0) return null;
  const foldedEarlier = fold(earlier);
  // What the follow-up says besides the swap: only swap words, or words of the earlier question.
  let rest = folded;
  for (const s of own) rest = `${rest.slice(0, s.start)}${' '.repeat(s.end - s.start)}${rest.slice(s.end)}`;
  const earlierWords = new Set(foldedEarlier.split(/[^a-z0-9']+/));
  const extra = rest
    .split(/[^a-z0-9']+/)
    .filter(
      (w) =>
        w.length > 0 && !SWAP_WORDS.has(w) && !earlierWords.has(w) && !earlierWords.has(w.replace(/s$/, '')),
    );
  if (extra.length > 0) return null;
  // "miradry vs botox?" compares two things of its own; "and botox?" after a Botox question changes nothing.
  const mine = (type: Slot['type']) => own.filter((s) => s.type === type);
  const base = earlier.length === foldedEarlier.length ? earlier : foldedEarlier;
  const theirs = slotsOf(earlier);
  const edits: { start: number; end: number; text: string }[] = [];
  let changed = false;
  for (const type of ['procedure', 'place', 'age'] as const) {
    const swap = mine(type);
    if (swap.length === 0) continue;
    if (swap.length > 1) return null;
    const named = (message.length === folded.length ? message : folded).slice(swap[0].start, swap[0].end);
    const before = theirs.filter((s) => s.type === type);
    if (before.some((s) => s.key === swap[0].key)) continue;
    if (before.length === 0) {
      // A place the earlier question did not name: where it is now asked.
      if (type !== 'place') return null;
      edits.push({ start: base.length, end: base.length, text: ` in ${named}` });
    } else {
      // "coolsculpting or lipo … what about emsculpt instead": the one named replaces the two compared.
      const first = before[0];
      const last = before.at(-1)!;
      const between = foldedEarlier.slice(first.end, last.start);
      const whole = before.length > 1 && /^[\s,/]*(?:or|vs\.?|versus|and|o|y|u)?[\s,/]*$/.test(between);
      edits.push({ start: first.start, end: whole ? last.end : first.end, text: named });
    }
    changed = true;
  }
  if (!changed) return null;
  let full = base;
  for (const e of edits.sort((a, b) => b.start - a.start))
    full = `${full.slice(0, e.start)}${e.text}${full.slice(e.end)}`;
  return full;
}
