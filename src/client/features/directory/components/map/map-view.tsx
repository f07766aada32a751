import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@client/components/ui/cn';
import type { MapTilesConfig } from '@shared/schemas/site-config';
import type { MapHandle } from './leaflet-map';
import type { MapMarker } from './map-markers';

interface Props {
  tiles: MapTilesConfig;
  markers: MapMarker[];
  /** What the map shows, for screen readers: the page's text says the same, so the map is a companion to it. */
  label: string;
  /** The zoom for a single pin. */
  zoom?: number;
  className?: string;
}

/**
 * A map with pins. Leaflet is fetched with import() when the first map mounts, never with the page itself; the
 * server's render and the first paint show the empty frame, sized, so nothing moves when the map fills it.
 */
export function MapView({ tiles, markers, label, zoom = 14, className }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const latest = useRef({ markers, navigate });
  latest.current = { markers, navigate };
  // Pins are redrawn (and the view refitted) when they change, not whenever the page renders a new array.
  const markerKey = JSON.stringify(markers);

  useEffect(() => {
    let cancelled = false;
    import('./leaflet-map')
      .then(({ createMap }) => {
        if (cancelled || !container.current) return;
        handle.current = createMap(container.current, {
          tiles: { url: tiles.url, attribution: tiles.attribution },
          markers: latest.current.markers,
          zoom,
          onNavigate: (href) => latest.current.navigate(href),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      handle.current?.remove();
      handle.current = null;
    };
  }, [tiles.url, tiles.attribution, zoom]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: markerKey stands for the markers' content.
  useEffect(() => {
    handle.current?.setMarkers(latest.current.markers);
  }, [markerKey]);

  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative isolate overflow-hidden rounded-xl border border-line bg-surface', className)}
    >
      <div ref={container} className="absolute inset-0" />
      {failed ? (
        <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-muted">
          The map could not be loaded.
        </p>
      ) : null}
    </div>
  );
}
