import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, UpdateProfileInput } from '@shared/schemas/profile';
import { sessionQueryKey } from '@client/lib/session';
import { api } from '@client/lib/api-client';

export const updateProfile = (input: UpdateProfileInput) => api.patch('/profile', { json: input });

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return api.post('/profile/avatar', { body });
};

export const removeAvatar = () => api.delete('/profile/avatar');

export const changePassword = (input: ChangePasswordInput) => api.post('/profile/password', { json: input });

export const deleteAccount = (input: DeleteAccountInput) => api.delete('/profile', { json: input });

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
