import { useState } from 'react';
import { type GuardedForm, TOO_FAST_MESSAGE, useFormGuard } from '@client/lib/form-guard';
import { type ClientLimitBucket, clientRateLimit } from './client-rate-limit';

export const ACCESS_DENIED_MESSAGE = 'Access denied.';

/**
 * The browser's half of SPEC §5/§9 for one form: honeypot, minimum fill time and the attempt counter, checked
 * before anything is sent. The server repeats every check.
 */
export function useSubmitGuard(form: GuardedForm, bucket: ClientLimitBucket, limitMessage: string) {
  const guard = useFormGuard(form);
  const [honeypot, setHoneypot] = useState('');
  return {
    honeypot,
    setHoneypot,
    formToken: guard.formToken,
    refreshToken: guard.refresh,
    /** A message to show instead of submitting, or null when the attempt may go ahead (and is counted). */
    check(): string | null {
      if (honeypot.trim() !== '') return ACCESS_DENIED_MESSAGE;
      if (guard.isTooFast()) return TOO_FAST_MESSAGE;
      const limiter = clientRateLimit(bucket, form);
      if (limiter.isLimited()) return limitMessage;
      limiter.record();
      return null;
    },
  };
}
