import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { subscribersCsvUrl, useSubscribers } from '../api/admin';
import { formatDateTime } from '@shared/format';
import { AdminTable } from './admin-table';
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
      <AdminTable
        caption="Newsletter subscribers"
        columns={['Email', 'Subscribed']}
        data={data}
        isPending={isPending}
        isError={isError}
        empty={query ? `No subscribers match “${query}”.` : 'No subscribers yet.'}
        onPage={setPage}
        renderRow={(s) => (
          <tr key={s.id}>
            <td className="font-medium text-ink">{s.email}</td>
            <td className="text-muted">{formatDateTime(s.createdAt)}</td>
          </tr>
        )}
      />
    </div>
  );
}
