import { useDeferredValue, useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { useAdminUsers } from '../api/admin';
import { formatDateTime } from '@shared/format';
import { AdminTable } from './admin-table';
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
      <AdminTable
        caption="Users"
        columns={['Name', 'Email', 'Status', 'Joined']}
        wide
        data={data}
        isPending={isPending}
        isError={isError}
        empty={`No users match “${query}”.`}
        onPage={setPage}
        renderRow={(u) => (
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
        )}
      />
    </div>
  );
}
