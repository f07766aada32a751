import { PageFrame } from '@client/components/page-frame';

export default function DiscoveryPage() {
  return <PageFrame title="Discover procedures" subtitle="Explore procedures by concern." />;
}
