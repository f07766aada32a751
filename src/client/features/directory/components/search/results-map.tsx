import { Map as MapIcon } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useMapTiles } from '@client/lib/site-config';
import { markersFor } from '../map/map-markers';
import { MapView } from '../map/map-view';
import { formatMiles } from '@shared/format';

// Tailwind's xl: from here the map sits beside the list; narrower screens open it above the list on request.
const SIDE_BY_SIDE = '(min-width: 80rem)';

function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The server renders the narrow layout's markup; CSS already lays it out for wide screens.
    () => false,
  );
}

/**
 * The results list with a map of this page's providers beside it, when the search has a place and the site has
 * map tiles (MAP_TILES_URL). Without tiles it is the list alone: the cards give each distance. The list comes
 * first in the page's order, so it stays the main content for keyboards and screen readers.
 */
export function ResultsWithMap({
  data,
  children,
}: {
  data: ProviderSearchResponse | undefined;
  children: ReactNode;
}) {
  const tiles = useMapTiles();
  const mapId = useId();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const [open, setOpen] = useState(false);
  const place = data?.resolved.location?.label;
  const markers = useMemo(
    () =>
      markersFor(
        (data?.results ?? []).map((p) => ({
          id: p.id,
          latitude: p.latitude,
          longitude: p.longitude,
          name: p.credentials ? `${p.displayName}, ${p.credentials}` : p.displayName,
          detail: [p.practiceName, p.distanceMiles === null ? null : formatMiles(p.distanceMiles)]
            .filter(Boolean)
            .join(' · '),
          href: paths.provider.href(p.id),
        })),
      ),
    [data?.results],
  );
  if (!tiles || !place || markers.length === 0) return <>{children}</>;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start xl:gap-6">
      <div className="xl:hidden">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={mapId}
          onClick={() => setOpen(!open)}
        >
          <MapIcon aria-hidden="true" />
          {open ? 'Hide map' : 'Show map'}
        </Button>
      </div>
      <div className="order-2 min-w-0 xl:order-none xl:col-start-1 xl:row-start-1">{children}</div>
      <div
        id={mapId}
        className={`${open ? '' : 'hidden'} order-1 h-72 sm:h-96 xl:sticky xl:top-24 xl:order-none xl:col-start-2 xl:row-start-1 xl:block xl:h-[min(40rem,calc(100vh-8rem))]`}
      >
        {sideBySide || open ? (
          <MapView
            tiles={tiles}
            markers={markers}
            label={`Map of the providers on this page, near ${place}`}
            className="h-full"
          />
        ) : null}
      </div>
    </div>
  );
}
