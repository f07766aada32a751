// Reads the editorial content in /content once per process and validates every file against the shared zod
// schemas, so a malformed guide fails loudly at start-up (or in CI) instead of rendering half a page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Article,
  articleSchema,
  type CategoryContent,
  categoriesFileSchema,
  type ProcedureGuide,
  procedureGuideSchema,
} from '@shared/schemas/content';
import type { z } from 'zod';

// This file lives at src/server/content/, so the repo's content folder is three levels up.
export const contentRoot = fileURLToPath(new URL('../../../content', import.meta.url));

export class ContentValidationError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Invalid content file ${file}: ${detail}`);
    this.name = 'ContentValidationError';
  }
}

function readJsonFile<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentValidationError(file, err instanceof Error ? err.message : String(err));
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ContentValidationError(file, issues);
  }
  return parsed.data;
}

/** Reads every *.json in a folder, sorted by file name; each file's `id` must equal its file name. */
function readJsonFolder<T extends { id: string }>(folder: string, schema: z.ZodType<T>): T[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((name) => {
    const file = path.join(folder, name);
    const item = readJsonFile(file, schema);
    if (item.id !== path.basename(name, '.json')) {
      throw new ContentValidationError(file, `id "${item.id}" does not match the file name`);
    }
    return item;
  });
}

let guidesCache: ProcedureGuide[] | undefined;
let articlesCache: Article[] | undefined;
let categoriesCache: CategoryContent[] | undefined;

export function loadProcedureGuides(): ProcedureGuide[] {
  guidesCache ??= readJsonFolder(path.join(contentRoot, 'procedures'), procedureGuideSchema);
  return guidesCache;
}

export function loadArticles(): Article[] {
  articlesCache ??= readJsonFolder(path.join(contentRoot, 'articles'), articleSchema);
  return articlesCache;
}

export function loadCategories(): CategoryContent[] {
  categoriesCache ??= readJsonFile(path.join(contentRoot, 'categories.json'), categoriesFileSchema);
  return categoriesCache;
}

/** Drops the module-level cache (tests, or a future content hot-reload). */
export function clearContentCache(): void {
  guidesCache = undefined;
  articlesCache = undefined;
  categoriesCache = undefined;
}
