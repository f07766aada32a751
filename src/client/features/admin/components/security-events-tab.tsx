import { useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { ApiError } from '@client/lib/api-client';
import type { SecurityEventsQuery } from '@shared/schemas/admin';
import { useSecurityEvents } from '../api/admin';
import { formatDateTime } from '@shared/format';
import { AdminTable } from './admin-table';

const severityVariant = { low: 'neutral', medium: 'warning', high: 'danger' } as const;

export function SecurityEventsTab() {
  const [filter, setFilter] = useState<{ type: string; severity: string; from: string; to: string }>({
    type: '',
    severity: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const query = { ...filter, page } as SecurityEventsQuery;
  const { data, isPending, error } = useSecurityEvents(query);
  const set = (key: keyof typeof filter) => (e: { target: { value: string } }) => {
    setFilter((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const rangeError = error instanceof ApiError && error.status === 400 ? error.message : undefined;
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Event type">
          <Select value={filter.type} onChange={set('type')}>
            <option value="">All types</option>
            {(data?.types ?? []).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Severity">
          <Select value={filter.severity} onChange={set('severity')}>
            <option value="">All severities</option>
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
          </Select>
        </Field>
        <Field label="From">
          <Input type="date" value={filter.from} onChange={set('from')} />
        </Field>
        <Field label="To" error={rangeError}>
          <Input type="date" value={filter.to} onChange={set('to')} />
        </Field>
      </div>
      <AdminTable
        caption="Security events"
        columns={['When', 'Event', 'Severity', 'User', 'Page']}
        wide
        data={data}
        isPending={isPending}
        isError={Boolean(error) && !rangeError}
        empty={rangeError ? 'Fix the dates above to see events.' : 'No security events match these filters.'}
        onPage={setPage}
        renderRow={(e) => (
          <tr key={e.id}>
            <td className="whitespace-nowrap text-muted">{formatDateTime(e.createdAt)}</td>
            <td className="font-mono text-xs text-ink">{e.eventType}</td>
            <td>
              {e.severity ? (
                <Badge variant={severityVariant[e.severity as keyof typeof severityVariant] ?? 'neutral'}>
                  {e.severity}
                </Badge>
              ) : (
                '—'
              )}
            </td>
            <td className="text-ink">{e.userEmail ?? <span className="text-muted">Guest</span>}</td>
            <td className="max-w-56 truncate text-muted" title={String(e.data.page_url ?? '')}>
              {typeof e.data.page_url === 'string' ? new URL(e.data.page_url).pathname : '—'}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
