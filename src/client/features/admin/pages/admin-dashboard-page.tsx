import { FileText, Mail, ShieldAlert, Users } from 'lucide-react';
import { PageFrame } from '@client/components/page-frame';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useSession } from '@client/lib/session';
import { useAdminStatus } from '../api/admin';
import { AccessDenied } from '../components/access-denied';
import { ContentTab } from '../components/content-tab';
import { SecurityEventsTab } from '../components/security-events-tab';
import { SubscribersTab } from '../components/subscribers-tab';
import { UsersTab } from '../components/users-tab';

export default function AdminDashboardPage() {
  const { isLoading, isSignedIn, isAdmin } = useSession();
  const status = useAdminStatus(isAdmin);
  if (isLoading) {
    return (
      <PageFrame title="Admin Dashboard">
        <Skeleton className="h-64 w-full" />
      </PageFrame>
    );
  }
  if (!isAdmin) return <AccessDenied signedIn={isSignedIn} />;
  return (
    <PageFrame
      title="Admin Dashboard"
      subtitle="Home page content, newsletter subscribers, security events and users."
      width="wide"
    >
      {status.data && !status.data.mail.configured ? (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <strong className="font-semibold">Mail is not configured.</strong> Set SMTP_URL (and MAIL_FROM) and
          restart: until then sign-up is refused, because no verification email can be sent, and nobody can
          reset a password.
        </div>
      ) : null}
      <Tabs defaultValue="content">
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="content">
            <FileText aria-hidden="true" /> Content
          </TabsTrigger>
          <TabsTrigger value="subscribers">
            <Mail aria-hidden="true" /> Subscribers
          </TabsTrigger>
          <TabsTrigger value="security">
            <ShieldAlert aria-hidden="true" /> Security events
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden="true" /> Users
          </TabsTrigger>
        </TabsList>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityEventsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
