import { Bot, LayoutDashboard, type LucideIcon, ShieldCheck, Users } from 'lucide-react';
import { SectionHeading } from './section-heading';

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Verified Providers',
    text: 'Credentials, board certification and licences are shown up front, so you know who is qualified.',
  },
  {
    icon: LayoutDashboard,
    title: 'Personalized Dashboard',
    text: 'Save providers, keep your questions and pick up your research where you left off.',
  },
  {
    icon: Bot,
    title: 'AI Guidance with TruGPT',
    text: 'Clear answers about costs, recovery and risks, with providers that match — any hour of the day.',
  },
  {
    icon: Users,
    title: 'A Real Community',
    text: 'Learn from 105K+ members who share honest experiences, before and after.',
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="benefits-title" titleKey="benefits_title" subtitleKey="benefits_subtitle" />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
