import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useMapTiles } from '@client/lib/site-config';
import { type DirectionsPlace, postalAddress } from '../map/directions';
import { DirectionsLink } from '../map/directions-link';
import { markersFor } from '../map/map-markers';
import { MapView } from '../map/map-view';
import { formatMiles } from '@shared/format';
import type { PracticeShown } from './practice-shown';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Where the practice is: a map with its pin when the site has map tiles (MAP_TILES_URL), the address and the
 * distance otherwise, and directions either way.
 */
export function ProviderLocation({ data }: { data: PracticeShown }) {
  const { provider } = data;
  const tiles = useMapTiles();
  // Registry records are placed at their ZIP code's centre, not at the building.
  const precise = data.dataSource.kind !== 'registry';
  const place: DirectionsPlace = {
    latitude: provider.latitude,
    longitude: provider.longitude,
    precise,
    addressLine: provider.addressLine,
    city: provider.city,
    state: provider.state,
    zip: provider.zip,
  };
  const address = postalAddress(place);
  const markers = useMemo(
    () =>
      markersFor([
        {
          id: provider.id,
          latitude: provider.latitude,
          longitude: provider.longitude,
          name: provider.practiceName,
          detail: precise ? address : `${address} (approximate position: the ZIP code's area)`,
        },
      ]),
    [provider.id, provider.latitude, provider.longitude, provider.practiceName, address, precise],
  );
  const distance =
    data.distanceMiles === null
      ? null
      : `${capitalized(formatMiles(data.distanceMiles))} from ${data.distanceFrom}`;

  return (
    <section
      id="location"
      aria-labelledby="location-heading"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="location-heading" className="text-xl font-semibold text-ink">
        Location
      </h2>
      {tiles ? (
        <MapView
          tiles={tiles}
          markers={markers}
          label={`Map showing where ${provider.practiceName} is`}
          zoom={precise ? 15 : 13}
          className="mt-4 h-64 sm:h-80"
        />
      ) : null}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <MapPin aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <address className="not-italic leading-6 text-ink">
              <span className="block font-medium">{provider.practiceName}</span>
              {provider.addressLine ? <span className="block">{provider.addressLine}</span> : null}
              <span className="block">
                {provider.city}, {provider.state} {provider.zip}
              </span>
            </address>
            {distance ? <p className="mt-1 text-sm font-medium text-ink">{distance}</p> : null}
            {tiles && !precise ? (
              <p className="mt-1 text-sm text-muted">
                The pin marks the ZIP code’s area: the NPI registry lists the address, not its position.
              </p>
            ) : null}
          </div>
        </div>
        <DirectionsLink place={place} practiceName={provider.practiceName} />
      </div>
    </section>
  );
}
