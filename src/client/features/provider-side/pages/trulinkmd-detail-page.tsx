import { PageFrame } from '@client/components/page-frame';

export default function TrulinkmdDetailPage() {
  return <PageFrame title="TruLinkMD page" subtitle="A provider's public link page." />;
}
