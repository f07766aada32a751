import { PageFrame } from '@client/components/page-frame';

export default function CommunityPage() {
  return <PageFrame title="Community" subtitle="Join 105K+ members sharing their experiences." />;
}
