// Markdown sections written from a reviewed procedure guide. Every figure carries its source and year, and the
// society fee is always labelled as the surgeon's fee only (REFERENCE.md).
import type { ProcedureGuide } from '@shared/schemas/content';
import type { Intent } from './intents';
import { firstSentences, priceRange, money } from './format';
import { getProcedure } from './knowledge';

const guideLink = (g: ProcedureGuide) => `[${g.shortName} guide](/procedure/${g.id})`;

export function costLines(g: ProcedureGuide): string[] {
  const { cost } = g;
  const lines = [
    `- **Typical all-in price:** ${priceRange(cost.typicalRange.min, cost.typicalRange.max, cost.typicalRange.unit)} (TruSelf guide, reviewed ${g.lastReviewed}). ${cost.rangeNote}`,
  ];
  if (cost.surgeonFee) {
    lines.push(
      `- **National average surgeon's fee:** ${money(cost.surgeonFee.amount)} (${cost.surgeonFee.source}, ${cost.surgeonFee.year}). ${cost.surgeonFee.note}`,
    );
  }
  lines.push(`- **Insurance:** ${cost.insurance}`);
  return lines;
}

const SECTIONS: Record<
  Exclude<Intent, 'comparison' | 'find_provider' | 'provider_profile'>,
  (g: ProcedureGuide) => string
> = {
  overview: (g) =>
    [
      g.summary,
      '',
      firstSentences(g.overview.split('\n\n')[0], 400),
      '',
      `- **Typical price:** ${priceRange(g.cost.typicalRange.min, g.cost.typicalRange.max, g.cost.typicalRange.unit)} (TruSelf guide, reviewed ${g.lastReviewed})`,
      `- **Time:** ${g.duration}`,
      `- **Recovery:** ${firstSentences(g.recovery.summary, 200)}`,
      `- **Results:** ${firstSentences(g.results.whenVisible, 160)}`,
    ].join('\n'),
  cost: (g) => [`**What ${g.shortName} costs**`, '', ...costLines(g)].join('\n'),
  recovery: (g) =>
    [
      `**Recovery from ${g.shortName}**`,
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

export function guideSection(g: ProcedureGuide, intent: Intent): string | null {
  if (intent === 'comparison' || intent === 'find_provider' || intent === 'provider_profile') return null;
  const body = SECTIONS[intent](g);
  return intent === 'overview' ? `**${g.name}**\n\n${body}\n\nRead the full ${guideLink(g)}.` : body;
}

export function comparisonTable(guides: ProcedureGuide[]): string {
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
