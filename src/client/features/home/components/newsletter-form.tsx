import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { notify } from '@client/components/ui/toaster';
import { useApiForm } from '@client/components/forms/use-api-form';
import { ApiError } from '@client/lib/api-client';
import type { FormAnswer } from '@client/lib/form-answer';
import type { EarlyEntry } from './newsletter-signup';
import { HoneypotField, useFormGuard } from '@client/lib/form-guard';
import { NEWSLETTER_MESSAGES, newsletterInputSchema } from '@shared/schemas/newsletter';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** Where the links in newsletter mail land (/?newsletter=…): say what happened, once. */
function useLinkOutcome() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get('newsletter');
    if (!outcome) return;
    if (outcome === 'confirmed') notify.success(NEWSLETTER_MESSAGES.confirmed);
    else if (outcome === 'unsubscribed') notify.success(NEWSLETTER_MESSAGES.unsubscribed);
    else notify.error(NEWSLETTER_MESSAGES.invalidLink);
    url.searchParams.delete('newsletter');
    window.history.replaceState(window.history.state, '', url);
  }, []);
}

/** SPEC §4/§5/§8 newsletter: idle or submitting ('SIGNING UP...'), with SPEC's toasts. */
export default function NewsletterForm({ answer, early }: { answer?: FormAnswer; early?: EarlyEntry }) {
  const guard = useFormGuard('newsletter');
  const [website, setWebsite] = useState('');
  const subscribe = useSubscribeNewsletter();
  // `answer`: the server's refusal of the plain form this one replaces (newsletter-signup.tsx), said under the field
  // until the visitor sends again.
  const { form, submit, pending, formError } = useApiForm(newsletterInputSchema, {
    defaultValues: { email: early?.email ?? answer?.values.email ?? '' },
    initialError: answer ? { message: answer.message } : null,
  });

  const onSubmit = submit(
    async ({ email }) => {
      try {
        await subscribe.mutateAsync({ email, website, formToken: guard.formToken });
        notify.success(
          NEWSLETTER_MESSAGES.success.title,
          `${NEWSLETTER_MESSAGES.success.description} ${NEWSLETTER_MESSAGES.checkInbox}`,
        );
        form.reset({ email: '' });
      } finally {
        void guard.refresh();
      }
    },
    {
      onFailure: (_message, error) => {
        const detail = error instanceof ApiError && error.status !== 500 ? error.message : undefined;
        notify.error(NEWSLETTER_MESSAGES.failure, detail);
      },
    },
  );

  useLinkOutcome();
  // What was typed, focused or sent in the plain form this one replaces carries over (newsletter-signup.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form replaces the plain one.
  useEffect(() => {
    if (!early) return;
    if (early.email !== null) form.setValue('email', early.email);
    if (early.focused) form.setFocus('email');
    if (early.sent) {
      early.sent = false;
      void onSubmit();
    }
  }, []);
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field
        label="Email address"
        error={form.formState.errors.email?.message ?? formError?.message}
        className="flex-1"
      >
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </Field>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" disabled={pending} className="tracking-wide sm:mt-6.5 md:h-10">
        {pending ? 'SIGNING UP...' : 'SIGN UP'}
      </Button>
    </form>
  );
}
