// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSourceKind } from '@shared/schemas/provider';
import type { ProviderSearchCard, ProviderSearchResponse } from '@shared/schemas/search';
import type { MapTilesConfig } from '@shared/schemas/site-config';
import { siteConfigQueryOptions } from '@client/lib/site-config';
import { ProviderLocation } from '../provider/provider-location';
import type { PracticeShown } from '../provider/practice-shown';
import { ResultsWithMap } from '../search/results-map';
import { directionsHref } from './directions';
import { markersFor } from './map-markers';

afterEach(cleanup);

const TILES: MapTilesConfig = {
  url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
  attribution: 'Tiles © Example',
};

function withConfig(mapTiles: MapTilesConfig | null, children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(siteConfigQueryOptions.queryKey, { mapTiles, signUpClosed: null });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const address = { addressLine: '1200 Brickell Ave Ste 310', city: 'Miami', state: 'FL', zip: '33131' };

describe('directionsHref', () => {
  it('sends the coordinates when they mark the building', () => {
    expect(directionsHref({ ...address, latitude: 25.7634123456, longitude: -80.1918, precise: true })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=25.763412,-80.1918',
    );
  });

  it('sends the address for registry records (placed at their ZIP code) and when coordinates are missing', () => {
    const expected =
      'https://www.google.com/maps/dir/?api=1&destination=1200%20Brickell%20Ave%20Ste%20310%2C%20Miami%2C%20FL%2033131';
    expect(directionsHref({ ...address, latitude: 25.76, longitude: -80.19, precise: false })).toBe(expected);
    expect(directionsHref({ ...address, latitude: null, longitude: null, precise: true })).toBe(expected);
    expect(
      directionsHref({ ...address, addressLine: '', latitude: null, longitude: null, precise: true }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=Miami%2C%20FL%2033131');
  });
});

describe('markersFor', () => {
  it('puts providers at the same point on one pin that names them all', () => {
    const place = (id: number, latitude: number, name: string) => ({
      id,
      latitude,
      longitude: -80.2,
      name,
      detail: '',
    });
    const markers = markersFor([place(1, 25.7, 'Dr. A'), place(2, 25.8, 'Dr. B'), place(3, 25.7, 'Dr. C')]);
    expect(markers.map((m) => [m.label, m.places.map((p) => p.id)])).toEqual([
      ['2 providers: Dr. A, Dr. C', [1, 3]],
      ['Dr. B', [2]],
    ]);
  });
});

function profile(kind: DataSourceKind, distanceMiles: number | null = null) {
  return {
    provider: {
      id: 7,
      practiceName: 'Harbor Aesthetics',
      displayName: 'Dr. Ana Ruiz',
      latitude: 25.7634,
      longitude: -80.1918,
      ...address,
    },
    dataSource: { kind, label: '', description: '' },
    distanceMiles,
    distanceFrom: distanceMiles === null ? null : 'Miami, FL',
  } as unknown as PracticeShown;
}

describe('ProviderLocation', () => {
  it('without map tiles: a location card with the address, the distance and directions, and no map', () => {
    render(withConfig(null, <ProviderLocation data={profile('sample', 2.4)} />));
    const section = screen.getByRole('region', { name: 'Location' });
    expect(section.querySelector('address')?.textContent).toBe(
      'Harbor Aesthetics1200 Brickell Ave Ste 310Miami, FL 33131',
    );
    expect(within(section).getByText('2.4 mi from Miami, FL')).toBeTruthy();
    const link = within(section).getByRole('link', { name: /^Directions to Harbor Aesthetics/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=25.7634,-80.1918',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('region', { name: /^Map/ })).toBeNull();
  });

  it('a registry record: directions by address', () => {
    render(withConfig(null, <ProviderLocation data={profile('registry')} />));
    expect(screen.getByRole('link', { name: /^Directions to Harbor Aesthetics/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1200%20Brickell%20Ave%20Ste%20310%2C%20Miami%2C%20FL%2033131',
    );
  });

  it('with map tiles: a labelled map whose tiles come from the template, with a labelled pin', async () => {
    render(withConfig(TILES, <ProviderLocation data={profile('sample')} />));
    const map = screen.getByRole('region', { name: 'Map showing where Harbor Aesthetics is' });
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull(), { timeout: 10_000 });
    const pin = await waitFor(() => {
      const found = map.querySelector('.ts-map-pin');
      if (!found) throw new Error('no pin yet');
      return found;
    });
    expect(pin.getAttribute('aria-label')).toBe('Harbor Aesthetics');
    expect(pin.getAttribute('tabindex')).toBe('0');
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toBe('Tiles © Example');
    expect(screen.getByRole('link', { name: /^Directions to Harbor Aesthetics/ })).toBeTruthy();
  });
});

function searchData(location: boolean): ProviderSearchResponse {
  const card = (id: number, latitude: number) =>
    ({
      id,
      displayName: `Dr. Provider ${id}`,
      credentials: 'MD',
      practiceName: `Practice ${id}`,
      latitude,
      longitude: -80.2,
      distanceMiles: 1.5,
    }) as ProviderSearchCard;
  return {
    results: [card(1, 25.7), card(2, 25.8)],
    total: 2,
    totalCapped: false,
    page: 1,
    pageSize: 10,
    resolved: location
      ? { location: { label: 'Miami, FL', lat: 25.77, lng: -80.19, radius: 25, kind: 'city' } }
      : {},
  };
}

describe('ResultsWithMap', () => {
  const list = <ol aria-label="Results list" />;

  it('is the list alone without map tiles, or without a searched place', () => {
    const { container } = render(
      withConfig(null, <ResultsWithMap data={searchData(true)}>{list}</ResultsWithMap>),
    );
    expect(container.innerHTML).toBe('<ol aria-label="Results list"></ol>');
    cleanup();
    const other = render(withConfig(TILES, <ResultsWithMap data={searchData(false)}>{list}</ResultsWithMap>));
    expect(other.container.innerHTML).toBe('<ol aria-label="Results list"></ol>');
  });

  it('with tiles and a place: the list first, and a map opened on request with a pin per provider', async () => {
    render(withConfig(TILES, <ResultsWithMap data={searchData(true)}>{list}</ResultsWithMap>));
    const toggle = screen.getByRole('button', { name: 'Show map' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Narrow screen (happy-dom matches no min-width query): the map loads only once asked for.
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide map');
    const map = screen.getByRole('region', { name: 'Map of the providers on this page, near Miami, FL' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(map)).toBe(true);
    await waitFor(() => expect(map.querySelectorAll('.ts-map-pin')).toHaveLength(2), { timeout: 10_000 });
    expect([...map.querySelectorAll('.ts-map-pin')].map((p) => p.getAttribute('aria-label'))).toEqual([
      'Dr. Provider 1, MD',
      'Dr. Provider 2, MD',
    ]);
  });
});
