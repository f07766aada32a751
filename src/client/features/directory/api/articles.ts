import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetailResponse, ArticleListQuery, ArticleListResponse } from '@shared/schemas/directory';
import { api } from '@client/lib/api-client';
import { retryUnlessClientError } from './procedures';

export const articlesQueryKey = ['articles'] as const;

export const getArticlesQueryOptions = (filter: ArticleListQuery = {}) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'list', filter],
    retry: retryUnlessClientError,
    queryFn: () => {
      const search = new URLSearchParams();
      if (filter.procedure) search.set('procedure', filter.procedure);
      if (filter.category) search.set('category', filter.category);
      const qs = search.toString();
      return api<ArticleListResponse>(`/articles${qs ? `?${qs}` : ''}`);
    },
  });

export const useArticles = (filter: ArticleListQuery = {}) => useQuery(getArticlesQueryOptions(filter));

export const getArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'detail', id],
    retry: retryUnlessClientError,
    queryFn: () => api<ArticleDetailResponse>(`/articles/${encodeURIComponent(id)}`),
  });

export const useArticle = (id: string) => useQuery(getArticleQueryOptions(id));
