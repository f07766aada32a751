// Markdown sections written from a reviewed procedure guide. Every figure carries its source and year, and the
// society fee is always labelled as the surgeon's fee only (REFERENCE.md).
import type { ProcedureGuide } from '@shared/schemas/content';
import type { Intent } from './intents';
import { firstSentences, priceRange, money } from './format';
import { spanishGuide, stageEs, unitEs } from './guide-es';
import { getProcedure } from './knowledge';
import { localName, wording } from './wording';
import { type Language, readWords } from './words';

const guideLink = (g: ProcedureGuide, lang?: Language) =>
  `[${g.shortName} ${wording(lang).guideWord}](/procedure/${g.id})`;

// In Spanish, a guide's prose is quoted only from its Spanish text (guide-es.ts); what has none is pointed to.
const esRange = (g: ProcedureGuide) => {
  const r = g.cost.typicalRange;
  const unit = r.unit && r.unit !== 'total' ? unitEs(r.unit) : undefined;
  return `${priceRange(r.min, r.max)}${unit ? ` ${unit}` : ''}`;
};
const esGuideLink = (g: ProcedureGuide) => `[guía de ${g.shortName}](/procedure/${g.id})`;
const inTheGuide = (g: ProcedureGuide, what: string) => `${what} está en la ${esGuideLink(g)} (en inglés).`;

function costLinesEs(g: ProcedureGuide): string[] {
  const { cost } = g;
  const w = wording('es');
  const lines = [
    `- **${w.typicalAllIn}:** ${esRange(g)} (${w.guideReviewed(g.lastReviewed)}). Un rango típico en EE. UU., no una cotización: el precio final depende de la zona, el proveedor y lo que incluya.`,
  ];
  if (cost.surgeonFee)
    lines.push(
      `- **${w.surgeonFee}:** ${money(cost.surgeonFee.amount)} (${cost.surgeonFee.source}, ${cost.surgeonFee.year}). Es solo el honorario del cirujano o del médico: no incluye anestesia, instalaciones ni otros costos.`,
    );
  const es = spanishGuide(g);
  lines.push(`- **${w.insurance}:** ${es ? es.insurance : inTheGuide(g, 'Lo que cubre el seguro')}`);
  return lines;
}

export function costLines(g: ProcedureGuide, lang?: Language): string[] {
  if (lang === 'es') return costLinesEs(g);
  const { cost } = g;
  const w = wording(lang);
  const lines = [
    `- **${w.typicalAllIn}:** ${priceRange(cost.typicalRange.min, cost.typicalRange.max, cost.typicalRange.unit)} (${w.guideReviewed(g.lastReviewed)}). ${cost.rangeNote}`,
  ];
  if (cost.surgeonFee) {
    lines.push(
      `- **${w.surgeonFee}:** ${money(cost.surgeonFee.amount)} (${cost.surgeonFee.source}, ${cost.surgeonFee.year}). ${cost.surgeonFee.note}`,
    );
  }
  lines.push(`- **${w.insurance}:** ${cost.insurance}`);
  return lines;
}

type Section = Exclude<Intent, 'comparison' | 'find_provider' | 'provider_profile'>;

