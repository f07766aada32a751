// Answers by question kind: each composer writes the answer to what was asked first — from the answer base, the
// guide's own sentences, the provider's profile and reviews — and says which part of the guide to add after it.
// Every figure comes from a guide, the answer base, the directory or the patient's own message.
import { verificationSentences } from '@shared/provider-verification';
import type { ProcedureGuide } from '@shared/schemas/content';
import { entryById, lookup, pinned, quote, terms } from './answer-base';
import { CARE_IDS } from './answer-base/care';
import { PRICE_IDS } from './answer-base/prices';
import { BASE_ENTRIES } from './answer-base/entries';
import type { AnswerEntry } from './answer-base/entries';
import { recoveryAt, typicalPrice } from './compose-guide';
import { judgeQuotes } from './compose-price';
import { judgesAQuote } from './price-quote';
import { notListedFactLines } from './compose-providers';
import { escapeMd, firstSentences, money, priceRange } from './format';
import { detectIntents, INCLUDED, type Intent } from './intents';
import { meaningTerm, type OffTask, type ProviderTopic, type QuestionKind } from './kinds';
import { findMentions, findProcedures, getProcedure, type KnownProcedure } from './knowledge';
import { findForeign } from './locations';
import {
  addedAreasLead,
  budgetLead,
  surgeonFeeLead,
  swappedAreaLead,
  toxinUnitsLead,
  onOwnPoint,
  ownMessage,
  unsaidFirst,
  variantPriceLead,
} from './followup';
import type { Prepared } from './prepare';
import type { ReviewDigest } from './providers-lookup';
import { followUpGap } from './repeats';
import { localName } from './wording';
import { pointToGuide, recoveryIn, spanishOf, spanishSentences, summaryIn } from './guide-es';
import { fold, type Language, NUMBER_WORDS, readWords } from './words';

export interface KindAnswer {
  /** The answer to the question, first. */
  lead: string[];
  /** The guide's sections that belong after it (at most one or two), or none. */
  guide: Intent[];
  /** Whether a provider list belongs under it (only when the patient asked for providers in a US place). */
  providers: boolean;
  /** Entries quoted, for the sources line. */
  quoted: AnswerEntry[];
  /** The lead answers all that was asked: no price, recovery or results line from the guide after it. */
  complete?: boolean;
}

// ——— Prices the patient quoted ———

export interface PriceCheck {
  /** The figure as the patient gave it, in dollars. */
  quoted: number;
  /** What it is for: "per unit", "per syringe", "per session", "per month", or a total. */
  per: 'unit' | 'syringe' | 'session' | 'month' | 'area' | null;
  /** "3 syringes", "6 sessions", "4 cycles": how many the total covers. */
  count: number | null;
  countOf: string | null;
  /** quoted ÷ count, rounded to dollars. */
  each: number | null;
}

const PER: [RegExp, PriceCheck['per']][] = [
  [/^\s*(?:a|per|\/|por)\s*(?:unit|unidad|u\b)/, 'unit'],
  [/^\s*(?:a|per|\/|por)\s*(?:syringe|jeringa|vial)/, 'syringe'],
  [/^\s*(?:a|per|\/|por)\s*(?:session|sesion|treatment|time|visit)|^\s*each time/, 'session'],
  [/^\s*(?:a|per|\/|por)\s*(?:mo|month|mes)\b/, 'month'],
  [/^\s*(?:a|per|\/|por)\s*(?:area|zona)/, 'area'],
];

/** The price a patient quotes ("$9 a unit", "1800 for 3 syringes", "14k", "16 dolares por unidad"), if any. */
export function readQuote(message: string): PriceCheck | null {
  const t = fold(message);
  const found: PriceCheck[] = [];
  for (const m of t.matchAll(
    /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?(\s?(?:dolares|dollars|bucks|usd))?/g,
  )) {
    const [, sign, digits, k, word] = m;
    const value = Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
    const after = t.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 45);
    const before = t.slice(Math.max(0, (m.index ?? 0) - 14), m.index ?? 0);
    const money =
      Boolean(sign || k || word) ||
      (value >= 100 &&
        /\b(quoted?(?: me)?|cobran|cobrar|for|is|es|charge|pay|paid|price|cost|costs)\s*$/.test(before)) ||
      // "8,500 for a mommy makeover", "4500 por la lipo": a sum the price is for.
      (value >= 100 && /^\s*(?:for|por)\s+(?:a|an|the|my|un|una|el|la|mi)\b/.test(after));
    if (
      !money ||
      /^\s*(lbs?|pounds|kg|mg|units?\b(?! for)|days?|weeks?|wks?|months?|yrs?|years?|hr|hours?|mi|miles|cycles?|sessions?|syringes?)/.test(
        after,
      )
    )
      continue;
    const per = PER.find(([re]) => re.test(after))?.[1] ?? null;
    const count =
      (per === null
        ? // "$250 but it's like 4 units": the count said just after the price.
          /^[^$\d.?!]{0,25}?(\d+)\s*(syringes?|jeringas?|sessions?|sesiones|units?|unidades|vials?|viales)\b/.exec(
            after,
          )
        : null) ??
      /^\s*(?:for|por|x)\s*(\d+)\s*(syringes?|jeringas?|sessions?|sesiones|cycles?|ciclos|units?|unidades|areas?|treatments?)/.exec(
        after,
      ) ??
      /(\d+)\s*(syringes?|jeringas?|sessions?|sesiones|cycles?|ciclos|units?|unidades|areas?)[^$\d]{0,50}$/.exec(
        t.slice(0, m.index ?? 0),
      );
    const n = count ? Number(count[1]) : null;
    found.push({
      quoted: value,
      per,
      count: n && n > 1 && n < 200 ? n : null,
      countOf: n && n > 1 && n < 200 ? count![2] : null,
      each: n && n > 1 && n < 200 ? Math.round(value / n) : null,
    });
  }
  return found[0] ?? null;
}

/** Every price per unit a message quotes ("$14 a unit … $9/unit"), in order. */
function unitPrices(message: string): number[] {
  const t = fold(message);
  return [
    ...t.matchAll(
      /\$\s?(\d+(?:\.\d+)?)\s?(?:a|per|\/|por)\s?(?:unit|unidad|u\b)|(\d+(?:\.\d+)?)\s?(?:dollars|dolares|bucks)\s?(?:a|per|\/|por)\s?(?:unit|unidad)/g,
    ),
  ].map((m) => Number(m[1] ?? m[2]));
}

// The studied doses on the FDA label for one area (toxin-label-doses in the answer base): 20 units for frown lines
// or forehead lines, 24 for crow's feet.
const LABEL_UNITS_PER_AREA = { min: 20, max: 24 };

// ——— The guide's own sentences ———

const STOP = new Set(
  'a an the i me my is are be do does did can could will would should to of in on at for with and or it this that what how when after before get go have has from about you your there their they them he she we ok okay lol like just really much many long soon day days week weeks'.split(
    ' ',
  ),
);

function sentencesOf(g: ProcedureGuide): string[] {
  const texts = [
    g.overview,
    g.howItWorks,
    g.recovery.summary,
    ...g.recovery.timeline.map((t) => `${t.when}: ${t.what}`),
    g.results.whenVisible,
    g.results.howLong,
    g.duration,
    g.cost.rangeNote,
    g.cost.insurance ?? '',
    `Anesthesia: ${g.anesthesia}.`,
    ...g.faqs.map((f) => f.a),
    ...g.risks,
    ...g.idealCandidates,
    ...g.alternatives.map((a) => `${a.name}: ${a.why}`),
  ];
  return texts.flatMap((t) => t.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? []).map((s) => s.trim());
}

const SPANISH_STOP = new Set(
  'para las los del que con una uno por mis como cuantas cuantos cuanto cuanta esta este eso esa hay tengo puedo'.split(
    ' ',
  ),
);

const stemmed = (w: string) => w.replace(/(ing|ed|es|s)$/, '');

// Spanish words patients use, in the English the guides are written in, so a Spanish question finds its sentence.
const GLOSSARY: Record<string, string> = {
  // "when can I stand up straight": the guides speak of posture.
  straight: 'posture',
  upright: 'posture',
  derecha: 'posture',
  reflujo: 'reflux',
  cicatriz: 'scar',
  cicatrices: 'scars',
  dolor: 'pain',
  duele: 'pain',
  hinchazon: 'swelling',
  moretones: 'bruising',
  trabajo: 'work',
  trabajar: 'work',
  ejercicio: 'exercise',
  gimnasio: 'exercise',
  pesas: 'lifting',
  dormir: 'sleep',
  lado: 'side',
  sol: 'sun',
  alcohol: 'alcohol',
  sesiones: 'sessions',
  sesion: 'session',
  necesito: 'need',
  necesita: 'need',
  necesitan: 'need',
  necesitare: 'need',
  axilas: 'underarms',
  axila: 'underarm',
  piernas: 'legs',
  nariz: 'nose',
  ojos: 'eyes',
  frente: 'forehead',
  papada: 'chin',
  barbilla: 'chin',
  cabello: 'hair',
  pelo: 'hair',
  manchas: 'spots',
  arrugas: 'wrinkles',
  meses: 'months',
  semanas: 'weeks',
  volar: 'fly',
  avion: 'fly',
  manejar: 'drive',
  conducir: 'drive',
  ducharme: 'shower',
  banarme: 'shower',
  sexo: 'sex',
  maquillaje: 'makeup',
  lentes: 'glasses',
  gafas: 'glasses',
  resultados: 'results',
  dura: 'last',
  anestesia: 'anesthesia',
  brasier: 'bra',
  sosten: 'bra',
  faja: 'compression',
  flacidez: 'laxity',
  cuello: 'neck',
  mejillas: 'cheeks',
  labios: 'lips',
  edad: 'age',
  fumar: 'smoking',
  disolver: 'dissolve',
  peeling: 'peel',
  vello: 'hair',
  rojo: 'red',
  roja: 'red',
  rojez: 'redness',
  enrojecimiento: 'redness',
  piel: 'skin',
  morena: 'darker',
  moreno: 'darker',
  oscura: 'darker',
  funciona: 'work',
  cafe: 'coffee',
  embarazo: 'pregnancy',
  cesarea: 'c-section',
  cesareas: 'c-section',
  sentarme: 'sit',
  sentarse: 'sit',
  duermo: 'sleep',
  piscina: 'swim',
  alberca: 'swim',
  nadar: 'swim',
  // English words patients use for what the guides say in other words.
  toddler: 'children',
  kids: 'children',
  kid: 'children',
  baby: 'children',
  carry: 'lifting',
  pick: 'lifting',
  pool: 'swim',
  swimming: 'swim',
  gym: 'exercise',
  workout: 'exercise',
  boobs: 'breasts',
  numb: 'numbness',
  feeling: 'sensation',
  garment: 'compression',
  sessions: 'sessions',
  rounds: 'sessions',
  treatments: 'sessions',
};

/** The guide sentences that share the most words with the question (and any topic words), in guide order. */
export function guideSentences(
  g: ProcedureGuide,
  question: string,
  topicWords: string[] = [],
  n = 2,
  min = 2,
): string[] {
  let topic = topicWords;
  const asked = new Set(
    readWords(question)
      .lemmas.flatMap((w) => (GLOSSARY[w] ? [GLOSSARY[w], w] : [w]))
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map(stemmed),
  );
  for (const name of [g.shortName, g.name, g.id])
    for (const w of fold(name).split(/\W+/)) asked.delete(stemmed(w));
  if (/\b(hurt|hurts|painful|pain|duele|dolor|sore)\b/.test(fold(question)))
    topic = [...topic, 'pain', 'discomfort', 'sore', 'numb'];
  // "do they put me to sleep for it", "am I awake": what the guide says about anaesthesia and sedation.
  if (
    /\b(put (?:me|you) (?:to sleep|under)|asleep|awake|sedat\w*|knocked out|dormida?)\b/.test(fold(question))
  )
    topic = [...topic, 'anesthesia', 'sedation', 'anaesthesia'];
  const all = sentencesOf(g);
  const scored = all.map((s, i) => {
    const words = new Set(
      fold(s)
        .split(/[^a-z0-9]+/)
        .map(stemmed),
    );
    let score = 0;
    for (const w of asked) if (words.has(w)) score += 1;
    for (const w of topic) if (fold(s).includes(w)) score += 2;
    return { s, i, score };
  });
  return scored
    .filter((x) => x.score >= min)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, n)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}

// ——— Helpers ———

const name = (p: KnownProcedure, lang: Language) => localName(p.id, p.shortName, lang);
const es = (lang: Language, en: string, spanish: string) => (lang === 'es' ? spanish : en);

function quoted(facts: AnswerEntry[], lang: Language, limit = 2): string[] {
  return facts.slice(0, limit).map((f) => quote(f, lang));
}

function range(g: ProcedureGuide) {
  const r = g.cost.typicalRange;
  return priceRange(r.min, r.max, r.unit);
}

// Treatments whose sun advice is about the skin itself (the answer base's sun-after entry).
const SKIN_TREATMENTS = new Set([
  'chemical-peels',
  'microneedling',
  'laser-hair-removal',
  'ipl-photofacial',
  'botox',
  'dermal-fillers',
]);

const TOPIC_WORDS: Record<string, string[]> = {
  travel: ['fly', 'flight', 'travel'],
  work: ['work', 'desk'],
  exercise: ['exercise', 'workout', 'gym', 'strenuous', 'lifting', 'children'],
  alcohol: ['alcohol'],
  sun: ['sun', 'spf', 'tan'],
  swim: ['swim', 'soak', 'bath', 'pool'],
  sleep: ['sleep', 'lying', 'positions'],
  makeup: ['makeup', 'hair', 'glasses'],
  drive: ['driv'],
  smoking: ['smok', 'nicotine'],
  event: ['swelling', 'bruis', 'settled', 'visible'],
  repeat: ['last', 'repeat', 'months'],
  swelling: ['swelling', 'swollen', 'bruis', 'redness', 'red '],
  general: [],
};

// ——— Composers ———

const FINANCING =
  /\b(care ?credit|cherry|alphaeon|financ\w*|payment plans?|planes? de pagos?|payments|pay (?:it )?(?:off|monthly|over time|in installments)|monthly|installments?|a plazos|en pagos|pagos|mensualidades)\b/;
const MENTIONS_UNIT = /\b(units?|unidad(?:es)?|per unit|por unidad)\b/;

/** "can I pay with CareCredit / in payments?": yes, commonly, with what to check — before any price. */
export function financingLead(question: string, lang: Language): string | null {
  if (!FINANCING.test(fold(question))) return null;
  return es(
    lang,
    '**Yes — many practices offer payment plans or accept medical credit cards such as CareCredit, but not all do, so ask the office which they take.** Before you sign, check whether the plan charges deferred interest and what the total will be (more below).',
    '**Sí: muchos consultorios ofrecen planes de pago o aceptan tarjetas de crédito médicas como CareCredit, pero no todos, así que pregunta en el consultorio cuáles aceptan.** Antes de firmar, revisa si el plan cobra interés diferido y cuál será el total (más abajo).',
  );
}

/** "why do rhinoplasty prices range so much?": what the guide says moves the price, before any range. */
export function whyPricesVary(g: ProcedureGuide, question: string, lang: Language): string | null {
  if (!/\b(why|por ?que)\b/.test(fold(question))) return null;
  if (
    !/\b(price|prices|cost|costs|expensive|cheap|range|vary|varies|different|quotes?|precios?|caro|barato|cuesta)\b/.test(
      fold(question),
    )
  )
    return null;
  return es(
    lang,
    `**Why ${g.shortName} prices differ:** ${(
      g.cost.rangeNote.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [g.cost.rangeNote]
    )
      .map((x) => x.trim())
      .filter((x) => !/^A typical/i.test(x))
      .join(
        ' ',
      )} TruSelf's guide puts the typical range at ${range(g)}; two quotes at either end of it can both be fair, so compare what each one includes (surgeon, anaesthesia, facility, follow-up, revisions) and the surgeon's board certification and experience with your kind of case.`,
    `**Por qué varían los precios de ${localName(g.id, g.shortName, lang)}:** la guía de TruSelf da un rango típico de ${typicalPrice(g, lang)}, y el precio depende de la región, la experiencia del cirujano, la complejidad del caso y lo que incluye (anestesia, quirófano, seguimiento). Dos cotizaciones en los extremos del rango pueden ser justas: compara qué incluye cada una y la certificación del cirujano.`,
  );
}

