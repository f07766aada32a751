// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedProvider } from '@shared/schemas/favorites';
import { CompareTable } from './compare-table';

afterEach(cleanup);

function saved(id: number, source: string, practiceName: string | null): SavedProvider {
  // An unclaimed registry record holds nothing the registry does not say: no practice, new patients or languages.
  const registry = source === 'registry';
  return {
    provider: {
      id,
      displayName: `Dr. Person ${id}`,
      credentials: 'MD',
      specialty: 'Dermatology',
      practiceName,
      city: 'Miami',
      state: 'FL',
      boardCertified: false,
      verified: true,
      verification: { npi: '2026-11-28' },
      acceptingNewPatients: registry ? null : true,
      ratingAvg: 0,
      reviewCount: 0,
      source,
      price: null,
      boardName: null,
      yearsInPractice: 0,
      languages: registry ? [] : ['English'],
      latitude: 25.77,
      longitude: -80.2,
    },
    procedures: [],
    note: '',
    savedAt: '2026-11-28T12:00:00.000Z',
    distanceMiles: null,
  } as SavedProvider;
}

const cells = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label}`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('comparing saved providers', () => {
  it('says "Not listed" for what an unclaimed registry record does not say, and names no practice for it', () => {
    render(
      <MemoryRouter>
        <CompareTable
          items={[saved(1, 'registry', null), saved(2, 'listed', 'Bayside Plastic Surgery')]}
          distanceFrom={null}
        />
      </MemoryRouter>,
    );
    expect(cells('New patients')).toEqual(['Not listed', 'Accepting']);
    expect(cells('Languages')).toEqual(['Not listed', 'English']);
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('Dr. Person 1');
    expect(screen.getByText('Bayside Plastic Surgery')).toBeTruthy();
  });
});
