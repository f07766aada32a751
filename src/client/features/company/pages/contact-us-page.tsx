import { PageFrame } from '@client/components/page-frame';

export default function ContactUsPage() {
  return <PageFrame title="Contact Us" subtitle="We read every message." />;
}
