import { PageFrame } from '@client/components/page-frame';

export default function SignUpPage() {
  return <PageFrame title="Create your account" subtitle="Join TruSelf to save providers and chat with TruGPT." />;
}
