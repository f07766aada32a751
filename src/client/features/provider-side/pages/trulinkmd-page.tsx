import { PageFrame } from '@client/components/page-frame';

export default function TrulinkmdPage() {
  return <PageFrame title="TruLinkMD" subtitle="One link for your practice's social bios." />;
}