function price(prep: Prepared, found: AnswerEntry[], lang: Language): KindAnswer {
  let facts = found;
  const p = prep.procedures.find((x) => x.guide);
  const g = p?.guide ?? null;
  const question = prep.understanding.kind === 'answer' ? prep.understanding.question : '';
  // "how much is botox per unit usually?? my place charges $18": the price quoted is per unit when the question
  // speaks of units and the quote names no other measure.
  const read = prep.priceCheck;
  const q =
    read && read.per === null && read.count === null && MENTIONS_UNIT.test(fold(question))
      ? { ...read, per: 'unit' as const }
      : read;
  const lead: string[] = [];
  const financing = financingLead(question, lang);
  if (financing) lead.push(financing);
  const why = g ? whyPricesVary(g, question, lang) : null;
  if (why) lead.push(why);
  const toxinUnits =
    g && p!.id === 'botox' && g.cost.typicalRange.unit === 'per area' && MENTIONS_UNIT.test(fold(question));
  if (g && (q || toxinUnits)) {
    const r = g.cost.typicalRange;
    const unit = r.unit ?? 'total';
    const unitWord = unit.replace(/^per /, '');
    const each = q && q.each !== null && unit !== 'total' ? q.each : null;
    const value = each ?? q?.quoted ?? 0;
    const consult = /\bconsult/.test(
      fold(prep.understanding.kind === 'answer' ? prep.understanding.question : ''),
    );
    // "a $349 lip filler special" is one syringe; a monthly price compares with a monthly range.
    const comparable =
      q !== null &&
      !consult &&
      ((q.per !== null && unit.includes(q.per)) ||
        each !== null ||
        (q.per === null && unit === 'total') ||
        (q.per === null && q.count === null && unit !== 'total' && q.quoted < r.max * 3));
    if (consult) {
      // A consultation fee is not the procedure's price: the answer base says how those work.
    } else if (
      (!q || q.per === 'unit' || (q.each !== null && /^(units?|unidades)$/.test(q.countOf ?? ''))) &&
      p!.id === 'botox' &&
      unit === 'per area'
    ) {
      // Per unit, from two sourced figures: the guide's price per area over the label's units per area.
      const low = Math.floor(r.min / LABEL_UNITS_PER_AREA.max);
      const high = Math.ceil(r.max / LABEL_UNITS_PER_AREA.min);
      const quotes = unitPrices(prep.understanding.kind === 'answer' ? prep.understanding.question : '');
      // Dysport, Xeomin and the rest are dosed in their own units: the range is for Botox units only.
      const otherToxin =
        prep.understanding.kind === 'answer' && prep.understanding.brands.some((b) => b.label !== 'Botox');
      // "Dysport is cheaper per unit, so it's the better deal?": not by the unit price alone.
      const other =
        prep.understanding.kind === 'answer'
          ? prep.understanding.brands.find((b) => b.label !== 'Botox')
          : undefined;
      if (!q && other)
        lead.push(
          es(
            lang,
            `**Not necessarily — a ${other.label} unit is not a Botox unit.** The FDA labels dose the toxins in their own units (Dysport takes roughly two and a half to three times as many units as Botox for the same effect), so a lower price per unit can cost the same or more for the whole treatment: compare the total for your areas.`,
            `**No necesariamente: una unidad de ${other.label} no es una unidad de Botox.** Las etiquetas de la FDA dosifican cada toxina en sus propias unidades (Dysport usa entre dos veces y media y tres veces más unidades que Botox para el mismo efecto), así que un precio por unidad más bajo puede costar lo mismo o más en total: compara el precio total para tus zonas.`,
          ),
        );
      const judged = (
        otherToxin || !q
          ? []
          : quotes.length > 0
            ? quotes
            : [q.per === 'unit' ? q.quoted : (q.each ?? q.quoted)]
      ).map((v) =>
        v < low
          ? es(lang, `${money(v)} a unit is below that`, `${money(v)} por unidad está por debajo`)
          : v <= high
            ? es(lang, `${money(v)} a unit is within it`, `${money(v)} por unidad está dentro`)
            : es(lang, `${money(v)} a unit is above it`, `${money(v)} por unidad está por encima`),
      );
      lead.push(
        es(
          lang,
          `**Roughly $${low}–$${high} a unit is the typical range**: TruSelf's Botox guide puts a typical price at ${range(g)}, and the FDA label's studied dose is ${LABEL_UNITS_PER_AREA.min}–${LABEL_UNITS_PER_AREA.max} units for one area, which works out to that (arithmetic from those two sources, not a published per-unit price). ${otherToxin ? 'That range is for Botox units: other toxins such as Dysport are dosed in more units for the same effect, so compare the price of the whole treatment for your areas instead.' : judged.length > 0 ? `${judged.join('; ')}.` : ''} A price well below it isn't proof of a problem, but ask which product it is (Botox, Dysport and others use different units), how many units you'll get, and who injects — a low unit price with more units, or a diluted product, costs the same or worse.`,
          `**Unos $${low}–$${high} por unidad es el rango típico**: la guía de TruSelf da ${typicalPrice(g, lang)}, y la etiqueta de la FDA indica ${LABEL_UNITS_PER_AREA.min}–${LABEL_UNITS_PER_AREA.max} unidades por zona, lo que da ese rango (un cálculo con esas dos fuentes, no un precio publicado por unidad). ${otherToxin ? 'Ese rango es para unidades de Botox: otras toxinas como Dysport usan más unidades para el mismo efecto, así que compara el precio del tratamiento completo.' : judged.length > 0 ? `${judged.join('; ')}.` : ''} Un precio muy bajo no prueba un problema, pero pregunta qué producto es, cuántas unidades te pondrán y quién inyecta.`,
        ),
      );
    } else if (q?.per === 'unit' && !unit.includes('unit')) {
      lead.push(
        es(
          lang,
          `**A price per unit can't be judged on its own**: TruSelf's ${p!.shortName} guide prices a treatment by ${unitWord} (typically ${range(g)}), not by unit, and the total depends on how many units you need. Ask for the number of units and the total for your areas, and compare that with the range.`,
          `**Un precio por unidad no se puede juzgar solo**: la guía de TruSelf da el precio por ${unitWord === 'area' ? 'zona' : unitWord} (normalmente ${typicalPrice(g, lang)}), y el total depende de cuántas unidades necesites. Pide el número de unidades y el total, y compáralo con ese rango.`,
        ),
      );
    } else if (comparable) {
      const what =
        each !== null
          ? `${money(q.quoted)} for ${q.count} ${q.countOf} works out to about ${money(each)} per ${unitWord}, which`
          : unit !== 'total' && q.per === null
            ? `${money(value)}, if it is for one ${unitWord},`
            : `${money(value)}`;
      const whatEs =
        each !== null
          ? `${money(q.quoted)} por ${q.count} ${q.countOf} son unos ${money(each)} por ${unitWord}, lo que`
          : `${money(value)}`;
      if (value < r.min * 0.65)
        // "$4,800 all-in for a BBL", "8,500 for a mommy makeover": far below is a warning sign, said as one.
        lead.push(
          es(
            lang,
            `**${what} is well below the typical ${range(g)}** in TruSelf's guide — low enough to be a warning sign rather than a bargain. Before paying a deposit, check what it leaves out (anaesthesia, the facility, garments, follow-up), who actually performs it and their board certification and licence, and that the facility is accredited.`,
            `**${whatEs} está muy por debajo del rango típico de ${typicalPrice(g, lang)}** de la guía de TruSelf: tan bajo que es una señal de alerta más que una ganga. Antes de dejar un depósito, revisa qué queda fuera (anestesia, quirófano, prendas, controles), quién lo hace realmente, su certificación y licencia, y que el lugar esté acreditado.`,
          ),
        );
      else if (value < r.min)
        lead.push(
          es(
            lang,
            `**${what} is below the typical ${range(g)}** in TruSelf's guide. A low price isn't proof of a problem, but it is a reason to ask what it covers — the product and amount, who treats you and their licence, and what is left out.`,
            `**${whatEs} está por debajo del rango típico de ${typicalPrice(g, lang)}** de la guía de TruSelf. Un precio bajo no prueba un problema, pero es motivo para preguntar qué incluye: el producto y la cantidad, quién lo aplica y su licencia, y qué queda fuera.`,
          ),
        );
      else if (value <= r.max)
        lead.push(
          es(
            lang,
            `**${what} is within the typical ${range(g)}** in TruSelf's guide — a normal price, not a rip-off. Where it falls in that range depends on the product, the provider's experience and your area.`,
            `**${whatEs} está dentro del rango típico de ${typicalPrice(g, lang)}** de la guía de TruSelf: un precio normal. Dónde cae en el rango depende del producto, la experiencia del proveedor y tu zona.`,
          ),
        );
      else
        lead.push(
          es(
            lang,
            `**${what} is above the typical ${range(g)}** in TruSelf's guide. That can still be fair for a very experienced provider, a larger treatment or an all-inclusive quote — ask for it itemised and compare two or three board-certified providers.`,
            `**${whatEs} está por encima del rango típico de ${typicalPrice(g, lang)}** de la guía de TruSelf. Puede ser justo para un proveedor con mucha experiencia o un precio todo incluido: pídelo desglosado y compara dos o tres proveedores certificados.`,
          ),
        );
    }
  } else if (
    g &&
    facts.length > 0 &&
    !/\b(how much|cost|costs|price|prices|cuanto|cuesta|precio)\b/.test(fold(question))
  ) {
    // "can I use my HSA for IV drips?": the sourced fact on the point answers; the range follows it.
    lead.push(
      ...quoted(facts, lang, 1),
      es(
        lang,
        `TruSelf's guide puts a typical ${p!.shortName} price at ${range(g)}.`,
        `La guía de TruSelf indica un precio típico de ${typicalPrice(g, lang)} para ${name(p!, lang)}.`,
      ),
    );
    facts = facts.slice(1);
  } else if (g) {
    lead.push(
      es(
        lang,
        `**TruSelf's guide puts a typical ${p!.shortName} price at ${range(g)}** — use that to judge a quote.`,
        `**La guía de TruSelf indica un precio típico de ${typicalPrice(g, lang)} para ${name(p!, lang)}**: úsalo para juzgar una cotización.`,
      ),
    );
  }
  if (prep.profile) {
    const listed = prep.profile.offers.filter((o) => prep.procedures.some((x) => x.id === o.procedureId));
    const offers = listed.length > 0 ? listed : prep.profile.offers.slice(0, 3);
    lead.unshift(
      es(
        lang,
        `[${escapeMd(prep.profile.name)}](/provider/${prep.profile.id})'s profile lists ${offers.map((o) => `${o.procedureName} at ${priceRange(o.priceMin, o.priceMax)}`).join(', ')} — a listed range, and the profile doesn't say whether it is per unit, per area or per syringe, so ask the office.${g ? ` TruSelf's ${p!.shortName} guide puts a typical price at ${range(g)}.` : ''}`,
        `El perfil de [${escapeMd(prep.profile.name)}](/provider/${prep.profile.id}) indica ${offers.map((o) => `${o.procedureName}: ${priceRange(o.priceMin, o.priceMax)}`).join(', ')}; no dice si es por unidad o por zona, así que pregunta.`,
      ),
    );
  }
  const fee = g?.cost.surgeonFee;
  if (fee && q && q.quoted > fee.amount * 1.3 && (g?.cost.typicalRange.unit ?? 'total') === 'total')
    lead.push(
      es(
        lang,
        `The society average you may have seen — ${money(fee.amount)} (${fee.source}, ${fee.year}) — is the surgeon's fee alone, without anaesthesia, the facility, implants or garments, so an all-in quote is normally well above it.`,
        `El promedio de ${money(fee.amount)} (${fee.source}, ${fee.year}) es solo el honorario del cirujano, sin anestesia, quirófano, implantes ni prendas, así que una cotización total suele ser bastante mayor.`,
      ),
    );
  // A verdict on a syringe, session or monthly price needs no paragraph on surgeons' fees after it.
  const perItem = g && (g.cost.typicalRange.unit ?? 'total') !== 'total' && q !== null;
  if (perItem) facts = facts.filter((f) => f.id !== 'price-fair' && f.id !== 'consult-fee');
  lead.push(...quoted(facts, lang));
  return { lead, guide: g ? ['cost'] : [], providers: false, quoted: found.slice(0, 2) };
}

function facts1(
  kind: string,
  prep: Prepared,
  facts: AnswerEntry[],
  lang: Language,
  guide: Intent[],
): KindAnswer {
  const lead = quoted(facts, lang);
  if (lead.length === 0) {
    const g = prep.procedures.find((x) => x.guide)?.guide;
    const sentences = g
      ? guideSentences(g, prep.understanding.kind === 'answer' ? prep.understanding.question : '', [], 3)
      : [];
    if (sentences.length > 0) lead.push(sentences.join(' '));
  }
  void kind;
  return { lead, guide, providers: false, quoted: facts.slice(0, 2) };
}

const NOT_INJECTORS =
  /\b(hair ?stylist|esthetician|aesthetician|cosmetolog\w*|nail tech\w*|medical assistant|hydration specialist|esteticista|cosmetologa|tech)s?\b/;

function legality(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  const question = u.kind === 'answer' ? fold(u.question) : '';
  const lead: string[] = [];
  const state = prep.place?.state ? prep.place.label : null;
  const role = NOT_INJECTORS.exec(question)?.[1];
  if (role && /inject|botox|filler|relleno|hialuronico|toxin/.test(question))
    lead.push(
      es(
        lang,
        `**${role === 'medical assistant' ? 'In most states, no' : 'No'}** — a ${role}${role === 'medical assistant' ? ' is not licensed to inject Botox or fillers on their own' : "'s licence does not allow injecting Botox or fillers in any US state"}${state ? `, including ${state}` : ''}.`,
        `**No**: la licencia de ${role} no permite inyectar Botox ni rellenos en ningún estado de EE. UU.${state ? ` (tampoco en ${state})` : ''}.`,
      ),
    );
  else if (state)
    lead.push(
      es(
        lang,
        `In ${state}, the state's medical and nursing boards set who may do this; here is what holds across states, and you can confirm a licence on the ${state} board's website.`,
        `En ${state}, las juntas médicas y de enfermería del estado deciden quién puede hacerlo; esto es lo que aplica en general, y puedes verificar una licencia en la página de la junta.`,
      ),
    );
  // "he says he's a 'board certified cosmetic surgeon'": the entry on titles and boards, whose words are too
  // common for the lookup to rank.
  const board = /\b(board[- ]certified|cosmetic surgeon|cirujano cosmetico|certificad[oa])\b/.test(
    fold(`${u.kind === 'answer' ? (u.context ?? '') : ''} ${question}`),
  )
    ? entryById('board-certification')
    : undefined;
  const rules = onSubject(prep, board ? [board, ...facts] : facts, 'legality');
  lead.push(...quoted(rules, lang));
  return { lead, guide: [], providers: false, quoted: rules.slice(0, 2) };
}

// The points a comparison is asked on: how long each lasts, what each costs, how much each hurts.
const LASTS = /\b(last\w*|longer|dura\w*|permanent\w*)\b/;
const COSTS = /\b(cheap\w*|less expensive|cost\w*|price\w*|barat\w*|cuesta\w*|precio\w*|sale mas)\b/;
const HURTS = /\b(hurt\w*|pain\w*|painful|duele\w*|dolor\w*|doloros[oa]s?)\b/;
const POINTS = new RegExp(
  `${LASTS.source}|${COSTS.source}|${HURTS.source}|\\b(recover\\w*|downtime|recuper\\w*)\\b`,
);

const INJECTING =
  /\b(inject\w*|injector|botox|fillers?|toxin|dysport|xeomin|juvederm|restylane|lips?|med ?spa|nurse|np|rn|inyect\w*|relleno\w*|labios|enfermera)\b/;

/**
 * The entries on the subject asked about, for a kind whose entries are written per subject (who may inject, who
 * may run a laser or an IV, who may prescribe a GLP-1, a consultation fee): "can an esthetician do laser hair
 * removal" gets the laser entry, never the one on injections that shares its words ("legal", "supervision");
 * "is it legal to charge for the consultation" gets the fee entry. Entries about other procedures are left out;
 * with no procedure named, an entry about injectables needs the question to speak of injecting.
 */
function onSubject(prep: Prepared, facts: AnswerEntry[], kind: QuestionKind): AnswerEntry[] {
  const u = prep.understanding;
  if (u.kind !== 'answer') return facts.filter((f) => f.kinds.includes(kind));
  const ids = u.procedureIds;
  const q = fold(u.question);
  const found = [
    ...facts,
    ...lookup(u.question, { kind, procedures: ids, limit: 6, min: 4 }).map((f) => f.entry),
  ];
  const seen = new Set<string>();
  const fits = (e: AnswerEntry) => {
    // Boards and rules abroad answer only a question about somewhere abroad.
    if (e.kinds.includes('tourism') && !u.abroad) return false;
    // A later turn is answered on its own point, not by what the turn before it found.
    if (u.earlier !== undefined && !onOwnPoint(e, ownMessage(u), subjectWords(prep), u.context ?? u.earlier))
      return false;
    if (!e.procedures) return true;
    if (ids.length > 0) return e.procedures.some((p) => ids.includes(p));
    return e.procedures.some((p) => p === 'botox' || p === 'dermal-fillers') && INJECTING.test(q);
  };
  const ranked = found.filter((e) => !seen.has(e.id) && seen.add(e.id) && fits(e));
  // Written for this kind and about the very procedure first, then for this kind, then the rest that fits.
  const score = (e: AnswerEntry) =>
    (e.kinds.includes(kind) ? 2 : 0) + (e.procedures?.some((p) => ids.includes(p)) ? 1 : 0);
  const best = unsaidFirst(
    [...ranked].sort((a, b) => score(b) - score(a)),
    prep.said,
    ownMessage(u),
    u.procedureIds,
  );
  const ofKind = best.filter((e) => e.kinds.includes(kind));
  return ofKind.length > 0 ? ofKind : best.slice(0, 1);
}

/** "about 3–4 months" from a guide sentence, in Spanish words. */
function spanishSpanOf(text: string): string {
  const m = /\b(\d+(?:\s*[–-]\s*\d+)?)\s*(months?|weeks?|years?)\b/i.exec(text);
  if (!m) return 'variable';
  const unit = {
    month: 'meses',
    months: 'meses',
    week: 'semanas',
    weeks: 'semanas',
    year: 'años',
    years: 'años',
  }[m[2].toLowerCase() as 'month'];
  return `unos ${m[1]} ${unit}`;
}

/** "A and B", "A, B and C". */
function list(items: string[]): string {
  return items.length > 2 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join(' and ');
}

/** How long a guide's results last, in months (lowest and highest), or `lasting` for a change meant to stay. */
function lastingOf(g: ProcedureGuide): { min: number; max: number } | 'lasting' | null {
  const text = g.results.howLong;
  const m = /\b(\d+)(?:\s*[–-]\s*(\d+))?\s*(weeks?|months?|years?)\b/i.exec(text);
  if (m) {
    const per = /^week/i.test(m[3]) ? 0.25 : /^year/i.test(m[3]) ? 12 : 1;
    return { min: Number(m[1]) * per, max: Number(m[2] ?? m[1]) * per };
  }
  if (/\b(permanent\w*|do not come back|generally lasts)\b/i.test(text)) return 'lasting';
  return null;
}

/** "American Society of Plastic Surgeons, 2024": the first source a guide names, for a figure taken from it. */
function guideSource(g: ProcedureGuide, point: 'last' | 'price'): string {
  // A price comes from the guide's survey of fees; how long results last from its clinical sources.
  const priced = (t: string) => /statistic|cost|price|fee/i.test(t);
  const s = g.sources.find((x) => (point === 'price' ? priced(x.title) : !priced(x.title))) ?? g.sources[0];
  return `${s.publisher}, ${s.year}`;
}

/**
 * The one-sentence verdict on the point a comparison of two guides asks ("which lasts longer", "which is
 * cheaper"), from the two guides' own figures and with their sources; null when the figures do not settle it.
 */
function comparisonVerdict(
  point: 'last' | 'price',
  a: ProcedureGuide,
  b: ProcedureGuide,
  lang: Language,
  names: [string, string],
): string | null {
  const nameOf = (g: ProcedureGuide) => (lang === 'es' ? (g === a ? names[0] : names[1]) : g.shortName);
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  // "American Society of Plastic Surgeons, 2023 and 2018": one publisher named once.
  const [sa, sb] = [guideSource(a, point), guideSource(b, point)];
  const same = sa.split(', ')[0] === sb.split(', ')[0];
  const both = same ? `${sa} ${lang === 'es' ? 'y' : 'and'} ${sb.split(', ').at(-1)}` : null;
  const cite = es(
    lang,
    `(TruSelf's ${a.shortName} and ${b.shortName} guides, from ${both ?? `${sa} and ${sb}`})`,
    `(guías de TruSelf, con datos de ${both ?? `${sa} y ${sb}`})`,
  );
  if (point === 'price') {
    const [ra, rb] = [a.cost.typicalRange, b.cost.typicalRange];
    const [lo, hi, rlo, rhi] = ra.max < rb.min ? [a, b, ra, rb] : rb.max < ra.min ? [b, a, rb, ra] : [];
    if (!lo || !hi || !rlo || !rhi) {
      if (ra.unit !== rb.unit) return null;
      return es(
        lang,
        `**Neither is reliably cheaper:** their typical prices overlap — ${a.shortName} ${range(a)}, ${b.shortName} ${range(b)} ${cite}.`,
        `**Ninguno es claramente más barato:** sus precios típicos se cruzan: ${nameOf(a)}, ${typicalPrice(a, lang)}; ${nameOf(b)}, ${typicalPrice(b, lang)} ${cite}.`,
      );
    }
    const repeated = rlo.unit !== 'total' && rlo.unit !== rhi.unit;
    return es(
      lang,
      `**Usually cheaper: ${lo.shortName}.** Typically ${range(lo)}, against ${range(hi)} for ${hi.shortName}${repeated ? ` — though ${lo.shortName} is priced ${rlo.unit}, so several ${rlo.unit === 'per area' ? 'areas' : 'sessions'} add up` : ''} ${cite}.`,
      `**Lo que suele costar menos: ${nameOf(lo)}.** Normalmente ${typicalPrice(lo, lang)}, frente a ${typicalPrice(hi, lang)} de ${nameOf(hi)}${repeated ? `, aunque se cobra ${rlo.unit === 'per area' ? 'por zona' : 'por sesión'}, así que varias ${rlo.unit === 'per area' ? 'zonas' : 'sesiones'} suman` : ''} ${cite}.`,
    );
  }
  const [la, lb] = [lastingOf(a), lastingOf(b)];
  if (!la || !lb || (la === 'lasting' && lb === 'lasting')) return null;
  const longer =
    la === 'lasting'
      ? a
      : lb === 'lasting'
        ? b
        : la.min >= lb.max && la.max > lb.max
          ? a
          : lb.min >= la.max && lb.max > la.max
            ? b
            : null;
  if (!longer) return null;
  const shorter = longer === a ? b : a;
  return es(
    lang,
    `**Longer-lasting: ${longer.shortName}.** ${firstSentences(longer.results.howLong, 160)} ${shorter.shortName}: ${firstSentences(shorter.results.howLong, 160)} ${cite}.`,
    `**Lo que dura más: ${nameOf(longer)}.** ${cap(nameOf(longer))}, ${spanishSpanOf(longer.results.howLong) === 'variable' ? 'un cambio duradero' : spanishSpanOf(longer.results.howLong)}; ${nameOf(shorter)}, ${spanishSpanOf(shorter.results.howLong)} ${cite}.`,
  );
}

