import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from './api-client';

export type GuardedForm = 'signIn' | 'signUp' | 'newsletter' | 'contact' | 'lead' | 'listing';

export const TOO_FAST_MESSAGE = 'Please take your time filling out the form.';

/** The form's signed start token; a page's loader loads it with the page the form is on. */
export const formTokenQueryOptions = (form: GuardedForm) =>
  queryOptions({
    queryKey: ['form-token', form],
    queryFn: () => api.get('/forms/token', { query: { form } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/**
 * Anti-bot helpers for a form (SPEC §5): a server-signed start token, the start time for the client-side
 * fill-time check, and a honeypot field real people never see. The server repeats every check.
 */
export function useFormGuard(form: GuardedForm) {
  const startedAt = useRef(shownSince());
  const token = useQuery(formTokenQueryOptions(form));
  return {
    /** Sent with the submission as `formToken`. */
    formToken: token.data?.token ?? '',
    /** True when submitted sooner than SPEC's minimum fill time after the form appeared. */
    isTooFast: () => Date.now() - startedAt.current < (token.data?.minFillMs ?? 0),
    /** Fetch a fresh token after a submission consumed or outlived this one. */
    refresh: () => {
      startedAt.current = Date.now();
      return token.refetch();
    },
  };
}

/**
 * When the form appeared: now, or, for a form the server rendered and the app is taking over, when the page
 * arrived (the visitor may have filled it in, and sent it, before the app ran: lib/early-input.ts).
 */
function shownSince(): number {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute('data-ready'))
    return Date.now();
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return performance.timeOrigin + (navigation?.responseStart ?? performance.now());
}

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. Bots fill it in. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
