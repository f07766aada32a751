import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { CLAIM_MESSAGES } from '@shared/schemas/claims';
import type { ProviderLookupItem } from '@shared/schemas/leads';
import { useClaimSearch, useMyClaims } from '../api/claims';
import { ClaimForm } from './claim-form';
import { ProviderPicker } from './provider-picker';
import { StatusBadge } from './status-badge';
import { formatShortDay } from '@shared/format';

const REFUSALS: Record<Exclude<ProviderLookupItem['claimStatus'], 'available'>, string> = CLAIM_MESSAGES;

/** Find your profile in the directory, then claim it with evidence. */
export function ClaimFlow() {
  const [picked, setPicked] = useState<ProviderLookupItem | null>(null);
  const claims = useMyClaims(true);
  return (
    <div className="grid gap-6">
      {picked?.claimStatus === 'available' ? (
        <ClaimForm provider={picked} onCancel={() => setPicked(null)} />
      ) : (
        <div className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <ProviderPicker
            label="Find your profile"
            hint="Search by your name, practice name or city."
            useLookup={useClaimSearch}
            onPick={setPicked}
            renderStatus={(p) => <StatusBadge status={p.claimStatus} />}
          />
          {picked ? (
            <p
              role="alert"
              className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-warning-600"
            >
              {picked.displayName}: {REFUSALS[picked.claimStatus as keyof typeof REFUSALS]}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            Not listed yet?{' '}
            <Link to={paths.listPractice.href()} className="font-medium text-brand-700 underline">
              List your practice
            </Link>
          </p>
        </div>
      )}
      {claims.data && claims.data.length > 0 ? (
        <section>
          <h2 className="text-lg font-semibold text-ink">Your claims</h2>
          <ul className="mt-3 grid gap-3">
            {claims.data.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div>
                  <p className="font-medium text-ink">{c.providerName}</p>
                  <p className="text-sm text-muted">
                    {c.practiceName ?? c.providerName} · sent {formatShortDay(c.createdAt)}
                  </p>
                  {c.rejectionReason ? (
                    <p className="mt-1 text-sm text-ink">Reason: {c.rejectionReason}</p>
                  ) : null}
                </div>
                <StatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