function comparison(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  // The point a follow-up asks ("which is cheaper" after "coolsculpting or lipo?") counts before the earlier one.
  const own = u.kind === 'answer' ? fold(ownMessage(u)) : '';
  const q = u.kind === 'answer' ? fold(u.question) : '';
  const on = (words: RegExp) => words.test(own) || (!POINTS.test(own) && words.test(q));
  const guides = prep.procedures.map((p) => p.guide).filter((g): g is ProcedureGuide => g !== null);
  const lead: string[] = [];
  const outside = u.kind === 'answer' ? u.outside : null;
  if (guides.length >= 2) {
    const [a, b] = guides;
    const [na, nb] = [name(prep.procedures[0], lang), name(prep.procedures[1], lang)];
    const point = on(LASTS) ? 'last' : on(COSTS) ? 'price' : null;
    const verdict = point ? comparisonVerdict(point, a, b, lang, [na, nb]) : null;
    if (verdict) lead.push(verdict);
    if (verdict) {
      // The verdict already sets out both figures.
    } else if (point === 'last')
      lead.push(
        es(
          lang,
          `**How long each lasts:** ${a.shortName} — ${a.results.howLong} ${b.shortName} — ${b.results.howLong}`,
          `**Cuánto dura cada uno, según las guías de TruSelf:** ${na}, ${spanishSpanOf(a.results.howLong)}; ${nb}, ${spanishSpanOf(b.results.howLong)}.`,
        ),
      );
    else if (point === 'price')
      lead.push(
        es(
          lang,
          `**Price:** ${a.shortName} typically ${range(a)}; ${b.shortName} typically ${range(b)} (TruSelf guides).`,
          `**Precio:** ${na}, normalmente ${typicalPrice(a, lang)}; ${nb}, normalmente ${typicalPrice(b, lang)} (guías de TruSelf).`,
        ),
      );
    else if (on(/recover|downtime|recuper|off work|back to work|volver al trabajo/))
      lead.push(
        es(
          lang,
          `**Recovery:** ${a.shortName} — ${a.recovery.summary} ${b.shortName} — ${b.recovery.summary}`,
          `**Recuperación:** ${na} — ${recoveryIn(a, lang) ?? pointToGuide(a, 'El detalle')} ${nb} — ${recoveryIn(b, lang) ?? pointToGuide(b, 'El detalle')}`,
        ),
      );
    else if (on(HURTS))
      lead.push(
        es(
          lang,
          `**How much each hurts depends on the numbing used:** for ${a.shortName}, ${firstSentences(a.anesthesia, 220).replace(/^./, (c) => c.toLowerCase())}; for ${b.shortName}, ${firstSentences(b.anesthesia, 220).replace(/^./, (c) => c.toLowerCase())} (TruSelf guides).`,
          `**Cuánto duele y qué anestesia se usa (de las guías de TruSelf, en inglés):** ${na} — ${firstSentences(a.anesthesia, 220)} ${nb} — ${firstSentences(b.anesthesia, 220)}`,
        ),
      );
    else {
      // "microneedling vs chemical peel for acne scars", "sleeve vs bypass if I have reflux": what each guide says
      // on the point the comparison is about comes first, and says so when one of them says nothing.
      const question = u.kind === 'answer' ? u.question : '';
      const named = new Set(
        [a, b].flatMap((g) => fold(`${g.name} ${g.shortName} ${g.id}`).split(/[^a-z0-9]+/)),
      );
      const pointed = askedWords(question).filter(
        (w) =>
          !named.has(w) &&
          !/^(vs|versus|better|best|which|whats|what|difference|diff\w*|compare\w*|mejor|cual|regular|normal|pros?|cons?|one|ones|option|options|choose|pick|opcion)$/.test(
            w,
          ),
      );
      // The guides' sentences are in English: a Spanish comparison says what each is and shows the table.
      if (pointed.length > 0 && lang !== 'es') {
        const sa = guideSentences(a, pointed.join(' '), [], 1, Math.min(2, pointed.length));
        const sb = guideSentences(b, pointed.join(' '), [], 1, Math.min(2, pointed.length));
        if (sa.length + sb.length > 0)
          lead.push(
            es(
              lang,
              `**On what you asked:** ${a.shortName} — ${sa[0] ?? `TruSelf's guide says nothing specific on that.`} ${b.shortName} — ${sb[0] ?? `TruSelf's guide says nothing specific on that.`}`,
              `**Sobre lo que preguntas (de las guías de TruSelf, en inglés):** ${name(prep.procedures[0], lang)} — ${sa[0] ?? 'la guía no dice nada específico.'} ${name(prep.procedures[1], lang)} — ${sb[0] ?? 'la guía no dice nada específico.'}`,
            ),
          );
      }
      // Each guide lists the other among its alternatives with when it is the better choice ("Better for lines
      // visible at rest…"): said first, so a comparison says which fits whom, not only what each one is.
      const whyOf = (from: ProcedureGuide, to: ProcedureGuide) =>
        from.alternatives.find((x) => x.procedureId === to.id)?.why ?? null;
      const forB = whyOf(a, b);
      const forA = whyOf(b, a);
      if ((forA || forB) && lang !== 'es')
        lead.push(
          es(
            lang,
            `**Which fits whom, by TruSelf's guides:** ${[forB ? `**${b.shortName}** — ${forB}` : null, forA ? `**${a.shortName}** — ${forA}` : null].filter(Boolean).join(' ')}`,
            `**Cuál conviene a quién, según las guías de TruSelf (en inglés):** ${[forB ? `**${name(prep.procedures[1], lang)}** — ${forB}` : null, forA ? `**${name(prep.procedures[0], lang)}** — ${forA}` : null].filter(Boolean).join(' ')}`,
          ),
        );
      lead.push(
        es(
          lang,
          `**They do different things:** ${a.shortName} — ${firstSentences(a.summary, 200)} ${b.shortName} — ${firstSentences(b.summary, 200)} Which suits you depends on what you want to change; the table shows them side by side.`,
          `**Hacen cosas distintas:** ${name(prep.procedures[0], lang)} — ${firstSentences(summaryIn(a, lang) ?? pointToGuide(a, 'Qué es'), 200)} ${name(prep.procedures[1], lang)} — ${firstSentences(summaryIn(b, lang) ?? pointToGuide(b, 'Qué es'), 200)}`,
        ),
      );
    }
  } else if (guides.length === 1) {
    const g = guides[0];
    // "which one lasts longer" after "botox vs dysport": the brands the comparison it continues named.
    const brands =
      u.kind !== 'answer'
        ? []
        : u.brands.length >= 2 || u.context === undefined
          ? u.brands
          : findMentions(u.question).brands;
    if (brands.length >= 2 && new Set(brands.map((b) => b.procedureId)).size === 1)
      lead.push(
        es(
          lang,
          `${list(brands.map((b) => `**${b.label}**`))} belong to the same family of treatments, so TruSelf's ${g.shortName} guide covers them together and its figures apply to ${brands.length > 2 ? 'all of them' : 'both'}.`,
          `${brands.map((b) => `**${b.label}**`).join(' y ')} son de la misma familia de tratamientos; la guía de TruSelf los cubre juntos.`,
        ),
      );
    if (brands.length >= 2 && /\b(last|lasts|longer|dura|duran)\b/.test(q))
      lead.push(
        es(
          lang,
          `**How long they last:** TruSelf's ${g.shortName} guide gives one figure for both — ${firstSentences(g.results.howLong, 200)} Differences between brands are small next to differences in dose, area and person.`,
          `**Cuánto duran:** la guía de TruSelf da una sola cifra para ambos (${spanishSpanOf(g.results.howLong)}); las diferencias entre marcas son pequeñas frente a la dosis, la zona y la persona.`,
        ),
      );
    const faq = g.faqs.find(
      (f) =>
        brands.length >= 2 &&
        brands.some((br) => f.q.toLowerCase().includes(br.label.toLowerCase()) && br.label !== g.shortName),
    );
    if (faq) lead.push(`**${faq.q}** ${faq.a}`);
    if (outside)
      lead.push(
        es(
          lang,
          `I don't have a TruSelf guide for **${outside.label}** yet, so I can only set out the ${g.shortName} side.`,
          `Todavía no tengo una guía de TruSelf sobre **${outside.label}**, así que solo puedo explicar ${name(prep.procedures[0], lang)}.`,
        ),
      );
    if (/cheap|cost|price|barat|cuesta|precio/.test(q))
      lead.push(
        es(
          lang,
          `**${g.shortName}** typically costs ${range(g)} (TruSelf guide).`,
          `**${name(prep.procedures[0], lang)}** cuesta normalmente ${range(g)} (guía de TruSelf).`,
        ),
      );
    else if (/last|dura|permanent/.test(q) && brands.length < 2)
      lead.push(
        es(
          lang,
          `**${g.shortName}:** ${g.results.howLong}`,
          `**${name(prep.procedures[0], lang)}** dura ${spanishSpanOf(g.results.howLong)}, según la guía de TruSelf.`,
        ),
      );
    // A sourced entry that compares the two options answers the question better than loose guide sentences.
    const compared = facts[0]?.kinds.includes('comparison') ?? false;
    const loose = compared ? [] : guideSentences(g, u.kind === 'answer' ? u.question : '', [], 2);
    const sentences = lang === 'es' ? spanishSentences(g, loose) : loose;
    if (!faq && sentences.length > 0) lead.push(sentences.join(' '));
  }
  lead.push(...quoted(facts, lang, 1));
  return {
    lead,
    guide: guides.length >= 2 ? ['comparison'] : [],
    providers: false,
    quoted: facts.slice(0, 1),
  };
}

const TOPIC_ENTRIES = new Set([
  'flying-after-surgery',
  'flying-after-injectables',
  'clots-travel',
  'alcohol-bariatric',
  'alcohol-cosmetic',
  'sun-after',
  'swimming-after-surgery',
  'exercise-after-injectables',
  'smoking-surgery',
  'driving-anesthesia',
]);

const SPAN_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, dia: 1, semana: 7, mes: 30 };

/** "wedding in 3 weeks", "my event is 10 days away", "next week", "en 2 semanas": the days until it, or null. */
export function daysUntil(question: string): number | null {
  const t = fold(question);
  const m =
    /\b(?:in|en|within|dentro de)\s+(\d+|a|an|one|two|three|four|five|six|un|una|dos|tres|cuatro)\s+(day|week|month|dia|semana|mes)(?:s|es)?\b/.exec(
      t,
    ) ??
    /\b(\d+|a|one|two|three|four|five|six)\s+(day|week|month)s?\s+(?:away|out|from now|before|until|till|b4)\b/.exec(
      t,
    );
  if (m) return (/^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]]) * SPAN_DAYS[m[2]];
  if (/\bnext week\b|\bla (?:semana )?que viene\b|\bla proxima semana\b/.test(t)) return 7;
  if (/\b(?:this weekend|tomorrow|manana|este fin de semana)\b/.test(t)) return 3;
  return null;
}

/** The longest span in the first sentence of when results show and of the recovery summary, in days. */
function readyAfter(g: ProcedureGuide): number | null {
  const spans = [firstSentences(g.results.whenVisible, 200), firstSentences(g.recovery.summary, 200)].flatMap(
    (text) =>
      [...fold(text).matchAll(/(\d+)(?:\s*[–-]\s*(\d+))?\s*(day|week|month)s?\b/g)].map(
        (m) => Number(m[2] ?? m[1]) * SPAN_DAYS[m[3]],
      ),
  );
  return spans.length > 0 ? Math.max(...spans) : null;
}

function timing(prep: Prepared, _facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  if (u.kind !== 'answer') return { lead: [], guide: [], providers: false, quoted: [] };
  const topic = u.ask.timing ?? 'general';
  const p = prep.procedures.find((x) => x.guide);
  const g = p?.guide ?? null;
  const lead: string[] = [];
  if (g && u.daysAfter !== null) {
    const at = recoveryAt(g, u.daysAfter, lang);
    if (at) lead.push(at);
  }
  // The answer base first for travel, alcohol and sun; the guide's own words for the rest.
  const injectable = prep.procedures.some((x) => x.id === 'botox' || x.id === 'dermal-fillers');
  const bariatric = prep.procedures.some((x) => /gastric|bariatric|lap-band|duodenal/.test(x.id));
  const wanted: string[] =
    topic === 'travel'
      ? injectable
        ? ['flying-after-injectables']
        : ['flying-after-surgery', 'clots-travel']
      : topic === 'alcohol'
        ? bariatric
          ? ['alcohol-bariatric']
          : prep.procedures.some((x) => x.id === 'gpl-1')
            ? []
            : ['alcohol-cosmetic']
        : topic === 'sun'
          ? prep.procedures.some((x) => SKIN_TREATMENTS.has(x.id)) || prep.procedures.length === 0
            ? ['sun-after']
            : ['swimming-after-surgery']
          : topic === 'swim' && !injectable
            ? ['swimming-after-surgery']
            : topic === 'exercise' && injectable
              ? ['exercise-after-injectables']
              : topic === 'smoking'
                ? ['smoking-surgery']
                : topic === 'drive'
                  ? ['driving-anesthesia']
                  : [];
  const relevant =
    wanted.length > 0
      ? wanted.map((id) => entryById(id)).filter((e): e is AnswerEntry => e !== undefined)
      : // An entry written for another timing topic (flying, alcohol, sun…) is no answer to this one.
        _facts
          .filter((f) => f.kinds.includes('timing') && !TOPIC_ENTRIES.has(f.id))
          .slice(0, 1);
  // "my wedding is in 3 weeks, is it too late?": when results show and when swelling or bruising has gone.
  const until = g && topic === 'event' ? daysUntil(u.question) : null;
  const ready = g ? readyAfter(g) : null;
  if (g && until !== null && ready !== null) {
    const span = until >= 14 && until % 7 === 0 ? `${until / 7} weeks` : `${until} days`;
    const spanEs = until >= 14 && until % 7 === 0 ? `${until / 7} semanas` : `${until} días`;
    lead.push(
      until >= ready
        ? es(
            lang,
            `**${span.charAt(0).toUpperCase()}${span.slice(1)} should be enough time for ${p!.shortName}** — by TruSelf's guide its results settle and the usual swelling or bruising passes within about ${ready >= 14 && ready % 7 === 0 ? `${ready / 7} weeks` : `${ready} days`}; book soon so there is room for a touch-up if you need one.`,
            `**${spanEs} deberían bastar para ${name(p!, lang)}**: según la guía de TruSelf, los resultados se asientan y la hinchazón o los moretones habituales pasan en unos ${ready >= 14 && ready % 7 === 0 ? `${ready / 7} semanas` : `${ready} días`}; reserva pronto para tener margen para un retoque.`,
          )
        : es(
            lang,
            `**${span.charAt(0).toUpperCase()}${span.slice(1)} is tight for ${p!.shortName}** — by TruSelf's guide its results settle and the usual swelling passes over about ${ready >= 14 && ready % 7 === 0 ? `${ready / 7} weeks` : `${ready} days`}, so ask your provider whether it can be ready in time or plan it after the date.`,
            `**${spanEs} es poco tiempo para ${name(p!, lang)}**: según la guía de TruSelf, los resultados se asientan y la hinchazón pasa en unos ${ready >= 14 && ready % 7 === 0 ? `${ready / 7} semanas` : `${ready} días`}; pregunta a tu proveedor si estará listo a tiempo o planéalo después de la fecha.`,
          ),
    );
  }
  if (g && topic === 'event')
    lead.push(
      es(
        lang,
        `**For an event:** ${p!.shortName} results — ${firstSentences(g.results.whenVisible, 200)} Recovery — ${firstSentences(g.recovery.summary, 200)} Plan it so both fit before the date, with time for a touch-up if one might be needed.`,
        `**Para un evento:** los resultados de ${name(p!, lang)} se ven en ${spanishSpanOf(g.results.whenVisible)}, y la recuperación lleva ${spanishSpanOf(g.recovery.summary)}; planéalo para que ambos ocurran antes de la fecha, con margen para un retoque.`,
      ),
    );
  const fromGuide = g ? guideSentences(g, u.question, TOPIC_WORDS[topic] ?? [], 2) : [];
  // What a Spanish answer may quote of them: the ones the guide has in Spanish.
  const fromGuideEs = g && lang === 'es' ? spanishSentences(g, fromGuide) : [];
  const quotable = lang === 'es' ? fromGuideEs : fromGuide;
  let spanishLead = false;
  // A matched entry on another point ("stop Ozempic before surgery") answers only where the guide says nothing.
  const usable = wanted.length > 0 || fromGuide.length === 0 ? relevant : [];
  const fromBase = quoted(usable, lang, topic === 'travel' ? 2 : 1);
  if (['travel', 'alcohol', 'sun', 'smoking', 'drive', 'swim'].includes(topic)) {
    // "how long do I have to stay in Colombia after?": until the surgeon clears the flight home, said first.
    if (topic === 'travel' && /\b(stay\w*|quedar\w*)\b/.test(fold(u.question)) && !injectable)
      lead.push(
        es(
          lang,
          `**Plan to stay near your surgeon until they have seen you and cleared you to fly** — by the plastic-surgery society's advice below, at least 5–7 days after a body procedure and 7–10 days after a facial one, longer if drains or stitches need to come out first.`,
          `**Planea quedarte cerca de tu cirujano hasta que te revise y te autorice a volar**: según la sociedad de cirujanos plásticos (abajo), al menos 5–7 días después de un procedimiento corporal y 7–10 días después de uno facial, más si hay que retirar drenajes o puntos.`,
        ),
      );
    lead.push(...fromBase);
    if (quotable.length > 0)
      lead.push(
        es(
          lang,
          `From the ${p!.shortName} guide: ${fromGuide.join(' ')}`,
          `De la guía: ${fromGuideEs.join(' ')}`,
        ),
      );
  } else {
    // In Spanish, the guide's time for the very thing asked, said in Spanish, rather than its English sentence.
    const spanish =
      lang === 'es' && fromGuide.length > 0 ? spanishTiming(topic, fromGuide, name(p!, lang)) : null;
    if (spanish) {
      lead.push(spanish);
      spanishLead = true;
    } else if (quotable.length > 0)
      lead.push(
        es(
          lang,
          `From TruSelf's ${p!.shortName} guide: ${fromGuide.join(' ')}`,
          `Según la guía de TruSelf sobre ${name(p!, lang)}: ${fromGuideEs.join(' ')}`,
        ),
      );
    lead.push(...fromBase);
  }
  if (lead.length === 0 && g)
    lead.push(
      es(
        lang,
        `TruSelf's ${p!.shortName} guide doesn't give a specific time for that, so ask your ${/surg|lift|plasty|tuck|lipo|bbl|bypass|sleeve/i.test(g.id) ? 'surgeon' : 'provider'} for your date — it depends on how you heal. What the guide does say about recovery: ${firstSentences(g.recovery.summary, 220)}`,
        `La guía de TruSelf sobre ${name(p!, lang)} no da un plazo concreto para eso; pregúntale a tu cirujano o proveedor tu fecha, porque depende de cómo cicatrices. ${recoveryIn(g, lang) ? `Esto es lo que dice la guía sobre la recuperación: ${firstSentences(recoveryIn(g, lang)!, 220)}` : pointToGuide(g, 'Lo que dice la guía sobre la recuperación')}`,
      ),
    );
  return {
    lead,
    // The guide's stages are in English: a Spanish answer that already gives the time in Spanish ends there.
    guide: g && lead.length < 2 && !spanishLead ? ['recovery'] : [],
    providers: false,
    quoted: usable.slice(0, 2),
  };
}

