import { PageFrame } from '@client/components/page-frame';

export default function MarketingLeadGenerationPage() {
  return <PageFrame title="Marketing and lead generation" subtitle="Grow your practice with TruSelf." />;
}
