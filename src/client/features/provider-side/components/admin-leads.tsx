import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@shared/schemas/leads';
import { type LeadFilters, leadQueryString, useAdminLeads } from '../api/leads';
import { LeadsTable } from './leads-table';
import { Pagination } from '@client/components/ui/pagination';
import { countOf } from '@shared/plural';

export function AdminLeads() {
  const [filters, setFilters] = useState<LeadFilters>({ page: 1 });
  const leads = useAdminLeads(filters);
  const set = (change: Partial<LeadFilters>) =>
    setFilters((f) => ({ ...f, ...change, page: change.page ?? 1 }));
  const { page: _page, ...exportFilters } = filters;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-xl bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5">
        <Filter label="Search" id="lead-q">
          <Input
            id="lead-q"
            type="search"
            placeholder="Name, email, provider"
            value={filters.q ?? ''}
            onChange={(e) => set({ q: e.target.value })}
          />
        </Filter>
        <Filter label="Status" id="lead-status">
          <Select
            id="lead-status"
            value={filters.status ?? ''}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Filter>
        <Filter label="Type" id="lead-kind">
          <Select id="lead-kind" value={filters.kind ?? ''} onChange={(e) => set({ kind: e.target.value })}>
            <option value="">Any type</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {LEAD_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Filter>
        <Filter label="From" id="lead-from">
          <Input
            id="lead-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value })}
          />
        </Filter>
        <Filter label="To" id="lead-to">
          <Input
            id="lead-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value })}
          />
        </Filter>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" aria-live="polite">
          {leads.data ? countOf(leads.data.total, 'request') : 'Loading requests…'}
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/leads/export.csv${leadQueryString(exportFilters)}`} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>
      {leads.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : leads.error ? (
        <p role="alert" className="text-danger-600">
          {leads.error.message}
        </p>
      ) : (
        <>
          <LeadsTable leads={leads.data.leads} showProvider />
          <Pagination
            page={leads.data.page}
            pageSize={leads.data.pageSize}
            total={leads.data.total}
            onPage={(page) => set({ page })}
            showTotal
          />
        </>
      )}
    </div>
  );
}

function Filter({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
