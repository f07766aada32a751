import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { seedDirectory } from '../../db/seed/directory';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
});

async function search(query: string) {
  const res = await t.request(`/api/search/providers?${query}`);
  return (await res.json()) as ProviderSearchResponse;
}
const resultIds = (body: ProviderSearchResponse) => body.results.map((r) => r.id);

describe('GET /api/search/providers — ranking typed names', () => {
  it('ranks the practice called exactly what was typed first, then names that start with it', async () => {
    const harbor = async (practiceName: string, rating: number) =>
      (
        await createProvider(t.db, {
          locationId: 'miami-fl',
          lastName: 'Okafor',
          displayName: `Dr. ${practiceName.split(' ')[0]} Okafor`,
          practiceName,
          ratingAvg: rating,
          reviewCount: 200,
        })
      ).id;
    // Better rated and more reviewed than the exact match, sharing one or both of its words.
    const others = [
      await harbor('Luxe Aesthetics Harbor', 5),
      await harbor('Harbour Aesthetics Miami', 5),
      await harbor('Bay Harbor Skin & Aesthetics', 5),
    ];
    const prefix = await harbor('Harbor Aesthetics & Laser of Coral Gables', 4.9);
    const exact = await harbor('Harbor Aesthetics', 3.9);
    const body = await search(`provider=${encodeURIComponent('harbor aesthetics')}`);
    expect(resultIds(body).slice(0, 2)).toEqual([exact, prefix]);
    expect(resultIds(body)).toEqual(expect.arrayContaining(others));
    const typedWithPunctuation = await search(`provider=${encodeURIComponent('Harbor Aesthetics & Laser')}`);
    expect(resultIds(typedWithPunctuation)[0]).toBe(prefix);
  });
});
