import { Skeleton } from '@client/components/ui/skeleton';

export function ProviderSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading provider"
      className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6"
    >
      <div className="rounded-2xl border border-line bg-white p-6">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-9 w-2/3" />
        <Skeleton className="mt-3 h-5 w-1/2" />
        <Skeleton className="mt-2 h-4 w-1/3" />
        <div className="mt-6 flex gap-2">
          <Skeleton className="h-10 w-44" />
          <Skeleton className="h-10 w-24" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_26rem]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
