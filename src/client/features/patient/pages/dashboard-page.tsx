import { PageFrame } from '@client/components/page-frame';

export default function DashboardPage() {
  return <PageFrame title="Your dashboard" subtitle="Saved providers, conversations and next steps." />;
}
