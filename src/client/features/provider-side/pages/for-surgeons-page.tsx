import { BadgeCheck, BarChart3, Camera, Inbox, Link2, ShieldCheck } from 'lucide-react';
import { paths } from '@client/config/paths';
import { MarketingPage } from '../components/marketing-page';

export default function ForSurgeonsPage() {
  return (
    <MarketingPage
      eyebrow="For surgeons and practices"
      title="Be found by patients who have done their research"
      subtitle="TruSelf patients compare credentials, prices and recovery before they reach out. A verified profile puts your practice in front of them with the facts they look for."
      primary={{ label: 'List your practice', to: paths.listPractice.href() }}
      secondary={{ label: 'Claim an existing profile', to: paths.claimProfile.href() }}
      featuresTitle="What your practice gets"
      features={[
        {
          icon: BadgeCheck,
          title: 'A verified profile',
          text: 'We check your license and board certification before your profile shows the verified badge.',
        },
        {
          icon: Inbox,
          title: 'Patient requests',
          text: 'Consultation requests arrive with the procedure, timing and how the patient wants to be contacted, and only with their consent.',
        },
        {
          icon: BarChart3,
          title: 'Your own prices',
          text: 'Publish price ranges per procedure. Patients trust practices that are open about cost.',
        },
        {
          icon: Camera,
          title: 'Photos',
          text: 'Show your office, team and results in a gallery on your profile.',
        },
        {
          icon: Link2,
          title: 'TruLinkMD',
          text: 'One public link page for your social bios, with booking and highlighted procedures.',
        },
        {
          icon: ShieldCheck,
          title: 'Patient privacy',
          text: 'Patient details go only to the practice the patient chose. We never sell them.',
        },
      ]}
      steps={[
        {
          title: 'Tell us about your practice',
          text: 'Practice, lead provider, procedures with prices, address and license. It takes about five minutes.',
        },
        {
          title: 'We verify',
          text: 'Our team checks the license and board details, usually within two business days, and emails you the decision.',
        },
        {
          title: 'Manage your profile',
          text: 'Edit your bio, prices and photos, mark whether you accept new patients and answer requests.',
        },
      ]}
      closingCta={{ label: 'Claim your profile', to: paths.claimProfile.href() }}
      closingTitle="Already in our directory?"
      closingText="Many practices are already in the TruSelf directory. Claim your profile to correct it, add prices and photos, and receive patient requests."
    />
  );
}
