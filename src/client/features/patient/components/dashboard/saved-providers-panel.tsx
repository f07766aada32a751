import { Link } from 'react-router';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { Button } from '@client/components/ui/button';
import { StarRating } from '@client/components/ui/star-rating';
import { paths } from '@client/config/paths';
import { DashboardCard } from './dashboard-card';

export function SavedProvidersPanel({ saved }: { saved: DashboardResponse['saved'] }) {
  return (
    <DashboardCard
      id="saved-providers"
      title="Saved providers"
      action={
        saved.total > 0 ? (
          <Link to={paths.favorites.href()} className="text-sm font-medium text-brand-700 hover:underline">
            See all {saved.total}
            {saved.total >= 2 ? ' and compare' : ''}
          </Link>
        ) : null
      }
    >
      {saved.providers.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-surface p-4">
          <p className="text-sm text-muted">
            Save providers from their profiles to keep notes and compare them here.
          </p>
          <Button asChild size="sm">
            <Link to={paths.findDoctors.href()}>Find providers</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {saved.providers.map(({ provider, note }) => (
            <li key={provider.id} className="rounded-xl border border-line p-4">
              <Link
                to={paths.provider.href(provider.id)}
                className="font-semibold text-ink hover:text-brand-700 hover:underline"
              >
                {provider.displayName}
              </Link>
              <p className="text-sm text-muted">
                {provider.specialty} · {provider.city}, {provider.state}
              </p>
              {provider.reviewCount > 0 && (
                <StarRating
                  value={provider.ratingAvg}
                  size="sm"
                  showValue
                  reviewCount={provider.reviewCount}
                  className="mt-1"
                />
              )}
              {note && <p className="mt-2 line-clamp-2 text-sm text-ink">“{note}”</p>}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
