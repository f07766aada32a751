import { MapPin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedProvider } from '@shared/schemas/favorites';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { StarRating } from '@client/components/ui/star-rating';
import { VerifiedBadge } from '@client/components/verified-badge';
import { paths } from '@client/config/paths';
import { formatPriceRange } from '@shared/format';
import { NoteEditor } from './note-editor';

interface Props {
  saved: SavedProvider;
  selected: boolean;
  selectDisabled: boolean;
  onSelectedChange: (selected: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}

export function SavedProviderCard({
  saved,
  selected,
  selectDisabled,
  onSelectedChange,
  onRemove,
  removing,
}: Props) {
  const { provider, procedures } = saved;
  const checkboxId = `compare-${provider.id}`;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">
            <Link to={paths.provider.href(provider.id)} className="hover:text-brand-700 hover:underline">
              {provider.displayName}
            </Link>
            {provider.credentials ? (
              <span className="font-normal text-muted">, {provider.credentials}</span>
            ) : null}
          </h2>
          <p className="text-sm text-muted">
            {provider.specialty}
            {provider.practiceName ? ` · ${provider.practiceName}` : null}
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-3.5" />
            {provider.city}, {provider.state}
            {saved.distanceMiles !== null && (
              <span className="text-ink"> · {saved.distanceMiles} mi away</span>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${provider.displayName} from saved providers`}
          loading={removing}
          onClick={onRemove}
        >
          {!removing && <Trash2 aria-hidden="true" />}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {provider.reviewCount > 0 ? (
          <StarRating value={provider.ratingAvg} size="sm" showValue reviewCount={provider.reviewCount} />
        ) : (
          <span className="text-sm text-muted">No reviews yet</span>
        )}
        {provider.boardCertified && <Badge variant="brand">Board certified</Badge>}
        <VerifiedBadge verification={provider.verification} />
        {provider.source === 'sample' && <Badge>Sample data</Badge>}
      </div>
      {procedures.length > 0 && (
        <p className="text-sm text-muted">
          {procedures
            .slice(0, 3)
            .map((p) => `${p.name} ${formatPriceRange(p.priceMin, p.priceMax)}`)
            .join(' · ')}
          {procedures.length > 3 ? ` · +${procedures.length - 3} more` : ''}
        </p>
      )}
      <NoteEditor providerId={provider.id} providerName={provider.displayName} note={saved.note} />
      <div className="flex items-center gap-3">
        <Checkbox
          id={checkboxId}
          checked={selected}
          disabled={selectDisabled && !selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
        />
        <label htmlFor={checkboxId} className="cursor-pointer text-sm text-ink">
          Compare
          {selectDisabled && !selected ? <span className="text-muted"> (up to 3)</span> : null}
        </label>
      </div>
    </li>
  );
}
