import { PageFrame } from '@client/components/page-frame';

export default function BrowseProceduresPage() {
  return <PageFrame title="Browse Procedures" subtitle="Every procedure we cover, by category." />;
}
