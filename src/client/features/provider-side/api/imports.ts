import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportPreview } from '@shared/schemas/imports';
import { api } from '@client/lib/api-client';
import { uploadWithProgress } from './upload';

export const PROVIDER_TEMPLATE_URL = '/api/imports/providers/template.csv';

function csvForm(file: File) {
  const form = new FormData();
  form.set('file', file);
  return form;
}

export const previewProviderCsv = (file: File, onProgress?: (f: number) => void) =>
  uploadWithProgress<ImportPreview>('/imports/providers/preview', csvForm(file), onProgress);

export const startProviderImport = (file: File, skipInvalid: boolean, onProgress?: (f: number) => void) =>
  uploadWithProgress<{ job: ImportJob }>(
    `/imports/providers?skipInvalid=${skipInvalid}`,
    csvForm(file),
    onProgress,
  );

export const getImportJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['imports', id],
    queryFn: () => api.get('/imports/:jobId', { param: { jobId: id } }).then((r) => r.job),
  });

/** Polls a running job every second until it is done or failed. */
export const useImportJob = (id: string | null) =>
  useQuery({
    ...getImportJobQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'running' ? false : 1000),
  });

export const getImportJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['imports'],
    queryFn: () => api.get('/imports').then((r) => r.jobs),
  });

export const useImportJobs = () => useQuery(getImportJobsQueryOptions());
