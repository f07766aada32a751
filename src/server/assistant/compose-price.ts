// The verdict on prices a patient quotes, first: two offers weighed by what each costs per session, syringe or
// unit; a flat price for one area; a quote in a measure no TruSelf source prices (per graft, per vial) or for a
// procedure with no guide, where the answer says what the price is built from instead of guessing a range; a
// consultation fee; a compounded medicine against the brand range. Every figure is the patient's own, arithmetic
// on it, or from a guide or an answer-base entry with its source. Questions it does not cover return null and are
// answered by the general price composer.
import type { ProcedureGuide } from '@shared/schemas/content';
import { entryById, pinned, quote } from './answer-base';
import { BRAND_TERMS } from './brands';
import type { AnswerEntry } from './answer-base/entries';
import { typicalPrice } from './compose-guide';
import type { KindAnswer } from './compose-kinds';
import { money, priceRange } from './format';
import type { Prepared } from './prepare';
import { type Quote, type QuotePer, readQuotes } from './price-quote';
import { fold, type Language } from './words';

const es = (lang: Language, en: string, spanish: string) => (lang === 'es' ? spanish : en);

// The guide's measure as a quote's: "per syringe" → syringe.
function guidePer(g: ProcedureGuide): QuotePer {
  const unit = g.cost.typicalRange.unit ?? 'total';
  if (unit === 'total') return null;
  const word = unit.replace(/^per /, '');
  return (['unit', 'syringe', 'session', 'month', 'area'] as const).find((x) => x === word) ?? null;
}

const MEASURE_EN: Record<Exclude<QuotePer, null>, string> = {
  unit: 'unit',
  syringe: 'syringe',
  vial: 'vial',
  session: 'session',
  month: 'month',
  area: 'area',
  graft: 'graft',
  cycle: 'cycle',
};
const MEASURE_ES: Record<Exclude<QuotePer, null>, string> = {
  unit: 'unidad',
  syringe: 'jeringa',
  vial: 'vial',
  session: 'sesión',
  month: 'mes',
  area: 'zona',
  graft: 'injerto',
  cycle: 'ciclo',
};
const per = (m: Exclude<QuotePer, null>, lang: Language) =>
  lang === 'es' ? `por ${MEASURE_ES[m]}` : `a ${MEASURE_EN[m]}`;

// The FDA label's studied Botox doses for one area (toxin-label-doses): 20 units (frown lines, forehead) to 24
// (crow's feet). With the guide's price per area they give a per-unit range by arithmetic.
const LABEL_UNITS = { min: 20, max: 24 };

interface Scaled {
  quote: Quote;
  /** The figure in the guide's measure (or per unit for Botox), or null when it can't be put in it. */
  value: number | null;
  measure: QuotePer;
  /** Said how: "$300 for 3 sessions (about $100 a session)". */
  said: string;
}

function dollars(n: number) {
  return n >= 100 || Number.isInteger(n) ? money(Math.round(n)) : `$${n.toFixed(2).replace(/\.00$/, '')}`;
}

/** Each quote in the measure the guide prices by; a bare figure after a priced one shares its measure. */
function scale(quotes: Quote[], g: ProcedureGuide | null, lang: Language): Scaled[] {
  const gp = g ? guidePer(g) : null;
  let previous: Quote | null = null;
  return quotes.map((q) => {
    let measure: QuotePer = q.per;
    // "$14 a unit … my friend pays $11": the second figure is in the first one's measure.
    if (
      measure === null &&
      q.count === null &&
      previous?.per &&
      q.value <= previous.value * 3 &&
      q.value * 3 >= previous.value
    )
      measure = previous.per;
    previous = q.per ? q : previous;
    let value: number | null = null;
    let said = dollars(q.value);
    if (q.count !== null && q.each !== null && q.eachPer) {
      said =
        lang === 'es'
          ? `${dollars(q.value)} por ${q.count} ${q.countOf} (unos ${dollars(q.each)} ${per(q.eachPer, lang)})`
          : `${dollars(q.value)} for ${q.count} ${q.countOf} (about ${dollars(q.each)} ${per(q.eachPer, lang)})`;
      if (q.eachPer === gp) {
        value = q.each;
        measure = gp;
      }
    } else if (measure) {
      said = `${dollars(q.value)} ${per(measure, lang)}`;
      if (measure === gp || (measure === 'unit' && g?.id === 'botox')) value = q.value;
    } else if (gp === null && g) value = q.value;
    else if (g && gp && gp !== 'unit' && q.value < g.cost.typicalRange.max * 3) {
      // "$200 peel at my derm vs $99 groupon": a bare figure against a per-session range is one session.
      value = q.value;
      measure = gp;
    }
    return { quote: q, value, measure, said };
  });
}

