import { type ComponentProps, Suspense } from 'react';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { preloadable } from '@client/lib/preloadable';

// The form brings its validation (zod, react-hook-form): a chunk of its own, evaluated apart from the page's.
export const consultationForm = preloadable(() => import('./consultation-form'));

function ConsultationForm(props: ComponentProps<typeof import('./consultation-form').ConsultationForm>) {
  const { ConsultationForm: Form } = consultationForm.read();
  return <Form {...props} />;
}

export function ConsultationSection({ data }: { data: ProviderProfileResponse }) {
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
        {provider.acceptingNewPatients
          ? `Send ${provider.practiceName} a request. They contact you directly to find a time.`
          : `${provider.practiceName} is not taking new patients right now, but you can still ask to be contacted.`}
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
