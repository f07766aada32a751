import { PageFrame } from '@client/components/page-frame';

export default function ClaimProfilePage() {
  return <PageFrame title="Claim your profile" subtitle="Manage your practice's TruSelf profile." />;
}