// What a timing question asks to do again, in Spanish, and the guide words that name it in a sentence.
const TIMING_ES: Partial<Record<string, { what: string; words: RegExp }>> = {
  work: { what: 'volver al trabajo', words: /\b(work|desk|job|office)\b/ },
  exercise: {
    what: 'volver al ejercicio y a cargar peso',
    words: /\b(exercise|workouts?|gym|strenuous|lifting|lift|children|activity|activities)\b/,
  },
  swim: { what: 'nadar o meterte al agua', words: /\b(swim\w*|soak\w*|baths?|pools?|hot tubs?)\b/ },
  sun: { what: 'exponerte al sol', words: /\b(sun|spf|tan\w*)\b/ },
  makeup: { what: 'usar maquillaje', words: /\b(makeup|make-up|cosmetics)\b/ },
  drive: { what: 'manejar', words: /\b(driv\w*)\b/ },
  sleep: { what: 'dormir así', words: /\b(sleep\w*|lying|lie)\b/ },
};
const UNIT_ES: Record<string, [string, string]> = {
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
  week: ['semana', 'semanas'],
  month: ['mes', 'meses'],
};

/** "2–4 weeks" → "unas 2–4 semanas", "weeks 2–4" → "hacia las semanas 2–4": the first span from `at` on. */
function spanishSpanFrom(text: string, at: number): string | null {
  const rest = text.slice(at);
  const count = /\b(\d+(?:\s*[–-]\s*\d+)?)\+?\s*(hour|day|week|month)s?\b/i.exec(rest);
  const ordinal = /\b(hour|day|week|month)(s?)\s+(\d+(?:\s*[–-]\s*\d+)?)\b/i.exec(rest);
  const first = [count, ordinal]
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!first) return null;
  if (first === count) {
    const n = first[1].replace(/\s*[–-]\s*/, '–');
    const [one, many] = UNIT_ES[first[2].toLowerCase()];
    const unit = n === '1' ? one : many;
    return `${/^(hora|semana)/.test(unit) ? 'unas' : 'unos'} ${n} ${unit}`;
  }
  const [one, many] = UNIT_ES[first[1].toLowerCase()];
  const n = first[3].replace(/\s*[–-]\s*/, '–');
  const plural = /–/.test(n);
  const article = /^(hora|semana)/.test(one) ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
  return `hacia ${article} ${plural ? many : one} ${n}`;
}

/** The guide's time for what was asked, in Spanish: "Para volver al trabajo: unas 1–2 semanas, según la guía…". */
function spanishTiming(topic: string, sentences: string[], procedure: string): string | null {
  const t = TIMING_ES[topic];
  if (!t) return null;
  for (const sentence of sentences) {
    const m = t.words.exec(sentence.toLowerCase());
    if (!m) continue;
    const span = spanishSpanFrom(sentence, m.index) ?? spanishSpanFrom(sentence, 0);
    if (!span) continue;
    const after = /^el /.test(procedure) ? `del ${procedure.slice(3)}` : `de ${procedure}`;
    return `**Para ${t.what} después ${after}: ${span}**, según la guía de TruSelf, y siempre con el visto bueno de tu cirujano o proveedor, que te revisa y puede ajustar la fecha a cómo vas sanando.`;
  }
  return null;
}

/** "5'4 and 230 lbs": the body-mass index those give (703 × pounds ÷ inches²), or null. */
export function bmiFrom(question: string): number | null {
  const t = fold(question);
  const h = /\b([4-6])\s?(?:'|’|ft|foot|feet|pies?)\s?(\d{1,2})?/.exec(t);
  const w = /\b(\d{2,3})\s?(?:lbs?|pounds|libras)\b/.exec(t);
  if (!h || !w) return null;
  const inches = Number(h[1]) * 12 + Number(h[2] ?? 0);
  const pounds = Number(w[1]);
  if (inches < 48 || inches > 84 || pounds < 70 || pounds > 700) return null;
  return Math.round(((703 * pounds) / (inches * inches)) * 10) / 10;
}

/** "bmi 36", "my BMI is 52", "mi IMC es 37": a body-mass index the patient states, or null. */
export function statedBmi(question: string): number | null {
  const m =
    /\b(?:bmi|imc)\s*(?:of|is|es|de|=|:|around|about|like|~)?\s*(?:is|es|of|de)?\s*(?:around |about |like |~)?(\d{2}(?:\.\d)?)\b/.exec(
      fold(question),
    );
  const n = m ? Number(m[1]) : Number.NaN;
  return n >= 15 && n <= 80 ? n : null;
}

const WEIGHT_CONDITION =
  /\b(diabet\w*|type 2|t2d|a1c|blood pressure|hypertension|presion alta|hipertension|sleep apnea|apnea|cholesterol|colesterol|fatty liver|higado graso|pcos|prediabet\w*)\b/;

/**
 * A BMI set against the guide's own criterion ("Adults with a BMI of 35 or more, or 30–34.9 with metabolic disease
 * such as type 2 diabetes"): whether it falls within it, in the patient's language, with the criterion quoted.
 */
function bmiVerdict(g: ProcedureGuide, bmi: number, question: string, lang: Language): string | null {
  const rule = g.idealCandidates.find((c) => /\bBMI\b/.test(c));
  if (!rule) return null;
  const t = rule.replace(/,/g, ' ,');
  const atLeast = /BMI of (?:about )?(\d+(?:\.\d)?) or (?:more|higher|above)/.exec(t);
  const withCondition =
    /or (\d+(?:\.\d)?)\s*(?:–|-|to)\s*\d+(?:\.\d)? with/.exec(t) ??
    /or (\d+(?:\.\d)?) or (?:more|higher) with/.exec(t);
  const between = /BMI of (?:about )?(\d+(?:\.\d)?)\s*(?:–|-|to)\s*(\d+(?:\.\d)?)/.exec(t);
  const condition = WEIGHT_CONDITION.test(fold(question));
  const n = localName(g.id, g.shortName, lang);
  let en: string;
  let sp: string;
  if (atLeast) {
    const main = Number(atLeast[1]);
    const lower = withCondition ? Number(withCondition[1]) : null;
    if (bmi >= main) {
      en = `**A BMI of ${bmi} is within the usual criteria for ${g.shortName}** (a BMI of ${main} or more).`;
      sp = `**Un IMC de ${bmi} está dentro de los criterios habituales para ${n}** (IMC de ${main} o más).`;
    } else if (lower !== null && bmi >= lower && condition) {
      en = `**A BMI of ${bmi} with the condition you mention is within the usual criteria for ${g.shortName}** (a BMI of ${lower} or more with a weight-related condition).`;
      sp = `**Un IMC de ${bmi} con la condición que mencionas está dentro de los criterios habituales para ${n}** (IMC de ${lower} o más con una enfermedad relacionada con el peso).`;
    } else if (lower !== null && bmi >= lower) {
      en = `**A BMI of ${bmi} meets the usual criteria for ${g.shortName} only with a weight-related condition** such as type 2 diabetes (on its own the usual threshold is ${main}).`;
      sp = `**Un IMC de ${bmi} cumple los criterios habituales para ${n} solo si hay una enfermedad relacionada con el peso**, como la diabetes tipo 2 (sin ella, el umbral habitual es ${main}).`;
    } else {
      en = `**A BMI of ${bmi} is below the usual criteria for ${g.shortName}** (a BMI of ${lower ?? main} or more${lower !== null ? ' with a weight-related condition' : ''}).`;
      sp = `**Un IMC de ${bmi} está por debajo de los criterios habituales para ${n}** (IMC de ${lower ?? main} o más${lower !== null ? ' con una enfermedad relacionada con el peso' : ''}).`;
    }
  } else if (between) {
    const [lo, hi] = [Number(between[1]), Number(between[2])];
    const where =
      bmi < lo ? ['below', 'por debajo de'] : bmi > hi ? ['above', 'por encima de'] : ['within', 'dentro de'];
    en = `**A BMI of ${bmi} is ${where[0]} the usual range for ${g.shortName}** (a BMI of about ${lo} to ${hi}).`;
    sp = `**Un IMC de ${bmi} está ${where[1]} el rango habitual para ${n}** (IMC de ${lo} a ${hi} aproximadamente).`;
  } else return null;
  return es(
    lang,
    `${en} TruSelf's guide puts it as: “${rule}.” The program or surgeon decides after an evaluation, and insurers may add their own requirements.`,
    `${sp}${spanishOf(g, rule) ? ` La guía de TruSelf lo dice así: “${spanishOf(g, rule)}.”` : ''} El programa o el cirujano decide tras una evaluación, y las aseguradoras pueden exigir requisitos propios.`,
  );
}

function candidacy(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  const g = prep.procedures.find((x) => x.guide)?.guide ?? null;
  const lead: string[] = [];
  const question = u.kind === 'answer' ? u.question : '';
  const bmi = bmiFrom(question);
  const stated = bmi ?? statedBmi(question);
  const verdict = g && stated !== null ? bmiVerdict(g, stated, question, lang) : null;
  if (bmi !== null)
    lead.push(
      es(
        lang,
        `**That height and weight work out to a BMI of about ${bmi}** (703 × pounds ÷ inches²).`,
        `**Esa estatura y peso dan un IMC de alrededor de ${bmi}** (703 × libras ÷ pulgadas²).`,
      ),
    );
  if (verdict) lead.push(verdict);
  // "what's the BMI requirement for a gastric balloon": the guide's criterion itself.
  const rule = g?.idealCandidates.find((c) => /\bBMI\b/.test(c));
  const ruleEs = g && rule ? spanishOf(g, rule) : null;
  const asksRule = !verdict && g && rule && (lang !== 'es' || ruleEs) && /\b(bmi|imc)\b/.test(fold(question));
  if (asksRule)
    lead.push(
      es(
        lang,
        `**The usual BMI criterion for ${g.shortName}, from TruSelf's guide:** ${rule}. The program or surgeon decides after an evaluation, and insurers may add their own requirements.`,
        `**El criterio habitual de IMC para ${name(prep.procedures[0], lang)}, según la guía de TruSelf:** ${ruleEs}. El programa o el cirujano decide tras una evaluación, y las aseguradoras pueden exigir requisitos propios.`,
      ),
    );
  // A sourced fact on the very point ("I'm a smoker", "I have Hashimoto's") answers first.
  const own =
    verdict || asksRule
      ? []
      : facts.filter((f) => f.kinds.includes('candidacy') || f.kinds.includes('timing')).slice(0, 1);
  lead.push(...quoted(own, lang, 1));
  if (g && u.kind === 'answer' && !verdict && !asksRule) {
    // "can I get Botox while pregnant?": one word the guide shares is enough in a short question.
    const asked = readWords(question).lemmas.filter((w) => w.length > 3 && !STOP.has(w));
    const found = guideSentences(g, question, [], 2, own.length > 0 ? 3 : asked.length <= 3 ? 1 : 2);
    // In Spanish, only what the guide has in Spanish is quoted.
    const fit =
      lang === 'es'
        ? [...new Set(found.map((x) => spanishOf(g, x)).filter((x): x is string => x !== null))]
        : found;
    if (fit.length > 0)
      lead.push(
        es(
          lang,
          `${own.length > 0 ? 'And' : "Whether you're a candidate is decided at an exam, but here is"} what the ${g.shortName} guide says that bears on your question: ${fit.join(' ')}`,
          `${own.length > 0 ? 'Y' : 'Si eres candidato se decide en una valoración, pero'} esto dice la guía sobre tu pregunta: ${fit.join(' ')}`,
        ),
      );
    else if (lead.length === 0)
      lead.push(
        es(
          lang,
          `TruSelf's ${g.shortName} guide says nothing specific about your situation, so I won't guess whether it rules you out — tell the provider about it at the consultation, with any medicines you take; they decide after examining you. Here is who the guide says is generally a good candidate:`,
          `La guía de TruSelf sobre ${name(prep.procedures[0], lang)} no dice nada específico sobre tu situación, así que no voy a adivinar: cuéntaselo al proveedor en la consulta, con los medicamentos que tomas; decide tras examinarte. Esto es lo que dice la guía sobre quién suele ser buen candidato:`,
        ),
      );
  }
  return { lead, guide: g ? ['candidacy'] : [], providers: false, quoted: own };
}

const NON_SURGICAL =
  /\b(non[- ]?surgical|nonsurgical|without (?:surgery|going under)|no surgery|not surgery|sin cirugia|que no sea (?:una )?cirugia|sin operar\w*|no quirurgic\w*)\b/;

/** Whether an alternative a guide lists is an operation ("Gastric bypass", "Tummy tuck only"). */
function isSurgical(label: string, procedureId?: string | null): boolean {
  if (/non[- ]surgical|endoscopic|medication|counsel|coaching|training|therapy|cream|device/i.test(label))
    return false;
  const category = procedureId ? getProcedure(procedureId)?.guide?.categoryId : undefined;
  return (
    category === 'surgical' ||
    /\b(bypass|sleeve|switch|surgery|surgical|lift|tuck|implants?|liposuction|lipo|makeover|plasty|band|revision|transfer)\b/i.test(
      label,
    )
  );
}

function alternatives(prep: Prepared, all: AnswerEntry[], lang: Language): KindAnswer {
  const g = prep.procedures.find((x) => x.guide)?.guide ?? null;
  // With a guide, its own alternatives answer; an entry joins only when it is about the same procedure.
  const facts = g ? all.filter((f) => f.procedures?.includes(g.id)) : all;
  const lead = quoted(facts, lang, 1);
  // "anything cheaper than CoolSculpting?": the guide's alternatives that TruSelf prices, with their typical price.
  const question = prep.understanding.kind === 'answer' ? fold(prep.understanding.question) : '';
  if (g && /\b(cheaper|less expensive|more affordable|budget|barato|economico)\b/.test(question)) {
    const priced = g.alternatives
      .map((a) => {
        const id = findProcedures(a.name)[0];
        const guide = id && id !== g.id ? (getProcedure(id)?.guide ?? undefined) : undefined;
        return guide
          ? {
              name: guide.shortName,
              id,
              price: range(guide),
              min: guide.cost.typicalRange.min,
              unit: guide.cost.typicalRange.unit,
            }
          : null;
      })
      .filter((x): x is NonNullable<typeof x> => x !== null);
    // Only prices that compare: the same unit and lower, or a per-session price well under a one-off total.
    const own = g.cost.typicalRange;
    const cheaper = priced.filter((x) =>
      (x.unit ?? 'total') === (own.unit ?? 'total')
        ? x.min < own.min
        : (own.unit ?? 'total') === 'total' && x.min * 3 < own.min,
    );
    lead.unshift(
      cheaper.length > 0
        ? es(
            lang,
            `**Options that can cost less than ${g.shortName} (typically ${range(g)}):** ${cheaper.map((x) => `[${x.name}](/procedure/${x.id}) — typically ${x.price}`).join('; ')}. A lower price usually means a smaller or less lasting change, so compare what each can do for you — the guide's list of alternatives is below.`,
            `**Opciones que pueden costar menos que ${name(prep.procedures[0], lang)} (normalmente ${typicalPrice(g, lang)}):** ${cheaper.map((x) => `[${x.name}](/procedure/${x.id})`).join('; ')}. Un precio menor suele dar un cambio más pequeño o menos duradero; abajo, las alternativas de la guía.`,
          )
        : es(
            lang,
            `TruSelf's ${g.shortName} guide (typically ${range(g)}) lists the alternatives below; none is a cheaper way to the same result, but some cost less for a smaller change.`,
            `La guía de TruSelf sobre ${name(prep.procedures[0], lang)} (normalmente ${typicalPrice(g, lang)}) da estas alternativas; ninguna logra lo mismo por menos, pero algunas cuestan menos por un cambio menor.`,
          ),
    );
    return { lead, guide: ['alternatives'], providers: false, quoted: facts.slice(0, 1) };
  }
  // "¿hay alguna alternativa a la manga que no sea cirugía?", and any list for a Spanish question: the guide's
  // alternatives written here, without surgery when that was asked, named in Spanish rather than the guide's
  // English notes.
  const withoutSurgery = NON_SURGICAL.test(question);
  if (g && (lang === 'es' || withoutSurgery)) {
    const options = g.alternatives.filter((a) => !withoutSurgery || !isSurgical(a.name, a.procedureId));
    if (options.length > 0) {
      const lines = options.map((a) => {
        const p = a.procedureId ? getProcedure(a.procedureId) : undefined;
        if (lang !== 'es') return `- **${p ? `[${a.name}](/procedure/${p.id})` : a.name}:** ${a.why}`;
        const named = p ? localName(p.id, a.name, lang).replace(/^(el|la|los|las) /, '') : a.name;
        const title = named.charAt(0).toUpperCase() + named.slice(1);
        return `- ${p ? `[${title}](/procedure/${p.id})` : title}`;
      });
      const own = name(prep.procedures[0], lang);
      // An entry on the very point ("a liquid nose job") answers first; the list follows it.
      lead.push(
        [
          es(
            lang,
            `**Options other than ${g.shortName} without surgery, from TruSelf's guide:**`,
            withoutSurgery
              ? `**Opciones sin cirugía en lugar de ${own}, según la guía de TruSelf:**`
              : `**Sí, hay otras opciones además de ${own}, según la guía de TruSelf:**`,
          ),
          '',
          ...lines,
          ...(lang === 'es'
            ? [
                '',
                'Las que llevan enlace tienen su guía en TruSelf con costo, recuperación y riesgos; dime cuál te interesa y te la explico.',
              ]
            : []),
        ].join('\n'),
      );
      return { lead, guide: [], providers: false, quoted: facts.slice(0, 1) };
    }
  }
  return {
    lead:
      g && lead.length === 0
        ? [
            es(
              lang,
              `Yes — there are other options than ${g.shortName}, each with its trade-off:`,
              `Sí, hay otras opciones además de ${name(prep.procedures[0], lang)}:`,
            ),
          ]
        : lead,
    guide: g ? ['alternatives'] : [],
    providers: false,
    quoted: facts.slice(0, 1),
  };
}

function consultation(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const g = prep.procedures.find((x) => x.guide)?.guide ?? null;
  const u = prep.understanding;
  const wantsList = u.kind === 'answer' && /\b(ask|pregunt|questions?|bring)\b/.test(fold(u.question));
  const fee = u.kind === 'answer' && /\b(fee|charge|pay|cobran)\b|\$/.test(fold(u.question));
  const usable = facts
    .filter((f) => !g || !f.procedures || f.procedures.includes(g.id))
    .filter((f) => !(g && wantsList && f.id === 'consultation-questions') && (fee || f.id !== 'consult-fee'));
  // "what should I ask her so she takes her time" on a provider's page: the general questions, never a profile card.
  const general = entryById('consultation-questions');
  const lead = quoted(usable.length > 0 || g || !general ? usable : [general], lang, 2);
  if (u.kind === 'answer' && /\b(second opinion|segunda opinion)/.test(fold(u.question)))
    lead.unshift(
      es(
        lang,
        `**A second opinion is normal, not rude** — surgeons expect patients to compare, and a good one will send your records if you ask. Compare the two on board certification, how often they do this operation, their before-and-after photos of patients like you, where it's done and who gives the anaesthesia, what the quote includes, and how each explains the risks for you.`,
        `**Pedir una segunda opinión es normal, no una falta de respeto**: los cirujanos esperan que los pacientes comparen. Compara certificación, cuántas veces hacen esta operación, fotos de antes y después, dónde se opera y quién pone la anestesia, qué incluye la cotización y cómo te explican los riesgos.`,
      ),
    );
  if (g && wantsList)
    lead.unshift(
      es(
        lang,
        `Good questions to take to a ${g.shortName} consultation, from TruSelf's guide — write them down and note the answers:`,
        `Buenas preguntas para la consulta de ${name(prep.procedures[0], lang)}, de la guía de TruSelf:`,
      ),
    );
  return { lead, guide: g && wantsList ? ['questions'] : [], providers: false, quoted: usable.slice(0, 2) };
}

function tourism(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  if (u.kind !== 'answer') return { lead: [], guide: [], providers: false, quoted: [] };
  const lead: string[] = [];
  const q = fold(u.question);
  // "going to Cancún a week after my peel": a trip after a procedure done at home is a timing question, not
  // surgery abroad. "lipo en Colombia", "BA in Costa Rica": the procedure itself is abroad.
  const country = u.abroad ? fold(u.abroad.label.split(',')[0]).split(' ')[0] : '';
  const doneAbroad =
    !u.abroad ||
    !u.ask.timing ||
    new RegExp(`\\b(?:in|en|at|to get|para)\\s+(?:the\\s+)?${country}`).test(q) ||
    /\b(package|paquete|surgeon|cirujan[oa]|clinic|clinica|hospital|recovery house)\b/.test(q);
  if (u.ask.timing) {
    const t = timing(prep, facts, lang);
    lead.push(...t.lead);
  }
  const outsideAt = lead.length;
  if (u.abroad && doneAbroad)
    lead.push(
      es(
        lang,
        `**${u.abroad.label} is outside the US**, so it's outside TruSelf's directory — I can't vouch for clinics or surgeons there, but this is what to check.`,
        `**${u.abroad.label} está fuera de EE. UU.**, así que no está en el directorio de TruSelf: no puedo responder por clínicas o cirujanos de allí, pero esto es lo que hay que revisar.`,
      ),
    );
  // The entry on the very point asked ("will a US doctor treat me", "the same implants?", "recovery houses")
  // before the general advice on surgery abroad.
  const ranked = [...facts].sort((a, b) => pointScore(b, q) - pointScore(a, q));
  const p = prep.procedures.find((x) => x.guide);
  // "how much cheaper is it in Mexico": TruSelf holds no sourced price abroad; say so, with the US figure.
  if (doneAbroad && u.abroad && p?.guide && PRICE_ABROAD.test(q))
    lead.push(
      es(
        lang,
        `TruSelf has no sourced price for ${p.guide.shortName} in ${u.abroad.label}, so I won't put a number on the saving. In the US the guide's typical price is ${range(p.guide)} (TruSelf guide, reviewed ${p.guide.lastReviewed}). A package price abroad usually leaves out the flights, the stay until you are cleared to fly, follow-up at home and the cost of treating a complication after you return — ask for that list in writing and add it before comparing.`,
        `TruSelf no tiene un precio con fuente para ${name(p, lang)} en ${u.abroad.label}, así que no voy a poner una cifra al ahorro. En EE. UU. el precio típico de la guía es ${range(p.guide)} (guía de TruSelf, revisada ${p.guide.lastReviewed}). Un paquete en el extranjero suele dejar fuera los vuelos, la estancia hasta que te autoricen a volar, el seguimiento en casa y el costo de tratar una complicación al volver: pide esa lista por escrito y súmala antes de comparar.`,
      ),
    );
  if (doneAbroad) lead.push(...quoted(ranked, lang, u.ask.timing ? 1 : 2));
  // The answer to the point asked comes first, then that the place is outside the directory.
  const pointFirst =
    PRICE_ABROAD.test(q) ||
    (ranked[0] !== undefined &&
      !GENERAL_ABROAD.has(ranked[0].id) &&
      ranked[0].id !== 'foreign-boards' &&
      pointScore(ranked[0], q) >= 1.5);
  if (u.abroad && doneAbroad && pointFirst && lead.length > outsideAt + 1)
    lead.splice(outsideAt + 1, 0, ...lead.splice(outsideAt, 1));
  if (p?.guide && !u.ask.timing && u.daysAfter !== null) {
    const at = recoveryAt(p.guide, u.daysAfter, lang);
    if (at) lead.push(at);
  }
  return {
    // An entry the timing answer already quoted is not quoted again.
    lead: lead.filter((l, i) => lead.indexOf(l) === i),
    guide: p?.guide && !u.ask.timing ? ['recovery'] : [],
    providers: false,
    quoted: doneAbroad ? ranked.slice(0, 2) : [],
  };
}

// "how much cheaper", "cuánto más barato", "what does it cost there".
const PRICE_ABROAD = /\b(cheaper|how much|cost|price|save|saving|savings|barato|cuanto|precio|ahorro)\b/;
// Entries on surgery abroad in general, quoted after one on the very point asked.
const GENERAL_ABROAD = new Set(['medical-tourism-asps', 'medical-tourism-cdc', 'isaps-tourism']);
const POINT_STOP = new Set(
  'about after again also does from have here home into just more much need really same should that them then there they this what when where which will with would your'.split(
    ' ',
  ),
);

/** How many of the question's own words (not the country or "surgery") an entry's title and terms hold. */
function pointScore(entry: AnswerEntry, q: string): number {
  const words = q.split(/[^a-z0-9]+/).filter((w) => w.length > 3 && !POINT_STOP.has(w));
  const hay = fold(`${entry.title} ${entry.terms}`);
  const hits = words.filter((w) =>
    new RegExp(`\\b${w.slice(0, Math.max(4, w.length - 2))}`).test(hay),
  ).length;
  return hits + (GENERAL_ABROAD.has(entry.id) ? 0 : 0.5);
}

function nutrition(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  const lead = quoted(
    facts.filter((f) => f.kinds.includes('nutrition')),
    lang,
    1,
  );
  const g = prep.procedures.find((x) => x.guide)?.guide ?? null;
  if (g && u.kind === 'answer') {
    const found = guideSentences(g, u.question, [], 2, 3);
    const s = lang === 'es' ? spanishSentences(g, found) : found;
    if (s.length > 0)
      lead.unshift(
        es(
          lang,
          `From TruSelf's ${g.shortName} guide: ${s.join(' ')}`,
          `De la guía de TruSelf sobre ${name(prep.procedures[0], lang)}: ${s.join(' ')}`,
        ),
      );
  }
  if (lead.length === 0)
    lead.push(
      es(
        lang,
        "I don't have a sourced answer on that in TruSelf's guides, so I won't guess. A registered dietitian or your prescriber can answer it for you — and tell your surgeon or prescriber about any supplement or drip you take, since some affect bleeding, blood pressure or other medicines.",
        'No tengo una respuesta con fuente sobre eso en las guías de TruSelf, así que no voy a adivinar. Un nutricionista o quien te receta puede responderte; y cuéntale a tu cirujano o médico cualquier suplemento o suero que tomes, porque algunos afectan el sangrado, la presión o otros medicamentos.',
      ),
    );
  const offers =
    prep.profile?.offers.filter((o) =>
      /nutrition|weight|metabolic|body composition/i.test(o.procedureName),
    ) ?? [];
  if (prep.profile && offers.length > 0)
    lead.push(
      es(
        lang,
        `${escapeMd(prep.profile.name)}'s profile lists ${offers.map((o) => `${o.procedureName} (${priceRange(o.priceMin, o.priceMax)})`).join(', ')} — a plan made for you is what that visit is for.`,
        `El perfil de ${escapeMd(prep.profile.name)} ofrece ${offers.map((o) => o.procedureName).join(', ')}.`,
      ),
    );
  return {
    lead: [...lead, ...relatedGuides(prep, lang)],
    guide: [],
    providers: false,
    quoted: facts.filter((f) => f.kinds.includes('nutrition')).slice(0, 1),
  };
}

/** "TruSelf's guides on this: …", when no provider's profile already says what is offered. */
function relatedGuides(prep: Prepared, lang: Language): string[] {
  const related = prep.procedures.filter((x) => x.guide);
  if (prep.profile || related.length === 0) return [];
  const links = related.map((x) => `[${name(x, lang)}](/procedure/${x.id})`).join(', ');
  return [es(lang, `TruSelf's guides on this: ${links}.`, `Guías de TruSelf sobre esto: ${links}.`)];
}

function gap(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  if (u.kind !== 'answer') return { lead: [], guide: [], providers: false, quoted: [] };
  const label = u.outside?.label;
  const lead: string[] = [];
  // "does insurance cover it for kids?" after a question on a procedure without a guide, when nothing holds it.
  // "what about emsculpt?" names a subject of its own: the honest "no guide yet" for it, not a note on the last one.
  // "does insurance cover explant" after a question on explants is the same subject: also told so plainly.
  const ownSubject = findMentions(ownMessage(u));
  const before = u.earlier !== undefined ? findMentions(u.earlier) : null;
  const sameSubject =
    before !== null &&
    ownSubject.ids.every((id) => before.ids.includes(id)) &&
    ownSubject.outside.every((o) => before.outside.some((b) => b.label === o.label));
  if (facts.length === 0 && u.earlier !== undefined && sameSubject)
    return {
      lead: [followUpGap(ownMessage(u), lang, label ?? null)],
      guide: [],
      providers: false,
      quoted: [],
    };
  if (label)
    lead.push(
      es(
        lang,
        `I don't have a TruSelf guide for **${label}** yet${facts.length > 0 ? ', but here is what I can tell you from published guidance:' : ', so I won’t quote figures I can’t source.'}`,
        `Todavía no tengo una guía de TruSelf sobre **${label}**${facts.length > 0 ? ', pero esto es lo que dice la guía publicada:' : ', así que no voy a citar cifras sin fuente.'}`,
      ),
    );
  lead.push(...quoted(facts, lang, 2));
  // "what is buccal fat removal and how much?": the price part answered too, honestly, when nothing sources one.
  const asksPrice =
    /\b(how much|cost|costs|price|prices|pricing|cuanto (?:cuesta|sale|cobran|vale)|cuesta|precio)\b|\$/.test(
      fold(u.question),
    );
  if (label && asksPrice && !facts.slice(0, 2).some((f) => /\$\d/.test(f.text) || PRICE_IDS.has(f.id)))
    lead.push(
      es(
        lang,
        `**On the price:** TruSelf has no sourced price for ${label} yet, so I won't put a number on it. Ask two or three board-certified providers for a written, all-in quote (their fee, anaesthesia, the facility and follow-up), and ask how many of these they do.`,
        `**Sobre el precio:** TruSelf todavía no tiene un precio con fuente para ${label}, así que no voy a dar una cifra. Pide a dos o tres proveedores certificados una cotización por escrito y completa (honorarios, anestesia, quirófano y controles), y pregunta cuántos hacen.`,
      ),
    );
  if (label && (u.place || u.intents.includes('find_provider')))
    lead.push(
      es(
        lang,
        `TruSelf's directory doesn't list providers by **${label}** yet, so I can't name one${prep.place ? ` near ${prep.place.label}` : ''} who does it. In [Find Doctors](/find-doctors) you can look for board-certified surgeons or dermatologists${prep.place ? ` near ${prep.place.label}` : ''} and ask each whether they do it, how often, and to see their before-and-after photos.`,
        `El directorio de TruSelf todavía no clasifica proveedores por **${label}**, así que no puedo nombrar a uno${prep.place ? ` cerca de ${prep.place.label}` : ''} que lo haga. En [Find Doctors](/find-doctors) puedes buscar cirujanos o dermatólogos certificados y preguntar a cada uno si lo hace y con qué frecuencia.`,
      ),
    );
  const related = prep.procedures.filter((x) => x.guide);
  if (related.length > 0)
    lead.push(
      [
        es(lang, 'Related TruSelf guides:', 'Guías de TruSelf relacionadas:'),
        ...related.map(
          (x) =>
            `- **[${name(x, lang)}](/procedure/${x.id})**${summaryIn(x.guide!, lang) ? ` — ${firstSentences(summaryIn(x.guide!, lang)!, 160)}` : ''}`,
        ),
      ].join('\n'),
    );
  return { lead, guide: [], providers: false, quoted: facts.slice(0, 2) };
}

// ——— Provider facts ———

/** Every profile topic the question asks about, each answered in turn ("new patients? and virtual consults?"). */
// Techniques and products a listed procedure may or may not include.
const VARIANT =
  /\b(lipo ?360|360 lipo|vaser|smart ?lipo|hd lipo|high definition lipo|deep plane|mini (?:tummy tuck|facelift|lift)|extended tummy tuck|fleur de lis|lip flip|baby botox|russian lips?|fue|fut|compounded|compuest[oa]|brand(?:-name)? (?:name )?(?:zepbound|wegovy|ozempic|mounjaro)|zepbound|wegovy|ozempic|mounjaro|sculptra|kybella|morpheus8?|ultherapy|emsculpt)\b/;

function providerFacts(prep: Prepared, lang: Language): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer') return null;
  const all = u.ask.providerTopics?.length ? u.ask.providerTopics : [u.ask.provider ?? 'general'];
  // "how many BBLs has she done, and has anyone died": the record answer covers the count too.
  const topics = all.includes('record') ? all.filter((t) => t !== 'experience') : all;
  const answers = topics
    .map((t) => providerTopicFacts(prep, lang, t))
    .filter((a): a is KindAnswer => a !== null);
  if (answers.length === 0) return null;
  return {
    // "Does she do lipo 360? y cuánto cobra?": two topics answered by one line say it once.
    lead: [...new Set(answers.flatMap((a) => a.lead))],
    guide: [...new Set(answers.flatMap((a) => a.guide))],
    providers: false,
    quoted: [],
  };
}

