import { BadgeCheck, EyeOff, Scale, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { COMMUNITY_GROUP } from '@client/config/community';

const principles = [
  {
    Icon: BadgeCheck,
    title: 'Credentials first',
    text: 'Board certification, licences and years in practice sit at the top of every profile — because “cosmetic surgeon” and “board-certified plastic surgeon” are not the same thing.',
  },
  {
    Icon: Scale,
    title: 'Honest prices',
    text: 'We say when a figure is the surgeon’s fee only, and show typical all-in ranges with their source and year.',
  },
  {
    Icon: Sparkles,
    title: 'Featured on merit',
    text: 'Placement is never sold. Featured providers are chosen for complete, verified profiles.',
  },
  {
    Icon: EyeOff,
    title: 'No ad trackers',
    text: 'Your health research is yours. We do not sell data or send it to advertising networks.',
  },
];

export default function AboutUsPage() {
  return (
    <PageFrame
      eyebrow="About TruSelf"
      title="About Us"
      subtitle="Clear, trustworthy research for one of the most personal decisions you will make."
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-8 text-ink/90">
          <p>
            Choosing a cosmetic, aesthetic or wellness procedure means weighing costs, recovery, risks — and,
            above all, who will perform it. Too often that research happens across review sites with
            suppressed reviews, paid placements and prices that leave out half the bill.
          </p>
          <p>
            TruSelf brings it together in one calm place: procedure guides with sourced figures, a directory
            of providers with their credentials up front, TruGPT to answer your questions at any hour, and a
            community of {COMMUNITY_GROUP.membersLabel} people who have been there.
          </p>
          <p>
            We are not a clinic and we do not give medical advice. We help you arrive at your consultation
            informed, with the right questions to ask.
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.findDoctors.href()}>Find a provider</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contactUs.href()}>Contact us</Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {principles.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h2 className="mt-3 font-semibold text-ink">{title}</h2>
              <p className="mt-1.5 text-sm leading-6 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="for-providers" className="mt-14 rounded-2xl bg-surface p-6 md:p-8">
        <h2 id="for-providers" className="text-xl font-semibold text-ink">
          Are you a provider?
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          List your practice or claim your existing profile to keep your credentials, procedures and prices
          accurate and to receive consultation requests.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="secondary">
            <Link to={paths.listPractice.href()}>List Your Business</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.claimProfile.href()}>Claim your profile</Link>
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
