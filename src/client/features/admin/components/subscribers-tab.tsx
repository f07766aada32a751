import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { subscribersCsvUrl, useSubscribers } from '../api/admin';
import { formatDateTime, Pager } from '@client/components/ui/pager';
import { tableClass } from './table';
import { SearchBox } from './search-box';

export function SubscribersTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(q.trim());
  const { data, isPending, isError } = useSubscribers({ q: query || undefined, page });
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox
          id="subscriber-search"
          label="Search subscribers by email"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <Button asChild variant="outline">
          <a href={subscribersCsvUrl(query || undefined)} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>
      <div className="mt-4 overflow-x-auto rounded-xl border border-line">
        <table className={tableClass}>
          <caption className="sr-only">Newsletter subscribers</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Subscribed</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((s) => (
              <tr key={s.id}>
                <td className="font-medium text-ink">{s.email}</td>
                <td className="text-muted">{formatDateTime(s.createdAt)}</td>
              </tr>
            ))}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={2} className="py-8 text-center text-muted">
                  {query ? `No subscribers match “${query}”.` : 'No subscribers yet.'}
                </td>
              </tr>
            )}
            {(isPending || isError) && (
              <tr>
                <td colSpan={2} className="py-8 text-center text-muted">
                  {isError ? 'Subscribers could not be loaded. Please refresh the page.' : 'Loading…'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </div>
  );
}
