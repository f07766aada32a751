// What people type into the search boxes, mapped to catalogue procedures and US states. Shared so the
// client's suggestions and the server's search agree on what "nose job" or "tx" means.
import { ALL_PROCEDURES, canonicalProcedureId, PROCEDURE_CATALOGUE } from '../catalogue';

export const normalizeTerm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9-\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const shortName = (name: string) => name.replace(/\s*\(.*\)$/, '');

interface Term {
  term: string;
  id: string;
}

const TERMS: Term[] = ALL_PROCEDURES.flatMap((p) => [
  { term: p.id, id: p.id },
  { term: p.id.replace(/-/g, ' '), id: p.id },
  { term: normalizeTerm(p.name), id: p.id },
  { term: normalizeTerm(shortName(p.name)), id: p.id },
  ...p.aliases.map((a) => ({ term: normalizeTerm(a), id: p.id })),
]);

const BY_ID = new Map(ALL_PROCEDURES.map((p) => [p.id, p]));

export function procedureById(id: string) {
  const p = BY_ID.get(canonicalProcedureId(id));
  return p ? { id: p.id, name: shortName(p.name), categoryId: p.categoryId } : null;
}

/** Levenshtein distance: the number of single-character edits between two strings. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/**
 * The catalogue procedure a typed text means: an id, name or alias ("nose job", "BBL", "GLP-1"), a phrase
 * containing one ("botox injections"), or a small typo ("rhinoplasy"). Null when nothing is close.
 */
export function resolveProcedure(text: string): { id: string; name: string } | null {
  const q = normalizeTerm(text);
  if (!q) return null;
  const direct = procedureById(q) ?? procedureById(q.replace(/\s+/g, '-'));
  if (direct) return { id: direct.id, name: direct.name };
  const exact = TERMS.find((t) => t.term === q);
  if (exact) return pickName(exact.id);
  const padded = ` ${q} `;
  const contained = TERMS.filter((t) => t.term.length >= 3 && padded.includes(` ${t.term} `)).sort(
    (a, b) => b.term.length - a.term.length,
  )[0];
  if (contained) return pickName(contained.id);
  let best: Term | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const t of TERMS) {
    const d = editDistance(q, t.term);
    if (d < bestD) [best, bestD] = [t, d];
  }
  const allowed = q.length >= 8 ? 2 : q.length >= 5 ? 1 : 0;
  return best && bestD <= allowed ? pickName(best.id) : null;
}

function pickName(id: string) {
  const p = procedureById(id)!;
  return { id: p.id, name: p.name };
}

/** Catalogue procedures whose name or alias starts with, or contains, the typed text; grouped as SPEC §3 lists them. */
export function matchProcedures(text: string) {
  const q = normalizeTerm(text);
  const groups = PROCEDURE_CATALOGUE.map((c) => ({
    categoryId: c.id as string,
    categoryName: c.name,
    items: (c.id === 'wellness'
      ? [...c.procedures, ...ALL_PROCEDURES.filter((p) => p.id === 'gpl-1')]
      : c.procedures
    )
      .filter((p) => !q || [p.name, ...p.aliases].some((s) => normalizeTerm(s).includes(q)))
      .map((p) => ({ id: p.id, name: p.name })),
  }));
  return groups.filter((g) => g.items.length > 0);
}

/** Procedures whose names are closest to an unknown text, to suggest instead. */
export function closestProcedures(text: string, limit = 3) {
  const q = normalizeTerm(text);
  const scored = ALL_PROCEDURES.map((p) => ({
    id: p.id,
    name: shortName(p.name),
    d: Math.min(...[p.name, ...p.aliases].map((s) => editDistance(q, normalizeTerm(s)))),
  }));
  return scored
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map(({ id, name }) => ({ id, name }));
}

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** A two-letter code for a state code or name ("tx", "Texas", "new york"), else null. */
export function stateCode(text: string): string | null {
  const q = normalizeTerm(text).replace(/\./g, '');
  if (q.length === 2 && US_STATES[q.toUpperCase()]) return q.toUpperCase();
  const hit = Object.entries(US_STATES).find(([, name]) => name.toLowerCase() === q);
  return hit ? hit[0] : null;
}
