import { PageFrame } from '@client/components/page-frame';

export default function PrivacyPage() {
  return <PageFrame title="Privacy Policy" subtitle="What we store, why, and how to delete it." />;
}
