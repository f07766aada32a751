// A batch of ordinary patient questions for reading by hand: each case is asked through the real built-in engine,
// turn by turn, from the page it names (a provider's profile, chosen from the directory by its description, or a
// guide), and every full answer is timed.
import { isNutritionProviderPath } from '@shared/schemas/trugpt';
import { ALL_PROCEDURES } from '@shared/catalogue';
import type { Database } from '../../db/client';
import { providers } from '../../db/schema';
import { createAssistant, type HistoryTurn } from '../engine';
import { findProcedures } from '../knowledge';

export interface BatchCase {
  id: string;
  kind?: string;
  turns: string[];
  /** Where the chat was opened, as the batch describes it. */
  page?: { type: string; wants?: string };
  good?: string;
}

export interface BatchResult {
  case: BatchCase;
  /** The page the case was asked from, as resolved ("provider 12: Dr. Ana Gómez, dermatology, Miami, FL"). */
  page: string | null;
  turns: { question: string; answer: string; ms: number }[];
}

type Raw = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

function pageOf(raw: Raw): BatchCase['page'] {
  const p = raw.page ?? raw.context ?? raw.page_context ?? raw.pageContext;
  if (!p) return undefined;
  if (typeof p === 'string') {
    const [type, ...rest] = p.split(/[:—-]\s*/);
    return { type: type.trim().toLowerCase(), wants: rest.join(' ').trim() || p };
  }
  const o = p as Raw;
  const type = String(o.type ?? o.kind ?? o.page ?? (o.provider ? 'provider' : o.guide ? 'guide' : 'page'));
  const wants =
    text(o.wants) ?? text(o.provider) ?? text(o.guide) ?? text(o.procedure) ?? text(o.description);
  return { type: type.toLowerCase(), wants };
}

/** Reads a batch file: an array of cases, or an object holding one under `cases` or `questions`. */
export function readBatch(json: string): BatchCase[] {
  const data = JSON.parse(json) as unknown;
  const list = (Array.isArray(data) ? data : ((data as Raw).cases ?? (data as Raw).questions)) as Raw[];
  if (!Array.isArray(list)) throw new Error('the batch holds no array of cases');
  return list.map((raw, i) => {
    const turns = Array.isArray(raw.turns)
      ? raw.turns.map((t) => (typeof t === 'string' ? t : String((t as Raw).text ?? (t as Raw).q ?? '')))
      : [String(raw.q ?? raw.question ?? raw.message ?? raw.text ?? '')];
    const history = Array.isArray(raw.history) ? raw.history.map(String) : [];
    return {
      id: String(raw.id ?? i + 1),
      kind: text(raw.kind) ?? text(raw.category),
      turns: [...history, ...turns].filter((t) => t.trim()),
      page: pageOf(raw),
      good: text(raw.good) ?? text(raw.criterion) ?? text(raw.good_if),
    };
  });
}

interface DirectoryRow {
  id: number;
  words: string;
  label: string;
  reviews: number;
}

async function directoryRows(db: Database): Promise<DirectoryRow[]> {
  const rows = await db
    .select({
      id: providers.id,
      name: providers.displayName,
      credentials: providers.credentials,
      specialty: providers.specialty,
      practice: providers.practiceName,
      city: providers.city,
      state: providers.state,
      languages: providers.languages,
      procedureIds: providers.procedureIds,
      reviews: providers.reviewCount,
      bio: providers.bio,
    })
    .from(providers);
  const names = new Map(ALL_PROCEDURES.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    reviews: r.reviews,
    label: `${r.name}, ${r.specialty}, ${r.city}, ${r.state} (speaks ${r.languages.join(', ')})`,
    words: [
      r.name,
      r.credentials,
      r.specialty,
      r.practice,
      r.city,
      r.state,
      ...r.languages,
      ...r.procedureIds.map((id) => `${id} ${names.get(id) ?? ''}`),
    ]
      .join(' ')
      .toLowerCase(),
  }));
}

const STOP = new Set(
  'a an the and or of in on at to for with who whose that is are page provider providers profile listing about their her his its offers does do'.split(
    ' ',
  ),
);

/** The directory provider that best fits a page description, by how many of its words the listing holds. */
export function bestProvider(rows: DirectoryRow[], wants: string): DirectoryRow | null {
  const words = wants
    .toLowerCase()
    .split(/[^\p{L}\d-]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => w.slice(0, Math.max(4, w.length - 3)));
  let best: DirectoryRow | null = null;
  let bestScore = 0;
  for (const row of rows) {
    const score = words.filter((w) => row.words.includes(w)).length + Math.min(row.reviews, 50) / 1000;
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

export async function askBatch(db: Database, cases: BatchCase[]): Promise<BatchResult[]> {
  const assistant = createAssistant(db, null);
  const rows = await directoryRows(db);
  // One untimed question first, so the first case does not pay for warming the engine up.
  await assistant.run({ message: 'hello', history: [], role: 'general' }, new AbortController().signal);
  const results: BatchResult[] = [];
  for (const c of cases) {
    let providerId: number | undefined;
    let procedureId: string | undefined;
    let page: string | null = null;
    if (c.page?.type.includes('provider')) {
      const row = bestProvider(rows, c.page.wants ?? '');
      providerId = row?.id;
      page = row ? `provider ${row.id}: ${row.label} — for "${c.page.wants ?? ''}"` : null;
    } else if (c.page?.type === 'guide') {
      // The guide page the chat was opened from reaches the engine as the product sends it: its procedure id.
      procedureId = findProcedures(c.page.wants ?? '')[0];
      page = `guide ${procedureId ?? '(none matched)'} — for "${c.page.wants ?? ''}"`;
    } else if (c.page) page = `${c.page.type}${c.page.wants ? `: ${c.page.wants}` : ''}`;
    const role =
      providerId !== undefined && isNutritionProviderPath(`/provider/${providerId}`)
        ? 'nutrition'
        : 'general';
    const history: HistoryTurn[] = [];
    const turns: BatchResult['turns'] = [];
    for (const question of c.turns) {
      const started = performance.now();
      const run = await assistant.run(
        { message: question, history, role, providerId, procedureId },
        new AbortController().signal,
      );
      let answer = '';
      for await (const chunk of run.text) answer += chunk;
      const { mentionedProviders } = run.finish(answer);
      turns.push({ question, answer, ms: performance.now() - started });
      history.push(
        { role: 'user', content: question },
        { role: 'assistant', content: answer, mentionedProviders },
      );
    }
    results.push({ case: c, page, turns });
  }
  return results;
}
