import { Hono } from 'hono';
import {
  type ArticleDetailResponse,
  type ArticleListResponse,
  articleListQuerySchema,
} from '@shared/schemas/directory';
import type { AppEnv } from '../../context';
import { badRequest, notFound } from '../../errors';
import { queryInput } from '../../http/validate';
import { articlesFor, categoryName, findArticle, findGuide } from '../../directory/procedures.content';

const MORE_ARTICLES = 3;

export const articleNotFoundMessage = 'We could not find that article. It may have moved or been retired.';

export const articlesRoutes = new Hono<AppEnv>()
  .get('/articles', queryInput(articleListQuerySchema), (c) => {
    const query = c.req.valid('query');
    let procedureId: string | undefined;
    if (query.procedure) {
      const guide = findGuide(query.procedure);
      if (!guide) {
        const message = `We do not have a guide for "${query.procedure}". Choose a procedure from the list.`;
        throw badRequest(message, { procedure: message });
      }
      procedureId = guide.id;
    }
    const articles = procedureId
      ? articlesFor({ procedureId }).filter((a) => !query.category || a.categoryId === query.category)
      : articlesFor({ categoryId: query.category });
    const body: ArticleListResponse = { articles };
    return c.json(body);
  })
  .get('/articles/:id', (c) => {
    const article = findArticle(c.req.param('id'));
    if (!article) throw notFound(articleNotFoundMessage);
    const procedures = article.procedureIds.flatMap((id) => {
      const guide = findGuide(id);
      return guide ? [{ id: guide.id, name: guide.name, summary: guide.summary }] : [];
    });
    const moreArticles = articlesFor({ categoryId: article.categoryId })
      .filter((a) => a.id !== article.id)
      .slice(0, MORE_ARTICLES);
    const category = { id: article.categoryId, name: categoryName(article.categoryId) };
    const body: ArticleDetailResponse = { article, category, procedures, moreArticles };
    return c.json(body);
  });
