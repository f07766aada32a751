import { type SiteStats, siteFigure } from '@shared/schemas/site-stats';
import { useSiteStats } from '../api/get-site-stats';

/**
 * TruSelf in numbers, as the data says (SPEC §2's band of four figures): a figure the site cannot support is left
 * out, and the band is not shown while none can be.
 */
export function statsOf(stats: SiteStats) {
  return [
    stats.worthItShare === null
      ? null
      : { value: `${Math.round(stats.worthItShare * 100)}%`, label: 'Say it was Worth It' },
    stats.reviews > 0 ? { value: siteFigure(stats.reviews), label: 'Patient reviews' } : null,
    stats.averageRating === null
      ? null
      : { value: `${stats.averageRating.toFixed(1)}/5`, label: 'Average rating' },
    stats.verifiedProviders > 0
      ? { value: siteFigure(stats.verifiedProviders), label: 'Verified providers' }
      : null,
  ].filter((s) => s !== null);
}

export function StatsBand() {
  const { data } = useSiteStats();
  const stats = data ? statsOf(data) : [];
  if (!data || stats.length === 0) return null;
  return (
    <section aria-label="TruSelf in numbers" className="bg-brand-800 text-white">
      <dl className="mx-auto flex max-w-7xl flex-wrap justify-center gap-y-8 px-4 py-10 sm:px-6">
        {stats.map((stat) => (
          <div
            key={stat.label}
            data-float-avoid
            className="flex w-1/2 flex-col-reverse px-2 text-center md:w-1/4"
          >
            <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight md:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {data.sample ? (
        <p className="mx-auto max-w-7xl px-4 pb-6 text-center text-xs text-brand-100 sm:px-6">
          Counted from this site’s generated sample directory, not real patients.
        </p>
      ) : null}
    </section>
  );
}
