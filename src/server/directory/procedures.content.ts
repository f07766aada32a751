// Lookups over the editorial content (guides, categories, articles) shared by the API routes and the SEO resolvers.
import { ALL_PROCEDURES, canonicalProcedureId, PROCEDURE_CATALOGUE } from '@shared/catalogue';
import type { Article, ContentCategoryId, ProcedureGuide } from '@shared/schemas/content';
import type { ArticleSummary, CategorySummary, ProcedureSummary } from '@shared/schemas/directory';
import { loadArticles, loadCategories, loadProcedureGuides } from '../content/load-content';

const catalogueOrder = new Map(ALL_PROCEDURES.map((p, i) => [p.id, i]));

/** Guides in catalogue order (SPEC §3), so every list reads like the home dropdown. */
export function orderedGuides(): ProcedureGuide[] {
  const rank = (g: ProcedureGuide) => catalogueOrder.get(g.id) ?? Number.MAX_SAFE_INTEGER;
  return [...loadProcedureGuides()].sort((a, b) => rank(a) - rank(b));
}

/** Finds a guide by id or alias id ('glp-1' → 'gpl-1'); null when there is none. */
export function findGuide(id: string): ProcedureGuide | null {
  const canonical = canonicalProcedureId(id);
  return loadProcedureGuides().find((g) => g.id === canonical) ?? null;
}

export function categorySummaries(): CategorySummary[] {
  const content = new Map(loadCategories().map((c) => [c.id, c]));
  return PROCEDURE_CATALOGUE.map((c) => {
    const found = content.get(c.id);
    return {
      id: c.id,
      name: found?.name ?? c.name,
      description: found?.description ?? '',
      concerns: found?.concerns ?? [],
    };
  });
}

export function findCategory(id: string): CategorySummary | null {
  return categorySummaries().find((c) => c.id === id.toLowerCase()) ?? null;
}

export function categoryName(id: ContentCategoryId): string {
  return findCategory(id)?.name ?? id;
}

export function toProcedureSummary(
  guide: ProcedureGuide,
  providerCount: number,
  usualCount = 0,
): ProcedureSummary {
  return {
    id: guide.id,
    name: guide.name,
    shortName: guide.shortName,
    summary: guide.summary,
    categoryId: guide.categoryId,
    concerns: guide.concerns,
    typicalCost: guide.cost.typicalRange,
    providerCount,
    usualCount,
  };
}

const byNewest = (a: Article, b: Article) =>
  b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);

export function toArticleSummary(article: Article): ArticleSummary {
  const { id, title, summary, categoryId, readingMinutes, publishedAt } = article;
  return { id, title, summary, categoryId, readingMinutes, publishedAt };
}

export function findArticle(id: string): Article | null {
  return loadArticles().find((a) => a.id === id.toLowerCase()) ?? null;
}

/** Articles about a procedure first; with a category, the category's other articles follow. */
export function articlesFor(filter: {
  procedureId?: string;
  categoryId?: ContentCategoryId;
}): ArticleSummary[] {
  const all = [...loadArticles()].sort(byNewest);
  const { procedureId, categoryId } = filter;
  const aboutProcedure = procedureId ? all.filter((a) => a.procedureIds.includes(procedureId)) : [];
  const inCategory = categoryId
    ? all.filter((a) => a.categoryId === categoryId && !aboutProcedure.includes(a))
    : [];
  const picked = procedureId || categoryId ? [...aboutProcedure, ...inCategory] : all;
  return picked.map(toArticleSummary);
}
