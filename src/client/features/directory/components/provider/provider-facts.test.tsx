// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { notListedFacts } from '@shared/practice-facts';
import type { ProviderDetail } from '@shared/schemas/provider';
import { ProviderFacts } from './provider-facts';

afterEach(cleanup);

// As the NPI import stores a clinician: nothing a practice tells patients.
const registry = {
  id: 2,
  displayName: 'Dr. Sofia Ramirez',
  bio: '',
  yearsInPractice: 0,
  boardCertified: false,
  boardName: null,
  practiceName: null,
  acceptingNewPatients: null,
  languages: [],
  addressLine: '1200 Alton Rd',
  city: 'Miami Beach',
  state: 'FL',
  zip: '33139',
  phone: null,
  website: null,
} as unknown as ProviderDetail;

const fact = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');

describe('ProviderFacts', () => {
  it('says "Not listed" for what the profile does not say, and asks the practice to claim it', () => {
    render(
      <MemoryRouter>
        <ProviderFacts provider={registry} notListed={notListedFacts(registry)} />
      </MemoryRouter>,
    );
    for (const label of ['New patients', 'Languages', 'Practice']) {
      expect(fact(label).textContent).toMatch(
        /^Not listedIs this your practice\? Claim this profile to add it\./,
      );
    }
    expect(screen.queryByText(/Accepting/)).toBeNull();
    expect(screen.queryByText(/English/)).toBeNull();
  });

  it('on a managed profile: "Not listed" without the claim prompt, and what the practice said', () => {
    const claimed = { ...registry, acceptingNewPatients: false, languages: ['English', 'Spanish'] };
    render(
      <MemoryRouter>
        <ProviderFacts provider={claimed} notListed={notListedFacts(claimed)} claimable={false} />
      </MemoryRouter>,
    );
    expect(fact('New patients').textContent).toBe('Not accepting new patients right now');
    expect(fact('Languages').textContent).toBe('English, Spanish');
    expect(fact('Practice').textContent).toMatch(/^Not listed1200 Alton Rd/);
    expect(screen.queryByRole('link', { name: 'Claim this profile' })).toBeNull();
  });
});
