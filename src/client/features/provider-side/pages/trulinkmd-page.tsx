import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { EarnedNotBought } from '../components/marketing-page';

const STEPS = [
  {
    title: 'Get a verified profile',
    text: 'List your practice, or claim the profile we already have for you. TruLinkMD is for verified providers only.',
  },
  {
    title: 'Build your page',
    text: 'Write a headline, add your booking link and up to eight links, connect your social accounts and pick up to six procedures to highlight.',
  },
  {
    title: 'Share one link',
    text: 'Put your TruLink in your Instagram, TikTok or YouTube bio. It always shows your current credentials, prices and availability.',
  },
];

const FAQ = [
  { q: 'What does it cost?', a: 'Nothing. TruLinkMD is part of every verified profile.' },
  {
    q: 'Can I use my own booking system?',
    a: 'Yes. Add its web address as your booking link. Without one, patients can send a consultation request through TruSelf.',
  },
  {
    q: 'Which links are allowed?',
    a: 'Any secure web address (https://). Links that could run code or download files are refused.',
  },
  {
    q: 'Does a TruLink change my ranking?',
    a: 'No. Search and TruGPT rank providers by relevance, credentials and reviews only.',
  },
];

export default function TrulinkmdPage() {
  return (
    <PageFrame
      eyebrow="TruLinkMD"
      title="How TruLinkMD works"
      subtitle="A provider's single public link page for social bios, built from their verified TruSelf profile."
      actions={
        <Button asChild>
          <Link to={paths.trulinkProfile.href()}>Build your TruLink</Link>
        </Button>
      }
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-line bg-white p-5 shadow-sm">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {i + 1}
            </span>
            <h2 className="mt-3 font-semibold text-ink">{s.title}</h2>
            <p className="mt-1 text-sm text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
      <section className="mt-10">
        <h2 className="text-xl font-semibold text-ink">Questions providers ask</h2>
        <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
          {FAQ.map((f) => (
            <div key={f.q} className="p-5">
              <dt className="font-medium text-ink">{f.q}</dt>
              <dd className="mt-1 text-sm text-muted">{f.a}</dd>
            </div>
          ))}
        </dl>
      </section>
      <EarnedNotBought />
    </PageFrame>
  );
}
