import { describe, expect, it } from 'vitest';
import type { ArticleDetailResponse, ArticleListResponse } from '@shared/schemas/directory';
import { createTestContext } from '../../test/test-app';
import { articleNotFoundMessage } from './articles.routes';

const t = await createTestContext();

describe('GET /api/articles', () => {
  it('lists every article, newest first, without a filter', async () => {
    const body: ArticleListResponse = await (await t.request('/api/articles')).json();
    expect(body.articles.length).toBeGreaterThanOrEqual(8);
    const dates = body.articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by procedure', async () => {
    const res = await t.request('/api/articles?procedure=rhinoplasty');
    expect(res.status).toBe(200);
    const body: ArticleListResponse = await res.json();
    expect(body.articles.map((a) => a.id)).toContain('understanding-rhinoplasty');
    const all: ArticleListResponse = await (await t.request('/api/articles')).json();
    expect(body.articles.length).toBeLessThan(all.articles.length);
  });

  it('filters by category', async () => {
    const body: ArticleListResponse = await (await t.request('/api/articles?category=wellness')).json();
    expect(body.articles.length).toBeGreaterThanOrEqual(2);
    expect(body.articles.every((a) => a.categoryId === 'wellness')).toBe(true);
  });

  it('explains an unknown procedure or category instead of guessing', async () => {
    const unknown = await t.request('/api/articles?procedure=unicorn-lift');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields.procedure).toBe(
      'We do not have a guide for "unicorn-lift". Choose a procedure from the list.',
    );
    const garbage = await t.request('/api/articles?procedure=%3Cscript%3E');
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).error.message).toBe('Choose a procedure from the list.');
    expect((await t.request('/api/articles?category=teeth')).status).toBe(400);
  });
});

describe('GET /api/articles/:id', () => {
  it('returns the article with its procedures and more reading', async () => {
    const res = await t.request('/api/articles/understanding-rhinoplasty');
    expect(res.status).toBe(200);
    const body: ArticleDetailResponse = await res.json();
    expect(body.article.sections.length).toBeGreaterThan(0);
    expect(body.article.sources[0].url).toMatch(/^https:\/\//);
    expect(body.category).toEqual({ id: 'surgical', name: expect.any(String) });
    expect(body.procedures.map((p) => p.id)).toContain('rhinoplasty');
    expect(body.moreArticles.map((a) => a.id)).not.toContain('understanding-rhinoplasty');
  });

  it('answers an unknown article with a clear 404', async () => {
    const res = await t.request('/api/articles/how-to-fly');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(articleNotFoundMessage);
  });
});