/** The range a scaled quote is judged against, in its measure. */
function rangeFor(g: ProcedureGuide, measure: QuotePer): { min: number; max: number } | null {
  const r = g.cost.typicalRange;
  if (measure === 'unit' && g.id === 'botox' && guidePer(g) === 'area')
    return { min: Math.floor(r.min / LABEL_UNITS.max), max: Math.ceil(r.max / LABEL_UNITS.min) };
  if (measure === guidePer(g)) return { min: r.min, max: r.max };
  return null;
}

function place(v: number, r: { min: number; max: number }, lang: Language) {
  if (v < r.min * 0.65) return es(lang, 'well below', 'muy por debajo de');
  if (v < r.min) return es(lang, 'below', 'por debajo de');
  if (v <= r.max) return es(lang, 'within', 'dentro de');
  return es(lang, 'above', 'por encima de');
}

function rangeText(g: ProcedureGuide, measure: QuotePer, lang: Language) {
  const r = rangeFor(g, measure);
  if (!r) return typicalPrice(g, lang);
  if (measure === 'unit' && g.id === 'botox' && guidePer(g) === 'area')
    return es(lang, `$${r.min}–$${r.max} a unit`, `$${r.min}–$${r.max} por unidad`);
  return lang === 'es' ? typicalPrice(g, lang) : priceRange(r.min, r.max, g.cost.typicalRange.unit);
}

/** The sentences of the guide's note on its price range. */
const rangeNoteSentences = (g: ProcedureGuide) => g.cost.rangeNote.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];

/** What moves the price, from the guide's own note on its range (its first sentence only says "a typical range"). */
function drivers(g: ProcedureGuide, lang: Language): string {
  const note = rangeNoteSentences(g)
    .map((s) => s.trim())
    .filter((s) => !/^A typical/i.test(s))
    .join(' ');
  return es(
    lang,
    `**What makes quotes differ:** ${note ? `${note} ` : ''}Beyond that, quotes differ in what they include (for surgery: the surgeon, anaesthesia, the facility, garments, follow-up and the revision policy; for treatments: the product, the amount and touch-ups), the provider's training and experience, and the city. Ask each for an itemised written quote and compare like with like.`,
    `**Por qué difieren las cotizaciones:** cambian según lo que incluyen (en una cirugía: cirujano, anestesia, quirófano, prendas, controles y política de retoques; en un tratamiento: el producto, la cantidad y los retoques), la formación y experiencia de quien lo hace, y la ciudad. Pide a cada uno una cotización desglosada por escrito y compara lo mismo con lo mismo.`,
  );
}

