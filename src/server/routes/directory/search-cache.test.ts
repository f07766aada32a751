import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { providers } from '../../db/schema';
import { seedDirectory } from '../../db/seed/directory';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
let reviewedId: number;
let renamedId: number;

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
  reviewedId = (
    await createProvider(t.db, { lastName: 'Reviewed', ratingAvg: 0, reviewCount: 0 }, ['rhinoplasty'])
  ).id;
  renamedId = (await createProvider(t.db, { lastName: 'Renamed' }, ['rhinoplasty'])).id;
});

afterEach(() => {
  vi.useRealTimers();
});

async function search(query: string) {
  const res = await t.request(`/api/search/providers?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProviderSearchResponse;
}
const card = (body: ProviderSearchResponse, id: number) => body.results.find((r) => r.id === id);

describe('search results cache', () => {
  it('shows a review posted through the API in the very next search', async () => {
    const query = 'procedure=rhinoplasty&location=Miami%2C%20FL';
    expect(card(await search(query), reviewedId)).toMatchObject({ ratingAvg: 0, reviewCount: 0 });
    const patient = await t.createUser();
    const posted = await t.request('/api/reviews', {
      method: 'POST',
      cookie: patient.cookie!,
      json: {
        providerId: reviewedId,
        procedureId: 'rhinoplasty',
        rating: 5,
        worthIt: 'worth_it',
        title: 'Natural result',
        body: 'Clear explanations at the consultation and a smooth recovery afterwards.',
        monthsSinceTreatment: 6,
      },
    });
    expect(posted.status).toBe(201);
    expect(card(await search(query), reviewedId)).toMatchObject({ ratingAvg: 5, reviewCount: 1 });
  });

  it('keeps one entry per query, whatever the order of its parameters, for a few seconds', async () => {
    // Time stands still until the test moves it, so no entry expires on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = 'procedure=rhinoplasty&location=Miami%2C%20FL&sort=rating';
    expect(card(await search(query), renamedId)?.displayName).toBe('Dr. Alex Renamed');
    // As another process would write: straight to the database, so nothing in this process clears the cache.
    await t.db.update(providers).set({ displayName: 'Dr. Alex Newname' }).where(eq(providers.id, renamedId));

    const reordered = 'sort=rating&location=Miami%2C%20FL&procedure=rhinoplasty&page=1';
    expect(card(await search(reordered), renamedId)?.displayName).toBe('Dr. Alex Renamed');
    const other = 'procedure=rhinoplasty&location=Miami%2C%20FL&sort=reviews';
    expect(card(await search(other), renamedId)?.displayName).toBe('Dr. Alex Newname');

    vi.setSystemTime(Date.now() + 5_001);
    expect(card(await search(query), renamedId)?.displayName).toBe('Dr. Alex Newname');
  });
});
