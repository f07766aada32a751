import { MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { MentionedProvider } from '@shared/schemas/trugpt';
import { paths } from '@client/config/paths';

export function ProviderCards({ providers }: { providers: MentionedProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label="Providers mentioned">
      {providers.map((p) => (
        <li key={p.id} className="min-w-0">
          <Link
            to={paths.provider.href(p.id)}
            className="flex items-center gap-3 rounded-lg border border-line bg-white p-2.5 transition hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <UserRound aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">{p.name}</span>
              <span className="flex items-center gap-1 truncate text-xs text-muted">
                <MapPin aria-hidden="true" className="size-3 shrink-0" />
                {p.location} · {p.specialties.join(', ')}
              </span>
            </span>
            <span className="shrink-0 text-xs font-medium text-brand-700">View profile</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
