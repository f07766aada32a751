import { CircleCheck, CircleHelp, CircleX, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { notify } from '@client/components/ui/toaster';
import type { AdminCheck } from '@shared/provider-verification';
import {
  type ClaimEvidence,
  type ClaimItem,
  NO_PROOF_OF_CONTROL,
  type RegistryMatch,
} from '@shared/schemas/claims';
import { useAdminClaims, useDecideClaim } from '../api/claims';
import { DecisionFilter, type DecisionFilterValue } from './decision-filter';
import { RejectDialog } from './reject-dialog';
import { StatusBadge } from './status-badge';
import { VerificationChecks } from './verification-checks';
import { formatShortDay } from '@shared/format';

export function ClaimsReview() {
  const [status, setStatus] = useState<DecisionFilterValue>('pending');
  const claims = useAdminClaims(status);
  return (
    <div className="grid gap-4">
      <DecisionFilter id="claim-filter" value={status} onChange={setStatus} />
      {claims.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : claims.error ? (
        <p role="alert" className="text-danger-600">
          {claims.error.message}
        </p>
      ) : claims.data.length === 0 ? (
        <EmptyState
          icon={UserCheck}
          title="No claims to review"
          text="Profile claims appear here."
          headingLevel="h3"
        />
      ) : (
        <ul className="grid gap-3">
          {claims.data.map((c) => (
            <ClaimCard key={c.id} claim={c} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Check({ ok, label }: { ok: boolean | null; label: string }) {
  const Icon = ok === null ? CircleHelp : ok ? CircleCheck : CircleX;
  const tone = ok === null ? 'text-muted' : ok ? 'text-success-600' : 'text-danger-600';
  return (
    <li className={`flex items-center gap-2 text-sm ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      <span>{label}</span>
    </li>
  );
}

const REGISTRY_LABELS = {
  npi: ['NPI matches the registry record', 'NPI does not match the registry record', 'No NPI given'],
  name: [
    "Account name has the registry's surname",
    "Account name does not have the registry's surname",
    'No account name',
  ],
  phone: [
    "Practice phone matches the registry's",
    "Practice phone differs from the registry's",
    'No practice phone to compare',
  ],
} as const;

/** How the claimant compares with the profile's NPI registry record. */
function RegistryChecks({ match }: { match: RegistryMatch }) {
  return (
    <>
      {(['npi', 'name', 'phone'] as const).map((k) => (
        <Check key={k} ok={match[k]} label={REGISTRY_LABELS[k][match[k] === null ? 2 : match[k] ? 0 : 1]} />
      ))}
    </>
  );
}

function workEmailProofLabel(e: ClaimEvidence) {
  if (e.practiceDomain === null) {
    return e.sharedDomain
      ? `No work email can prove it: the practice's domain on file is ${e.sharedDomain}, where anyone can have an address or page`
      : 'No work email can prove it: the practice has no domain of its own on file';
  }
  if (e.control.ownDomainEmail)
    return `Work email confirmed at the practice's own domain, ${e.practiceDomain}`;
  if (e.emailDomainMatches === false)
    return `Work email is not at the practice's domain, ${e.practiceDomain}`;
  return `Work email is at ${e.practiceDomain} but not confirmed yet: the link we sent to it has not been opened`;
}

/** Which checks passed and which did not: first those that prove control (approval needs one), then the rest. */
function ClaimEvidenceList({ evidence: e }: { evidence: ClaimEvidence }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-ink">Proof they run the practice (approval needs one)</p>
      <ul className="grid gap-1">
        <Check ok={e.control.ownDomainEmail} label={workEmailProofLabel(e)} />
        <Check
          ok={e.control.npiAndLicence}
          label={
            e.control.npiAndLicence
              ? 'NPI matches the registry record and the licence matches the one on file'
              : 'NPI and licence do not both match the records'
          }
        />
        <Check
          ok={null}
          label={
            e.recordPhone
              ? `Call the practice at its number on record, ${e.recordPhone}, and tick “Identity checked” if they confirm`
              : 'No phone on record to call: check identity another way before ticking “Identity checked”'
          }
        />
      </ul>
      <p className="text-sm font-medium text-ink">Other signs (not proof on their own)</p>
      <ul className="grid gap-1">
        <Check
          ok={e.workEmailConfirmed}
          label={
            e.workEmailConfirmed
              ? 'The claimant opened the link we sent to their work email'
              : 'The link we sent to their work email has not been opened'
          }
        />
        <Check
          ok={e.licenseMatches}
          label={
            e.licenseMatches === null
              ? 'No license on file: check with the state board'
              : e.licenseMatches
                ? 'License matches the one on file'
                : 'License does not match the one on file'
          }
        />
        {e.registry ? <RegistryChecks match={e.registry} /> : null}
      </ul>
    </div>
  );
}

function ClaimCard({ claim: c }: { claim: ClaimItem }) {
  const decide = useDecideClaim();
  const [checks, setChecks] = useState<AdminCheck[]>([]);
  const e = c.evidence;
  const unproven = Boolean(
    e && !e.control.ownDomainEmail && !e.control.npiAndLicence && !checks.includes('identity'),
  );
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-semibold text-ink">{c.providerName}</p>
          <p className="text-sm text-muted">
            {c.practiceName ?? c.providerName} · {c.city}, {c.state} · claimed by {c.claimantEmail} on{' '}
            {formatShortDay(c.createdAt)}
          </p>
        </div>
        <StatusBadge status={c.status} />
      </div>
      <p className="text-sm text-ink">
        Work email {c.workEmail} · license {c.licenseNumber}
      </p>
      {e ? <ClaimEvidenceList evidence={e} /> : null}
      {c.message ? <p className="rounded-lg bg-surface p-3 text-sm">{c.message}</p> : null}
      {c.rejectionReason ? <p className="text-sm">Reason: {c.rejectionReason}</p> : null}
      {c.status === 'pending' ? (
        <div className="grid gap-3">
          <VerificationChecks
            value={checks}
            onChange={setChecks}
            noBoard={c.profile?.boardCertified ? null : 'The profile lists no board certification.'}
            recorded={c.profile?.verification}
            boardName={c.profile?.boardName}
            note={
              e?.registry?.npi
                ? 'The NPI given matches the registry record: the NPI registry check is added on its own.'
                : undefined
            }
          />
          {unproven ? (
            <p className="text-sm text-muted" id={`claim-${c.id}-unproven`}>
              {NO_PROOF_OF_CONTROL}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={unproven}
              aria-describedby={unproven ? `claim-${c.id}-unproven` : undefined}
              loading={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: c.id, action: 'approve', checks },
                  {
                    onSuccess: () =>
                      notify.success('Claim approved', `${c.claimantEmail} now manages ${c.providerName}.`),
                    onError: (error) => notify.error('Not approved', error.message),
                  },
                )
              }
            >
              Approve
            </Button>
            <RejectDialog
              subject={`the claim for ${c.providerName}`}
              onReject={(reason) => decide.mutateAsync({ id: c.id, action: 'reject', reason })}
            />
          </div>
        </div>
      ) : null}
    </li>
  );
}
