// Reads the figures the database keeps in reported_costs (migration 0016, docs/reported-costs.md): what
// reviewers paid and how many said Worth It, per procedure and place. Nothing is computed here but the choice of
// which kept row to show: real reviews when there are enough of them, else (outside production) sample ones —
// never the two added together.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type PlaceFigures,
  REPORTED_COST_MIN_REPORTS,
  type ReportedCost,
  type WorthItShare,
} from '@shared/schemas/reported-costs';
import type { Database } from '../db/client';
import { reportedCosts } from '../db/schema';

export type FigureScope = 'national' | 'state' | 'location' | 'provider';
type Row = typeof reportedCosts.$inferSelect;

export interface FigureOptions {
  /** Sample reviews may stand in when real ones are too few: everywhere but production. */
  includeSample: boolean;
}

function costOf(row: Row | undefined): ReportedCost | null {
  if (!row || row.reports < REPORTED_COST_MIN_REPORTS || row.medianCents === null) return null;
  return {
    reports: row.reports,
    trimmed: row.trimmed,
    lowCents: row.lowCents!,
    p25Cents: row.p25Cents!,
    medianCents: row.medianCents,
    p75Cents: row.p75Cents!,
    highCents: row.highCents!,
    firstYear: row.firstYear!,
    lastYear: row.lastYear!,
    sample: row.sample,
  };
}

function worthItOf(row: Row | undefined): WorthItShare | null {
  if (!row || row.reviews < REPORTED_COST_MIN_REPORTS) return null;
  return {
    percent: Math.round((row.worthIt / row.reviews) * 100),
    worthIt: row.worthIt,
    reviews: row.reviews,
    sample: row.sample,
  };
}

/** Real figures first; sample ones only where real ones fall short and sample data may be shown. */
export function pickFigures(rows: Row[], options: FigureOptions): PlaceFigures {
  const real = rows.find((r) => !r.sample);
  const sample = options.includeSample ? rows.find((r) => r.sample) : undefined;
  return {
    cost: costOf(real) ?? costOf(sample),
    worthIt: worthItOf(real) ?? worthItOf(sample),
  };
}

const key = (procedureId: string, scopeId: string) => `${procedureId}\u0000${scopeId}`;

/**
 * The figures for each (procedure, place) pair asked for, in one statement. `procedureIds` null means every
 * procedure with rows in those places.
 */
export async function loadFigures(
  db: Database,
  scope: FigureScope,
  scopeIds: string[],
  procedureIds: string[] | null,
  options: FigureOptions,
): Promise<Map<string, PlaceFigures>> {
  if (scopeIds.length === 0 || procedureIds?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reportedCosts)
    .where(
      and(
        eq(reportedCosts.scope, scope),
        inArray(reportedCosts.scopeId, scopeIds),
        procedureIds ? inArray(reportedCosts.procedureId, procedureIds) : undefined,
        options.includeSample ? undefined : eq(reportedCosts.sample, false),
      ),
    );
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row.procedureId, row.scopeId);
    grouped.set(k, [...(grouped.get(k) ?? []), row]);
  }
  const out = new Map<string, PlaceFigures>();
  for (const [k, group] of grouped) out.set(k, pickFigures(group, options));
  return out;
}

const none: PlaceFigures = { cost: null, worthIt: null };

export async function figuresFor(
  db: Database,
  procedureId: string,
  scope: FigureScope,
  scopeId: string,
  options: FigureOptions,
): Promise<PlaceFigures> {
  const found = await loadFigures(db, scope, [scopeId], [procedureId], options);
  return found.get(key(procedureId, scopeId)) ?? none;
}

export const figureOf = (map: Map<string, PlaceFigures>, procedureId: string, scopeId: string) =>
  map.get(key(procedureId, scopeId)) ?? none;

/**
 * The places (metros) with the most price reports for a procedure, each with enough reports to show: the
 * guide lists where reviewers' prices come from.
 */
export async function placesWithReports(
  db: Database,
  procedureId: string,
  limit: number,
  options: FigureOptions,
): Promise<{ locationId: string; figures: PlaceFigures }[]> {
  const rows = await db
    .select()
    .from(reportedCosts)
    .where(
      and(
        eq(reportedCosts.procedureId, procedureId),
        eq(reportedCosts.scope, 'location'),
        sql`${reportedCosts.reports} >= ${REPORTED_COST_MIN_REPORTS}`,
        options.includeSample ? undefined : eq(reportedCosts.sample, false),
      ),
    );
  const byPlace = new Map<string, Row[]>();
  for (const row of rows) byPlace.set(row.scopeId, [...(byPlace.get(row.scopeId) ?? []), row]);
  return [...byPlace]
    .map(([locationId, group]) => ({ locationId, figures: pickFigures(group, options) }))
    .filter((p) => p.figures.cost !== null)
    .sort(
      (a, b) => b.figures.cost!.reports - a.figures.cost!.reports || a.locationId.localeCompare(b.locationId),
    )
    .slice(0, limit);
}
