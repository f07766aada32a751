// The map itself, loaded with import() only when a page shows a map: Leaflet and its styles never reach pages
// without one (the home page above all).
import 'leaflet/dist/leaflet.css';
import './map.css';
import {
  control,
  divIcon,
  type LatLngTuple,
  layerGroup,
  map as leafletMap,
  marker as leafletMarker,
  type Popup,
  tileLayer,
} from 'leaflet';
import type { MapTilesConfig } from '@shared/schemas/site-config';
import type { MapMarker } from './map-markers';

export interface MapOptions {
  tiles: MapTilesConfig;
  markers: MapMarker[];
  /** The zoom when there is one pin (more pins: the view fits them all). */
  zoom: number;
  /** Follows a popup's link inside the app instead of loading the page again. */
  onNavigate: (href: string) => void;
}

export interface MapHandle {
  setMarkers(markers: MapMarker[]): void;
  remove(): void;
}

const PIN =
  '<svg viewBox="0 0 32 40" aria-hidden="true" focusable="false"><path d="M16 1.5C8.3 1.5 2 7.6 2 15.2 2 25.3 16 38.5 16 38.5S30 25.3 30 15.2C30 7.6 23.7 1.5 16 1.5Z"/><circle cx="16" cy="15" r="7"/></svg>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function pinIcon(count: number) {
  return divIcon({
    className: 'ts-map-pin',
    html: count > 1 ? `${PIN}<span class="ts-map-pin-count">${count}</span>` : PIN,
    iconSize: [32, 40],
    iconAnchor: [16, 39],
    popupAnchor: [0, -36],
  });
}

/** The popup: each provider at the pin, linked to their page, with a line about them. */
function popupContent(marker: MapMarker, onNavigate: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'ts-map-popup';
  if (marker.places.length > 1) {
    const heading = document.createElement('p');
    heading.className = 'ts-map-popup-heading';
    heading.textContent = `${marker.places.length} providers here`;
    box.append(heading);
  }
  const list = document.createElement('ul');
  for (const place of marker.places) {
    const item = document.createElement('li');
    const name = document.createElement(place.href ? 'a' : 'strong');
    name.textContent = place.name;
    if (place.href && name instanceof HTMLAnchorElement) {
      const href = place.href;
      name.href = href;
      name.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(href);
      });
    }
    const detail = document.createElement('span');
    detail.textContent = place.detail;
    item.append(name, detail);
    list.append(item);
  }
  box.append(list);
  return box;
}

export function createMap(element: HTMLElement, options: MapOptions): MapHandle {
  const map = leafletMap(element, { scrollWheelZoom: false, zoomSnap: 0.5, zoomControl: false });
  // Bottom left: popups open above their pin, so they rarely reach that corner, and never cover the buttons.
  control.zoom({ position: 'bottomleft' }).addTo(map);
  // Only the tile provider's own credit, as plain text.
  map.attributionControl.setPrefix(false);
  tileLayer(options.tiles.url, {
    maxZoom: 19,
    attribution: options.tiles.attribution ? escapeHtml(options.tiles.attribution) : undefined,
  }).addTo(map);
  const pins = layerGroup().addTo(map);

  // A pin opened from the keyboard moves focus into its popup, and closing the popup brings it back to the pin.
  let returnFocusTo: HTMLElement | null = null;
  map.on('popupopen', (event: { popup: Popup }) => {
    const pin = document.activeElement;
    if (!(pin instanceof HTMLElement) || !pin.classList.contains('ts-map-pin')) return;
    returnFocusTo = pin;
    event.popup
      .getElement()
      ?.querySelector<HTMLElement>('.ts-map-popup a, .leaflet-popup-close-button')
      ?.focus();
  });
  // Leaflet closes a popup on Escape only while the map itself has focus; a pin or the popup may have it instead.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && element.querySelector('.leaflet-popup')) map.closePopup();
  };
  element.addEventListener('keydown', closeOnEscape);
  map.on('popupclose', (event: { popup: Popup }) => {
    const pin = returnFocusTo;
    returnFocusTo = null;
    const active = document.activeElement;
    if (
      pin?.isConnected &&
      (!active || active === document.body || event.popup.getElement()?.contains(active))
    )
      pin.focus();
  });

  function setMarkers(markers: MapMarker[]) {
    map.closePopup();
    pins.clearLayers();
    const points: LatLngTuple[] = [];
    for (const m of markers) {
      const point: LatLngTuple = [m.latitude, m.longitude];
      points.push(point);
      const pin = leafletMarker(point, { icon: pinIcon(m.places.length), title: m.label, riseOnHover: true });
      pin.bindPopup(
        () => {
          // As wide as the map leaves room for (a phone's map is narrower than a desktop popup), at most 260 px.
          const popup = pin.getPopup();
          if (popup) popup.options.maxWidth = Math.max(140, Math.min(260, element.clientWidth - 72));
          return popupContent(m, options.onNavigate);
        },
        { autoPanPadding: [16, 16] },
      );
      // The icon exists once the map has a view: name it then.
      pin.on('add', () => {
        const icon = pin.getElement();
        icon?.setAttribute('aria-label', m.label);
        icon?.setAttribute('aria-haspopup', 'true');
      });
      pins.addLayer(pin);
    }
    if (points.length === 1) map.setView(points[0], options.zoom);
    else if (points.length > 1) map.fitBounds(points, { padding: [40, 40], maxZoom: 14 });
  }

  setMarkers(options.markers);
  // The container changes size with the layout (a sidebar appearing, a phone turned): redraw the tiles to fit.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  return {
    setMarkers,
    remove() {
      resize.disconnect();
      element.removeEventListener('keydown', closeOnEscape);
      map.remove();
    },
  };
}
