import { ChevronLeft, ChevronRight } from 'lucide-react';
import { countOf } from '@shared/plural';
import { Button } from './button';
import { cn } from './cn';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Say how many rows there are in all and which page this is (admin and provider tables). */
  showTotal?: boolean;
}

function pageWindow(page: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

/** Previous, the pages around this one (with the first and last), next; nothing when everything fits on one. */
export function Pagination({ page, pageSize, total, onPage, showTotal = false }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const summary = showTotal ? (
    <p className="text-sm text-muted">
      {countOf(total, 'result')} · page {page} of {last}
    </p>
  ) : null;
  if (last <= 1) return summary ? <div className="mt-4">{summary}</div> : null;
  return (
    <nav
      aria-label="Result pages"
      className={cn(
        'flex items-center gap-1',
        showTotal ? 'mt-4 flex-wrap justify-between gap-3' : 'mt-8 justify-center',
      )}
    >
      {summary}
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <ul className="hidden items-center gap-1 sm:flex">
          {pageWindow(page, last).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-muted">
                …
              </li>
            ) : (
              <li key={p}>
                <Button
                  variant={p === page ? 'primary' : 'ghost'}
                  size="sm"
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Page ${p}`}
                  onClick={() => onPage(p)}
                >
                  {p}
                </Button>
              </li>
            ),
          )}
        </ul>
        {showTotal ? null : (
          <span className="px-3 text-sm text-muted sm:hidden">
            Page {page} of {last}
          </span>
        )}
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
