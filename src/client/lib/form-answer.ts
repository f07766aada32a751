import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PostedForm } from '@shared/posted-forms';

export type { PostedForm };

/**
 * The server's answer to a form sent as a plain post (before the app ran, or without JavaScript), rendered into
 * the page it sends back: what to say above the form, and the fields to fill in again (never a password). Done
 * (`outcome: 'sent'`), it is the page the server redirected to, showing the success the app would have shown.
 */
export interface FormAnswer {
  outcome?: 'sent';
  message: string;
  code?: string;
  values: Record<string, string>;
}

export const formAnswerQueryKey = (form: PostedForm) => ['form-answer', form] as const;

/**
 * The answer the server rendered this page with, if any: read once, on the page's first render (the server's and
 * the browser's take-over see the same), then forgotten, so the form starts blank when the visitor comes back.
 */
export function useFormAnswer(form: PostedForm): FormAnswer | undefined {
  const client = useQueryClient();
  const [answer] = useState(() => client.getQueryData<FormAnswer>(formAnswerQueryKey(form)));
  useEffect(() => {
    if (answer) client.removeQueries({ queryKey: formAnswerQueryKey(form), exact: true });
  }, [client, answer, form]);
  return answer;
}
