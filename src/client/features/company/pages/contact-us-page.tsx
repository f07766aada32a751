import { Clock, Mail, ShieldCheck, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { paths } from '@client/config/paths';
import { ContactForm } from '../components/contact-form';
import { formTokenQueryOptions } from '@client/lib/form-guard';
import { loadQueries } from '@client/lib/page-loader';

export default function ContactUsPage() {
  return (
    <PageFrame
      eyebrow="Contact"
      title="Contact Us"
      subtitle="Questions about TruSelf, your account or your data? We read every message."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <ContactForm />
        <aside className="space-y-5 text-sm text-muted">
          <Info icon={<Clock aria-hidden="true" />} title="When we reply">
            Usually within two business days, to the email address you give.
          </Info>
          <Info icon={<Stethoscope aria-hidden="true" />} title="Questions for a provider?">
            Send a consultation request from the provider's profile — it goes straight to them.{' '}
            <Link to={paths.findDoctors.href()} className="font-medium text-brand-700 underline">
              Find a provider
            </Link>
          </Info>
          <Info icon={<ShieldCheck aria-hidden="true" />} title="Privacy requests">
            Choose “My account or data”. You can also delete your account yourself from your profile.
          </Info>
          <Info icon={<Mail aria-hidden="true" />} title="Medical emergency?">
            Do not use this form. Call 911 or your local emergency number.
          </Info>
        </aside>
      </div>
    </PageFrame>
  );
}

function Info({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <h2 className="font-semibold text-ink">{title}</h2>
        <p className="mt-1">{children}</p>
      </div>
    </div>
  );
}

export const loader = loadQueries(() => [formTokenQueryOptions('contact')]);
