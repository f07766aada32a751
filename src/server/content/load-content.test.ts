import { ALL_PROCEDURES } from '@shared/catalogue';
import { describe, expect, it } from 'vitest';
import { loadArticles, loadCategories, loadProcedureGuides } from './load-content';

describe('procedure guides', () => {
  const guides = loadProcedureGuides();
  const guideIds = new Set(guides.map((g) => g.id));

  it('loads and validates one guide per catalogue procedure (33 + gpl-1)', () => {
    expect(guides).toHaveLength(34);
    expect(ALL_PROCEDURES).toHaveLength(34);
  });

  it.each(ALL_PROCEDURES)('has exactly one guide for $id in category $categoryId', (procedure) => {
    const matches = guides.filter((g) => g.id === procedure.id);
    expect(matches).toHaveLength(1);
    expect(matches[0].categoryId).toBe(procedure.categoryId);
    expect(matches[0].name).toBe(procedure.name);
  });

  it('gives every guide sources, a recovery timeline and questions to ask', () => {
    for (const g of guides) {
      expect(g.sources.length, g.id).toBeGreaterThanOrEqual(1);
      expect(g.recovery.timeline.length, g.id).toBeGreaterThanOrEqual(4);
      expect(g.questionsToAsk.length, g.id).toBeGreaterThanOrEqual(6);
    }
  });

  it('attributes every surgeon-fee figure to ASPS with a year, as the surgeon fee only', () => {
    const withFee = guides.filter((g) => g.cost.surgeonFee !== null);
    expect(withFee.length).toBeGreaterThan(0);
    for (const g of withFee) {
      const fee = g.cost.surgeonFee!;
      expect(fee.source, g.id).toContain('ASPS');
      expect(fee.year, g.id).toBeGreaterThanOrEqual(2016);
      expect(fee.note.toLowerCase(), g.id).toContain('surgeon');
    }
  });

  it('points alternatives only at guides that exist', () => {
    for (const g of guides) {
      for (const alt of g.alternatives) {
        if (alt.procedureId === null) continue;
        expect(guideIds.has(alt.procedureId), `${g.id} → ${alt.procedureId}`).toBe(true);
      }
    }
  });
});

describe('articles', () => {
  const articles = loadArticles();
  const guideIds = new Set(loadProcedureGuides().map((g) => g.id));

  it('includes the rhinoplasty explainer', () => {
    expect(articles.map((a) => a.id)).toContain('understanding-rhinoplasty');
  });

  it('links only to procedures that have guides', () => {
    for (const a of articles) {
      for (const id of a.procedureIds) expect(guideIds.has(id), `${a.id} → ${id}`).toBe(true);
    }
  });

  it('has at least two articles in each category', () => {
    for (const c of loadCategories()) {
      expect(articles.filter((a) => a.categoryId === c.id).length, c.id).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('categories', () => {
  it('lists the four catalogue categories with discovery concerns that point at their own guides', () => {
    const categories = loadCategories();
    const ids = categories.map((c) => c.id).sort();
    expect(ids).toEqual(['non-surgical', 'surgical', 'weight-loss', 'wellness']);
    const categoryOf = new Map(ALL_PROCEDURES.map((p) => [p.id, p.categoryId]));
    for (const c of categories) {
      for (const concern of c.concerns) {
        for (const id of concern.procedureIds) expect(categoryOf.get(id), `${c.id} → ${id}`).toBe(c.id);
      }
    }
  });
});
