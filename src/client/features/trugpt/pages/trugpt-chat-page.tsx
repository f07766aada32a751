import { PageFrame } from '@client/components/page-frame';

export default function TrugptChatPage() {
  return <PageFrame title="TruGPT" subtitle="Ask about procedures, costs, recovery and providers." />;
}
