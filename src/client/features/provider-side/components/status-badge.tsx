import { Badge } from '@client/components/ui/badge';

const VARIANTS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  new: 'brand',
  contacted: 'neutral',
  booked: 'success',
  closed: 'outline',
  available: 'success',
  owned: 'neutral',
  yours: 'brand',
} as const;

const LABELS: Record<keyof typeof VARIANTS, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Not approved',
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
  available: 'Available to claim',
  owned: 'Managed by owner',
  yours: 'Managed by you',
};

export function StatusBadge({ status }: { status: keyof typeof VARIANTS }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
