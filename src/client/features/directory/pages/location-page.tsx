import { PageFrame } from '@client/components/page-frame';

export default function LocationPage() {
  return <PageFrame title="Providers near you" subtitle="Providers and popular procedures in this area." />;
}
