import { PageFrame } from '@client/components/page-frame';

export default function DownloadTemplatePage() {
  return <PageFrame title="Download the provider template" subtitle="The CSV template for provider imports." />;
}
