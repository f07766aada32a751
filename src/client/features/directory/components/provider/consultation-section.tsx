import { type ComponentProps, Suspense } from 'react';
import { preloadable } from '@client/lib/preloadable';
import { yieldToBrowser } from '@client/lib/yield-to-browser';
import type { PracticeShown } from './practice-shown';

// The form brings its validation (zod, react-hook-form): chunks of their own, evaluated apart from the page's, and
// one after another, each in a task of its own: zod, then the shared schemas, then the form with react-hook-form.
// Evaluated at once, they held a phone's main thread for a few hundred milliseconds while the page was taken over.
export const consultationForm = preloadable(async () => {
  await import('zod');
  await yieldToBrowser();
  await import('@shared/schemas/consultation');
  await yieldToBrowser();
  return import('./consultation-form');
});

function ConsultationForm(props: ComponentProps<typeof import('./consultation-form').ConsultationForm>) {
  const { ConsultationForm: Form } = consultationForm.read();
  return <Form {...props} />;
}

export function ConsultationSection({ data }: { data: PracticeShown }) {
  const { provider } = data;
  return (
    <section
      id="consultation"
      aria-labelledby="consultation-heading"
      className="@container scroll-mt-24 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="consultation-heading" className="text-xl font-semibold text-ink">
        Request a consultation
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">
        {provider.acceptingNewPatients === false
          ? `${provider.practiceName} is not taking new patients right now, but you can still ask to be contacted.`
          : `Send ${provider.practiceName} a request. They contact you directly to find a time.`}
        {provider.acceptingNewPatients === null
          ? ' The profile does not say whether they take new patients; they will tell you.'
          : null}
      </p>
      <Suspense>
        <ConsultationForm
          providerId={provider.id}
          practiceName={provider.practiceName}
          procedures={data.procedures}
        />
      </Suspense>
    </section>
  );
}
