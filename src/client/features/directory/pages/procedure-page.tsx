import { PageFrame } from '@client/components/page-frame';

export default function ProcedurePage() {
  return <PageFrame title="Procedure guide" subtitle="Cost, recovery, risks and questions to ask." />;
}
