import { Link2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Select } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/session';
import { useMyPractices } from '../api/practice';
import { useMyTrulink } from '../api/trulink';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { TrulinkEditor } from '../components/trulink-editor';

export default function TrulinkProfilePage() {
  const session = useSession();
  const practices = useMyPractices(session.isSignedIn);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('provider'));
  const practice = practices.data?.find((p) => p.id === requested) ?? practices.data?.[0] ?? null;
  const trulink = useMyTrulink(practice?.id ?? null);

  let body: React.ReactNode;
  if (session.isLoading || (session.isSignedIn && practices.isPending))
    body = <Skeleton className="h-64 w-full" />;
  else if (!session.isSignedIn)
    body = (
      <SignInPrompt
        text="Your TruLink is part of the profile you manage."
        redirect={paths.trulinkProfile.href()}
      />
    );
  else if (!practice) {
    body = (
      <EmptyState
        icon={Link2}
        title="TruLink is for providers who manage a profile"
        text="Claim your profile or list your practice. Once it is approved, you can build your TruLink here."
        action={
          <Button asChild>
            <Link to={paths.claimProfile.href()}>Claim your profile</Link>
          </Button>
        }
      />
    );
  } else if (trulink.isPending) body = <Skeleton className="h-64 w-full" />;
  else if (trulink.error)
    body = (
      <p role="alert" className="text-danger-600">
        {trulink.error.message}
      </p>
    );
  else {
    body = (
      <div className="grid gap-5">
        {practices.data && practices.data.length > 1 ? (
          <div className="max-w-sm">
            <label htmlFor="trulink-practice" className="text-sm font-medium text-ink">
              Practice
            </label>
            <Select
              id="trulink-practice"
              value={practice.id}
              onChange={(e) => setParams({ provider: e.target.value })}
            >
              {practices.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.displayName}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <TrulinkEditor
          key={practice.id}
          data={trulink.data}
          offeredProcedureIds={practice.procedures.map((p) => p.procedureId)}
        />
      </div>
    );
  }
  return (
    <PageFrame
      eyebrow="TruLinkMD"
      title="Build your TruLink"
      subtitle="One public page for your social bios: booking, links, socials and the procedures you want to be known for."
      width="narrow"
    >
      {body}
    </PageFrame>
  );
}