// A detail a listed service does not settle ("does she dissolve filler", "what laser do they have"): no "yes" to it.
const UNLISTED_DETAIL =
  /\b(dissolv\w*|hyaluronidase|disolver\w*|disuelve\w*|(?:what|which|que) (?:kind of |type of |tipo de )?(?:lasers?|machines?|devices?|maquinas?|aparatos?)|maquina|dark(?:er)? skin|piel (?:oscura|morena)|morena)\b/;

// Languages patients ask about, with the words they use for each (English and Spanish, folded).
const LANGUAGES: [string, RegExp][] = [
  ['Spanish', /\b(spanish|espanol)\b/],
  ['Chinese', /\b(chinese|mandarin|cantonese|chino|mandarin)\b/],
  ['French', /\b(french|frances)\b/],
  ['Portuguese', /\b(portuguese|portugues)\b/],
  ['Russian', /\b(russian|ruso)\b/],
  ['Vietnamese', /\b(vietnamese|vietnamita)\b/],
  ['Korean', /\b(korean|coreano)\b/],
  ['Arabic', /\b(arabic|arabe)\b/],
  ['Hindi', /\bhindi\b/],
  ['Urdu', /\burdu\b/],
  ['Tagalog', /\b(tagalog|filipino)\b/],
  ['Farsi', /\b(farsi|persian)\b/],
  ['Japanese', /\b(japanese|japones)\b/],
  ['Italian', /\b(italian|italiano)\b/],
  ['German', /\b(german|aleman)\b/],
  ['Haitian Creole', /\b(creole|kreyol|haitian)\b/],
  ['Polish', /\b(polish|polaco)\b/],
  ['Gujarati', /\bgujarati\b/],
  ['Punjabi', /\bpunjabi\b/],
  ['Hebrew', /\b(hebrew|hebreo)\b/],
  ['English', /\b(english|ingles)\b/],
];

