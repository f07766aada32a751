import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticePhoto, PracticeProceduresInput, PracticeProfileInput } from '@shared/schemas/claims';
import { api } from '@client/lib/api-client';
import { uploadWithProgress } from './upload';

export const myPracticesQueryKey = ['my-practices'] as const;

export const getMyPracticesQueryOptions = () =>
  queryOptions({
    queryKey: myPracticesQueryKey,
    queryFn: () => api.get('/my-practices').then((r) => r.practices),
  });

export const useMyPractices = (enabled: boolean) => useQuery({ ...getMyPracticesQueryOptions(), enabled });

export function useUpdatePractice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeProfileInput) =>
      api.patch('/my-practices/:id', { param: { id }, json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPracticesQueryKey }),
  });
}

export function useUpdateProcedures(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeProceduresInput) =>
      api.put('/my-practices/:id/procedures', { param: { id }, json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPracticesQueryKey }),
  });
}

export const getProviderPhotosQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: ['provider-photos', providerId],
    queryFn: () => api.get('/imports/photos', { query: { providerId } }).then((r) => r.photos),
  });

export const useProviderPhotos = (providerId: number | null) =>
  useQuery({ ...getProviderPhotosQueryOptions(providerId ?? 0), enabled: providerId !== null });

export function uploadPhoto(
  input: { providerId: number; file: File; caption: string; kind: string },
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.set('providerId', String(input.providerId));
  form.set('caption', input.caption);
  form.set('kind', input.kind);
  form.set('file', input.file);
  return uploadWithProgress<{ photo: PracticePhoto }>('/imports/photos', form, onProgress);
}

export function useDeletePhoto(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => api.delete('/imports/photos/:photoId', { param: { photoId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['provider-photos', providerId] });
      void queryClient.invalidateQueries({ queryKey: myPracticesQueryKey });
    },
  });
}
