import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationInput, ConsultationResponse } from '@shared/schemas/consultation';
import { api } from '@client/lib/api-client';

export function useRequestConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsultationInput) =>
      api<ConsultationResponse>('/leads/consultation', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
