import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { MapPin, Search } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useLocation } from '../api/locations';
import { Breadcrumbs } from '../components/guides/breadcrumbs';
import { countOf } from '@shared/plural';
import { LocalProcedures } from '../components/guides/local-procedures';
import { ProviderCard } from '../components/guides/provider-card';
import { CardGridSkeleton, isNotFound, LoadError, NotFoundState } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getLocationQueryOptions } from '../api/locations';

export default function LocationPage() {
  const { locationId = '' } = useParams();
  const query = useLocation(locationId);
  const place = query.data ? `${query.data.location.city}, ${query.data.location.state}` : null;

  usePageTitle(query.data ? titles.location(query.data.location.city, query.data.location.state) : undefined);

  if (query.isPending) {
    return (
      <PageFrame title="Providers near you">
        <CardGridSkeleton label="Loading the location" />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={isNotFound(query.error) ? 'Location not found' : 'Location'}>
        {isNotFound(query.error) ? (
          <NotFoundState
            title="We couldn’t find that location"
            text="We cover metro areas across the US. Pick yours from the full list."
            to={paths.locationDetail.href()}
            label="See all locations"
          />
        ) : (
          <LoadError error={query.error} onRetry={() => query.refetch()} what="this location" />
        )}
      </PageFrame>
    );
  }
  const { location, topProviders, popularProcedures, usualProcedures, nearby } = query.data;
  const searchHref = paths.findDoctors.href({ location: place, searchType: 'procedure' });
  return (
    <PageFrame
      eyebrow={location.stateName}
      title={`Providers in ${place}`}
      subtitle={`${countOf(location.providerCount, 'cosmetic, aesthetic or wellness provider')} in the ${location.city} area. Compare ratings, credentials and local prices.`}
      actions={
        <Button asChild>
          <Link to={searchHref}>
            <Search aria-hidden="true" />
            Search providers in {location.city}
          </Link>
        </Button>
      }
    >
      <Breadcrumbs
        items={[{ label: 'Locations', to: paths.locationDetail.href() }, { label: place ?? location.city }]}
      />
      <section aria-labelledby="top-providers" className="mt-2">
        <h2 id="top-providers" className="text-xl font-semibold text-ink">
          Top-rated providers
        </h2>
        <p className="mt-1 text-sm text-muted">
          Verified providers first, then by rating weighted by how many reviews back it.
        </p>
        {topProviders.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {topProviders.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl bg-surface p-5 text-muted">
            No providers are listed in {location.city} yet. Try a nearby metro below, or search with a wider
            radius.
          </p>
        )}
      </section>
      {popularProcedures.length > 0 && (
        <section aria-labelledby="popular-procedures" className="mt-12">
          <h2 id="popular-procedures" className="text-xl font-semibold text-ink">
            Popular procedures in {location.city}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">
            What local providers list, what TruSelf reviewers here say they paid in total, and the national
            surgeon’s fee a society publishes. Ask each provider for a written all-in quote.
          </p>
          <LocalProcedures procedures={popularProcedures} place={place ?? location.city} />
        </section>
      )}
      {usualProcedures.length > 0 && (
        <section aria-labelledby="usual-procedures" className="mt-12">
          <h2 id="usual-procedures" className="text-xl font-semibold text-ink">
            What registry clinicians in {location.city} usually offer
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">
            Clinicians from the NPI registry who have not listed their procedures, counted by what their
            specialty usually offers; not confirmed by the practices. Search lists them after the providers
            who list each procedure.
          </p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {usualProcedures.map((p) => (
              <li key={p.id}>
                <Link
                  to={paths.findDoctors.href({
                    procedure: p.id,
                    location: place ?? location.city,
                    searchType: 'procedure',
                  })}
                  className="flex min-h-10 items-center justify-between gap-3 rounded-lg border border-line bg-white px-3 text-sm hover:bg-surface"
                >
                  <span className="font-medium text-brand-700">{p.name}</span>
                  <span className="text-muted">{countOf(p.count, 'clinician')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {nearby.length > 0 && (
        <section aria-labelledby="nearby" className="mt-12">
          <h2 id="nearby" className="text-xl font-semibold text-ink">
            Nearby areas
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {nearby.map((n) => (
              <li key={n.id}>
                <Link
                  to={paths.location.href(n.id)}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm hover:border-brand-300 hover:bg-brand-50"
                >
                  <MapPin aria-hidden="true" className="size-3.5 text-brand-700" />
                  <span className="font-medium text-ink">
                    {n.city}, {n.state}
                  </span>
                  <span className="text-muted">· {n.distanceMiles} mi</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}

export const loader = loadQueries(({ params }) => [getLocationQueryOptions(params.locationId ?? '')]);
