import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@shared/schemas/newsletter';
import { api } from '@client/lib/api-client';

export const subscribeNewsletter = (input: NewsletterInput) => api.post('/newsletter', { json: input });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
