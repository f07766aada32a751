import type { ReactNode } from 'react';
import { Pagination } from '@client/components/ui/pagination';

const tableClass =
  'w-full text-left text-sm [&_td]:border-t [&_td]:border-line [&_td]:px-3 [&_td]:py-2.5 [&_th]:px-3 [&_th]:py-2 [&_th]:text-xs [&_th]:font-semibold [&_th]:uppercase [&_th]:tracking-wide [&_th]:text-muted';

interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A paged admin list: the rows of one page, or one line that says why there are none (loading, a failure, nothing
 * matching), then the pager. Wide tables scroll sideways on a phone instead of squeezing their columns.
 */
export function AdminTable<T>({
  caption,
  columns,
  wide = false,
  data,
  isPending,
  isError,
  empty,
  renderRow,
  onPage,
}: {
  caption: string;
  columns: string[];
  wide?: boolean;
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  /** Shown when the page has no rows. */
  empty: string;
  renderRow: (item: T) => ReactNode;
  onPage: (page: number) => void;
}) {
  const message = isError
    ? `${caption} could not be loaded. Please refresh the page.`
    : isPending
      ? 'Loading…'
      : !data || data.items.length === 0
        ? empty
        : null;
  return (
    <>
      <div className="mt-4 overflow-x-auto rounded-xl border border-line">
        <table className={wide ? `${tableClass} min-w-[40rem]` : tableClass}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {message ? (
              <tr>
                <td colSpan={columns.length} className="py-8 text-center text-muted">
                  {message}
                </td>
              </tr>
            ) : (
              data?.items.map(renderRow)
            )}
          </tbody>
        </table>
      </div>
      {data && !isError ? (
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} showTotal />
      ) : null}
    </>
  );
}
