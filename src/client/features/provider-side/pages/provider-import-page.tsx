import { PageFrame } from '@client/components/page-frame';

export default function ProviderImportPage() {
  return <PageFrame title="Provider import" subtitle="Import providers from a CSV file." />;
}
