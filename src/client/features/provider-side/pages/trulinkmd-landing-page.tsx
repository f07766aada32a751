import { PageFrame } from '@client/components/page-frame';

export default function TrulinkmdLandingPage() {
  return <PageFrame title="TruLinkMD for providers" subtitle="A single public link page for your practice." />;
}
