import { PageFrame } from '@client/components/page-frame';

export default function FavoritesPage() {
  return <PageFrame title="Saved providers" subtitle="Providers you saved, side by side." />;
}
