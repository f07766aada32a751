import { useDeferredValue, useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { useAdminUsers } from '../api/admin';
import { formatDateTime, Pager } from '@client/components/ui/pager';
import { tableClass } from './table';
import { SearchBox } from './search-box';

export function UsersTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(q.trim());
  const { data, isPending, isError } = useAdminUsers({ q: query || undefined, page });
  return (
    <div>
      <SearchBox
        id="user-search"
        label="Search by name, email or username"
        value={q}
        onChange={(v) => {
          setQ(v);
          setPage(1);
        }}
      />
      <div className="mt-4 overflow-x-auto rounded-xl border border-line">
        <table className={`${tableClass} min-w-[40rem]`}>
          <caption className="sr-only">Users</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((u) => (
              <tr key={u.id}>
                <td>
                  <span className="font-medium text-ink">{u.name}</span>
                  {u.username && <span className="block text-xs text-muted">@{u.username}</span>}
                </td>
                <td className="text-ink">{u.email}</td>
                <td>
                  <span className="flex flex-wrap gap-1">
                    {u.emailVerified ? (
                      <Badge variant="success">Verified</Badge>
                    ) : (
                      <Badge variant="warning">Unverified</Badge>
                    )}
                    {u.isAdmin && <Badge variant="brand">Admin</Badge>}
                  </span>
                </td>
                <td className="text-muted">{formatDateTime(u.createdAt)}</td>
              </tr>
            ))}
            {(data?.items.length === 0 || isPending || isError) && (
              <tr>
                <td colSpan={4} className="py-8 text-center text-muted">
                  {isError
                    ? 'Users could not be loaded. Please refresh the page.'
                    : isPending
                      ? 'Loading…'
                      : `No users match “${query}”.`}
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
