import { PageFrame } from '@client/components/page-frame';

export default function ListPracticePage() {
  return <PageFrame title="List your practice" subtitle="Get a verified profile and receive patient requests." />;
}
