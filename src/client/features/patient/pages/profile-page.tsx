import { PageFrame } from '@client/components/page-frame';

export default function ProfilePage() {
  return <PageFrame title="Your profile" subtitle="Your name, username and avatar." />;
}