function providerTopicFacts(prep: Prepared, lang: Language, topic: ProviderTopic): KindAnswer | null {
  const u = prep.understanding;
  const p = prep.profile;
  if (u.kind !== 'answer' || !p) return null;
  const who = `[${escapeMd(p.name)}](/provider/${p.id})`;
  const q = fold(u.question);
  const lead: string[] = [];
  const say = (en: string, spanish: string) => lead.push(es(lang, en, spanish));
  switch (topic) {
    case 'new_patients':
      // "ok how do i book then": how to book comes first; whether they take new patients follows.
      if (/\b(book|booking|schedule|appointment|appt|agendar|cita|reservar)\b/.test(q))
        say(
          `**To book with ${who}, contact the practice directly**${p.practiceName ? ` — ${escapeMd(p.practiceName)}` : ''}, ${escapeMd(p.address)}: TruGPT can't make appointments, and the practice's own contact details are on the profile page. Ask for a consultation for what you want done, and ask about their consultation fee and cancellation policy when you call.`,
          `**Para agendar con ${who}, contacta directamente al consultorio**${p.practiceName ? ` (${escapeMd(p.practiceName)})` : ''}, ${escapeMd(p.address)}: TruGPT no puede hacer citas, y los datos de contacto están en la página del perfil. Pide una consulta para lo que quieres hacerte y pregunta por el costo de la consulta y la política de cancelación.`,
        );
      if (p.acceptingNewPatients === null) {
        say(...notListedFactLines(who, 'new_patients'));
        break;
      }
      say(
        p.acceptingNewPatients
          ? `**Yes** — ${who}'s TruSelf profile says they are accepting new patients. TruGPT can't book for you; contact the practice${p.practiceName ? ` (${escapeMd(p.practiceName)})` : ''} to arrange a consultation.`
          : `**Not right now** — ${who}'s TruSelf profile says they are not accepting new patients. You could ask the practice about a waiting list, or look for another provider nearby.`,
        p.acceptingNewPatients
          ? `**Sí**: el perfil de ${who} en TruSelf indica que acepta pacientes nuevos. TruGPT no puede agendar citas; contacta al consultorio para pedir una consulta.`
          : `**Por ahora no**: el perfil de ${who} indica que no acepta pacientes nuevos. Puedes preguntar por una lista de espera o buscar otro proveedor cercano.`,
      );
      break;
    case 'virtual':
      say(
        `${who}'s TruSelf profile doesn't say whether they offer virtual (video) consultations, so I can't tell you — ask the office when you call. Many practices do a first consultation by video, but an exam in person is usually needed before a procedure.`,
        `El perfil de ${who} no indica si ofrece consultas virtuales (por video); pregúntalo al consultorio. Muchas clínicas hacen una primera consulta por video, pero antes de un procedimiento suele hacer falta una valoración en persona.`,
      );
      break;
    case 'language': {
      // "does dr patel speak hindi?": the language asked about, as profiles spell it.
      const asked = LANGUAGES.find(([, words]) => words.test(q))?.[0] ?? null;
      if (p.languages.length === 0) {
        say(...notListedFactLines(who, 'languages', asked));
        break;
      }
      const speaks = asked
        ? p.languages.some(
            (l) => fold(l) === fold(asked) || (asked === 'Chinese' && /mandarin|cantonese/i.test(l)),
          )
        : null;
      if (asked === 'Spanish' || lang === 'es')
        say(
          speaks
            ? `**Yes** — ${who}'s profile lists Spanish among the languages spoken (${p.languages.join(', ')}). It's worth confirming with the office that the ${p.credentials.includes('MD') || p.credentials.includes('DO') ? 'doctor' : 'provider'} (not only the staff) will speak with your family in Spanish.`
            : `${who}'s profile lists ${p.languages.join(', ')}${speaks === false ? ` — Spanish isn't among them` : ''}. Ask the office whether an interpreter can join the consultation.`,
          speaks
            ? `**Sí**: el perfil de ${who} indica que habla español (idiomas: ${p.languages.join(', ')}). Conviene confirmar con el consultorio que el médico, no solo el personal, atenderá en español.`
            : `El perfil de ${who} indica: ${p.languages.join(', ')}; el español no aparece. Pregunta si pueden tener un intérprete.`,
        );
      else
        say(
          `${who}'s profile lists these languages: ${p.languages.join(', ')}${asked ? (speaks ? ` — so yes, ${asked}.` : ` — ${asked} isn't among them.`) : '.'}`,
          `Idiomas en el perfil de ${who}: ${p.languages.join(', ')}.`,
        );
      break;
    }
    case 'reviews': {
      const d = prep.reviews;
      if (d) say(...reviewLines(who, d));
      break;
    }
    case 'experience': {
      // "is he experienced with ethnic rhinoplasty?": whether the profile lists it, and that it holds no case count.
      const proc = prep.procedures[0];
      if (proc) {
        const offer = p.offers.find((o) => o.procedureId === proc.id);
        say(
          offer
            ? `${who}'s profile lists ${offer.procedureName} among their services (${priceRange(offer.priceMin, offer.priceMax)}), but TruSelf doesn't record how many they have done or which kinds of cases, so I can't say how experienced they are with yours — ask how many they do a year and to see before-and-after photos of patients with features like yours.`
            : `${who}'s profile doesn't list ${proc.shortName} among their services, and TruSelf doesn't record case numbers — ask the office whether they do it and how often.`,
          offer
            ? `El perfil de ${who} incluye ${offer.procedureName} (${priceRange(offer.priceMin, offer.priceMax)}), pero TruSelf no registra cuántos ha hecho ni de qué tipo, así que pregunta cuántos hace al año y pide fotos de pacientes con rasgos como los tuyos.`
            : `El perfil de ${who} no incluye ${name(proc, lang)}; pregunta en el consultorio si lo hace y con qué frecuencia.`,
        );
      }
      // Only what the profile holds: a registry record lists no board or years, and says so rather than "0".
      const checked =
        verificationSentences(p.verification, p.boardName && escapeMd(p.boardName)).join(' ') ||
        'nothing yet — no licence, registry, board or identity check is on record';
      say(
        [
          `What ${who}'s profile says:`,
          '',
          `- **Board certification:** ${p.boardCertified ? escapeMd(p.boardName ?? 'Yes') : 'Not listed — ask which board certifies them'}`,
          `- **Experience:** ${p.yearsInPractice > 0 ? `${p.yearsInPractice} years in practice` : 'not listed'}`,
          `- **Checked by TruSelf:** ${checked}`,
          '',
          "You can confirm a certification at certificationmatters.org and the licence on the state medical board's site.",
        ].join('\n'),
        [
          `Lo que dice el perfil de ${who}:`,
          '',
          `- **Certificación:** ${p.boardCertified ? escapeMd(p.boardName ?? 'Sí') : 'no indicada; pregunta qué consejo la certifica'}`,
          `- **Experiencia:** ${p.yearsInPractice > 0 ? `${p.yearsInPractice} años de práctica` : 'no indicada'}`,
          '',
          'Puedes verificar la certificación en certificationmatters.org y la licencia en la junta médica del estado.',
        ].join('\n'),
      );
      break;
    }
    case 'price':
    case 'offers': {
      const asked = prep.procedures.map((x) => x.id);
      const hits = p.offers.filter((o) => asked.includes(o.procedureId));
      // "does she do lipo 360?", "actual Zepbound or compounded?": a listed "Liposuction" or "Weight Management
      // GLP-1" does not say which technique or product, so no "yes" to the variant.
      const q = fold(u.kind === 'answer' ? u.question : '');
      const found =
        VARIANT.exec(q)?.[0] ??
        (u.kind === 'answer'
          ? // A name for the procedure itself ("BBL") is no other product.
            u.brands.find((b) => b.note && !hits.some((o) => fold(o.procedureName).includes(fold(b.label))))
              ?.label
          : undefined);
      const variant =
        (u.kind === 'answer' && found ? u.brands.find((b) => fold(b.label) === fold(found))?.label : null) ??
        found?.replace(
          /^(zepbound|wegovy|ozempic|mounjaro|sculptra|kybella|ultherapy|emsculpt)$/,
          (w) => w.charAt(0).toUpperCase() + w.slice(1),
        );
      // What the profile lists, said as a clause; a profile that lists nothing (a registry record) says so.
      const offersListed =
        p.offers.length > 0
          ? {
              en: `it lists ${p.offers.map((o) => o.procedureName).join(', ')}`,
              es: `incluye ${p.offers.map((o) => o.procedureName).join(', ')}`,
            }
          : { en: 'it lists no procedures yet', es: 'todavía no incluye ningún procedimiento' };
      if (
        asked.length > 0 &&
        hits.length > 0 &&
        variant &&
        !hits.some((o) => fold(o.procedureName).includes(fold(variant)))
      )
        say(
          `${who}'s profile lists ${hits.map((o) => `${o.procedureName} at ${priceRange(o.priceMin, o.priceMax)}`).join(' and ')} (a listed range, not a quote), but doesn't say whether that includes ${variant} — ask the office which technique or product they use and what it costs.`,
          `El perfil de ${who} incluye ${hits.map((o) => `${o.procedureName} (${priceRange(o.priceMin, o.priceMax)})`).join(' y ')} (rango publicado, no una cotización), pero no dice si eso incluye ${variant}: pregunta en el consultorio qué técnica o producto usan y cuánto cuesta.`,
        );
      else if (asked.length > 0 && hits.length > 0)
        say(
          `${topic === 'offers' && !UNLISTED_DETAIL.test(q) ? '**Yes** — ' : ''}${who} lists ${hits.map((o) => `${o.procedureName} at ${priceRange(o.priceMin, o.priceMax)}`).join(' and ')} on the profile (a listed range, not a quote; ask whether it is per unit, per syringe or per area).`,
          `${topic === 'offers' && !UNLISTED_DETAIL.test(q) ? '**Sí**: ' : ''}${who} ofrece ${hits.map((o) => `${o.procedureName} (${priceRange(o.priceMin, o.priceMax)})`).join(' y ')} según su perfil (rango publicado, no una cotización).`,
        );
      else if (asked.length > 0)
        say(
          `${who}'s profile doesn't list ${prep.procedures.map((x) => x.shortName).join(' or ')}; ${offersListed.en}. Ask the office directly.`,
          `El perfil de ${who} no incluye ${prep.procedures.map((x) => name(x, lang)).join(' ni ')}; ${offersListed.es}.`,
        );
      else if (u.outside)
        say(
          `${who}'s profile doesn't say whether they offer ${u.outside.label} or which technique they use; ${offersListed.en}. Ask the office directly.`,
          `El perfil de ${who} no indica ${u.outside.label}; ${offersListed.es}.`,
        );
      else if (p.offers.length === 0)
        say(
          `${who}'s profile lists no procedures or prices yet, so I can't tell you what they offer — ask the office directly.`,
          `El perfil de ${who} todavía no incluye procedimientos ni precios, así que no puedo decirte qué ofrece: pregúntalo directamente al consultorio.`,
        );
      else
        say(
          `${who} lists: ${p.offers.map((o) => `${o.procedureName} (${priceRange(o.priceMin, o.priceMax)})`).join(', ')}. The listed prices are ranges, not quotes, and the profile doesn't say whether they are per unit or per area — ask.`,
          `${who} ofrece: ${p.offers.map((o) => `${o.procedureName} (${priceRange(o.priceMin, o.priceMax)})`).join(', ')}.`,
        );
      // "what laser do they have", "does she dissolve filler?": what a listed service does not say.
      if (
        /\b(what|which|que) (?:kind of |type of |tipo de )?(?:lasers?|machines?|devices?|maquinas?|aparatos?)\b|\bmaquina\b|\blaser do (?:they|you|she|he) (?:have|use)\b|\bdark(?:er)? skin\b|\bpiel (?:oscura|morena)\b|\bmorena\b/.test(
          q,
        )
      )
        say(
          `The profile doesn't say which laser or device they use, or whether they treat darker skin — ask which laser it is (for brown or dark skin, a long-pulsed Nd:YAG is the safer type), how many patients with your skin tone they have treated, and for a test spot first.`,
          `El perfil no dice qué láser o aparato usan ni si tratan piel oscura: pregunta qué láser es (para piel morena u oscura, el Nd:YAG de pulso largo es el tipo más seguro), cuántos pacientes con tu tono de piel han tratado y pide primero una prueba en una zona pequeña.`,
        );
      if (/\b(dissolv\w*|hyaluronidase|hylenex|disolver\w*|disuelve\w*|hialuronidasa)\b/.test(q))
        lead.unshift(
          es(
            lang,
            `The profile doesn't say whether ${who} dissolves filler (with hyaluronidase), or what that costs — the filler price listed is for adding filler, not dissolving it. Ask the office; dissolving is usually priced separately, and an injector should assess the old filler first.`,
            `El perfil no dice si ${who} disuelve relleno (con hialuronidasa) ni cuánto cuesta; el precio del relleno que aparece es para ponerlo, no para disolverlo. Pregunta en el consultorio: disolver suele cobrarse aparte, y el inyector debe valorar primero el relleno anterior.`,
          ),
        );
      break;
    }
    case 'photos': {
      const asked = prep.procedures[0]?.shortName;
      say(
        `TruSelf profiles don't hold before-and-after photos, so I can't show you ${who}'s${asked ? ` ${asked}` : ''} work. Ask the office for photos of their own patients${asked ? ` who had ${asked}` : ''} — several, taken in the same light and pose, unedited — and whether you can speak with a past patient. Reviews on the profile that describe results are another view.`,
        `Los perfiles de TruSelf no incluyen fotos de antes y después, así que no puedo mostrarte el trabajo de ${who}. Pide en el consultorio fotos de sus propios pacientes (varias, con la misma luz y pose, sin editar) y lee las reseñas del perfil que describen resultados.`,
      );
      break;
    }
    case 'record': {
      const asked = prep.procedures[0]?.shortName;
      say(
        `TruSelf's profile doesn't record case numbers, complications or outcomes, so I can't tell you how many${asked ? ` ${asked} procedures` : ''} ${who} has done or what their complication history is. Ask them directly how many${asked ? ` ${asked} procedures` : ''} they do a year and their complication and revision rates (a good surgeon answers plainly), and look up their licence on the state medical board's site, which lists any disciplinary actions.`,
        `El perfil de TruSelf no registra número de casos, complicaciones ni resultados, así que no puedo decirte cuántos${asked ? ` procedimientos de ${name(prep.procedures[0], lang)}` : ''} ha hecho ${who} ni su historial. Pregúntale cuántos hace al año y sus tasas de complicaciones y revisiones, y busca su licencia en la junta médica del estado, que muestra cualquier sanción.`,
      );
      break;
    }
    case 'hours':
      say(
        `${who}'s TruSelf profile doesn't list opening hours, so I can't say whether they're open then — call the practice${p.practiceName ? ` (${escapeMd(p.practiceName)})` : ''} to check.`,
        `El perfil de ${who} no indica horarios; llama al consultorio para confirmarlo.`,
      );
      break;
    case 'insurance':
      say(
        `${who}'s profile doesn't list which insurance plans they accept, so I can't tell you — ask the office and your insurer (cosmetic procedures are rarely covered; some medical ones are).`,
        `El perfil de ${who} no indica qué seguros acepta; pregunta al consultorio y a tu aseguradora.`,
      );
      break;
    case 'financing':
      say(
        `${who}'s profile doesn't say whether they offer financing such as CareCredit — ask the office; many practices do.`,
        `El perfil de ${who} no indica si ofrece financiamiento; pregunta al consultorio.`,
      );
      break;
    case 'location':
      say(
        `${who} is at **${escapeMd(p.address)}**${p.practiceName ? ` (${escapeMd(p.practiceName)})` : ''}, per the profile. I don't have travel times, so check the distance from the airport on a map.`,
        `${who} está en **${escapeMd(p.address)}** según su perfil.`,
      );
      if (/\b(parking|park|estacionamiento|estacionar|parqueo|parquear|garage)\b/.test(q))
        say(
          `The profile doesn't say anything about parking, so I can't tell you — call the practice to ask, or check the building on a map.`,
          `El perfil no dice nada sobre estacionamiento, así que no puedo decírtelo: llama al consultorio para preguntarlo o revisa el edificio en un mapa.`,
        );
      break;
    case 'staff':
      if (/\b(grafts?|techs?|technicians?|himself|herself)\b/.test(q))
        say(
          `The profile doesn't say who does each step, so I can't tell you whether ${who} makes the incisions and extracts the grafts personally or technicians do — ask that directly. The International Society of Hair Restoration Surgery advises that a licensed physician perform the surgical steps, not unlicensed technicians.`,
          `El perfil no dice quién hace cada paso, así que no puedo decirte si ${who} hace personalmente las incisiones y la extracción de injertos o si las hacen técnicos: pregúntalo directamente. La Sociedad Internacional de Cirugía de Restauración Capilar aconseja que un médico con licencia haga los pasos quirúrgicos, no técnicos sin licencia.`,
        );
      say(
        `The profile is for ${who}, ${escapeMd(p.credentials)} (${escapeMd(p.specialty)}); it doesn't list other staff, so ask who will inject you and their licence — and which physician supervises.`,
        `El perfil es de ${who}, ${escapeMd(p.credentials)}; no menciona otro personal. Pregunta quién inyecta y su licencia.`,
      );
      break;
    case 'credentials': {
      const titles = credentialTitles(p.credentials);
      const board = p.boardCertified
        ? `The profile lists board certification by ${escapeMd(p.boardName ?? 'a specialty board')}.`
        : 'The profile lists no board certification.';
      const boardEs = p.boardCertified
        ? `El perfil indica certificación por ${escapeMd(p.boardName ?? 'un consejo de especialidad')}.`
        : 'El perfil no indica certificación de ningún consejo.';
      if (titles.length === 0)
        say(
          `${who}'s profile doesn't list a professional title (such as MD, DO, NP, PA or RN), so I can't tell you whether they're a doctor or a nurse. ${board} Ask the office for their title and licence number, and look the licence up on the state board's website.`,
          `El perfil de ${who} no indica un título profesional (como MD, DO, NP, PA o RN), así que no puedo decirte si es médico o enfermera. ${boardEs} Pregunta en el consultorio su título y número de licencia, y búscala en el sitio de la junta estatal.`,
        );
      else
        say(
          `${who}'s profile lists **${escapeMd(p.credentials)}**: ${titles.map((t) => t.en).join('; ')}. ${board} You can look up the licence on the state board's website${titles.some((t) => !t.doctor) ? ', and ask which physician supervises or collaborates on treatments — the rules differ from state to state' : ''}.`,
          `El perfil de ${who} indica **${escapeMd(p.credentials)}**: ${titles.map((t) => t.es).join('; ')}. ${boardEs} Puedes buscar la licencia en el sitio de la junta estatal${titles.some((t) => !t.doctor) ? ' y preguntar qué médico supervisa o colabora en los tratamientos; las reglas cambian de un estado a otro' : ''}.`,
        );
      break;
    }
    case 'inclusive': {
      const proc = prep.procedures[0];
      const offer = proc ? p.offers.find((o) => o.procedureId === proc.id) : undefined;
      say(
        `${who}'s profile doesn't say anything about caring for trans or nonbinary patients, so I can't tell you how the office handles it. Before you book, call or email and ask whether they record the name and pronouns you use and how the front desk uses them, and whether they have treated trans patients${proc ? ` for ${proc.shortName}` : ''} before.${proc ? (offer ? ` The profile does list ${offer.procedureName} (${priceRange(offer.priceMin, offer.priceMax)}, a listed range, not a quote).` : ` The profile doesn't list ${proc.shortName}, so ask whether they offer it.`) : ''}`,
        `El perfil de ${who} no dice nada sobre la atención a pacientes trans o no binarios, así que no puedo decirte cómo lo maneja el consultorio. Antes de agendar, llama o escribe y pregunta si registran el nombre y los pronombres que usas y cómo los usa la recepción, y si han tratado a pacientes trans${proc ? ` para ${name(proc, lang)}` : ''}.${proc ? (offer ? ` El perfil sí incluye ${offer.procedureName} (${priceRange(offer.priceMin, offer.priceMax)}, rango publicado, no una cotización).` : ` El perfil no incluye ${name(proc, lang)}; pregunta si lo ofrecen.`) : ''}`,
      );
      break;
    }
    default:
      return null;
  }
  const withGuide = (topic === 'price' || topic === 'offers') && prep.procedures.some((x) => x.guide);
  return { lead, guide: withGuide ? ['cost'] : [], providers: false, quoted: [] };
}

/** The words that name what a conversation is about (its procedures, a subject without a guide): shared by every turn. */
export function subjectWords(prep: Prepared): Set<string> {
  const u = prep.understanding;
  return new Set(
    [
      ...prep.procedures.map((p) => `${p.name} ${p.shortName} ${p.id}`),
      u.kind === 'answer' && u.outside ? u.outside.label : '',
    ].flatMap((t) =>
      fold(t)
        .split(/[^a-z0-9]+/)
        .map((w) => w.replace(/(es|s)$/, '')),
    ),
  );
}

/** What a TruSelf profile holds on a topic, said before TruGPT knows whose profile is meant. */
export function profileTopicNote(topic: ProviderTopic, lang: Language): string | null {
  const notes: Partial<Record<ProviderTopic, [string, string]>> = {
    new_patients: [
      'A profile says whether the provider is accepting new patients, when the practice has added it.',
      'El perfil indica si el proveedor acepta pacientes nuevos, cuando el consultorio lo ha añadido.',
    ],
    language: [
      'A profile lists the languages spoken, when the practice has added them.',
      'El perfil muestra los idiomas que se hablan, cuando el consultorio los ha añadido.',
    ],
    reviews: [
      "A profile shows its patients' reviews on TruSelf, and I can tell you what they say about a procedure or a word you're looking for.",
      'El perfil muestra las reseñas de sus pacientes en TruSelf, y puedo decirte qué dicen sobre un procedimiento o un tema.',
    ],
    credentials: [
      'A profile lists the provider’s title (MD, DO, NP, PA, RN…) and any board certification.',
      'El perfil indica el título del proveedor (MD, DO, NP, PA, RN…) y su certificación, si la tiene.',
    ],
    experience: [
      'A profile lists years in practice and board certification, but not how many procedures they have done.',
      'El perfil indica los años de práctica y la certificación, pero no cuántos procedimientos ha hecho.',
    ],
    price: [
      'A profile lists the procedures offered with a price range for each (a listed range, not a quote).',
      'El perfil muestra los procedimientos que ofrece con un rango de precios (publicado, no una cotización).',
    ],
    offers: [
      'A profile lists the procedures offered, with a price range for each.',
      'El perfil muestra los procedimientos que ofrece, con un rango de precios.',
    ],
    location: [
      'A profile gives the address, but not parking or directions — the office can tell you about parking.',
      'El perfil da la dirección, pero no el estacionamiento: eso lo puede decir el consultorio.',
    ],
    hours: [
      "TruSelf profiles don't list opening hours, so for Saturdays or evenings you'd call the office either way.",
      'Los perfiles de TruSelf no incluyen horarios, así que para sábados o tardes hay que llamar al consultorio de todos modos.',
    ],
    insurance: [
      "TruSelf profiles don't list which insurance plans a practice takes, so ask the office and your insurer either way.",
      'Los perfiles de TruSelf no indican qué seguros acepta un consultorio, así que pregunta al consultorio y a tu aseguradora de todos modos.',
    ],
    financing: [
      "TruSelf profiles don't list financing such as CareCredit or Cherry, so ask the office either way.",
      'Los perfiles de TruSelf no indican financiamiento como CareCredit o Cherry, así que pregúntalo al consultorio de todos modos.',
    ],
    virtual: [
      "TruSelf profiles don't say whether a provider offers video visits, so ask the office either way.",
      'Los perfiles de TruSelf no indican si hay consultas por video, así que pregúntalo al consultorio de todos modos.',
    ],
    inclusive: [
      "TruSelf profiles don't say how a practice cares for trans and nonbinary patients, so ask the office directly: whether they record the name and pronouns you use, and whether they have treated trans patients for what you want done.",
      'Los perfiles de TruSelf no dicen cómo atiende un consultorio a pacientes trans o no binarios, así que pregunta directamente si registran el nombre y los pronombres que usas y si han tratado a pacientes trans para lo que quieres hacerte.',
    ],
  };
  const note = notes[topic];
  return note ? es(lang, note[0], note[1]) : null;
}

/** "does this office take blue cross?" with no page or name: which provider, and what a profile would say. */
function whichProvider(prep: Prepared, lang: Language): KindAnswer {
  const u = prep.understanding;
  const topics = u.kind === 'answer' ? (u.ask.providerTopics ?? [u.ask.provider ?? 'general']) : [];
  const notes = [
    ...new Set(topics.map((t) => profileTopicNote(t, lang)).filter((n): n is string => n !== null)),
  ];
  const listed = u.kind === 'answer' && u.unnamedProvider === 'listed';
  const lead = [
    listed
      ? es(
          lang,
          `**Which of the providers I listed do you mean?** Tell me the name (or “the first one”) and I'll answer from what that profile lists.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
          `**¿A cuál de los proveedores que te mostré te refieres?** Dime el nombre (o “el primero”) y te respondo con lo que indica ese perfil.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
        )
      : es(
          lang,
          `**Which provider do you mean?** I can't see which office or provider you're looking at: tell me their name, or open TruGPT with “Ask TruGPT about this provider” on their TruSelf profile, and I'll answer from what their profile lists.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
          `**¿De qué proveedor hablas?** No puedo ver qué consultorio o proveedor estás mirando: dime su nombre, o abre TruGPT con “Pregúntale a TruGPT sobre este proveedor” en su perfil de TruSelf, y te respondo con lo que indica su perfil.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
        ),
  ];
  // "…i need a breast reduction and i think it'll be medical": what the guide says on that part.
  const topic = topics[0];
  const guide: Intent[] =
    prep.procedures.some((p) => p.guide) &&
    (topic === 'insurance' || topic === 'financing' || topic === 'price')
      ? ['cost']
      : [];
  return { lead, guide, providers: false, quoted: [] };
}

