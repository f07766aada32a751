import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { notify } from '@client/components/ui/toaster';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import type { AdminCheck } from '@shared/provider-verification';
import type { ListingItem } from '@shared/schemas/listings';
import { useAdminListings, useDecideListing } from '../api/listings';
import { DecisionFilter, type DecisionFilterValue } from './decision-filter';
import { procedureName } from './procedure-options';
import { RejectDialog } from './reject-dialog';
import { StatusBadge } from './status-badge';
import { VerificationChecks } from './verification-checks';
import { formatPriceRange, formatShortDay } from '@shared/format';

export function ListingsReview() {
  const [status, setStatus] = useState<DecisionFilterValue>('pending');
  const listings = useAdminListings(status);
  return (
    <div className="grid gap-4">
      <DecisionFilter id="listing-filter" value={status} onChange={setStatus} />
      {listings.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : listings.error ? (
        <p role="alert" className="text-danger-600">
          {listings.error.message}
        </p>
      ) : listings.data.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title="Nothing to review"
          text="New practice listings appear here."
          headingLevel="h3"
        />
      ) : (
        <ul className="grid gap-3">
          {listings.data.map((l) => (
            <ListingCard key={l.id} listing={l} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ListingCard({ listing: l }: { listing: ListingItem }) {
  const decide = useDecideListing();
  const [needsCoordinates, setNeedsCoordinates] = useState(false);
  const [coords, setCoords] = useState({ latitude: '', longitude: '' });
  const [checks, setChecks] = useState<AdminCheck[]>([]);
  const approve = async () => {
    try {
      const lat = Number(coords.latitude);
      const lon = Number(coords.longitude);
      const extra =
        needsCoordinates && coords.latitude && coords.longitude ? { latitude: lat, longitude: lon } : {};
      await decide.mutateAsync({ id: l.id, action: 'approve', checks, ...extra });
      notify.success('Listing approved', `${l.practiceName} is now in the directory.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'needs_coordinates') setNeedsCoordinates(true);
      notify.error('Not approved', error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-semibold text-ink">{l.practiceName}</p>
          <p className="text-sm text-muted">
            {l.providerName}, {l.credentials} · {l.specialty} · sent {formatShortDay(l.createdAt)}
          </p>
        </div>
        <StatusBadge status={l.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Item term="License" value={`${l.licenseNumber} (${l.state})`} />
        <Item term="Board" value={l.boardName ?? 'Not board certified'} />
        <Item term="Address" value={`${l.addressLine}, ${l.city}, ${l.state} ${l.zip}`} />
        <Item term="Contact" value={`${l.contactName} · ${l.email}${l.phone ? ` · ${l.phone}` : ''}`} />
        <Item term="Website" value={l.website ?? '—'} />
        <Item term="Account" value={l.submittedByAccount ? 'Signed in (becomes owner)' : 'No account'} />
        <Item
          term="Procedures"
          value={l.procedures
            .map((p) => `${procedureName(p.procedureId)} ${formatPriceRange(p.priceMin, p.priceMax)}`)
            .join('; ')}
        />
        {l.notes ? <Item term="Notes" value={l.notes} /> : null}
        {l.rejectionReason ? <Item term="Reason" value={l.rejectionReason} /> : null}
      </dl>
      {l.status === 'pending' ? (
        <div className="grid gap-3">
          <VerificationChecks
            value={checks}
            onChange={setChecks}
            noBoard={l.boardName ? null : 'This listing names no board certification.'}
          />
          {needsCoordinates ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Coordinate
                label="Latitude"
                value={coords.latitude}
                onChange={(v) => setCoords((c) => ({ ...c, latitude: v }))}
              />
              <Coordinate
                label="Longitude"
                value={coords.longitude}
                onChange={(v) => setCoords((c) => ({ ...c, longitude: v }))}
              />
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button size="sm" loading={decide.isPending} onClick={approve}>
              Approve
            </Button>
            <RejectDialog
              subject={l.practiceName}
              onReject={(reason) => decide.mutateAsync({ id: l.id, action: 'reject', reason })}
            />
          </div>
        </div>
      ) : l.providerId ? (
        <Link to={paths.provider.href(l.providerId)} className="text-sm font-medium text-brand-700 underline">
          View the profile
        </Link>
      ) : null}
    </li>
  );
}

function Coordinate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = `coord-${label}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-muted">{term}:</dt>
      <dd className="min-w-0 break-words text-ink">{value}</dd>
    </div>
  );
}
