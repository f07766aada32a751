import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { providers } from '../db/schema';

export function slugify(...parts: string[]) {
  return parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Same shape as the directory's own slugs: "sofia-ramirez-md-miami-fl". */
export function providerSlugBase(p: {
  firstName: string;
  lastName: string;
  credentials: string;
  city: string;
  state: string;
}) {
  return slugify(p.firstName, p.lastName, p.credentials.split(',')[0], p.city, p.state) || 'provider';
}

/**
 * Unique slugs for a batch of new providers: "ann-lee-md-miami-fl", then "-2", "-3"… on collision with the table
 * or with each other. One query per round; a round only repeats for the slugs that collided.
 */
export async function allocateSlugs(db: Database, bases: string[]): Promise<string[]> {
  const result: string[] = new Array(bases.length);
  const taken = new Set<string>();
  let pending = bases.map((base, index) => ({ index, base, n: 1 }));
  while (pending.length > 0) {
    const candidates = pending.map((p) => (p.n === 1 ? p.base : `${p.base}-${p.n}`));
    const existing = await db
      .select({ slug: providers.slug })
      .from(providers)
      .where(inArray(providers.slug, [...new Set(candidates)]));
    for (const row of existing) taken.add(row.slug);
    const next: typeof pending = [];
    pending.forEach((p, i) => {
      const slug = candidates[i];
      if (taken.has(slug)) next.push({ ...p, n: p.n + 1 });
      else {
        taken.add(slug);
        result[p.index] = slug;
      }
    });
    pending = next;
  }
  return result;
}