// What the titles on a profile mean, for "is she a doctor or a nurse?".
const TITLES: [RegExp, { en: string; es: string; doctor: boolean }][] = [
  [/^MD$/, { en: 'MD, a medical doctor (physician)', es: 'MD, médico', doctor: true }],
  [
    /^DO$/,
    {
      en: 'DO, a doctor of osteopathic medicine — a fully licensed physician, like an MD',
      es: 'DO, médico osteópata con licencia completa, como un MD',
      doctor: true,
    },
  ],
  [
    /^(?:NP|APRN|FNP|FNP-C|ANP|ANP-C)$/,
    {
      en: 'NP, a nurse practitioner — an advanced-practice registered nurse, not a physician',
      es: 'NP, enfermera practicante (enfermería de práctica avanzada), no médico',
      doctor: false,
    },
  ],
  [
    /^(?:PA|PA-C)$/,
    {
      en: 'PA-C, a physician assistant — a licensed clinician who works with a physician, not a physician',
      es: 'PA-C, asistente médico con licencia que trabaja con un médico; no es médico',
      doctor: false,
    },
  ],
  [
    /^(?:RN|BSN)$/,
    {
      en: 'RN, a registered nurse, not a physician',
      es: 'RN, enfermera registrada, no médico',
      doctor: false,
    },
  ],
  [
    /^FACS$/,
    {
      en: 'FACS, a Fellow of the American College of Surgeons',
      es: 'FACS, miembro del American College of Surgeons',
      doctor: true,
    },
  ],
  [/^(?:RD|RDN)$/, { en: 'RD, a registered dietitian', es: 'RD, dietista registrada', doctor: false }],
  [
    /^(?:LE|LME)$/,
    {
      en: 'a licensed esthetician, not a nurse or physician',
      es: 'esteticista con licencia, no enfermera ni médico',
      doctor: false,
    },
  ],
];

function credentialTitles(credentials: string): { en: string; es: string; doctor: boolean }[] {
  return credentials
    .split(/[\s,/]+/)
    .map((c) => c.replace(/\./g, '').toUpperCase())
    .flatMap((c) => TITLES.filter(([re]) => re.test(c)).map(([, t]) => t));
}

function reviewLines(who: string, d: ReviewDigest): [string, string] {
  const quotes = d.quotes
    .map((r) => `> ★ ${r.rating} — **${escapeMd(r.title)}**: “${escapeMd(r.excerpt)}”`)
    .join('\n>\n');
  if (d.about) {
    const en =
      d.matching === 0
        ? `None of ${who}'s ${d.total} reviews on TruSelf mention ${d.about}.`
        : `**${d.matching} of ${who}'s ${d.total} reviews** on TruSelf are about ${d.about}, averaging ★ ${d.matchingAverage}.${quotes ? `\n\n${quotes}` : ''}`;
    const es2 =
      d.matching === 0
        ? `Ninguna de las ${d.total} reseñas de ${who} menciona ${d.about}.`
        : `**${d.matching} de las ${d.total} reseñas** de ${who} tratan de ${d.about}, con un promedio de ★ ${d.matchingAverage}.${quotes ? `\n\n${quotes}` : ''}`;
    return [en, es2];
  }
  return [
    `${who} has **${d.total} reviews on TruSelf, averaging ★ ${d.average}**.${quotes ? (Math.min(...d.quotes.map((r) => r.rating)) >= 4 ? ` Even the lowest-rated are ${Math.min(...d.quotes.map((r) => r.rating))} stars, so the reviews on TruSelf show no pattern of complaints; if something worries you, ask the office about it at the consultation. A few of them:\n\n${quotes}` : ` The lowest-rated ones say:\n\n${quotes}`) : ' None is rated 3 stars or lower.'}`,
    `${who} tiene **${d.total} reseñas en TruSelf, con un promedio de ★ ${d.average}**.${quotes ? `\n\n${quotes}` : ''}`,
  ];
}

// ——— Refusals ———

export function refusal(reason: OffTask, lang: Language): string {
  const en: Record<OffTask, string> = {
    paid_ranking:
      "**I won't rank or favour providers because they pay or ask** — TruGPT lists providers by distance, verification, board certification and reviews, never by payment or request, so patients can trust the order. Practices can [list or claim their profile](/list-your-practice) to keep their details complete. If you're looking for a provider, tell me the procedure and your city and I'll show the best-qualified ones nearby.",
    fake_review:
      "**I won't write reviews for someone else's experience or one that didn't happen** — fake or paid reviews mislead patients and break the FTC's 2024 rule on fake reviews and TruSelf's review policy. If you were treated there, you can write your own honest review on their profile; if you have a concern about a provider, the state medical board handles complaints.",
    writing:
      "**I can't help with that: I won't write letters, essays, poems or posts** — TruGPT is for researching cosmetic and wellness procedures and the providers who do them, not for writing letters, essays or posts, and it won't help present other people's results as your own. I can explain a procedure, its costs, recovery and risks, or find qualified providers.",
    homework:
      "**I can't help with that — homework is outside what TruGPT does**: it only covers cosmetic, aesthetic and wellness procedures and the providers who perform them. Ask me about a procedure's cost, recovery or risks any time.",
    private_info:
      "**I can't share anyone's home address or private details** — providers' privacy matters as much as patients'. Their profile lists the practice's public office address, which is the place to send anything.",
    prescribe:
      "**I can't prescribe or tell you a dose** — that needs a licensed prescriber who examines you and knows what's in the vial; a medicine from a friend or an unknown source isn't safe to dose. I can explain how medical weight loss works and help you find a prescriber.",
    attack:
      "**I won't single out a provider for an attack** — TruGPT gives patients facts to choose by, not targets. If you had a bad experience yourself, you can write an honest review of it on their profile, and the state medical board takes complaints about care.",
    unrelated:
      "**That's outside what I do** — TruGPT only covers cosmetic, aesthetic and wellness procedures and the providers who perform them. I can help you prepare for your consultation, such as the questions to ask.",
  };
  const spanish: Record<OffTask, string> = {
    paid_ranking:
      '**No voy a favorecer ni poner primero a ningún proveedor porque pague o lo pida**: TruGPT ordena por distancia, verificación, certificación y reseñas, nunca por pago, para que los pacientes puedan confiar. Las clínicas pueden [registrar o reclamar su perfil](/list-your-practice).',
    fake_review:
      '**No voy a escribir reseñas falsas ni de experiencias ajenas**: engañan a los pacientes y van contra la norma de la FTC de 2024 y la política de reseñas de TruSelf.',
    writing:
      '**No puedo ayudar con eso: no escribo ensayos, cartas ni poemas**. TruGPT sirve para investigar procedimientos estéticos y de bienestar y a los proveedores que los realizan, no para redactar ensayos, cartas o tareas. Puedo explicarte un procedimiento, sus costos, recuperación y riesgos.',
    homework:
      '**No puedo ayudar con eso: las tareas escolares no son lo mío**. TruGPT solo cubre procedimientos estéticos y de bienestar.',
    private_info:
      '**No puedo compartir direcciones ni datos privados de nadie**; el perfil muestra la dirección pública del consultorio.',
    prescribe:
      '**No puedo recetar ni indicar dosis**: eso lo decide un profesional con licencia que te examine.',
    attack:
      '**No voy a señalar a un proveedor para atacarlo**: si tuviste una mala experiencia, puedes escribir una reseña honesta o presentar una queja ante la junta médica del estado.',
    unrelated:
      '**Eso está fuera de lo que hago**: TruGPT solo cubre procedimientos estéticos y de bienestar y sus proveedores.',
  };
  return lang === 'es' ? spanish[reason] : en[reason];
}

// "Does that include anesthesia and the surgery center?": what the guide's range and the society's fee cover.
function covers(prep: Prepared, lang: Language): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer' || u.outside || !INCLUDED.test(fold(u.question).replace(/[¿?¡!.,]/g, ' ')))
    return null;
  const p = prep.procedures.find((x) => x.guide);
  const g = p?.guide;
  if (!p || !g) return null;
  const fee = g.cost.surgeonFee;
  const inRange = g.cost.rangeNote ? firstSentences(g.cost.rangeNote, 1) : '';
  const allIn = /anesthesia|anaesthesia/i.test(inRange);
  return {
    lead: [
      es(
        lang,
        `**What the price covers:** TruSelf's ${p.shortName} guide gives ${range(g)} as a typical price${inRange ? ` — ${inRange.charAt(0).toLowerCase()}${inRange.slice(1).replace(/\.$/, '')}` : ''}.${fee ? ` The ${money(fee.amount)} society average (${fee.source}, ${fee.year}) is the surgeon's fee alone, without anaesthesia or the facility.` : ''} A price a practice lists or quotes can be either, so ask for a written, itemised quote that names the surgeon's fee, anaesthesia, the facility or operating room, any implants or product, garments, medicines and follow-up visits, and what a revision would cost.`,
        `**Qué incluye el precio:** la guía de TruSelf sobre ${name(p, lang)} da ${range(g)} como precio típico${allIn ? ', un total que normalmente incluye al cirujano, la anestesia y el quirófano' : ''}.${fee ? ` El promedio de ${money(fee.amount)} de la sociedad (${fee.year}) es solo el honorario del cirujano, sin anestesia ni quirófano.` : ''} Un precio publicado o cotizado puede ser cualquiera de los dos: pide una cotización por escrito y desglosada con el honorario del cirujano, la anestesia, el quirófano, implantes o producto, prendas de compresión, medicinas, consultas de control y lo que costaría una revisión.`,
      ),
    ],
    guide: [],
    providers: false,
    quoted: [],
  };
}

/** The answer to the kind of question asked, or null when the kind has nothing of its own to add. */
export function composeKind(prep: Prepared): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer') return null;
  const lang = u.language;
  // When no matched entry is of the kind asked, the entries written for that kind of question come first.
  const ofKind = prep.facts.some((f) => u.ask.kind !== null && f.kinds.includes(u.ask.kind));
  const found = ofKind ? prep.facts : [...kindEntries(prep), ...prep.facts];
  // An entry about the very procedure asked about ("filler bought online") before one that covers it among others.
  const first = u.procedureIds[0];
  const sorted = [...found].sort(
    (a, b) =>
      Number(b.procedures?.length === 1 && b.procedures[0] === first) -
      Number(a.procedures?.length === 1 && a.procedures[0] === first),
  );
  // In a follow-up, an entry on its own new point before one an earlier answer already quoted.
  // A follow-up is answered on its own point: an entry that only the earlier turn's words found is not its answer.
  const own = ownMessage(u);
  // Any later turn: "does insurance cover explant" after a find request names its subject, and still needs an
  // entry on insurance, not the subject's other entries again.
  const followUp = u.earlier !== undefined;
  const procedureWords = subjectWords(prep);
  const facts = unsaidFirst(sorted, prep.said, own, u.procedureIds).filter(
    (e) => !followUp || onOwnPoint(e, own, procedureWords, u.context ?? u.earlier),
  );
  // A provider named in the message or picked from a list is answered from their profile, as before.
  if ((u.providerName || u.pick) && u.ask.kind !== 'provider') return null;
  // "she said 40 units, that's a lot?", "that's just the surgeon fee though", "and if I add inner thighs?".
  const figure = prep.profile ? null : followUpPrice(prep);
  if (figure) return { lead: [figure], guide: [], providers: false, quoted: [] };
  if (u.ask.kind === 'provider') {
    const answer = providerFacts(prep, lang);
    if (answer) return answer;
    // "does dr. patel speak spanish?" with several Patels (or none) listed: which one, before anything else.
    if (u.providerName && !prep.profile) return null;
    if (u.unnamedProvider && !prep.profile && prep.profiles.length === 0) return whichProvider(prep, lang);
  }
  // A question on a subject an entry is written for ("can a dentist do my Botox", "what is Emface", "do I need my
  // husband's permission") is answered by that entry first, whatever else its words touch (a country, a procedure).
  // Quotes to weigh (two offers, a flat area price, a fee, a measure no source prices), and a quote at home for a
  // procedure with no guide set beside a price abroad ("$5/graft in dallas, turkey is 3k"): the verdict first.
  const verdict =
    u.ask.kind === 'price' || (u.ask.kind === 'tourism' && u.outsideOnly && judgesAQuote(u.question))
      ? judgeQuotes(prep, lang)
      : null;
  if (verdict) return verdict;
  const onSubjectPins =
    u.ask.kind === 'price' && prep.priceCheck ? [] : carePinsFirst(prep, u.question, ownMessage(u));
  // "coolsculpting or lipo, which is cheaper": two guides weighed on one point (how long, the price, the pain)
  // open with the verdict from their own figures; the entry that weighs them follows.
  const guided = prep.procedures.filter((p) => p.guide !== null).length;
  if (
    onSubjectPins.length > 0 &&
    !(u.ask.kind === 'comparison' && guided >= 2 && POINTS.test(fold(ownMessage(u))))
  )
    return pinnedAnswer(prep, onSubjectPins, lang);
  if (u.ask.kind === 'comparison' && onSubjectPins.length > 0)
    return comparison(prep, [...onSubjectPins, ...facts.filter((f) => !onSubjectPins.includes(f))], lang);
  // "the Ozempic sold in Mexican pharmacies, is it the same?": a question about the product, wherever it was bought.
  if (u.abroad && u.ask.kind !== 'authenticity') return tourism(prep, facts, lang);
  // "$4,800 all inclusive, is that suspiciously cheap?": the verdict on the quote comes first, not what prices cover.
  const covered = u.ask.kind === 'price' && prep.priceCheck ? null : covers(prep, lang);
  if (covered) return covered;
  const worth = worthIt(prep, facts, lang);
  if (worth) return worth;
  if (u.ask.kind === 'tourism') return tourism(prep, facts, lang);
  // "does FMLA cover a breast lift?", "can a nurse do a lip flip?": the rule answers, guide or none.
  if (u.outsideOnly && u.outside && u.ask.kind !== 'legality') return gap(prep, facts, lang);
  switch (u.ask.kind) {
    case 'price':
      return price(prep, facts, lang);
    case 'legality':
      return legality(prep, facts, lang);
    case 'authenticity': {
      const answer = facts1('authenticity', prep, facts, lang, []);
      const noted = u.brands.filter((b) => b.note);
      // The brand is FDA-approved; whether the patient's vial or pen is the genuine brand is what they are asking,
      // and compounded, imported or online-bought products are not that brand.
      if (noted.length > 0)
        answer.lead.unshift(
          noted
            .map((b) =>
              es(
                lang,
                `**${b.label}** is ${b.note}. The brand is FDA-approved, but that says nothing about a product that is compounded, imported, bought online or sold without a prescription: only the brand's own pens or vials, dispensed by a licensed pharmacy or given by a licensed provider, are the approved product.`,
                `**${b.label}** es una marca aprobada por la FDA, pero eso no aplica a un producto compuesto, importado, comprado en línea o vendido sin receta: solo el producto de la marca, dispensado por una farmacia con licencia o aplicado por un profesional con licencia, es el aprobado.`,
              ),
            )
            .join(' '),
        );
      return answer;
    }
    case 'comparison':
      return comparison(prep, facts, lang);
    case 'timing':
      return timing(prep, facts, lang);
    case 'candidacy':
      return candidacy(prep, facts, lang);
    case 'alternatives':
      return alternatives(prep, facts, lang);
    case 'consultation':
      return consultation(prep, facts, lang);
    case 'nutrition':
      return nutrition(prep, facts, lang);
    default:
      break;
  }
  if (facts.length > 0 && prep.procedures.length === 0) return gap(prep, facts, lang);
  return specific(prep, facts, lang) ?? pointed(prep, facts, lang);
}

// States where nurse practitioners have full practice authority (American Association of Nurse Practitioners,
// state practice environment, 2024).
const FULL_PRACTICE = new Set([
  'alaska',
  'arizona',
  'colorado',
  'connecticut',
  'delaware',
  'district of columbia',
  'hawaii',
  'idaho',
  'iowa',
  'kansas',
  'maine',
  'maryland',
  'massachusetts',
  'minnesota',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new mexico',
  'new york',
  'north dakota',
  'oregon',
  'rhode island',
  'south dakota',
  'utah',
  'vermont',
  'washington',
  'wyoming',
]);
const STATES =
  /\b(alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|district of columbia|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|nueva york|nuevo mexico|carolina del norte|carolina del sur|florida|texas|california)\b/;
const STATE_ES: Record<string, string> = {
  'nueva york': 'new york',
  'nuevo mexico': 'new mexico',
  'carolina del norte': 'north carolina',
  'carolina del sur': 'south carolina',
};
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bOf\b/, 'of');

/** "In Arizona, yes": the state rule for a nurse practitioner, when the question names a state. */
function practiceLead(question: string, lang: Language): string | null {
  const m = STATES.exec(fold(question));
  if (!m) return null;
  const key = STATE_ES[m[1]] ?? m[1];
  const state = titleCase(key);
  return FULL_PRACTICE.has(key)
    ? es(
        lang,
        `**Yes, in ${state}** — it is one of the states that give nurse practitioners full practice authority, so an NP may assess you and inject without a physician supervising or in the building.`,
        `**Sí, en ${state}**: es uno de los estados que dan a las enfermeras practicantes (NP) práctica plena, así que una NP puede evaluarte e inyectarte sin que un médico la supervise ni esté en el edificio.`,
      )
    : es(
        lang,
        `**In ${state}, a nurse practitioner works with a physician** — ${state} is not among the states that give NPs full practice authority, so an NP there generally needs a collaborative agreement or a physician's supervision; whether the physician must be on site is up to the state's rules.`,
        `**En ${state}, una enfermera practicante trabaja con un médico**: ${state} no está entre los estados que dan a las NP práctica plena, así que allí una NP en general necesita un acuerdo de colaboración o supervisión médica; si el médico debe estar presente lo deciden las reglas del estado.`,
      );
}

/**
 * The answer from the entries written for the very subject asked: each opens with the direct answer and says what
 * to do, quoted with its source. A procedure without a guide is named as such first, with the related guides after.
 */
/**
 * The pinned entries for a message. In a follow-up the entries on its own new point come first ("and when can I
 * start it again" after fish oil), and an entry an earlier answer already quoted is not quoted again while a new
 * one answers. An entry on caring for yourself (sleeping, glasses, the faja) answers alone, with its own kind.
 */
