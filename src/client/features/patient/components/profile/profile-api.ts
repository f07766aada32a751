import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, UpdateProfileInput } from '@shared/schemas/profile';
import type { SessionUser } from '@shared/types';
import { sessionQueryKey } from '@client/lib/session';
import { api } from '@client/lib/api-client';

export const updateProfile = (input: UpdateProfileInput) =>
  api<{ user: SessionUser }>('/profile', { method: 'PATCH', json: { ...input } });

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return api<{ avatarUrl: string }>('/profile/avatar', { method: 'POST', body });
};

export const removeAvatar = () => api<{ avatarUrl: null }>('/profile/avatar', { method: 'DELETE' });

export const changePassword = (input: ChangePasswordInput) =>
  api<{ status: string }>('/profile/password', { method: 'POST', json: { ...input } });

export const deleteAccount = (input: DeleteAccountInput) =>
  api<{ status: string }>('/profile', { method: 'DELETE', json: { ...input } });

/** Profile changes show in the top bar at once: they refresh the cached session user. */
function useProfileMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export const useUpdateProfile = () => useProfileMutation(updateProfile);
export const useUploadAvatar = () => useProfileMutation(uploadAvatar);
export const useRemoveAvatar = () => useProfileMutation(removeAvatar);
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
