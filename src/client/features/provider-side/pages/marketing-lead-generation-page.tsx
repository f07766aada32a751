import { Bot, Camera, Link2, Megaphone, Star, Tags } from 'lucide-react';
import { paths } from '@client/config/paths';
import { MarketingPage } from '../components/marketing-page';

export default function MarketingLeadGenerationPage() {
  return (
    <MarketingPage
      eyebrow="Marketing on TruSelf"
      title="Grow through trust, not through ads"
      subtitle="The tools TruSelf gives your practice all work the same way: show patients the truth about your care, and let relevance and reviews do the rest."
      primary={{ label: 'List your practice', to: paths.listPractice.href() }}
      secondary={{ label: 'Explore TruLinkMD', to: paths.trulinkmdLanding.href() }}
      featuresTitle="Your marketing toolkit"
      features={[
        {
          icon: Bot,
          title: 'TruGPT mentions',
          text: 'When patients ask TruGPT about a procedure you offer nearby, your profile can be suggested. Mentions are earned by relevance and reviews, never bought.',
        },
        {
          icon: Star,
          title: 'Reviews that count',
          text: 'Patient reviews shape your ranking. Ask happy patients to share their experience.',
        },
        {
          icon: Tags,
          title: 'Published prices',
          text: 'Profiles with clear price ranges get more requests from patients ready to book.',
        },
        {
          icon: Camera,
          title: 'Photo galleries',
          text: 'Office, team and before-and-after photos on your profile.',
        },
        {
          icon: Link2,
          title: 'TruLinkMD',
          text: 'A single link for Instagram and TikTok bios with booking, links and highlighted procedures.',
        },
        {
          icon: Megaphone,
          title: 'Patient requests',
          text: 'Every profile carries a consultation request form that sends requests straight to you.',
        },
      ]}
      closingTitle="Start with a verified profile"
      closingText="Everything here begins with a verified profile. Listing is free."
    />
  );
}
