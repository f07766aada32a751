import { PageFrame } from '@client/components/page-frame';

export default function PhotoImportAdminPage() {
  return <PageFrame title="Photo import" subtitle="Upload provider photos." />;
}
