import type { LucideIcon } from 'lucide-react';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Container } from '@client/components/ui/container';

export interface MarketingFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface MarketingCta {
  label: string;
  to: string;
}

export interface MarketingPageProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  primary: MarketingCta;
  secondary?: MarketingCta;
  featuresTitle: string;
  features: MarketingFeature[];
  steps?: { title: string; text: string }[];
  /** Extra content between the steps and the closing call to action. */
  children?: ReactNode;
  closingTitle: string;
  closingText: string;
  /** Defaults to the primary call to action. */
  closingCta?: MarketingCta;
}

/** The shared layout of the provider-facing pages: a plain promise, what you get, how it works, one next step. */
export function MarketingPage(props: MarketingPageProps) {
  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{props.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-ink md:text-5xl">
            {props.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{props.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={props.primary.to}>{props.primary.label}</Link>
            </Button>
            {props.secondary ? (
              <Button asChild size="lg" variant="outline">
                <Link to={props.secondary.to}>{props.secondary.label}</Link>
              </Button>
            ) : null}
          </div>
        </Container>
      </section>

      <Container className="py-12 md:py-16">
        <h2 className="text-2xl font-semibold tracking-tight text-ink">{props.featuresTitle}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.features.map((f) => (
            <li key={f.title} className="rounded-xl border border-line bg-white p-5 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <f.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-ink">{f.title}</h3>
              <p className="mt-1 text-sm text-muted">{f.text}</p>
            </li>
          ))}
        </ul>

        <EarnedNotBought />

        {props.steps ? (
          <section className="mt-12">
            <h2 className="text-2xl font-semibold tracking-tight text-ink">How it works</h2>
            <ol className="mt-6 grid gap-4 md:grid-cols-3">
              {props.steps.map((s, i) => (
                <li key={s.title} className="rounded-xl bg-surface p-5">
                  <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                    {i + 1}
                  </span>
                  <h3 className="mt-3 font-semibold text-ink">{s.title}</h3>
                  <p className="mt-1 text-sm text-muted">{s.text}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {props.children}

        <section className="mt-12 rounded-2xl bg-brand-800 p-6 text-white md:p-10">
          <h2 className="text-2xl font-semibold">{props.closingTitle}</h2>
          <p className="mt-2 max-w-2xl text-brand-50">{props.closingText}</p>
          <Button asChild size="lg" variant="secondary" className="mt-6">
            <Link to={(props.closingCta ?? props.primary).to}>
              {(props.closingCta ?? props.primary).label}
            </Link>
          </Button>
        </section>
      </Container>
    </div>
  );
}

/** Patients distrust paid placement dressed up as merit, so every provider page says plainly what cannot be bought. */
export function EarnedNotBought() {
  return (
    <aside className="mt-10 flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <Scale aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h2 className="font-semibold text-ink">TruGPT mentions are earned, never bought</h2>
        <p className="mt-1 text-sm text-brand-900">
          When TruGPT points a patient to providers, it ranks them by relevance to the question, verified
          credentials and genuine patient reviews. There is no paid placement in TruGPT answers or search
          results, and no plan that changes that.
        </p>
      </div>
    </aside>
  );
}
