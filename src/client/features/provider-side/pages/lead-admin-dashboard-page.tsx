import { PageFrame } from '@client/components/page-frame';

export default function LeadAdminDashboardPage() {
  return <PageFrame title="Lead Dashboard" subtitle="Patient requests across the directory." />;
}
