import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

function pageWindow(page: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <nav aria-label="Result pages" className="mt-8 flex items-center justify-center gap-1">
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
      <span className="px-3 text-sm text-muted sm:hidden">
        Page {page} of {last}
      </span>
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
