import { PageFrame } from '@client/components/page-frame';

export default function DevOutboxPage() {
  return <PageFrame title="Development outbox" subtitle="Messages sent while no SMTP server is configured." />;
}
