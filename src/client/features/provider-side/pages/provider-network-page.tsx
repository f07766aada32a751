import { PageFrame } from '@client/components/page-frame';

export default function ProviderNetworkPage() {
  return <PageFrame title="TruSelf Provider Network" subtitle="What a practice gets on TruSelf." />;
}
