import { useState } from 'react';
import { Select } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@shared/schemas/leads';
import { useMyLeads } from '../api/leads';
import { LeadsTable } from './leads-table';
import { Pagination } from '@client/components/ui/pagination';

export function PracticeLeads({ providerId }: { providerId: number }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const leads = useMyLeads({ providerId: String(providerId), status, page });
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Answer quickly: patients who hear back within a day book far more often.
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="owner-lead-status" className="text-sm font-medium text-ink">
            Show
          </label>
          <Select
            id="owner-lead-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            wrapperClassName="w-40"
          >
            <option value="">All requests</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {leads.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : leads.error ? (
        <p role="alert" className="text-danger-600">
          {leads.error.message}
        </p>
      ) : (
        <>
          <LeadsTable leads={leads.data.leads} showProvider={false} />
          <Pagination
            page={page}
            pageSize={leads.data.pageSize}
            total={leads.data.total}
            onPage={setPage}
            showTotal
          />
        </>
      )}
    </div>
  );
}
