import { PageFrame } from '@client/components/page-frame';

export default function ForSurgeonsPage() {
  return <PageFrame title="For Surgeons" subtitle="Reach patients who research before they book." />;
}
