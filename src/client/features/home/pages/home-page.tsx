import { PageFrame } from '@client/components/page-frame';

export default function HomePage() {
  return <PageFrame title="Find your trusted provider" subtitle="Research procedures and compare verified providers." />;
}
