import { PageFrame } from '@client/components/page-frame';

export default function LeadGenerationLandingPage() {
  return <PageFrame title="Patient leads for your practice" subtitle="Qualified consultation requests." />;
}