/** A guide section in Spanish: the guide's Spanish text where it has one, and figures; the rest is pointed to. */
const SECTIONS_ES: Record<Section, (g: ProcedureGuide) => string> = {
  overview: (g) => {
    const es = spanishGuide(g);
    return [
      es?.summary ?? inTheGuide(g, `Qué es ${localName(g.id, g.shortName, 'es')}`),
      '',
      `- **${wording('es').typicalPrice}:** ${esRange(g)} (${wording('es').guideReviewed(g.lastReviewed)})`,
      ...(es?.recovery ? [`- **${wording('es').recovery}:** ${firstSentences(es.recovery, 200)}`] : []),
    ].join('\n');
  },
  cost: (g) =>
    [`**${wording('es').costHeading(localName(g.id, g.shortName, 'es'))}**`, '', ...costLinesEs(g)].join(
      '\n',
    ),
  recovery: (g) => {
    const es = spanishGuide(g);
    const stages = g.recovery.timeline
      .map((step) => stageEs(step.when))
      .filter((when) => /\d|Primeras|mismo/.test(when));
    return [
      `**${wording('es').recoveryHeading(localName(g.id, g.shortName, 'es'))}**`,
      '',
      es?.recovery ?? '',
      inTheGuide(
        g,
        stages.length > 0
          ? `Qué esperar en cada etapa (${stages.join(', ')})`
          : 'Qué esperar en cada etapa de la recuperación',
      ),
    ]
      .filter(Boolean)
      .join('\n');
  },
  risks: (g) =>
    [
      `**Riesgos: ${localName(g.id, g.shortName, 'es')}**`,
      '',
      inTheGuide(g, 'La lista completa de riesgos y de señales de alarma'),
      'Si después del procedimiento notas algo que te preocupa, llama a tu proveedor; ante falta de aire o dolor en el pecho, llama al 911.',
    ].join('\n'),
  candidacy: (g) => {
    const es = spanishGuide(g);
    return [
      `**Quién suele ser buen candidato para ${localName(g.id, g.shortName, 'es')}**`,
      '',
      ...(es?.candidates
        ? es.candidates.map((c) => `- ${c}`)
        : [inTheGuide(g, 'Quién suele ser buen candidato, según la guía,')]),
      '',
      'Solo una consulta en persona puede confirmar si te conviene.',
    ].join('\n');
  },
  how_it_works: (g) => inTheGuide(g, `Cómo se hace ${localName(g.id, g.shortName, 'es')}`),
  results: (g) => inTheGuide(g, 'Cuándo se ven y cuánto duran los resultados'),
  alternatives: (g) =>
    [
      `**Alternativas a ${localName(g.id, g.shortName, 'es')}**`,
      '',
      ...g.alternatives.map((a) => {
        const known = a.procedureId ? getProcedure(a.procedureId) : undefined;
        const label = known ? localName(known.id, known.shortName, 'es') : a.name;
        const linked = known ? `[${label}](/procedure/${known.id})` : label;
        const es = known ? spanishGuide(known) : null;
        return `- **${linked}**${es ? `: ${es.summary}` : ''}`;
      }),
    ].join('\n'),
  questions: (g) => inTheGuide(g, 'Una lista de preguntas para la consulta'),
};

const SECTIONS: Record<
  Exclude<Intent, 'comparison' | 'find_provider' | 'provider_profile'>,
  (g: ProcedureGuide, lang?: Language) => string
> = {
  overview: (g, lang) =>
    [
      g.summary,
      '',
      firstSentences(g.overview.split('\n\n')[0], 400),
      '',
      `- **${wording(lang).typicalPrice}:** ${priceRange(g.cost.typicalRange.min, g.cost.typicalRange.max, g.cost.typicalRange.unit)} (${wording(lang).guideReviewed(g.lastReviewed)})`,
      `- **${wording(lang).time}:** ${g.duration}`,
      `- **${wording(lang).recovery}:** ${firstSentences(g.recovery.summary, 200)}`,
      `- **${wording(lang).results}:** ${firstSentences(g.results.whenVisible, 160)}`,
    ].join('\n'),
  cost: (g, lang) =>
    [`**${wording(lang).costHeading(localName(g.id, g.shortName, lang))}**`, '', ...costLines(g, lang)].join(
      '\n',
    ),
  recovery: (g, lang) =>
    [
      `**${wording(lang).recoveryHeading(localName(g.id, g.shortName, lang))}**`,
      '',
      g.recovery.summary,
      '',
      ...g.recovery.timeline.map((step) => `- **${step.when}:** ${firstSentences(step.what, 200)}`),
    ].join('\n'),
  risks: (g) =>
    [
      `**Risks of ${g.shortName}**`,
      '',
      ...g.risks.map((r) => `- ${r}`),
      '',
      '**Get urgent care if you notice:**',
      '',
      ...g.redFlags.map((r) => `- ${r}`),
    ].join('\n'),
  candidacy: (g) =>
    [
      `**Who is a good candidate for ${g.shortName}**`,
      '',
      ...g.idealCandidates.map((c) => `- ${c}`),
      '',
      'Only an in-person consultation can confirm whether it suits you.',
    ].join('\n'),
  how_it_works: (g) =>
    [
      `**How ${g.shortName} works**`,
      '',
      g.howItWorks,
      '',
      `- **How long it takes:** ${g.duration}`,
      `- **Anesthesia:** ${g.anesthesia}`,
    ].join('\n'),
  results: (g) =>
    [
      `**${g.shortName} results**`,
      '',
      `- **When you see them:** ${g.results.whenVisible}`,
      `- **How long they last:** ${g.results.howLong}`,
    ].join('\n'),
  alternatives: (g) =>
    [
      `**Alternatives to ${g.shortName}**`,
      '',
      ...g.alternatives.map((a) => {
        const linked =
          a.procedureId && getProcedure(a.procedureId) ? `[${a.name}](/procedure/${a.procedureId})` : a.name;
        return `- **${linked}:** ${a.why}`;
      }),
    ].join('\n'),
  questions: (g) =>
    [
      `**Questions to ask at a ${g.shortName} consultation**`,
      '',
      ...g.questionsToAsk.map((q, i) => `${i + 1}. ${q}`),
    ].join('\n'),
};

