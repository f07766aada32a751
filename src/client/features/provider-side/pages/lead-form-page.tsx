import { PageFrame } from '@client/components/page-frame';

export default function LeadFormPage() {
  return <PageFrame title="Request a consultation" subtitle="Tell a provider what you are looking for." />;
}
