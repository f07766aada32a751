// What an answer states that can be checked against what TruSelf holds: every provider it links must be a provider
// of the directory, named as the directory names them, and every dollar figure must appear in a guide, an article,
// the answer base, the directory's own rows or the patient's question. A figure found nowhere is reported for a
// reader to check (a sum or a range the engine worked out is not invented, but it is worth reading).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ANSWER_ENTRIES } from '../answer-base/entries';
import type { Database } from '../../db/client';

export interface KnownFacts {
  /** Provider id → display name. */
  providers: Map<number, string>;
  /** Every number TruSelf's own text and data hold, written plainly ("1200", "12.5"). */
  figures: Set<string>;
}

export interface Unsupported {
  /** Links to providers the directory does not hold, or with another name than theirs. */
  providers: string[];
  /** Dollar figures found in no source. */
  figures: string[];
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const DOLLARS = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi;
const PROVIDER_LINK = /\[([^\]]+)\]\(\/provider\/(\d+)[^)]*\)/g;

/** A number as the sources write it, without thousands separators or a trailing ".00". */
function plain(raw: string): string {
  const n = Number(raw.replace(/,/g, ''));
  return Number.isFinite(n) ? String(n) : raw;
}

export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => plain(m[0]));
}

/** Adds every number of `text` to `figures`, and the dollar value of amounts the data keeps in cents. */
function addNumbers(figures: Set<string>, text: string, { cents = false } = {}) {
  for (const n of numbersIn(text)) {
    figures.add(n);
    if (!cents) continue;
    figures.add(plain(String(Number(n) / 100)));
    figures.add(String(Math.round(Number(n) / 100)));
  }
}

/** Reads what TruSelf holds: the content folder's guides and articles, the answer base, and the directory. */
export async function knownFacts(db: Database, contentDir = path.resolve('content')): Promise<KnownFacts> {
  const figures = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json')) addNumbers(figures, fs.readFileSync(file, 'utf8'));
    }
  };
  walk(contentDir);
  for (const entry of ANSWER_ENTRIES) addNumbers(figures, `${entry.text} ${entry.es ?? ''}`);
  const providers = new Map<number, string>();
  const rows = await db.execute(sql`select * from providers`);
  for (const row of rows.rows as Record<string, unknown>[]) {
    providers.set(Number(row.id), String(row.display_name));
    addNumbers(figures, JSON.stringify(row), { cents: true });
  }
  const costs = await db.execute(sql`select * from reported_costs`);
  for (const row of costs.rows) addNumbers(figures, JSON.stringify(row), { cents: true });
  return { providers, figures };
}

/** What `answer` states that `known` does not hold; numbers the patient wrote count as known. */
export function unsupported(answer: string, known: KnownFacts, question = ''): Unsupported {
  const providers: string[] = [];
  for (const [, name, id] of answer.matchAll(PROVIDER_LINK)) {
    const held = known.providers.get(Number(id));
    if (held === undefined) providers.push(`${name} (/provider/${id}: no such provider)`);
    else if (!name.includes(held) && !held.includes(name))
      providers.push(`${name} (/provider/${id} is ${held})`);
  }
  const asked = new Set(numbersIn(question));
  const figures: string[] = [];
  for (const m of answer.matchAll(DOLLARS)) {
    const value = plain(m[1]);
    const inThousands = m[2] ? plain(String(Number(value) * 1000)) : value;
    if (!known.figures.has(value) && !known.figures.has(inThousands) && !asked.has(value))
      figures.push(m[0].trim());
  }
  return { providers, figures };
}
