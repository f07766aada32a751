import { Inbox } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { formatDateTime } from '@shared/format';
import { Select } from '@client/components/ui/select';
import { notify } from '@client/components/ui/toaster';
import {
  CONTACT_PREFERENCE_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_TIMING_LABELS,
  type LeadItem,
  type LeadStatus,
} from '@shared/schemas/leads';
import { useSetLeadStatus } from '../api/leads';
import { procedureName } from './procedure-options';

const label = (map: Record<string, string>, key: string | null) =>
  key ? (map[key] ?? key.replace(/_/g, ' ')) : '—';

/** Requests as cards (they read well at 375 px and at 1280 px), each with its status control. */
export function LeadsTable({ leads, showProvider }: { leads: LeadItem[]; showProvider: boolean }) {
  const setStatus = useSetLeadStatus();
  if (leads.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No requests here yet"
        text="New patient requests appear here as soon as they are sent."
        headingLevel="h3"
      />
    );
  }
  return (
    <ul className="grid gap-3">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-[minmax(0,1fr)_200px]"
        >
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {lead.name} <span className="font-normal text-muted">· {LEAD_KIND_LABELS[lead.kind]}</span>
            </p>
            <p className="text-sm text-muted">
              {formatDateTime(lead.createdAt)}
              {showProvider && lead.providerName ? ` · to ${lead.providerName}` : ''}
            </p>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <Row
                term="Procedure"
                value={lead.procedureName ?? (procedureName(lead.procedureId) || 'Not sure yet')}
              />
              <Row term="Timing" value={label(LEAD_TIMING_LABELS, lead.timing)} />
              <Row term="Contact by" value={label(CONTACT_PREFERENCE_LABELS, lead.contactPreference)} />
              <Row
                term="Email"
                value={
                  <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                }
              />
              {lead.phone ? (
                <Row
                  term="Phone"
                  value={
                    <a className="text-brand-700 underline" href={`tel:${lead.phone}`}>
                      {lead.phone}
                    </a>
                  }
                />
              ) : null}
            </dl>
            {lead.message ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-surface p-3 text-sm text-ink">
                {lead.message}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`status-${lead.id}`} className="text-sm font-medium text-ink">
              Status
            </label>
            <Select
              id={`status-${lead.id}`}
              value={lead.status}
              disabled={setStatus.isPending && setStatus.variables?.id === lead.id}
              onChange={(e) =>
                setStatus.mutate(
                  { id: lead.id, status: e.target.value as LeadStatus },
                  { onError: (error) => notify.error('Status not changed', error.message) },
                )
              }
            >
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
            {lead.firstResponseAt ? (
              <p className="mt-1 text-xs text-muted">First response {formatDateTime(lead.firstResponseAt)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Row({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted">{term}:</dt>
      <dd className="min-w-0 break-words text-ink">{value}</dd>
    </div>
  );
}
