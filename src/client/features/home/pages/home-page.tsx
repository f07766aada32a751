import { BenefitsSection } from '../components/benefits-section';
import { CommunitySection } from '../components/community-section';
import { FinalCta } from '../components/final-cta';
import { HeroSection } from '../components/hero-section';
import { formTokenQueryOptions } from '@client/lib/form-guard';
import { NewsletterSignup } from '../components/newsletter-signup';
import { PopularProcedures } from '../components/popular-procedures';
import { StatsBand } from '../components/stats-band';
import { loadQueries } from '@client/lib/page-loader';
import { getContentQueryOptions } from '@client/components/editable-content/api/get-content';
import { getFeaturedProvidersQueryOptions } from '../api/get-featured-providers';
import { getSiteStatsQueryOptions } from '../api/get-site-stats';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <StatsBand />
      <BenefitsSection />
      <PopularProcedures />
      <CommunitySection />
      <FinalCta />
      <NewsletterSignup />
    </>
  );
}

export const loader = loadQueries(() => [
  getContentQueryOptions(),
  getFeaturedProvidersQueryOptions(),
  getSiteStatsQueryOptions(),
  // The newsletter form's start token: the server's markup holds a form that can be sent before the app runs.
  formTokenQueryOptions('newsletter'),
]);
