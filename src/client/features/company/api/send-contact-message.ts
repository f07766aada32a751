import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@shared/schemas/contact';
import { api } from '@client/lib/api-client';

export const sendContactMessage = (input: ContactInput) => api.post('/contact', { json: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
