import { PageFrame } from '@client/components/page-frame';

export default function AuthPage() {
  return <PageFrame title="Welcome to TruSelf" subtitle="Sign in or create your free account." />;
}
