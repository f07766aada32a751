import { CalendarClock, Link2, ListChecks, ShieldCheck, Smartphone, Sparkles } from 'lucide-react';
import { paths } from '@client/config/paths';
import { MarketingPage } from '../components/marketing-page';

export default function TrulinkmdLandingPage() {
  return (
    <MarketingPage
      eyebrow="TruLinkMD"
      title="One trusted link for every social bio"
      subtitle="TruLinkMD gives each verified provider a single public page to share on Instagram, TikTok and anywhere else: credentials, booking, links and the procedures you want to be known for."
      primary={{ label: 'Build your TruLink', to: paths.trulinkProfile.href() }}
      secondary={{ label: 'How it works', to: paths.trulinkmd.href() }}
      featuresTitle="Why providers use it"
      features={[
        {
          icon: ShieldCheck,
          title: 'Credentials up front',
          text: 'Your verified badge, board certification and rating sit at the top, so followers see you are the real thing.',
        },
        {
          icon: CalendarClock,
          title: 'Booking in one tap',
          text: 'Link your own booking page, or let patients send a consultation request through TruSelf.',
        },
        {
          icon: Sparkles,
          title: 'Highlighted procedures',
          text: 'Feature up to six procedures with your own price ranges.',
        },
        {
          icon: Link2,
          title: 'Your links',
          text: 'Add up to eight links: galleries, articles, your website.',
        },
        {
          icon: Smartphone,
          title: 'Made for phones',
          text: 'Fast, readable and accessible on the small screens where social traffic lands.',
        },
        {
          icon: ListChecks,
          title: 'Safe links only',
          text: 'Only secure web links are accepted, so your page never sends followers somewhere unexpected.',
        },
      ]}
      closingTitle="Your TruLink is included with every verified profile"
      closingText="Claim or list your practice, then build your page in a few minutes."
    />
  );
}
