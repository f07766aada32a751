import { PageFrame } from '@client/components/page-frame';
import { Skeleton } from '@client/components/ui/skeleton';
import { Button } from '@client/components/ui/button';
import { RequireAuth } from '@client/components/require-auth';
import {
  ConsultationsPanel,
  ConversationsPanel,
  NotificationsPanel,
  ProceduresPanel,
  ReviewsPanel,
} from '../components/dashboard/activity-panels';
import { useDashboard } from '../components/dashboard/dashboard-api';
import { NextSteps } from '../components/dashboard/next-steps';
import { SavedProvidersPanel } from '../components/dashboard/saved-providers-panel';
import { requireSignedIn } from '@client/lib/page-loader';

export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const query = useDashboard();

  if (query.isPending) {
    return (
      <PageFrame title="Your dashboard">
        <div
          role="status"
          aria-label="Loading your dashboard"
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title="Your dashboard">
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-danger-600">
          {query.error.message}{' '}
          <Button variant="link" onClick={() => query.refetch()}>
            Try again
          </Button>
        </p>
      </PageFrame>
    );
  }

  const data = query.data;
  const name = data.user.firstName ?? data.user.name.split(' ')[0];
  const fresh = data.saved.total === 0 && data.conversations.length === 0 && data.procedures.length === 0;
  return (
    <PageFrame
      eyebrow="Your dashboard"
      title={fresh ? `Welcome, ${name}` : `Welcome back, ${name}`}
      subtitle={
        fresh
          ? 'This is your research home. Save providers, read procedure guides and ask TruGPT: everything you find collects here.'
          : 'Pick up where you left off: your saved providers, chats and the procedures you are researching.'
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <NextSteps steps={data.nextSteps} />
          <SavedProvidersPanel saved={data.saved} />
          <ProceduresPanel data={data} />
        </div>
        <div className="space-y-6">
          <NotificationsPanel notifications={data.notifications} />
          <ConversationsPanel conversations={data.conversations} />
          <ConsultationsPanel consultations={data.consultations} />
          <ReviewsPanel reviews={data.reviews} />
        </div>
      </div>
    </PageFrame>
  );
}

export const loader = requireSignedIn();
