import { PageFrame } from '@client/components/page-frame';

export default function ProcedureCategoryPage() {
  return <PageFrame title="Procedures" subtitle="Procedures in this category." />;
}