function carePinsFirst(prep: Prepared, question: string, own: string): AnswerEntry[] {
  const u = prep.understanding;
  if (u.kind !== 'answer') return [];
  // "how long till it looks normal" after "rhinoplasty 2 weeks ago": the entries on caring for yourself are
  // found with the earlier message too, when the question was read without it; so are those on a price or its
  // coverage ("would insurance pay?" after "upper eyelid surgery cost").
  const earlier = u.earlier && !question.includes(u.earlier) ? u.earlier : '';
  // An entry written for a question about somewhere abroad holds where the message or the one before it names a
  // foreign place, or says "abroad" ("will my US insurance cover fixing it" after "surgery abroad").
  const abroad =
    u.abroad !== null ||
    ABROAD_WORDS.test(fold(`${question} ${earlier}`)) ||
    (earlier !== '' && findForeign(earlier) !== null);
  const opts = { kind: u.ask.kind, procedures: u.procedureIds, limit: 4, abroad };
  const mine = own && own !== question ? pinned(own, opts) : [];
  // A price entry carries over only in a conversation about the price, one an earlier answer already priced.
  const aboutPrice = [...prep.said].some((id) => PRICE_IDS.has(id));
  const withEarlier = earlier
    ? pinned(`${question} ${earlier}`, { ...opts, limit: 20 }).filter(
        (e) =>
          CARE_IDS.has(e.id) || (PRICE_IDS.has(e.id) && aboutPrice && pinned(question, opts).length === 0),
      )
    : [];
  // A price abroad ("2500 euros in Istanbul") is a question about going abroad, and a quote to judge ("$15k for 3000
  // grafts, rip-off?") gets a verdict: neither is answered by what the price is built from at home.
  const homePrice = (e: AnswerEntry) =>
    (!PRICE_IDS.has(e.id) || (!u.abroad && !prep.priceCheck)) && !(e.pinAtHome && u.abroad);
  // "microneedling vs chemical peel, which costs less": two procedures weighed against each other are answered by
  // an entry that weighs them, not by one written for aftercare or timing of one side that shares a word.
  const weighed =
    u.ask.kind === 'comparison' && u.procedureIds.length >= 2
      ? (e: AnswerEntry) =>
          e.kinds.includes('comparison') ||
          !e.procedures ||
          u.procedureIds.every((id) => e.procedures?.includes(id))
      : () => true;
  const all = [...mine, ...pinned(question, opts), ...withEarlier]
    .filter((e, i, a) => a.indexOf(e) === i)
    .filter(homePrice)
    .filter(weighed);
  const followUp = (own !== '' && own !== question) || earlier !== '';
  // An entry already quoted stays only when the follow-up's own words are in it ("how many days before do I take
  // the pill" after the entry on cold sores and antiviral pills).
  // A follow-up on a price, insurance or another procedure ("how much is fat transfer") is for its own answer.
  const ownTerms = new Set(terms(own));
  const priced = /\b(how much|cost|costs|price|prices|insurance|cuanto cuesta|precio|seguro)\b/.test(
    fold(own),
  );
  const named = findProcedures(own);
  const elsewhere = (e: AnswerEntry) => priced || named.some((id) => !(e.procedures ?? []).includes(id));
  const found = followUp
    ? all.filter(
        (e) =>
          !prep.said.has(e.id) ||
          (!elsewhere(e) && terms(`${e.text} ${e.es ?? ''}`).some((w) => ownTerms.has(w))),
      )
    : all;
  // An entry on caring for yourself about the very procedure asked about comes before a general one ("when can I
  // drive" after a tummy tuck: the tummy-tuck weeks, not only the day after anaesthesia).
  const aboutIt = (e: AnswerEntry) =>
    CARE_IDS.has(e.id) && (e.procedures ?? []).some((p) => u.procedureIds.includes(p));
  const ordered = [...found.filter(aboutIt), ...found.filter((e) => !aboutIt(e))];
  const care = ordered[0] && CARE_IDS.has(ordered[0].id);
  return (care ? ordered.filter((e) => CARE_IDS.has(e.id)) : ordered).slice(0, 2);
}

/** "the Dominican Republic" → "The Dominican Republic", to open a sentence. */
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// "abroad", "overseas", "en el extranjero": somewhere outside the US, no place named.
const ABROAD_WORDS =
  /\b(abroad|overseas|another country|other country|foreign (?:clinic|surgeon|country)|medical tourism|extranjero|otro pais|fuera del pais|turismo medico)\b/;

function pinnedAnswer(prep: Prepared, entries: AnswerEntry[], lang: Language): KindAnswer {
  const u = prep.understanding;
  if (u.kind !== 'answer') return { lead: [], guide: [], providers: false, quoted: [] };
  // "labiaplasty cost and recovery?": the entry on the price answers first, and what the procedure is and its
  // recovery follows from the entry on it.
  if (u.outside && u.outsideOnly)
    return gap(
      prep,
      entries.every((e) => PRICE_IDS.has(e.id))
        ? [...entries, ...prep.facts.filter((f) => !entries.includes(f) && f.kinds.includes('gap'))]
        : entries,
      lang,
    );
  const lead: string[] = [];
  const np = entries[0].id === 'np-practice' ? practiceLead(u.question, lang) : null;
  if (np) lead.push(np);
  const subject = entries[0].subject;
  if (subject)
    lead.push(
      es(
        lang,
        `I don't have a TruSelf guide for **${subject.en}** yet, but here is what published guidance says:`,
        `Todavía no tengo una guía de TruSelf sobre **${subject.es}**, pero esto es lo que dice la información publicada:`,
      ),
    );
  lead.push(...quoted(entries, lang, 2));
  // An entry written for a question about somewhere abroad answers first; then that the place is outside the
  // directory.
  if (u.abroad && entries.some((e) => e.pinAbroad))
    lead.push(
      es(
        lang,
        `**${capital(u.abroad.label)} is outside the US**, so it's outside TruSelf's directory — I can't vouch for clinics or surgeons there.`,
        `**${capital(u.abroad.label)} está fuera de EE. UU.**, así que no está en el directorio de TruSelf: no puedo responder por clínicas o cirujanos de allí.`,
      ),
    );
  // "when can I use makeup and retinol after microneedling": the entry answers the retinol; the guide the rest.
  if (u.ask.kind === 'timing' && !subject && !CARE_IDS.has(entries[0].id)) {
    const rest = timing(prep, [], lang).lead.filter(
      (l) => !lead.includes(l) && !/doesn't give a specific time|no da un plazo concreto/.test(l),
    );
    lead.push(...rest.slice(0, 1));
  }
  if (subject) {
    const related = prep.procedures.filter((x) => x.guide);
    if (related.length > 0)
      lead.push(
        `${es(lang, 'Related TruSelf guides:', 'Guías de TruSelf relacionadas:')} ${related.map((x) => `[${name(x, lang)}](/procedure/${x.id})`).join(', ')}.`,
      );
  }
  // "lipo vs coolsculpting": after the entry's answer, what TruSelf's guides set side by side (in English only, so a
  // Spanish answer stays in Spanish).
  let guide: KindAnswer['guide'] = [];
  if (u.ask.kind === 'comparison' && !subject && lang === 'en') {
    const side = comparison(prep, [], lang);
    lead.push(...side.lead.filter((l) => !lead.includes(l)));
    guide = side.guide;
  }
  // "…it's cheaper than my derm" mentions a price; "how much is it?" asks for one.
  const asksPrice = /\b(how much|what does it cost|cost|costs|price|prices|cuanto|cuesta|precio)\b/.test(
    fold(u.question),
  );
  // An entry on the price itself ("cheek vs lip filler price", "underarms package") is the answer on the price: no
  // guide price block repeats the range after it.
  return {
    lead,
    guide,
    providers: false,
    quoted: entries,
    complete: !asksPrice || PRICE_IDS.has(entries[0].id),
  };
}

/** A price follow-up that changes a figure: the units counted, the fee it covers, the areas added. */
function followUpPrice(prep: Prepared): string | null {
  const u = prep.understanding;
  if (u.kind !== 'answer' || !u.earlier) return null;
  const p = prep.procedures.find((x) => x.guide);
  if (!p?.guide) return null;
  const own = ownMessage(u);
  const lang = u.language;
  const r = p.guide.cost.typicalRange;
  // A unit count ("60 unidades, ¿es mucho?") and a budget ("5k saved, is that enough?") say what they ask.
  if (p.id === 'botox') {
    const units = toxinUnitsLead(own, u.earlier, readQuote(own)?.quoted ?? null, lang);
    if (units) return units;
  }
  const range = { shortName: p.shortName, unit: r.unit ?? 'total', min: r.min, max: r.max };
  const budget = budgetLead(own, readQuote(own)?.quoted ?? null, range, lang);
  if (budget) return budget;
  if (u.ask.kind !== 'price' && !u.intents.includes('cost')) return null;
  const quoted = (readQuote(own) ?? readQuote(u.earlier))?.quoted ?? null;
  return (
    surgeonFeeLead(own, quoted, { ...range, fee: p.guide.cost.surgeonFee ?? null }, lang) ??
    addedAreasLead(own, u.earlier, { ...range, note: p.guide.cost.rangeNote }, lang) ??
    (u.followUp || u.context
      ? variantPriceLead(own, { ...range, note: p.guide.cost.rangeNote }, lang)
      : null) ??
    swappedAreaLead(own, { ...range, id: p.id }, lang)
  );
}

const WORTH =
  /\b(worth it|worth the money|worth paying|legit|a scam|just a scam|scam|actually work|really work|does it work|do they work|work for|evidence|proven|gimmick|hype|vale la pena|funciona de verdad|sirve|sirven|de algo|do anything|actually do|actually help|really help|help at all|just marketing|marketing)\b/;
const NOT_ABOUT_EVIDENCE =
  /\b(online|telehealth|compan(?:y|ies)|pharmac(?:y|ies)|website|mexic\w*|abroad|overseas|canada|fake|counterfeit|real (?:botox|filler|ozempic)|groupon|deal|special|\$|price|precio)\b/;

// "IV therapy worth it for hangovers or just a scam?", "NAD+ drips legit?": what the guide says about the evidence,
// first, rather than its overview.
function worthIt(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer' || prep.profile) return null;
  if (
    u.ask.kind !== null &&
    u.ask.kind !== 'authenticity' &&
    u.ask.kind !== 'nutrition' &&
    u.ask.kind !== 'price'
  )
    return null;
  if (u.ask.kind === 'price' && prep.priceCheck) return null;
  // "is Ozempic from a Mexican pharmacy legit?" asks whether the product is genuine, not whether it works.
  if (u.ask.kind === 'authenticity' && (u.brands.length > 0 || u.abroad)) return null;
  const q = fold(u.question);
  if (!WORTH.test(q) || NOT_ABOUT_EVIDENCE.test(q)) return null;
  const p = prep.procedures.find((x) => x.guide);
  if (!p?.guide) return null;
  let sentences = guideSentences(
    p.guide,
    u.question,
    ['evidence', 'proven', 'studies', 'study', 'benefit', 'effective', 'not recommended'],
    3,
    3,
  );
  // In Spanish, only what the guide has in Spanish is quoted.
  if (lang === 'es')
    sentences = [
      ...new Set(sentences.map((x) => spanishOf(p.guide!, x)).filter((x): x is string => x !== null)),
    ];
  if (sentences.length === 0) return null;
  // Only an entry about this very treatment: general eating advice is no word on a drip's evidence.
  const own = facts.filter((f) => f.procedures?.includes(p.id)).slice(0, 1);
  return {
    lead: [
      es(
        lang,
        `**What the evidence says about ${p.shortName}, from TruSelf's guide:** ${sentences.join(' ')}`,
        `**Lo que dice la evidencia sobre ${name(p, lang)}, según la guía de TruSelf:** ${sentences.join(' ')}`,
      ),
      ...quoted(own, lang, 1),
    ],
    guide: [],
    providers: false,
    quoted: own,
  };
}

/**
 * When no entry matched the question's words strongly: the entries written for this kind of question about the
 * procedure asked about ("is my Botox real" → counterfeit Botox), best match first.
 */
function kindEntries(prep: Prepared): AnswerEntry[] {
  const u = prep.understanding;
  if (u.kind !== 'answer' || !u.ask.kind || u.procedureIds.length === 0) return [];
  const kind = u.ask.kind;
  if (!['authenticity', 'legality', 'candidacy', 'timing', 'tourism'].includes(kind)) return [];
  // A candidacy or timing entry must match the question well ("hashimotos", "a1c"); the entries on who may inject
  // or on genuine products answer any such question about their procedure.
  const open = kind === 'authenticity' || kind === 'legality' || kind === 'tourism';
  const ranked = new Map(
    lookup(u.question, { kind, procedures: u.procedureIds, limit: 20, min: open ? 0 : 6 }).map((f) => [
      f.entry.id,
      f.score,
    ]),
  );
  const first = u.procedureIds[0];
  return (
    // Entries written for one narrow subject answer only a question on it (by their pin), never by default.
    BASE_ENTRIES.filter(
      (e) =>
        e.kinds.includes(kind) &&
        e.procedures?.some((p) => u.procedureIds.includes(p)) &&
        (ranked.has(e.id) || (open && !e.onlyWhenAsked)),
    )
      // Entries written first for this kind ("counterfeit Botox" for a genuine-product question), then those
      // about the very procedure ("filler bought online" before toxins and fillers), then by how well they match.
      .sort(
        (a, b) =>
          Number(b.kinds[0] === kind) - Number(a.kinds[0] === kind) ||
          Number(b.procedures?.[0] === first) - Number(a.procedures?.[0] === first) ||
          (ranked.get(b.id) ?? 0) - (ranked.get(a.id) ?? 0),
      )
      .slice(0, 2)
  );
}

/** The words of a question that say what it asks, beyond the procedure it names. */
function askedWords(question: string): string[] {
  return readWords(question).lemmas.filter(
    (w) => w.length > 2 && !STOP.has(w) && !SPANISH_STOP.has(w) && findProcedures(w).length === 0,
  );
}

// "how do i know if my botox is real", "i have hashimotos can i take semaglutide": a question with a point of its
// own that no guide section answers gets what the guide and the answer base say on that point — or, when they
// say nothing, that plainly and who can tell them — never the guide's overview in its place. "what is X" and a
// bare name ("im looking at zepbound") still get the overview.
function pointed(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer' || u.concern || u.outside || prep.profile || prep.profiles.length > 0) return null;
  if (u.place || u.intents.some((i) => i !== 'overview')) return null;
  // "can you explain what a duodenal switch is", "so what exactly is a thread lift": the overview answers it.
  if (
    /^\s*[¿]?\s*(what(?:'s| is| are)|whats|tell me about|explain|qu[eé] (?:es|son)|h[aá]blame de)\b/i.test(
      u.question,
    ) ||
    /\b(explain|what (?:exactly )?(?:is|are) (?:a|an|the)?\b|what'?s (?:a|an|the)\b|tell me (?:more )?about|qu[eé] (?:es|son) (?:el|la|un|una|los|las)\b|expl[ií]ca(?:me)?)/i.test(
      u.question,
    )
  )
    return null;
  if (askedWords(u.question).length <= 1) return null;
  // "my sister got a thread lift", "quiero hacerme un mommy makeover": a statement asks nothing in particular.
  const asks =
    /\?/.test(u.question) ||
    /\b(how|what|when|why|which|who|where|can|could|should|would|is|are|do|does|will|cuanto|cuando|como|que|puedo|debo)\b/i.test(
      fold(u.question),
    );
  if (!asks) return null;
  // "ballpark for a boob job?", "thread lift how much $$": a price asked in words the intents don't read still gets
  // the guide's own answer, which names the price first.
  if (/\b(how much|ballpark|price|prices|cost|costs|cuanto|cuesta|precio)\b|\$/.test(fold(u.question)))
    return null;
  const p = prep.procedures.find((x) => x.guide);
  if (!p?.guide) return null;
  const own = facts.filter((f) => !f.procedures || f.procedures.includes(p.id));
  const found = guideSentences(p.guide, u.question, [], 2, 2);
  // In Spanish, only what the guide has in Spanish is quoted.
  const sentences =
    lang === 'es'
      ? [...new Set(found.map((x) => spanishOf(p.guide!, x)).filter((x): x is string => x !== null))]
      : found;
  const lead: string[] = [];
  if (sentences.length > 0)
    lead.push(
      es(
        lang,
        `From TruSelf's ${p.shortName} guide: ${sentences.join(' ')}`,
        `De la guía de TruSelf sobre ${name(p, lang)}: ${sentences.join(' ')}`,
      ),
    );
  // A point the guide answers only in English is quoted as it is, said to be in English: saying the guide does not
  // cover it would be untrue.
  if (lang === 'es' && sentences.length === 0 && found.length > 0)
    lead.push(
      `La guía de TruSelf sobre ${name(p, lang)} lo trata, por ahora solo en inglés: “${found.join(' ')}”`,
    );
  lead.push(...quoted(own, lang, 2));
  if (lead.length === 0)
    lead.push(
      es(
        lang,
        `TruSelf's ${p.shortName} guide doesn't cover that point, and I won't guess. The provider who would treat you can answer it once they know your history — ask them just as you asked me. The guide covers what ${p.shortName} is, its cost, recovery and risks: [${p.shortName}](/procedure/${p.id}).`,
        `La guía de TruSelf sobre ${name(p, lang)} no trata ese punto, y no voy a adivinar. El proveedor que te atienda puede responderlo cuando conozca tu historia: pregúntaselo tal como me lo preguntaste. La guía explica qué es, su costo, recuperación y riesgos: [${name(p, lang)}](/procedure/${p.id}).`,
      ),
    );
  return { lead, guide: [], providers: false, quoted: own.slice(0, 2) };
}

// "does it hurt?", "when can I blow my nose?", "whats a deep plane facelift": a question the guide answers in a
// sentence or two, asked on its own or as a follow-up. Plain "how much / how long / what is" questions keep the
// guide's own section.
function specific(prep: Prepared, facts: AnswerEntry[], lang: Language): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer' || u.concern || u.outside || prep.profile || prep.profiles.length > 0) return null;
  if (u.place || u.intents.includes('find_provider') || u.intents.includes('comparison')) return null;
  const own = u.intents.filter((i) => i !== 'overview' && i !== 'find_provider' && i !== 'provider_profile');
  const whatIs = /^\s*[¿]?\s*(what(?:'s| is| are)|whats|tell me about|qu[eé] (?:es|son))\b/i.test(u.question);
  const defaulted = own.length === 0 && !whatIs;
  const p = prep.procedures.find((x) => x.guide);
  if (!p?.guide) return null;
  // "ok how much is it out of pocket then", "and how long does it last there": a follow-up that asks for the price,
  // the results or the recovery gets that answer's own first sentence and section, not sentences picked by word.
  const asked = detectIntents(u.question, 1).filter(
    (i) => i === 'cost' || i === 'results' || i === 'recovery',
  );
  if (u.followUp && asked.length > 0 && meaningTerm(u.question) === null) return null;
  // A question with its own details ("how long do I wear the compression garment?") is answered by the guide's
  // sentences that hold them, when they match well, before any section.
  const pointed = !(u.followUp || defaulted);
  if (pointed && (whatIs || own.includes('questions') || own.includes('candidacy'))) return null;
  // "what does ultrasound guided mean": the guide's sentences that use the term.
  const term = meaningTerm(u.question);
  const termWords = term
    ? fold(term)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 3 && !STOP.has(w))
        .map(stemmed)
    : [];
  // "and for cheeks?": in a short follow-up one word the guide shares is enough to find its sentence.
  const contentWords = readWords(u.question).lemmas.filter(
    (w) => w.length > 2 && !STOP.has(w) && !SPANISH_STOP.has(w),
  );
  const min = pointed ? 3 : u.followUp && contentWords.length <= 3 ? 1 : contentWords.length <= 6 ? 2 : 3;
  const found = guideSentences(p.guide, u.question, termWords, 3, min);
  // In Spanish, only what the guide has in Spanish is quoted.
  const sentences = lang === 'es' ? spanishSentences(p.guide, found) : found;
  // Entries quoted beside a guide are about that procedure (or about none in particular).
  const own2 = facts.filter((f) => !f.procedures || f.procedures.includes(p.id));
  if (sentences.length === 0) {
    // "does vaping count?" after a smoking answer: the answer base may hold what the guide doesn't.
    if (u.followUp && own2.length > 0)
      return { lead: quoted(own2, lang, 1), guide: [], providers: false, quoted: own2.slice(0, 1) };
    return null;
  }
  return {
    lead: [
      es(
        lang,
        `From TruSelf's ${p.shortName} guide: ${sentences.join(' ')}`,
        `De la guía de TruSelf sobre ${name(p, lang)}: ${sentences.join(' ')}`,
      ),
      ...quoted(own2, lang, 1),
    ],
    guide: own.slice(0, 1),
    providers: false,
    quoted: own2.slice(0, 1),
  };
}
