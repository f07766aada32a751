import { PageFrame } from '@client/components/page-frame';

export default function TrugptBenefitsPage() {
  return <PageFrame title="TruGPT AI Assistant" subtitle="Answers to your procedure questions, grounded in sourced guides." />;
}
