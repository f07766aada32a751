import { PageFrame } from '@client/components/page-frame';

export default function TrulinkProfilePage() {
  return <PageFrame title="Your TruLink page" subtitle="Build your single public link page." />;
}
