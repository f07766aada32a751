import { PageFrame } from '@client/components/page-frame';

export default function FindDoctorsPage() {
  return <PageFrame title="Find Doctors" subtitle="Search verified providers by procedure, name and location." />;
}
