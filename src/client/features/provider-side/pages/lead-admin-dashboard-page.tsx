import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { paths } from '@client/config/paths';
import { AdminGate } from '../components/admin-gate';
import { AdminLeads } from '../components/admin-leads';
import { ClaimsReview } from '../components/claims-review';
import { ListingsReview } from '../components/listings-review';
import { ResponseTimes } from '../components/response-times';

export default function LeadAdminDashboardPage() {
  return (
    <PageFrame
      eyebrow="Admin"
      title="Leads and providers"
      subtitle="Patient requests, response times, practice listings and profile claims."
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.providerImport.href()}>Import providers</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.photoImportAdmin.href()}>Import photos</Link>
          </Button>
        </>
      }
    >
      <AdminGate redirect={paths.leadAdminDashboard.href()}>
        <Tabs defaultValue="leads">
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="leads">Leads</TabsTrigger>
            <TabsTrigger value="response">Response times</TabsTrigger>
            <TabsTrigger value="listings">Listings</TabsTrigger>
            <TabsTrigger value="claims">Claims</TabsTrigger>
          </TabsList>
          <TabsContent value="leads">
            <AdminLeads />
          </TabsContent>
          <TabsContent value="response">
            <ResponseTimes />
          </TabsContent>
          <TabsContent value="listings">
            <ListingsReview />
          </TabsContent>
          <TabsContent value="claims">
            <ClaimsReview />
          </TabsContent>
        </Tabs>
      </AdminGate>
    </PageFrame>
  );
}
