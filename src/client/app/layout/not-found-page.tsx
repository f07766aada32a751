import { NotFound } from '@client/components/not-found';

export default function NotFoundPage() {
  return <NotFound />;
}
