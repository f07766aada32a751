import { PageFrame } from '@client/components/page-frame';

export default function ProviderPage() {
  return <PageFrame title="Provider profile" subtitle="Credentials, procedures, prices and reviews." />;
}
