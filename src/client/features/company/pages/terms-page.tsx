import { PageFrame } from '@client/components/page-frame';

export default function TermsPage() {
  return <PageFrame title="Terms of Service" subtitle="The rules for using TruSelf." />;
}
