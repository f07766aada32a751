import { Skeleton } from '@client/components/ui/skeleton';

export function GuideSkeleton() {
  return (
    <div role="status" aria-label="Loading the guide">
      <div className="border-b border-line bg-brand-50/60">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 md:pt-8">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-6 h-10 w-2/3 max-w-lg" />
          <Skeleton className="mt-4 h-5 w-full max-w-3xl" />
          <Skeleton className="mt-2 h-5 w-4/5 max-w-2xl" />
          <div className="mt-6 grid max-w-4xl gap-3 sm:grid-cols-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-10 sm:px-6">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className={i % 4 === 3 ? 'h-4 w-1/2' : 'h-4 w-full'} />
        ))}
      </div>
    </div>
  );
}