export function guideSection(g: ProcedureGuide, intent: Intent, lang?: Language): string | null {
  if (intent === 'comparison' || intent === 'find_provider' || intent === 'provider_profile') return null;
  const body = lang === 'es' ? SECTIONS_ES[intent](g) : SECTIONS[intent](g, lang);
  return intent === 'overview'
    ? `**${lang === 'es' ? localName(g.id, g.shortName, 'es') : g.name}**\n\n${body}\n\n${wording(lang).readGuide(guideLink(g, lang))}`
    : body;
}

/**
 * The days a timeline stage spans: "Days 1–3" → 1–3, "Week 1" → 1–7, "Weeks 2–3" → 8–21, "Months 3–6" → 61–180,
 * "First hours" → 0–0, "Day 14+" → 14 onwards.
 */
export function stageSpan(when: string): { from: number; to: number } | null {
  if (/^same day/i.test(when)) return { from: 0, to: 0 };
  if (/before|session|visit|test day|ongoing|long term|yearly/i.test(when)) return null;
  const m = /(hour|day|week|month)s?\s*(\d+)?(?:\s*[–-]\s*(\d+))?(\+)?/i.exec(when);
  if (!m) return null;
  const unit = { hour: 0, day: 1, week: 7, month: 30 }[
    m[1].toLowerCase() as 'hour' | 'day' | 'week' | 'month'
  ];
  if (unit === 0) return { from: 0, to: 0 };
  const first = m[2] ? Number(m[2]) : 1;
  const last = m[3] ? Number(m[3]) : first;
  if (unit === 1) return { from: first, to: m[4] ? Number.POSITIVE_INFINITY : last };
  return { from: (first - 1) * unit + 1, to: m[4] ? Number.POSITIVE_INFINITY : last * unit };
}

/** "Can I fly home 5 days after?": the timeline stage whose days hold that day, quoted from the guide. */
export function recoveryAt(g: ProcedureGuide, days: number, lang?: Language): string | null {
  let stage: ProcedureGuide['recovery']['timeline'][number] | null = null;
  let width = Number.POSITIVE_INFINITY;
  let before: ProcedureGuide['recovery']['timeline'][number] | null = null;
  for (const step of g.recovery.timeline) {
    const span = stageSpan(step.when);
    if (!span) continue;
    if (span.from <= days) before = step;
    // The narrowest stage that holds the day: day 2 is "Days 1–3" rather than "Week 1".
    if (span.from <= days && days <= span.to && span.to - span.from < width) {
      stage = step;
      width = span.to - span.from;
    }
  }
  // Between two stages (day 50 after "Weeks 4–6"): the last one that has begun.
  stage ??= before;
  if (!stage) return null;
  const w = wording(lang);
  if (lang === 'es') {
    return `${w.atDays(w.daysLabel(days), localName(g.id, g.shortName, lang), stageEs(stage.when))} ${inTheGuide(g, 'lo que se espera en esa etapa').replace(/^l/, 'L')}`;
  }
  return `${w.atDays(w.daysLabel(days), localName(g.id, g.shortName, lang), stage.when)} ${stage.what}`;
}

const STOP = new Set(
  'a an the i me my is are be do does did can could will would should to of in on at for with and or it this that what how when after before get go have has from about you your there their they them he she we'.split(
    ' ',
  ),
);
const contentWords = (text: string) =>
  new Set(readWords(text).lemmas.filter((w) => w.length > 2 && !STOP.has(w)));

/** The guide's FAQ that shares the most words with the question ("fly", "Dysport"), when it shares enough. */
export function relevantFaq(g: ProcedureGuide, question: string, extraTerms: string[] = []): string | null {
  const asked = contentWords(question);
  for (const t of extraTerms) asked.add(t.toLowerCase());
  asked.delete(g.shortName.toLowerCase());
  let best: { faq: ProcedureGuide['faqs'][number]; score: number } | null = null;
  for (const faq of g.faqs) {
    const words = contentWords(`${faq.q} ${faq.a}`);
    let score = 0;
    for (const w of asked) if (words.has(w)) score++;
    // Two shared words, or one when it is a brand the patient named ("Dysport").
    const enough =
      score >= 2 || extraTerms.some((t) => words.has(t.toLowerCase()) && asked.has(t.toLowerCase()));
    if (enough && score > 0 && (!best || score > best.score)) best = { faq, score };
  }
  return best ? `**${best.faq.q}** ${best.faq.a}` : null;
}

