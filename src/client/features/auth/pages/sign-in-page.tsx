import { PageFrame } from '@client/components/page-frame';

export default function SignInPage() {
  return <PageFrame title="Sign in" subtitle="Welcome back." />;
}
