import { PageFrame } from '@client/components/page-frame';

export default function ProviderPhotosPage() {
  return <PageFrame title="Provider Photos" subtitle="Before-and-after and practice photos." />;
}
