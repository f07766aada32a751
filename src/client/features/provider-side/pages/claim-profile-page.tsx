import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { useMyPractices } from '../api/practice';
import { ClaimFlow } from '../components/claim-flow';
import { PracticeManager } from '../components/practice-manager';
import { SignInPrompt } from '@client/components/sign-in-prompt';

export default function ClaimProfilePage() {
  const session = useSession();
  const practices = useMyPractices(session.isSignedIn);
  const owns = (practices.data?.length ?? 0) > 0;
  // Where the link in the claim's work-email message lands.
  const [params] = useSearchParams();
  const workEmail = params.get('workEmail');
  usePageTitle(titles.claimProfile(owns));

  return (
    <PageFrame
      eyebrow="For providers"
      title={owns ? 'Manage your practice' : 'Claim your profile'}
      subtitle={
        owns
          ? 'Keep your profile accurate and answer patient requests.'
          : 'Find your practice in the TruSelf directory and confirm it is yours. After review, you manage it.'
      }
    >
      {workEmail ? (
        <p
          role="status"
          className={`mb-4 rounded-lg p-3 text-sm ${workEmail === 'confirmed' ? 'bg-brand-50 text-success-600' : 'bg-red-50 text-danger-600'}`}
        >
          {workEmail === 'confirmed'
            ? 'Thank you: your work email is confirmed. Our team will review your claim, usually within two business days.'
            : 'This confirmation link is not valid or has expired. Open the newest link we emailed you, or claim the profile again.'}
        </p>
      ) : null}
      {session.isLoading || (session.isSignedIn && practices.isPending) ? (
        <Skeleton className="h-64 w-full" />
      ) : !session.isSignedIn ? (
        <SignInPrompt
          text="Claiming a profile is tied to your TruSelf account, so only you can manage it."
          redirect={paths.claimProfile.href()}
        />
      ) : owns ? (
        <Tabs defaultValue="manage">
          <TabsList>
            <TabsTrigger value="manage">Manage practice</TabsTrigger>
            <TabsTrigger value="claim">Claim another profile</TabsTrigger>
          </TabsList>
          <TabsContent value="manage">
            <PracticeManager practices={practices.data!} />
          </TabsContent>
          <TabsContent value="claim">
            <ClaimFlow />
          </TabsContent>
        </Tabs>
      ) : (
        <ClaimFlow />
      )}
    </PageFrame>
  );
}
