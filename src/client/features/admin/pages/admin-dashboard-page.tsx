import { PageFrame } from '@client/components/page-frame';

export default function AdminDashboardPage() {
  return <PageFrame title="Admin Dashboard" subtitle="Content, subscribers, users and security events." />;
}
