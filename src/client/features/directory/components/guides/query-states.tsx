import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A missing guide, article or place: stays inside the page, says so kindly, offers a way on. */
export function NotFoundState({
  title,
  text,
  to,
  label,
}: {
  title: string;
  text: ReactNode;
  to: string;
  label: string;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link to={to}>{label}</Link>
        </Button>
      }
    />
  );
}

export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  return (
    <div role="alert">
      <EmptyState
        icon={AlertTriangle}
        title={`We could not load ${what}`}
        text={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}

/** Placeholder cards shown while a list loads. */
export function CardGridSkeleton({ count = 6, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-line bg-white p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-5 h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="space-y-3 pt-6">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-2/3' : 'h-4 w-full'} />
        ))}
      </div>
    </div>
  );
}
