import { BadgeCheck, MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const PROMISES = [
  {
    Icon: BadgeCheck,
    title: 'Verified providers',
    text: 'Credentials and board certification shown on every profile.',
  },
  {
    Icon: MessageCircleQuestion,
    title: 'TruGPT guidance',
    text: 'Plain answers about procedures, costs and recovery.',
  },
  {
    Icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your research stays yours. We never sell your data.',
  },
];

/** The frame of every sign-in and sign-up screen: the form card, and on wide screens why an account helps. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="auth-title"
          className="mx-auto w-full max-w-xl rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
        <aside aria-label="Why create an account" className="hidden lg:block">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Research with confidence
          </p>
          <ul className="mt-4 space-y-5">
            {PROMISES.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{title}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
