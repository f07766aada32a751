import { PageFrame } from '@client/components/page-frame';

export default function ResetPasswordPage() {
  return <PageFrame title="Choose a new password" subtitle="Enter a new password for your account." />;
}
