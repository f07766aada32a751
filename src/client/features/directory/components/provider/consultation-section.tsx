import type { ProviderProfileResponse } from '@shared/schemas/provider';
import { ConsultationForm } from './consultation-form';

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
      <ConsultationForm
        providerId={provider.id}
        practiceName={provider.practiceName}
        procedures={data.procedures}
      />
    </section>
  );
}
