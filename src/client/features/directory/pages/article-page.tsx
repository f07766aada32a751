import { PageFrame } from '@client/components/page-frame';

export default function ArticlePage() {
  return <PageFrame title="Article" subtitle="Guides written from public sources." />;
}
