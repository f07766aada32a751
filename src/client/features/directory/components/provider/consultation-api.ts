import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationInput } from '@shared/schemas/consultation';
import { api } from '@client/lib/api-client';

export function useRequestConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsultationInput) => api.post('/leads/consultation', { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
