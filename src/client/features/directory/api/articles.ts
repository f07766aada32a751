import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListQuery } from '@shared/schemas/directory';
import { api } from '@client/lib/api-client';
import { retryUnlessClientError } from './procedures';

export const articlesQueryKey = ['articles'] as const;

export const getArticlesQueryOptions = (filter: ArticleListQuery = {}) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'list', filter],
    retry: retryUnlessClientError,
    queryFn: () =>
      api.get('/articles', {
        query: { procedure: filter.procedure || undefined, category: filter.category || undefined },
      }),
  });

export const useArticles = (filter: ArticleListQuery = {}) => useQuery(getArticlesQueryOptions(filter));

export const getArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'detail', id],
    retry: retryUnlessClientError,
    queryFn: () => api.get('/articles/:id', { param: { id } }),
  });

export const useArticle = (id: string) => useQuery(getArticleQueryOptions(id));
