import { PageFrame } from '@client/components/page-frame';

export default function AboutUsPage() {
  return <PageFrame title="About Us" subtitle="Why we built TruSelf." />;
}
