import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { StarRating } from '@client/components/ui/star-rating';
import { VerifiedBadge } from '@client/components/verified-badge';
import { paths } from '@client/config/paths';
import type { FeaturedProvider } from '@shared/schemas/featured-providers';
import { useFeaturedProviders } from '../api/get-featured-providers';

/** SPEC §2: the side panel with the two featured providers. */
export function FeaturedProviders() {
  const { data, isPending, isError } = useFeaturedProviders();
  return (
    <aside
      aria-labelledby="featured-providers-title"
      className="self-start rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="featured-providers-title" className="text-base font-semibold text-ink">
          Featured Providers
        </h2>
        <Link to={paths.findDoctors.href()} className="text-sm font-medium text-brand-700 hover:underline">
          See all
        </Link>
      </div>
      <ul className="mt-4 space-y-3">
        {isPending &&
          [0, 1].map((i) => (
            <li key={i} className="flex gap-3 rounded-xl border border-line p-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </li>
          ))}
        {data?.map((provider) => (
          <li key={provider.id}>
            <FeaturedProviderCard provider={provider} />
          </li>
        ))}
      </ul>
      {(isError || data?.length === 0) && (
        <p className="mt-2 text-sm text-muted">
          Featured providers will appear here soon.{' '}
          <Link to={paths.findDoctors.href()} className="font-medium text-brand-700 underline">
            Search all providers
          </Link>
        </p>
      )}
      <p className="mt-4 text-xs text-muted">Featured for complete, verified profiles — never for payment.</p>
    </aside>
  );
}

function FeaturedProviderCard({ provider }: { provider: FeaturedProvider }) {
  return (
    <Link
      to={paths.provider.href(provider.id)}
      className="group flex gap-3 rounded-xl border border-line p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/40"
    >
      <Avatar name={provider.displayName} size="lg" decorative />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 font-semibold text-ink group-hover:text-brand-800">
          {provider.displayName}
        </p>
        <p className="text-sm text-muted">
          {provider.credentials} · {provider.specialty}
        </p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-3.5" /> {provider.city}, {provider.state}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <StarRating value={provider.ratingAvg} size="sm" showValue reviewCount={provider.reviewCount} />
          <VerifiedBadge verification={provider.verification} />
          {provider.isSample && <Badge variant="neutral">Sample profile</Badge>}
        </div>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="mt-1 size-4 shrink-0 self-center text-muted group-hover:text-brand-700"
      />
    </Link>
  );
}
