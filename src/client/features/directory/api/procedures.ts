import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@client/lib/api-client';

/** A missing guide or place will not appear on a second try; network and server errors get one retry. */
export const retryUnlessClientError = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

export const proceduresQueryKey = ['procedures'] as const;

export const getProceduresQueryOptions = () =>
  queryOptions({
    queryKey: proceduresQueryKey,
    queryFn: () => api.get('/procedures'),
  });

export const useProcedures = () => useQuery(getProceduresQueryOptions());

export const getProcedureQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...proceduresQueryKey, 'detail', id],
    retry: retryUnlessClientError,
    queryFn: () => api.get('/procedures/:id', { param: { id } }),
  });

export const useProcedure = (id: string) => useQuery(getProcedureQueryOptions(id));

export const getProcedureCategoryQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: [...proceduresQueryKey, 'category', categoryId],
    retry: retryUnlessClientError,
    queryFn: () => api.get('/procedures/category/:categoryId', { param: { categoryId } }),
  });

export const useProcedureCategory = (categoryId: string) =>
  useQuery(getProcedureCategoryQueryOptions(categoryId));