/** The guide's sentence saying a variant the patient names costs more or less ("add-ons such as PRP … cost more"). */
function variantNote(g: ProcedureGuide, t: string): string | null {
  const sentences = rangeNoteSentences(g);
  // The clause that says it ("…; add-ons such as PRP … cost more"), not the rest of its sentence.
  for (const s of sentences.flatMap((x) => x.split(/;\s*/))) {
    if (!/\bcosts? (?:more|less)\b|\bmore expensive\b/i.test(s)) continue;
    // "small areas … cost less than large areas such as the full legs": a comparison of two sides, whose
    // direction for the patient's variant this function does not read.
    if (/\bthan\b/i.test(s)) continue;
    // The words naming a variant in that sentence, which the question must use too.
    const words = fold(s)
      .split(/[^a-z0-9]+/)
      .filter(
        (w) =>
          w.length >= 3 &&
          !/^(cost|costs|more|less|usually|often|such|than|and|the|for|add|ons|can|may|while|start|near|areas?|lower|simpler|procedures?|treatment|prices?|region|surgeon|provider|typical|range|with|from|that|this|which|their|your|will)$/.test(
            w,
          ),
      );
    if (
      words.some((w) => new RegExp(`\\b${w}\\b`).test(t) && !new RegExp(`\\b${w}\\b`).test(fold(g.shortName)))
    )
      return s.trim();
  }
  return null;
}

/**
 * The product a quote names ("a syringe of Voluma", "Dysport"), when the guide's range is for its treatment in
 * general and its note says the price depends on the product: a brand of the procedure, written as typed.
 */
function namedProduct(g: ProcedureGuide, t: string): string | null {
  if (!/\bproduct\b/i.test(g.cost.rangeNote)) return null;
  for (const brand of BRAND_TERMS) {
    if (brand.procedureId !== g.id || !brand.note) continue;
    const name = brand.names.find((n) => new RegExp(`\\b${n}\\b`).test(t));
    if (name) return name.replace(/\b\w/g, (c) => c.toUpperCase());
  }
  return null;
}

const CONSULT =
  /\b(consult(?:ation)?s? fees?|consult(?:ation)? (?:costs?|charges?|is)|fee for (?:the|a) consult\w*|cobran la consulta|cobrar la consulta|consulta cuesta|costo de la consulta)\b/;
const COMPOUNDED = /\b(compound\w*|compuest[oa]s?|magistral)\b/;
const BARGAIN = /\b(negotiat\w*|haggle|bargain\w*|negociar|regatear|descuento|discount\w*)\b/;

/**
 * The verdict on the quotes in a price question, or null when the general price composer answers it (one quote in
 * the guide's own measure, or none).
 */
