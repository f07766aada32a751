import { PageFrame } from '@client/components/page-frame';

export default function TrugptHistoryPage() {
  return <PageFrame title="Conversation history" subtitle="Your TruGPT conversations." />;
}
