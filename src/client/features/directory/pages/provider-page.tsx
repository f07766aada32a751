import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { isNutritionProviderPath } from '@shared/nutrition-provider';
import { PageFrame } from '@client/components/page-frame';
import { paths } from '@client/config/paths';
import { ReviewsSection } from '../components/reviews/reviews-section';
import { Breadcrumbs } from '../components/guides/breadcrumbs';
import { isNotFound, LoadError, NotFoundState } from '../components/guides/query-states';
import { ConsultationSection, consultationForm } from '../components/provider/consultation-section';
import { ProviderFacts } from '../components/provider/provider-facts';
import { ProviderGallery } from '../components/provider/provider-gallery';
import { ProviderHeader } from '../components/provider/provider-header';
import { withPracticeShown } from '../components/provider/practice-shown';
import { ProviderLocation } from '../components/provider/provider-location';
import { ProviderProcedures } from '../components/provider/provider-procedures';
import { useProvider } from '../components/provider/provider-api';
import { ProviderSkeleton } from '../components/provider/provider-skeleton';
import { RegistryFacts } from '../components/provider/registry-facts';
import { SampleDataNote } from '../components/provider/sample-data-note';
import { useDistanceOrigin } from '@client/lib/use-distance-origin';
import { loadQueries } from '@client/lib/page-loader';
import { formTokenQueryOptions } from '@client/lib/form-guard';
import { siteConfigQueryOptions } from '@client/lib/site-config';
import { getProviderQueryOptions } from '../components/provider/provider-api';
import { getRegistryFactsQueryOptions } from '../components/provider/registry-facts';

const locateProblems = {
  denied: 'Location is blocked in your browser. Add ?near=your ZIP to the address instead.',
  unavailable: 'We could not get your location.',
} as const;

export default function ProviderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const distance = useDistanceOrigin();
  const query = useProvider(id, distance.origin);

  usePageTitle(query.data ? titles.provider(query.data.provider) : undefined);

  // Links such as /provider/7#consultation land on the section once the profile has rendered.
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (loaded && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [loaded, location.hash]);

  if (query.isPending) return <ProviderSkeleton />;
  if (query.isError) {
    return (
      <PageFrame title={isNotFound(query.error) ? 'Provider not found' : 'Provider profile'}>
        {isNotFound(query.error) ? (
          <NotFoundState
            title="We couldn’t find this provider"
            text="The link may be mistyped, or the provider may have left the directory. Search for providers near you instead."
            to={paths.findDoctors.href()}
            label="Find a provider"
          />
        ) : (
          <LoadError error={query.error} onRetry={() => query.refetch()} what="this provider" />
        )}
      </PageFrame>
    );
  }

  const data = query.data;
  const { provider } = data;
  const named = withPracticeShown(data);
  const problem =
    distance.state === 'denied' || distance.state === 'unavailable' ? locateProblems[distance.state] : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <Breadcrumbs
        items={[
          { label: 'Find Doctors', to: paths.findDoctors.href() },
          ...(provider.locationId
            ? [{ label: `${provider.city}, ${provider.state}`, to: paths.location.href(provider.locationId) }]
            : []),
          { label: provider.displayName },
        ]}
      />
      <div className="space-y-6">
        <SampleDataNote dataSource={data.dataSource} />
        <ProviderHeader
          data={data}
          onLocate={distance.locate}
          locating={distance.state === 'locating'}
          locateProblem={problem}
          nutrition={isNutritionProviderPath(location.pathname)}
        />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="space-y-6">
            <ProviderFacts
              provider={provider}
              notListed={data.notListed}
              claimable={data.dataSource.kind !== 'claimed' && data.dataSource.kind !== 'listed'}
            />
            <ProviderLocation data={named} />
            <RegistryFacts providerId={provider.id} />
            <ProviderProcedures procedures={data.procedures} practiceName={named.provider.practiceName} />
            <ProviderGallery providerId={provider.id} photos={data.photos} total={data.photoCount} />
            <ReviewsSection data={data} />
          </div>
          <ConsultationSection data={named} />
        </div>
      </div>
    </div>
  );
}

export const loader = loadQueries(async ({ params }, queryClient) => {
  const profile = getProviderQueryOptions(params.id ?? '', null);
  // The registry section needs the provider's number id, which the profile gives.
  const provider = await queryClient.ensureQueryData(profile).catch(() => undefined);
  return [
    profile,
    siteConfigQueryOptions,
    formTokenQueryOptions('lead'),
    ...(provider ? [getRegistryFactsQueryOptions(provider.provider.id)] : []),
  ];
});

/** The consultation form's own chunk, loaded before a page the server rendered is hydrated (app/router.tsx). */
export const preload = consultationForm.preload;
