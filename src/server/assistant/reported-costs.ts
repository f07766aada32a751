// What TruSelf reviewers paid, quoted in a cost answer: the figures the database keeps (reported_costs,
// docs/reported-costs.md) for the procedure, in the place asked about — the metro, else its state, else the
// country — always with the count, the years and the label, and never from fewer than 5 reports.
import { formatCents, type ReportedCost, yearsCovered } from '@shared/schemas/reported-costs';
import { inSentence } from '@shared/in-sentence';
import type { Database } from '../db/client';
import { loadLocations } from '../directory/locations.queries';
import { milesBetween } from '../places';
import { type FigureScope, figuresFor } from '../reviews/reported-costs.queries';
import type { Composed } from './compose';
import type { Prepared } from './prepare';
import { wording } from './wording';

/** A metro counts as the place asked about when its centre is this close. */
const METRO_MILES = 40;

interface Scope {
  scope: FigureScope;
  id: string;
  /** "in Miami", "in Florida", "across the US" */
  where: string;
}

async function scopesFor(db: Database, prepared: Prepared): Promise<Scope[]> {
  const national: Scope = { scope: 'national', id: '', where: 'across the US' };
  const place = prepared.place;
  if (!place) return [national];
  const metros = await loadLocations(db);
  if (place.state) {
    const stateName = metros.find((m) => m.state === place.state)?.stateName ?? place.state;
    return [{ scope: 'state', id: place.state, where: `in ${stateName}` }, national];
  }
  const nearest = metros
    .map((m) => ({ m, miles: milesBetween(place, m) }))
    .sort((a, b) => a.miles - b.miles)[0];
  if (!nearest || nearest.miles > METRO_MILES) return [national];
  const { m } = nearest;
  return [
    { scope: 'location', id: m.id, where: `in ${m.city}` },
    { scope: 'state', id: m.state, where: `in ${m.stateName}` },
    national,
  ];
}

function sentence(cost: ReportedCost, where: string, procedure: string) {
  const sample = cost.sample ? ' (sample reviews: development data, not real patients)' : '';
  return `TruSelf reviewers ${where} reported paying a median of ${formatCents(cost.medianCents)} for ${procedure} (middle half ${formatCents(cost.p25Cents)}–${formatCents(cost.p75Cents)}), from ${cost.reports} reports in ${yearsCovered(cost)}${sample}. That is the total patients say they paid, not a quote.`;
}

/**
 * The line a cost answer adds about what reviewers paid, or null: not a cost question, no procedure, or fewer
 * than 5 reports anywhere. Sample figures are used only where real ones fall short, and say so.
 */
export async function reportedCostNote(db: Database, prepared: Prepared): Promise<string | null> {
  const u = prepared.understanding;
  const procedure = prepared.procedures[0];
  if (u.kind !== 'answer' || u.language === 'es' || !u.intents.includes('cost') || !procedure?.guide)
    return null;
  const scopes = await scopesFor(db, prepared);
  const name = inSentence(procedure.shortName);
  for (const [i, scope] of scopes.entries()) {
    const { cost } = await figuresFor(db, procedure.id, scope.scope, scope.id, { includeSample: true });
    if (!cost) continue;
    const fewer =
      i > 0
        ? `Fewer than 5 TruSelf reviewers ${scopes[0].where} have said what they paid, so here is a wider figure. `
        : '';
    return `- **What TruSelf reviewers paid:** ${fewer}${sentence(cost, scope.where, name)}`;
  }
  return null;
}

/** Puts the note into the cost section, before its insurance line (or after the section's last line). */
export function withReportedCosts(composed: Composed, note: string | null): Composed {
  if (!note) return composed;
  const marker = `\n- **${wording('en').insurance}:**`;
  const at = composed.markdown.indexOf(marker);
  if (at < 0) return composed;
  return {
    ...composed,
    markdown: `${composed.markdown.slice(0, at)}\n${note}${composed.markdown.slice(at)}`,
  };
}
