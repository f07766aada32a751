import { Award, CalendarCheck, Languages, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { SaveProviderButton } from '@client/components/favorites/save-provider-button';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { StarRating } from '@client/components/ui/star-rating';
import { VerifiedBadge } from '@client/components/verified-badge';
import { paths } from '@client/config/paths';
import { countOf } from '@shared/plural';
import type { PriceRange, ProviderSearchCard } from '@shared/schemas/search';
import { formatPriceRange } from '@shared/format';

const priceText = (p: PriceRange) => formatPriceRange(p.min, p.max);

/** "American Board of Plastic Surgery · 12 years in practice"; unknown years (0: not given) are left out. */
function credentialLine(p: ProviderSearchCard) {
  return [
    p.boardCertified ? p.boardName : null,
    p.yearsInPractice > 0 ? `${countOf(p.yearsInPractice, 'year')} in practice` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

const SOURCE_LABEL: Record<string, string> = {
  import: 'Imported listing',
  registry: 'From the NPI registry',
  listing: 'Listed by practice',
  claim: 'Claimed by provider',
};

export function ResultCard({ provider: p, saved }: { provider: ProviderSearchCard; saved: boolean }) {
  const headingId = `provider-${p.id}-name`;
  // From a procedure search, the profile's consultation form starts on that procedure.
  const profileHref = paths.provider.href(p.id, { procedure: p.price?.procedureId });
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-xs transition-shadow hover:shadow-md sm:flex-row sm:p-5"
    >
      <Avatar
        name={p.displayName}
        src={p.photoUrl ?? undefined}
        size="xl"
        decorative
        className="shrink-0 self-start"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold text-ink">
              <Link to={profileHref} className="hover:text-brand-700 hover:underline">
                {p.displayName}
                {p.credentials ? <span className="font-normal text-muted">, {p.credentials}</span> : null}
              </Link>
            </h3>
            <p className="text-sm text-muted">
              {/* The registry names no practice: an unclaimed record's practice name is the clinician's own. */}
              {p.practiceName ? `${p.specialty} · ${p.practiceName}` : p.specialty}
            </p>
          </div>
          {p.reviewCount > 0 ? (
            <StarRating value={p.ratingAvg} reviewCount={p.reviewCount} showValue size="sm" />
          ) : (
            <span className="text-sm text-muted">No reviews yet</span>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <VerifiedBadge verification={p.verification} />
          {p.boardCertified ? (
            <Badge variant="brand" title={p.boardName ?? undefined}>
              <Award aria-hidden="true" className="size-3.5" /> Board certified
            </Badge>
          ) : null}
          {p.source !== 'sample' ? (
            <Badge variant="outline">{SOURCE_LABEL[p.source] ?? p.source}</Badge>
          ) : null}
        </div>
        <ul className="flex flex-col gap-1 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-5">
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-muted" />
            {p.city}, {p.state}
            {p.distanceMiles !== null ? (
              <span className="text-muted">· {p.distanceMiles} mi away</span>
            ) : null}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarCheck aria-hidden="true" className="size-4 text-muted" />
            {p.acceptingNewPatients === null ? (
              <span className="text-muted">New patients: not listed</span>
            ) : p.acceptingNewPatients ? (
              'Accepting new patients'
            ) : (
              <span className="text-muted">Not accepting new patients</span>
            )}
          </li>
          {p.languages.length > 1 ? (
            <li className="flex items-center gap-1.5">
              <Languages aria-hidden="true" className="size-4 text-muted" />
              {p.languages.join(', ')}
            </li>
          ) : null}
        </ul>
        {credentialLine(p) ? <p className="text-xs text-muted">{credentialLine(p)}</p> : null}
        <div className="mt-1 flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-end sm:justify-between">
          <PriceSummary provider={p} />
          <div className="flex shrink-0 gap-2">
            <SaveProviderButton
              providerId={p.id}
              providerName={p.displayName}
              saved={saved}
              size="sm"
              nameInLabel
            />
            <Button asChild variant="outline" size="sm">
              <Link to={profileHref} aria-label={`View profile of ${p.displayName}`}>
                View profile
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

function PriceSummary({ provider: p }: { provider: ProviderSearchCard }) {
  if (p.usualOffer) return <p className="text-sm text-ink">{p.usualOffer.label}</p>;
  if (p.price) {
    return (
      <p className="text-sm">
        <span className="text-muted">{p.price.procedureName}: </span>
        <span className="font-semibold text-ink">{priceText(p.price)}</span>
        <span className="block text-xs text-muted">
          Provider's listed range; confirm the total at consultation.
        </span>
      </p>
    );
  }
  if (p.procedures.length === 0) return <span />;
  return (
    <ul className="flex flex-col gap-0.5 text-sm" aria-label="Procedures and listed prices">
      {p.procedures.map((x) => (
        <li key={x.procedureId}>
          <span className="text-muted">{x.procedureName}: </span>
          <span className="font-medium text-ink">{priceText(x)}</span>
        </li>
      ))}
    </ul>
  );
}
