import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { ProviderCard as ProviderCardData } from '@shared/schemas/directory';
import { Badge } from '@client/components/ui/badge';
import { StarRating } from '@client/components/ui/star-rating';
import { VerifiedBadge } from '@client/components/verified-badge';
import { paths } from '@client/config/paths';
import { formatPriceRange } from '@shared/format';

/**
 * A compact provider summary for guide and metro pages; the whole card opens the profile (on a guide, with the
 * guide's procedure for the consultation form).
 */
export function ProviderCard({
  provider,
  procedureId,
}: {
  provider: ProviderCardData;
  procedureId?: string;
}) {
  return (
    <Link
      to={paths.provider.href(provider.id, { procedure: procedureId })}
      className="group flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      <h3 className="font-semibold text-ink group-hover:text-brand-700">
        {provider.displayName}
        {provider.credentials ? (
          <span className="font-normal text-muted">, {provider.credentials}</span>
        ) : null}
      </h3>
      <p className="truncate text-sm text-muted">{provider.specialty}</p>
      {/* Null where the profile names no practice (the registry names none). */}
      {provider.practiceName ? (
        <p className="mt-1 truncate text-sm text-muted">{provider.practiceName}</p>
      ) : null}
      <p className="mt-2 flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
        {provider.city}, {provider.state}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {provider.reviewCount > 0 ? (
          <StarRating value={provider.ratingAvg} size="sm" showValue reviewCount={provider.reviewCount} />
        ) : (
          <span className="text-sm text-muted">No reviews yet</span>
        )}
      </div>
      <div className="mt-auto flex flex-col gap-3 pt-4">
        {provider.usualOffer ? <p className="text-sm text-ink">{provider.usualOffer.label}</p> : null}
        {provider.price ? (
          <p className="text-sm">
            <span className="block text-xs text-muted">Listed price</span>
            <span className="font-semibold text-ink">
              {formatPriceRange(provider.price.min, provider.price.max)}
            </span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          <VerifiedBadge verification={provider.verification} />
          {provider.boardCertified && <Badge variant="brand">Board certified</Badge>}
          {provider.source === 'sample' && <Badge variant="neutral">Sample data</Badge>}
        </div>
      </div>
    </Link>
  );
}
