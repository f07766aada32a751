import { PageFrame } from '@client/components/page-frame';
import { useSession } from '@client/lib/session';
import { RequireAuth } from '@client/components/require-auth';
import { AvatarCard } from '../components/profile/avatar-card';
import { ChangePasswordCard } from '../components/profile/change-password-card';
import { DeleteAccountCard } from '../components/profile/delete-account-card';
import { ProfileDetailsForm } from '../components/profile/profile-details-form';
import { requireSignedIn } from '@client/lib/page-loader';

function Profile() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PageFrame
      title="Your profile"
      subtitle="Your name, username, photo and sign-in settings."
      width="narrow"
    >
      <div className="space-y-6">
        <AvatarCard user={user} />
        <ProfileDetailsForm user={user} />
        <ChangePasswordCard />
        <DeleteAccountCard />
      </div>
    </PageFrame>
  );
}

export default function ProfilePage() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}

export const loader = requireSignedIn();