function comparisonTableEs(guides: ProcedureGuide[]): string {
  const row = (label: string, read: (g: ProcedureGuide) => string) =>
    `| **${label}** | ${guides.map((g) => read(g).replace(/\|/g, '/')).join(' | ')} |`;
  const names = guides.map((g) => localName(g.id, g.shortName, 'es'));
  return [
    `**${names.join(' vs. ')}**`,
    '',
    `| | ${names.join(' | ')} |`,
    `|---|${guides.map(() => '---').join('|')}|`,
    row('Qué es', (g) => (spanishGuide(g) ? firstSentences(spanishGuide(g)!.summary, 140) : '—')),
    row('Precio típico', (g) => esRange(g)),
    row('Honorario del cirujano (promedio de la sociedad)', (g) =>
      g.cost.surgeonFee ? `${money(g.cost.surgeonFee.amount)} (${g.cost.surgeonFee.year})` : 'No publicado',
    ),
    row('Recuperación', (g) =>
      spanishGuide(g)?.recovery ? firstSentences(spanishGuide(g)!.recovery!, 140) : '—',
    ),
    '',
    `Los precios son rangos típicos en EE. UU. de las guías de TruSelf (revisadas ${guides
      .map((g) => g.lastReviewed)
      .sort()
      .at(
        -1,
      )}); las cifras de las sociedades son solo el honorario del cirujano. El resto de la comparación está en cada guía (en inglés): ${guides.map((g) => esGuideLink(g)).join(', ')}. Lo que te conviene depende de tu caso: un proveedor certificado puede decirte cuál te queda mejor.`,
  ].join('\n');
}

export function comparisonTable(guides: ProcedureGuide[], lang?: Language): string {
  if (lang === 'es') return comparisonTableEs(guides);
  const row = (label: string, read: (g: ProcedureGuide) => string) =>
    `| **${label}** | ${guides.map((g) => read(g).replace(/\|/g, '/')).join(' | ')} |`;
  return [
    `**${guides.map((g) => g.shortName).join(' vs ')}**`,
    '',
    `| | ${guides.map((g) => g.shortName).join(' | ')} |`,
    `|---|${guides.map(() => '---').join('|')}|`,
    row('What it is', (g) => firstSentences(g.summary, 140)),
    row('Typical price', (g) =>
      priceRange(g.cost.typicalRange.min, g.cost.typicalRange.max, g.cost.typicalRange.unit),
    ),
    row("Surgeon's fee (society average)", (g) =>
      g.cost.surgeonFee ? `${money(g.cost.surgeonFee.amount)} (${g.cost.surgeonFee.year})` : 'Not published',
    ),
    row('Time', (g) => firstSentences(g.duration, 80)),
    row('Anesthesia', (g) => g.anesthesia),
    row('Recovery', (g) => firstSentences(g.recovery.summary, 140)),
    row('Results last', (g) => firstSentences(g.results.howLong, 120)),
    '',
    `Prices are typical US ranges from TruSelf's guides (reviewed ${guides
      .map((g) => g.lastReviewed)
      .sort()
      .at(
        -1,
      )}); society figures are the surgeon's fee only. The right choice depends on your anatomy and goals — a board-certified provider can tell you which suits you.`,
  ].join('\n');
}

export function sourcesLine(guides: ProcedureGuide[]): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const g of guides) {
    for (const s of g.sources.slice(0, 3)) {
      if (seen.has(s.url)) continue;
      seen.add(s.url);
      links.push(`[${s.publisher}, ${s.title} (${s.year})](${s.url})`);
    }
  }
  return links.length > 0 ? `**Sources:** ${links.join('; ')}` : '';
}

const PER_ES: Record<string, string> = {
  'per area': 'por zona',
  'per syringe': 'por jeringa',
  'per session': 'por sesión',
  'per month': 'al mes',
  'per unit': 'por unidad',
  'per treatment': 'por tratamiento',
};

/** The figure with its source, in the patient's language: "A typical US price for Botox is $200–$600 per area". */
export function typicalPrice(g: ProcedureGuide, lang?: Language): string {
  const r = g.cost.typicalRange;
  const unit = r.unit && r.unit !== 'total' ? r.unit : undefined;
  if (lang === 'es') {
    const base = priceRange(r.min, r.max);
    return `${base}${unit ? ` ${PER_ES[unit] ?? unit}` : ''}`;
  }
  return priceRange(r.min, r.max, r.unit);
}
