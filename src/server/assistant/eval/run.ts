// Runs eval cases through the real engine on a seeded database, turn by turn, and judges each answer: the
// category's rule, plus two checks on every answer — every provider it names is a real directory row, and every
// dollar figure appears in a guide, in the directory rows the answer was written from, or in what reviewers reported
// paying (reported_costs, kept by the database from real reviews).
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers, reportedCosts } from '../../db/schema';
import { type Assistant, createAssistant, type HistoryTurn } from '../engine';
import { ALL_PROCEDURES } from '@shared/catalogue';
import { getProcedure } from '../knowledge';
import { judge, type Observed, type Verdict } from './rules';
import type { EvalCase } from './types';

export interface CaseResult {
  case: EvalCase;
  answer: string;
  verdict: Verdict;
  inventedProvider: boolean;
  inventedFigure: string | null;
  ms: number;
}

const numbersIn = (text: string) =>
  new Set((text.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, ''))));

let guideNumbers: Set<number> | null = null;
function guideFigures() {
  guideNumbers ??= numbersIn(JSON.stringify(ALL_PROCEDURES.map((p) => getProcedure(p.id)?.guide ?? null)));
  return guideNumbers;
}

/** Every dollar figure of what reviewers reported paying, as an answer may round it (whole dollars). */
async function reportedFigures(db: Database): Promise<Set<number>> {
  const rows = await db
    .select({
      low: reportedCosts.lowCents,
      p25: reportedCosts.p25Cents,
      median: reportedCosts.medianCents,
      p75: reportedCosts.p75Cents,
      high: reportedCosts.highCents,
    })
    .from(reportedCosts);
  const figures = new Set<number>();
  for (const row of rows)
    for (const cents of Object.values(row)) if (cents !== null) figures.add(Math.round(cents / 100));
  return figures;
}

/** Dollar figures in the answer that no guide, retrieved directory row or reviewers' report contains. */
function inventedFigure(text: string, retrieved: unknown, reported: Set<number>): string | null {
  const allowed = new Set([...guideFigures(), ...numbersIn(JSON.stringify(retrieved)), ...reported]);
  for (const m of text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b)?/gi)) {
    const value = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
    if (!allowed.has(value)) return m[0];
  }
  return null;
}

/** Fills "{name:25}" with the name of directory provider 25, so questions name real providers. */
export async function resolveNames(db: Database, cases: EvalCase[]): Promise<EvalCase[]> {
  const ids = new Set<number>();
  for (const c of cases)
    for (const m of `${c.q} ${c.provider ?? ''}`.matchAll(/\{name:(\d+)\}/g)) ids.add(Number(m[1]));
  if (ids.size === 0) return cases;
  const rows = await db
    .select({ id: providers.id, first: providers.firstName, last: providers.lastName })
    .from(providers)
    .where(inArray(providers.id, [...ids]));
  const names = new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`]));
  const fill = (s: string) =>
    s.replace(/\{name:(\d+)\}/g, (_, id) => names.get(Number(id)) ?? `provider ${id}`);
  return cases.map((c) => ({ ...c, q: fill(c.q), provider: c.provider ? fill(c.provider) : undefined }));
}

async function ask(assistant: Assistant, message: string, history: HistoryTurn[], c: EvalCase) {
  const run = await assistant.run(
    { message, history, role: c.role ?? 'general', providerId: c.providerId },
    new AbortController().signal,
  );
  let text = '';
  for await (const chunk of run.text) text += chunk;
  const { mentionedProviders } = run.finish(text);
  return { run, text, mentionedProviders };
}

export async function runCases(db: Database, cases: EvalCase[]): Promise<CaseResult[]> {
  const assistant = createAssistant(db, null);
  const reported = await reportedFigures(db);
  const results: CaseResult[] = [];
  for (const c of await resolveNames(db, cases)) {
    const history: HistoryTurn[] = [];
    for (const earlier of c.history ?? []) {
      const before = await ask(assistant, earlier, history, c);
      const assistantTurn = {
        role: 'assistant' as const,
        content: before.text,
        mentionedProviders: before.mentionedProviders,
      };
      history.push({ role: 'user', content: earlier }, assistantTurn);
    }
    const started = performance.now();
    const { run, text, mentionedProviders } = await ask(assistant, c.q, history, c);
    const ms = performance.now() - started;
    const linked = [...text.matchAll(/\/provider\/(\d+)/g)].map((m) => Number(m[1]));
    const ids = [...new Set([...mentionedProviders.map((p) => p.id), ...linked])];
    const real =
      ids.length === 0
        ? new Map<number, string>()
        : new Map(
            (
              await db
                .select({ id: providers.id, name: providers.displayName })
                .from(providers)
                .where(inArray(providers.id, ids))
            ).map((r) => [r.id, r.name]),
          );
    const inventedProvider =
      ids.some((id) => !real.has(id)) || mentionedProviders.some((p) => real.get(p.id) !== p.name);
    const figure = inventedFigure(text, run.prepared, reported);
    const observed: Observed = {
      text,
      mentioned: mentionedProviders.map((p) => ({ id: p.id, name: p.name })),
      placeLabel: run.prepared.place?.label ?? null,
    };
    let verdict = judge(c, observed);
    if (verdict.pass && inventedProvider)
      verdict = { pass: false, why: 'names a provider not in the directory' };
    if (verdict.pass && figure) verdict = { pass: false, why: `figure ${figure} is in no guide or listing` };
    results.push({ case: c, answer: text, verdict, inventedProvider, inventedFigure: figure, ms });
  }
  return results;
}

export interface CategoryScore {
  category: string;
  cases: number;
  passed: number;
}

export function scoreByCategory(results: CaseResult[]): CategoryScore[] {
  const by = new Map<string, CategoryScore>();
  for (const r of results) {
    const s = by.get(r.case.category) ?? { category: r.case.category, cases: 0, passed: 0 };
    s.cases++;
    if (r.verdict.pass) s.passed++;
    by.set(r.case.category, s);
  }
  return [...by.values()];
}
