import { PageFrame } from '@client/components/page-frame';

export default function ForgotPasswordPage() {
  return <PageFrame title="Forgot your password?" subtitle="We will email you a link to choose a new one." />;
}
