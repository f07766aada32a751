import { PageFrame } from '@client/components/page-frame';

export default function LocationDetailPage() {
  return <PageFrame title="Locations" subtitle="Metro areas we cover." />;
}
