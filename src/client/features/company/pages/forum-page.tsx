import { PageFrame } from '@client/components/page-frame';

export default function ForumPage() {
  return <PageFrame title="Community Forum" subtitle="Coming Soon." />;
}
