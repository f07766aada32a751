import { Award, HeartHandshake, MessageSquareQuote, Search, Star, Timer } from 'lucide-react';
import { paths } from '@client/config/paths';
import { MarketingPage } from '../components/marketing-page';

export default function ProviderNetworkPage() {
  return (
    <MarketingPage
      eyebrow="TruSelf provider network"
      title="A directory patients can trust, and practices can grow with"
      subtitle="The TruSelf network is every verified practice on TruSelf: plastic surgeons, dermatologists, aesthetic and wellness clinics that hold themselves to clear standards."
      primary={{ label: 'Join the network', to: paths.listPractice.href() }}
      secondary={{ label: 'Claim your profile', to: paths.claimProfile.href() }}
      featuresTitle="What the network stands for"
      features={[
        {
          icon: Award,
          title: 'Verified credentials',
          text: 'License and board certification are checked, and the difference between a board-certified plastic surgeon and a "cosmetic surgeon" is shown plainly.',
        },
        {
          icon: Star,
          title: 'Honest reviews',
          text: 'Reviews are never removed for being critical, and practices cannot pay to hide them.',
        },
        {
          icon: Search,
          title: 'Ranked on merit',
          text: 'Search and TruGPT rank by relevance, distance, credentials and reviews. Rankings are not for sale.',
        },
        {
          icon: Timer,
          title: 'Quick replies',
          text: 'Patients value fast answers. We measure how quickly each practice first responds to requests.',
        },
        {
          icon: MessageSquareQuote,
          title: 'Transparent prices',
          text: 'Members publish price ranges, so patients arrive with realistic expectations.',
        },
        {
          icon: HeartHandshake,
          title: 'Patient consent first',
          text: 'Requests reach a practice only when the patient explicitly agrees to share them.',
        },
      ]}
      closingTitle="Bring your practice into the network"
      closingText="Listing is free. Submit your practice and we will verify it within two business days."
    />
  );
}
