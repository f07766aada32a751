import { PageFrame } from '@client/components/page-frame';

export default function TrugptDetailPage() {
  return <PageFrame title="How TruGPT works" subtitle="What TruGPT does, and its limits." />;
}
