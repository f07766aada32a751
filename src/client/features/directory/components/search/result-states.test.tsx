// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { EmptyResults } from './result-states';

afterEach(cleanup);

const nobody = {
  results: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  confirmedTotal: 0,
  resolved: {
    location: { label: 'Miami, FL', lat: 25.77, lng: -80.21, radius: 25, kind: 'city' },
    procedure: { id: 'botox', name: 'Botox' },
  },
  suggestions: { nearbyLocations: [], nearestProviders: [] },
} as unknown as ProviderSearchResponse;

describe('an empty procedure search', () => {
  it('with "Confirmed only" says nobody lists it themselves and offers the clinicians who usually offer it', () => {
    const onChange = vi.fn();
    render(
      <EmptyResults
        data={nobody}
        state={{ procedure: 'botox', confirmed: 'true' }}
        onChange={onChange}
        hasFilters
      />,
    );
    expect(screen.getByText('No provider near Miami, FL lists Botox themselves')).toBeTruthy();
    expect(screen.queryByText(/No Botox found/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Include clinicians who usually offer Botox' }));
    expect(onChange).toHaveBeenLastCalledWith({ confirmed: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ confirmed: '', specialty: '' }));
  });

  it('without it says nothing matched', () => {
    render(
      <EmptyResults data={nobody} state={{ procedure: 'botox' }} onChange={vi.fn()} hasFilters={false} />,
    );
    expect(screen.getByText('No Botox found near Miami, FL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /usually offer/ })).toBeNull();
  });
});
