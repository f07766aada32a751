import { PageFrame } from '@client/components/page-frame';

export default function ChooseSignUpPage() {
  return <PageFrame title="Join TruSelf" subtitle="Choose how you want to use TruSelf." />;
}