export function judgeQuotes(prep: Prepared, lang: Language): KindAnswer | null {
  const u = prep.understanding;
  if (u.kind !== 'answer') return null;
  const question = u.question;
  const t = fold(question);
  // Figures said after a place abroad ("turkey for like 3k") are a trip's price, not a quote to weigh here.
  const quotes = readQuotes(question).filter(
    (q) =>
      !/\b(turkey|turquia|mexico|tijuana|colombia|dominican|brazil|brasil|istanbul|costa rica|abroad)\b[^$\d]{0,25}$/.test(
        fold(question).slice(Math.max(0, q.at - 40), q.at),
      ),
  );
  if (quotes.length === 0) return null;
  // Only the nearest guides, for a procedure with none of its own (Fraxel, a hair transplant): no range applies.
  const p = u.outsideOnly ? undefined : prep.procedures.find((x) => x.guide);
  const g = p?.guide ?? null;
  // Nothing named to judge against ("they want $3,200, fair?" on a provider's page): the general composer.
  if (!g && !u.outside && !quotes.some((q) => q.per === 'graft')) return null;
  const lead: string[] = [];
  const quoted: AnswerEntry[] = [];
  const add = (id: string) => {
    const e = entryById(id);
    if (e && !quoted.includes(e)) {
      quoted.push(e);
      lead.push(quote(e, lang));
    }
  };

  // A consultation fee is judged as one, with the procedure's range only as context.
  if (CONSULT.test(t)) {
    const fee = quotes[0];
    const credited =
      /\b(doesn'?t|does not|dont|don'?t|won'?t|not|no)\b[^.?!]{0,25}\b(go|count|credit\w*|apply|applied)\b|\bnon[- ]?(?:refundable|credit\w*)\b|\bno (?:se )?(?:descuenta|acredita)\b/.test(
        t,
      );
    lead.push(
      es(
        lang,
        `**A ${dollars(fee.value)} consultation fee${credited ? ' that isn’t credited toward surgery' : ''} is within what practices do — there is no standard.** Many plastic surgeons charge for the consultation and many, not all, credit it toward the operation if you book with them, so ask before paying whether it is credited or refundable and whether you will see the surgeon, not only a coordinator. A fee is not a sign of a bad practice; a surgeon you can't meet before booking is.`,
        `**Una consulta de ${dollars(fee.value)}${credited ? ' que no se descuenta de la cirugía' : ''} está dentro de lo que hacen los consultorios: no hay una norma.** Muchos cirujanos plásticos cobran la consulta y muchos, no todos, la descuentan de la operación si reservas con ellos; pregunta antes de pagar si se acredita o se reembolsa y si verás al cirujano, no solo a un coordinador.`,
      ),
    );
    if (g)
      lead.push(
        es(
          lang,
          `For the operation itself, TruSelf's ${p!.shortName} guide puts a typical price at ${typicalPrice(g, lang)}.`,
          `Para la operación, la guía de TruSelf indica un precio típico de ${typicalPrice(g, lang)}.`,
        ),
      );
    const e = entryById('consult-fee');
    if (e) quoted.push(e);
    return { lead, guide: [], providers: false, quoted, complete: true };
  }

  // A compounded medicine against a range written for the FDA-approved brand.
  if (g && COMPOUNDED.test(t) && guidePer(g) === 'month') {
    lead.push(
      es(
        lang,
        `**TruSelf's range can't tell you whether ${dollars(quotes[0].value)} for a compounded version is fair: the guide's ${typicalPrice(g, lang)} is for FDA-approved brand medication**, and TruSelf has no sourced price for compounded products. They are not the same thing — compounded copies are not FDA-approved, and the FDA ended the shortage that allowed them to be copied widely — so the cheaper price buys a different product, not a discount on the brand. Ask the clinic who makes it, and what the monthly price includes (the medicine, visits, labs).`,
        `**El rango de TruSelf no sirve para juzgar ${dollars(quotes[0].value)} por una versión compuesta: los ${typicalPrice(g, lang)} de la guía son para el medicamento de marca aprobado por la FDA**, y TruSelf no tiene un precio con fuente para los compuestos. No son lo mismo: las copias compuestas no están aprobadas por la FDA, y la FDA dio por terminada la escasez que permitía copiarlas ampliamente. Pregunta a la clínica quién lo fabrica y qué incluye el precio mensual (medicamento, visitas, análisis).`,
      ),
    );
    add('compounded-glp1-status');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }

  const scaled = scale(quotes, g, lang);
  // "$5/graft for 3000 grafts, total 15k": the total said again is the same quote.
  const distinct = scaled.filter(
    (s, i) =>
      !scaled.some(
        (o, j) =>
          j !== i &&
          o.quote.count !== null &&
          o.quote.per !== null &&
          o.quote.count * o.quote.value === s.quote.value,
      ),
  );
  const unpriced = distinct.filter((s) => s.value === null);

  // No guide, or a measure no source prices (per graft, per vial, per cycle): say so, check the arithmetic, say
  // what the price is built from.
  if (
    !g ||
    (distinct.length === 1 &&
      unpriced.length === 1 &&
      distinct[0].measure !== null &&
      rangeFor(g, distinct[0].measure) === null &&
      !(g.id === 'coolsculpting' && distinct[0].quote.eachPer === 'cycle'))
  ) {
    const what =
      u.outside?.label ??
      p?.shortName ??
      (quotes.some((q) => q.per === 'graft')
        ? es(lang, 'a hair transplant', 'un trasplante de pelo')
        : es(lang, 'this', 'esto'));
    const sum = scaled.find((s) => s.quote.per !== null && s.quote.count !== null);
    const total = sum ? sum.quote.value * (sum.quote.count as number) : null;
    // "says i need 3-5", "they want me to do 3", "necesito 3 sesiones": how many sessions the quote is for.
    const series =
      /\b(\d{1,2})\s*(?:-|to|a|–)\s*(\d{1,2})\s*(?:sessions?|sesiones|treatments?|tratamientos)?\b/.exec(t) ??
      /\b(?:need|do|get|necesito|hacer(?:me)?)\s+(\d{1,2})()\b|\b(\d{1,2})()\s*(?:sessions|sesiones|treatments|tratamientos)\b/.exec(
        t,
      );
    const fromN = series ? Number(series[1] ?? series[3]) : 0;
    const toN = series ? Number(series[2] || series[4] || fromN) || fromN : 0;
    const first = distinct[0];
    const lines = [
      es(
        lang,
        `**TruSelf has no sourced typical price for ${what}${first.measure ? ` per ${MEASURE_EN[first.measure]}` : ''}, so I can't honestly call ${first.said} high or low.**`,
        `**TruSelf no tiene un precio típico con fuente para ${what}${first.measure ? ` por ${MEASURE_ES[first.measure]}` : ''}, así que no puedo decir con honestidad si ${first.said} es alto o bajo.**`,
      ),
    ];
    if (sum && total)
      lines.push(
        es(
          lang,
          `The arithmetic holds: ${dollars(sum.quote.value)} ${per(sum.quote.per as Exclude<QuotePer, null>, lang)} × ${(sum.quote.count ?? 0).toLocaleString('en-US')} ${sum.quote.countOf} is ${money(total)}, so ask that the count is written into the quote and what happens if fewer are placed.`,
          `La cuenta cuadra: ${dollars(sum.quote.value)} ${per(sum.quote.per as Exclude<QuotePer, null>, lang)} × ${(sum.quote.count ?? 0).toLocaleString('en-US')} ${sum.quote.countOf} son ${money(total)}; pide que el número quede por escrito en la cotización.`,
        ),
      );
    else if (first.quote.per === 'session' && fromN >= 2 && toN >= fromN && toN <= 12)
      lines.push(
        es(
          lang,
          `At ${dollars(first.quote.value)} a session, ${fromN === toN ? `${fromN} sessions come to ${money(first.quote.value * fromN)}` : `${fromN}–${toN} sessions come to ${money(first.quote.value * fromN)}–${money(first.quote.value * toN)}`}; ask whether a package for the series costs less per session.`,
          `A ${dollars(first.quote.value)} por sesión, ${fromN === toN ? `${fromN} sesiones suman ${money(first.quote.value * fromN)}` : `${fromN}–${toN} sesiones suman ${money(first.quote.value * fromN)}–${money(first.quote.value * toN)}`}; pregunta si un paquete por la serie sale más barato por sesión.`,
        ),
      );
    // The entry on this subject's price says what it is built from ("Kybella is priced per vial…"), after the
    // verdict.
    const built = pinned(question, { kind: 'price', limit: 6 }).filter(
      (e) => e.kinds?.includes('price') && !['price-fair', 'price-negotiate', 'consult-fee'].includes(e.id),
    );
    if (built.length === 0)
      lines.push(
        es(
          lang,
          'What sets the price: who does it (a physician or a technician), the device or product, how much is treated, the number of sessions, what the quote includes, and the city. Get two or three written quotes in the same measure and compare them.',
          'Lo que define el precio: quién lo hace (un médico o un técnico), el equipo o producto, cuánto se trata, el número de sesiones, qué incluye la cotización y la ciudad. Pide dos o tres cotizaciones por escrito en la misma medida y compáralas.',
        ),
      );
    if (u.abroad)
      lines.push(
        es(
          lang,
          'A package price abroad usually leaves out the flights, the stay until you are cleared to fly, follow-up at home and the cost of treating a complication after you return — add those before comparing.',
          'Un paquete en el extranjero suele dejar fuera los vuelos, la estancia hasta que te autoricen a volar, los controles al volver y el costo de tratar una complicación: súmalos antes de comparar.',
        ),
      );
    lead.push(lines.join(' '));
    if (built[0]) add(built[0].id);
    if (/\b(hair|graft|injerto|fue|fut|trasplante)\b/.test(t)) add('hair-transplant-price');
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: g ? ['cost'] : [], providers: false, quoted, complete: true };
  }

  // CoolSculpting is priced by area, an area taking one or more cycles: a count of cycles is not a count of areas.
  if (g.id === 'coolsculpting' && distinct.length >= 1 && distinct[0].quote.eachPer === 'cycle') {
    const q = distinct[0].quote;
    const r = g.cost.typicalRange;
    lead.push(
      es(
        lang,
        `**It depends on how many areas the ${q.count} cycles cover:** TruSelf's guide prices CoolSculpting by area (${typicalPrice(g, lang)}, an area taking one or more cycles). ${dollars(q.value)} is ${place(q.value, r, lang)} that range for one area, and ${place(q.value, { min: r.min * 2, max: r.max * 2 }, lang)} the ${money(r.min * 2)}–${money(r.max * 2)} two areas would typically cost. Ask which areas and how many cycles each gets, and whether a second session is included.`,
        `**Depende de cuántas zonas cubran los ${q.count} ciclos:** la guía de TruSelf da el precio de CoolSculpting por zona (${typicalPrice(g, lang)}, y una zona lleva uno o más ciclos). ${dollars(q.value)} está ${place(q.value, r, lang)} ese rango para una zona, y ${place(q.value, { min: r.min * 2, max: r.max * 2 }, lang)} los ${money(r.min * 2)}–${money(r.max * 2)} de dos zonas. Pregunta qué zonas y cuántos ciclos lleva cada una, y si incluye una segunda sesión.`,
      ),
    );
    if (distinct.length > 1 && /\b(normally|regular|usually|was|antes|normalmente)\b/.test(t))
      lead.push(
        es(
          lang,
          `A "regular" price set beside a special is the clinic's own figure, which TruSelf can't check; judge the price you would pay against the range, not the discount.`,
          'El precio "normal" junto a una oferta es la cifra de la propia clínica, que TruSelf no puede comprobar: juzga el precio que pagarías frente al rango, no el descuento.',
        ),
      );
    add('coolsculpting-cycle-price');
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }

  // Two or more offers: each against the range, and which costs less for the same measure.
  if (distinct.length >= 2) {
    const judged = distinct.map((s) => {
      const r = s.value !== null ? rangeFor(g, s.measure) : null;
      return { s, r };
    });
    const parts = judged.map(({ s, r }) =>
      r && s.value !== null
        ? es(
            lang,
            `${s.said} is ${place(s.value, r, lang)} it`,
            `${s.said} está ${place(s.value, r, lang)} él`,
          )
        : s.said,
    );
    const comparable = judged.filter((x) => x.s.value !== null);
    const sameMeasure =
      comparable.length >= 2 && comparable.every((x) => x.s.measure === comparable[0].s.measure);
    let better = '';
    if (sameMeasure) {
      const sorted = [...comparable].sort((a, b) => (a.s.value as number) - (b.s.value as number));
      const lo = sorted[0].s;
      const hi = sorted[sorted.length - 1].s;
      const m = lo.measure;
      if (lo.value !== hi.value && m === null)
        better = es(
          lang,
          ` ${lo.said} is the lower quote by ${money(Math.round((hi.value as number) - (lo.value as number)))}; it is the better deal only if it includes the same things, done by someone as qualified.`,
          ` ${lo.said} es la cotización más baja por ${money(Math.round((hi.value as number) - (lo.value as number)))}; conviene solo si incluye lo mismo y lo hace alguien igual de calificado.`,
        );
      else if (lo.value !== hi.value)
        better = es(
          lang,
          ` Per ${m ? MEASURE_EN[m] : 'quote'}, ${lo.said} costs less than ${hi.said}${lo.quote.count && hi.quote.count && lo.quote.count !== hi.quote.count ? ' — and the guide says most people need a series, so the offer with more sessions at the lower price per session is usually the better value if you will use them' : ''}; the cheaper one is the better deal only if the product, the amount and who treats you are the same.`,
          ` Por ${m ? MEASURE_ES[m] : 'cotización'}, ${lo.said} cuesta menos que ${hi.said}${lo.quote.count && hi.quote.count && lo.quote.count !== hi.quote.count ? '; y como la mayoría necesita una serie, la oferta con más sesiones a menor precio por sesión suele convenir más si las vas a usar' : ''}; la más barata solo conviene si el producto, la cantidad y quién lo hace son los mismos.`,
        );
    }
    const range = rangeText(g, comparable[0]?.s.measure ?? guidePer(g), lang);
    // "a breast lift with implants" against the augmentation guide: the combined operation costs more than the
    // guide's procedure alone, and no source prices it, so no verdict against that range.
    const combined = /\b(lift|mastopex\w*|levantamiento)\b/.test(t) && p!.id === 'breast-augmentation';
    if (combined) {
      const values = distinct.map((x) => x.quote.value).sort((a, b) => a - b);
      lead.push(
        es(
          lang,
          `**Both can be fair: TruSelf has no sourced range for a breast lift with implants, which costs more than the ${range} the guide gives for an augmentation alone.** A ${money(values[values.length - 1] - values[0])} gap between ${money(values[0])} and ${money(values[values.length - 1])} usually comes from what each quote includes and who operates, not from one being a rip-off.`,
          `**Las dos pueden ser justas: TruSelf no tiene un rango con fuente para el levantamiento con implantes, que cuesta más que los ${range} que la guía da para un aumento solo.** Una diferencia de ${money(values[values.length - 1] - values[0])} entre ${money(values[0])} y ${money(values[values.length - 1])} suele venir de lo que incluye cada cotización y de quién opera.`,
        ),
      );
      add('breast-lift-implants-price');
      lead.push(drivers(g, lang));
      if (BARGAIN.test(t)) add('price-negotiate');
      return { lead, guide: ['cost'], providers: false, quoted, complete: true };
    }
    lead.push(
      es(
        lang,
        `**Against the typical ${range} in TruSelf's ${p!.shortName} guide: ${parts.join('; ')}.**${better}`,
        `**Frente al rango típico de ${range} de la guía de TruSelf: ${parts.join('; ')}.**${better}`,
      ),
    );
    lead.push(drivers(g, lang));
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }

  const one = distinct[0];
  // One flat price for an area of a treatment priced by area: judged as one area, with what to ask.
  if (one.quote.per === 'area' && guidePer(g) === 'area') {
    const r = g.cost.typicalRange;
    const botox = g.id === 'botox';
    lead.push(
      es(
        lang,
        `**${dollars(one.quote.value)} flat for one area is ${place(one.quote.value, r, lang)} the typical ${typicalPrice(g, lang)}** in TruSelf's ${p!.shortName} guide.${botox ? ` Whether it beats paying per unit depends on how many units it includes: the FDA label's studied dose is ${LABEL_UNITS.min} units for forehead lines, and ${dollars(one.quote.value)} for ${LABEL_UNITS.min} units works out to about ${dollars(Math.round(one.quote.value / LABEL_UNITS.min))} a unit — compare that with per-unit quotes near you.` : ''} Ask how many ${botox ? 'units' : 'cycles or sessions'} the flat price includes, which product it is, and whether a touch-up is included.`,
        `**${dollars(one.quote.value)} fijo por una zona está ${place(one.quote.value, r, lang)} el rango típico de ${typicalPrice(g, lang)}** de la guía de TruSelf.${botox ? ` Si conviene más que pagar por unidad depende de cuántas unidades incluye: la dosis estudiada en la etiqueta de la FDA es de ${LABEL_UNITS.min} unidades para la frente, y ${dollars(one.quote.value)} por ${LABEL_UNITS.min} unidades son unos ${dollars(Math.round(one.quote.value / LABEL_UNITS.min))} por unidad.` : ''} Pregunta cuántas ${botox ? 'unidades' : 'sesiones'} incluye el precio fijo, qué producto es y si incluye retoque.`,
      ),
    );
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }
  // "$1,200 for one syringe of Voluma": above a range the guide gives for the treatment in general, whose note says
  // the price depends on the product, a named product is not called overpriced: TruSelf holds no price for it.
  const product = one.value !== null ? namedProduct(g, t) : null;
  const productRange = product ? rangeFor(g, one.measure) : null;
  if (product && productRange && one.value !== null && one.value > productRange.max) {
    lead.push(
      es(
        lang,
        `**${one.said} is above the typical ${rangeText(g, one.measure, lang)} in TruSelf's ${p!.shortName} guide — but that range is for the treatment in general, and the guide notes that the price depends on the product.** TruSelf holds no price for ${product} itself, so this alone doesn't show you are overpaying: ask which product and how much of it the quote covers, and compare quotes for the same product.`,
        `**${one.said} está por encima del rango típico de ${rangeText(g, one.measure, lang)} de la guía de TruSelf, pero ese rango es para el tratamiento en general, y la guía indica que el precio depende del producto.** TruSelf no tiene un precio de ${product} en sí, así que esto solo no muestra que te cobren de más: pregunta qué producto y cuánto incluye la cotización, y compara cotizaciones por el mismo producto.`,
      ),
    );
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }
  // "microneedling with PRP $750", "extended tummy tuck": the guide's own note says that variant costs more (or
  // less) than its range, so the verdict says so instead of calling the price high or low against plain treatment.
  const variant = one.value !== null ? variantNote(g, t) : null;
  if (variant && one.value !== null) {
    const r = rangeFor(g, one.measure) ?? g.cost.typicalRange;
    const more = /\bmore\b/.test(variant);
    const pos = place(one.value, r, lang);
    lead.push(
      es(
        lang,
        `**${one.said} is ${pos} the typical ${rangeText(g, one.measure, lang)} in TruSelf's ${p!.shortName} guide — but that range is for the standard treatment, and the guide notes: “${variant}”** So ${more ? `a price ${pos === 'above' ? 'above' : 'toward the top of'} the range is expected for what you were quoted` : 'a price below the range can be normal for what you were quoted'}; ask for it itemised and compare quotes for the same thing.`,
        `**${one.said} está ${pos} el rango típico de ${rangeText(g, one.measure, lang)} de la guía de TruSelf, pero ese rango es para el tratamiento estándar, y la guía indica que esa variante cuesta ${more ? 'más' : 'menos'}.** Pide la cotización desglosada y compara cotizaciones por lo mismo.`,
      ),
    );
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }
  // "my consult for a tummy tuck came back at $16,500 all in": a quote given at a consultation, not a fee for it.
  if (/\bconsult/.test(t) && one.value !== null) {
    const r = rangeFor(g, one.measure) ?? g.cost.typicalRange;
    lead.push(
      es(
        lang,
        `**${one.said} is ${place(one.value, r, lang)} the typical ${rangeText(g, one.measure, lang)}** in TruSelf's ${p!.shortName} guide.`,
        `**${one.said} está ${place(one.value, r, lang)} el rango típico de ${rangeText(g, one.measure, lang)}** de la guía de TruSelf.`,
      ),
      drivers(g, lang),
    );
    if (BARGAIN.test(t)) add('price-negotiate');
    return { lead, guide: ['cost'], providers: false, quoted, complete: true };
  }
  return null;
}
