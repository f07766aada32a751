import { PageFrame } from '@client/components/page-frame';

export default function PatientContactPage() {
  return <PageFrame title="Contact a provider" subtitle="Send your question to a practice." />;
}
