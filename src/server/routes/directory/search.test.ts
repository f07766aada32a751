import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { seedDirectory } from '../../db/seed/directory';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();

// Around downtown Miami (33131): distances grow with the index; one provider is in Orlando, ~200 miles away.
const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
  const add = async (key: string, o: Parameters<typeof createProvider>[1], procedures: string[]) => {
    ids[key] = (await createProvider(t.db, { locationId: 'miami-fl', ...o }, procedures)).id;
  };
  await add(
    'smith',
    {
      lastName: 'Smith',
      displayName: 'Dr. Alex Smith',
      latitude: 25.7634,
      longitude: -80.1916,
      ratingAvg: 4.9,
      reviewCount: 40,
    },
    ['rhinoplasty', 'brazilian-butt-lift'],
  );
  await add(
    'jones',
    {
      lastName: 'Jones',
      displayName: 'Dr. Alex Jones',
      latitude: 25.79,
      longitude: -80.2,
      ratingAvg: 4.2,
      reviewCount: 90,
      verified: false,
    },
    ['rhinoplasty', 'botox'],
  );
  await add(
    'nguyen',
    {
      lastName: 'Nguyen',
      displayName: 'Dr. Alex Nguyen',
      latitude: 25.85,
      longitude: -80.25,
      ratingAvg: 3.5,
      reviewCount: 5,
      acceptingNewPatients: false,
    },
    ['rhinoplasty'],
  );
  await add(
    'spa',
    {
      lastName: 'Rivera',
      displayName: 'Alex Rivera',
      credentials: 'NP',
      specialty: 'Medical Spa',
      boardCertified: false,
      boardName: null,
      latitude: 25.7,
      longitude: -80.3,
      ratingAvg: 4.6,
      reviewCount: 12,
    },
    ['botox', 'gpl-1'],
  );
  await add(
    'orlando',
    {
      lastName: 'Patel',
      displayName: 'Dr. Alex Patel',
      city: 'Orlando',
      zip: '32801',
      locationId: 'orlando-fl',
      latitude: 28.5383,
      longitude: -81.3792,
      ratingAvg: 4.8,
      reviewCount: 7,
    },
    ['rhinoplasty'],
  );
  for (let i = 0; i < 5; i++) {
    await add(
      `extra${i}`,
      {
        lastName: `Extra${i}`,
        displayName: `Dr. Sam Extra${i}`,
        latitude: MIAMI.latitude + 0.01 * i,
        longitude: MIAMI.longitude,
        ratingAvg: 4,
        reviewCount: 10,
      },
      ['liposuction'],
    );
  }
});

async function search(query: string) {
  const res = await t.request(`/api/search/providers?${query}`);
  return {
    status: res.status,
    body: (await res.json()) as ProviderSearchResponse & { error?: { message: string } },
  };
}
const resultIds = (body: ProviderSearchResponse) => body.results.map((r) => r.id);

describe('GET /api/search/providers — procedures', () => {
  it.each([
    ['nose job', 'rhinoplasty'],
    ['Rhinoplasty (Nose Job)', 'rhinoplasty'],
    ['BBL', 'brazilian-butt-lift'],
    ['GLP-1', 'gpl-1'],
    ['botox', 'botox'],
    ['rhinoplasy', 'rhinoplasty'],
  ])('resolves "%s" to %s and lists only providers who offer it', async (text, id) => {
    const { status, body } = await search(`procedure=${encodeURIComponent(text)}&location=33131`);
    expect(status).toBe(200);
    expect(body.resolved.procedure?.id).toBe(id);
    expect(body.total).toBeGreaterThan(0);
    for (const r of body.results) expect(r.price?.procedureId).toBe(id);
  });

  it('answers an unknown procedure with an empty result, a clear notice and suggestions', async () => {
    const { status, body } = await search('procedure=hair%20transplant');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.notice).toMatch(
      /^We couldn't find a procedure called "hair transplant"\. Try one from the list/,
    );
    expect(body.suggestions?.procedures?.length).toBeGreaterThan(0);
  });
});

describe('GET /api/search/providers — names', () => {
  it('finds Smith when the name is misspelled, ignoring the title', async () => {
    const { body } = await search(`provider=${encodeURIComponent('Dr. Smiht')}&searchType=provider`);
    expect(resultIds(body)[0]).toBe(ids.smith);
    expect(resultIds(body)).not.toContain(ids.jones);
  });

  it('finds a practice by its name', async () => {
    const { body } = await search(`provider=${encodeURIComponent('Jones Aesthetic')}`);
    expect(resultIds(body)[0]).toBe(ids.jones);
  });
});

describe('GET /api/search/providers — locations', () => {
  it('orders a ZIP search by distance and leaves out providers beyond the radius', async () => {
    const { body } = await search('procedure=rhinoplasty&location=33131&sort=distance');
    expect(body.resolved.location).toMatchObject({ kind: 'zip', radius: 25 });
    expect(resultIds(body)).toEqual([ids.smith, ids.jones, ids.nguyen]);
    const miles = body.results.map((r) => r.distanceMiles!);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(miles[0]).toBeLessThan(1);
  });

  it('widens to the Orlando provider with a 250-mile radius', async () => {
    const { body } = await search('procedure=rhinoplasty&location=33131&radius=250&sort=distance');
    expect(resultIds(body).at(-1)).toBe(ids.orlando);
  });

  it.each(['Miami, FL', 'Miami', 'miami fl', 'Miami, Florida'])('understands "%s"', async (text) => {
    const { body } = await search(`location=${encodeURIComponent(text)}`);
    expect(body.resolved.location).toMatchObject({ label: 'Miami, FL', kind: 'city' });
    expect(body.total).toBe(9);
  });

  it.each([
    ['Miami Florida', 'Miami, FL'],
    ['miami  fl ', 'Miami, FL'],
    ['33139', '33139 (Miami Beach, FL)'],
    ['Pasadena, CA', 'Pasadena, CA'],
    ['NYC', 'New York, NY'],
    ['philly', 'Philadelphia, PA'],
    ['Boise', 'Boise, ID'],
    ['st. louis', 'Saint Louis, MO'],
  ])('knows "%s" from the US gazetteer, not only the metros we seeded', async (text, label) => {
    const { status, body } = await search(`location=${encodeURIComponent(text)}`);
    expect(status).toBe(200);
    expect(body.resolved.location?.label).toBe(label);
    expect(body.resolved.location?.kind).not.toBe('state');
    expect(body.notice).toBeUndefined();
  });

  it('says which place a misspelling was read as', async () => {
    const { body } = await search(`location=${encodeURIComponent('pasedena ca')}`);
    expect(body.resolved.location?.label).toBe('Pasadena, CA');
    expect(body.notice).toBe('Showing results for Pasadena, CA.');
  });

  it('a small town far from every provider says so and suggests the nearest places', async () => {
    const { body } = await search(
      `procedure=rhinoplasty&location=${encodeURIComponent('Key West, FL')}&radius=25`,
    );
    expect(body.resolved.location?.label).toBe('Key West, FL');
    expect(body.total).toBe(0);
    expect(body.suggestions?.nearbyLocations.length).toBeGreaterThan(0);
    // The nearest rhinoplasty providers themselves, nearest first, each with its distance (Miami is ~130 miles).
    const nearest = body.suggestions?.nearestProviders ?? [];
    expect(nearest.map((p) => p.id)).toEqual([ids.smith, ids.jones, ids.nguyen]);
    expect(nearest.every((p) => p.price?.procedureId === 'rhinoplasty')).toBe(true);
    const miles = nearest.map((p) => p.distanceMiles ?? 0);
    expect(miles[0]).toBeGreaterThan(100);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it.each(['FL', 'Florida'])('searches a whole state for "%s"', async (text) => {
    const { body } = await search(`location=${text}&procedure=rhinoplasty`);
    expect(body.resolved.location).toMatchObject({ label: 'Florida', kind: 'state', radius: null });
    expect(resultIds(body)).toContain(ids.orlando);
    expect(body.results.every((r) => r.distanceMiles === null)).toBe(true);
  });

  it('searches around the browser position', async () => {
    const { body } = await search(`lat=${MIAMI.latitude}&lng=${MIAMI.longitude}&radius=5&sort=distance`);
    expect(body.resolved.location?.kind).toBe('position');
    expect(resultIds(body)).not.toContain(ids.orlando);
    expect(body.results[0].distanceMiles).toBeLessThan(1);
  });

  it('suggests a wider radius and nearby cities when nobody is in range', async () => {
    const { body } = await search('procedure=rhinoplasty&location=Tampa,%20FL&radius=25');
    expect(body.total).toBe(0);
    expect(body.suggestions?.widerRadius).toBe(100);
    expect(body.suggestions?.nearbyLocations.map((n) => n.id)).toContain('orlando-fl');
  });

  it('suggests no place or provider when nobody anywhere lists the procedure with these filters', async () => {
    const { body } = await search(
      `procedure=rhinoplasty&specialty=${encodeURIComponent('Nutrition & Wellness')}&location=Tampa,%20FL&radius=25`,
    );
    expect(body.total).toBe(0);
    expect(body.suggestions?.widerRadius).toBeUndefined();
    expect(body.suggestions?.nearbyLocations).toEqual([]);
    expect(body.suggestions?.nearestProviders).toEqual([]);
  });
});

describe('GET /api/search/providers — filters, sort, pages', () => {
  it('narrows with each filter', async () => {
    const all = (await search('location=33131&procedure=rhinoplasty')).body.total;
    expect(all).toBe(3);
    expect((await search('location=33131&procedure=rhinoplasty&verified=true')).body.total).toBe(2);
    expect((await search('location=33131&procedure=rhinoplasty&accepting=true')).body.total).toBe(2);
    expect((await search('location=33131&procedure=rhinoplasty&minRating=4.5')).body.total).toBe(1);
    const spa = await search('location=33131&specialty=Medical%20Spa');
    expect(resultIds(spa.body)).toEqual([ids.spa]);
  });

  it('sorts by rating and by review count', async () => {
    const byRating = (await search('location=33131&procedure=rhinoplasty&sort=rating')).body;
    expect(resultIds(byRating)).toEqual([ids.smith, ids.jones, ids.nguyen]);
    const byReviews = (await search('location=33131&procedure=rhinoplasty&sort=reviews')).body;
    expect(resultIds(byReviews)).toEqual([ids.jones, ids.smith, ids.nguyen]);
  });

  it('pages without duplicates or gaps', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await search(`location=Miami&pageSize=3&page=${page}`);
      expect(body.total).toBe(9);
      seen.push(...resultIds(body));
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('returns an empty page past the end', async () => {
    const { status, body } = await search('page=999999');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.total).toBe(10);
  });

  it('shows offered procedures with prices when no procedure was searched', async () => {
    const { body } = await search('provider=Smith');
    expect(body.results[0].procedures.map((p) => p.procedureId).sort()).toEqual([
      'brazilian-butt-lift',
      'rhinoplasty',
    ]);
    expect(body.results[0].price).toBeNull();
  });
});

describe('GET /api/search/providers — bad input', () => {
  it.each([
    [
      'location=asdfgh',
      'We couldn\'t find "asdfgh". Try a city and state (for example Miami, FL), a state, or a 5-digit ZIP code.',
    ],
    [
      'location=99999',
      'ZIP code 99999 is not a US ZIP code we know. Check the digits, or try a city and state, for example Miami, FL.',
    ],
    ['page=abc', 'Page must be a whole number.'],
    ['page=0', 'Page numbers start at 1.'],
    ['pageSize=500', 'Page size can be at most 50.'],
    ['radius=1000', 'Radius can be at most 250 miles.'],
    ['lat=25.7', 'Send both latitude and longitude, or neither.'],
    ['sort=cheapest', 'Sort by relevance, distance, rating or reviews.'],
    ['specialty=Astrology', 'Please choose a specialty from the list.'],
    ['minRating=9', 'Minimum rating must be between 0 and 5.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
  });
});

describe('GET /api/search/autocomplete', () => {
  it('lists the whole catalogue in its four groups when empty', async () => {
    const res = await t.request('/api/search/autocomplete?q=');
    const body = await res.json();
    expect(body.procedures.map((g: { categoryName: string }) => g.categoryName)).toEqual([
      'Surgical Procedures',
      'Non-Surgical',
      'Weight Loss Surgeries',
      'Health & Wellness',
    ]);
  });

  it('matches procedures by alias and providers by name', async () => {
    const body = await (await t.request('/api/search/autocomplete?q=nose')).json();
    expect(body.procedures[0].items[0].id).toBe('rhinoplasty');
    const names = await (await t.request('/api/search/autocomplete?q=smit')).json();
    expect(names.providers[0]).toMatchObject({ id: ids.smith, displayName: 'Dr. Alex Smith' });
  });
});

describe('GET /api/search/places', () => {
  const places = async (q: string) =>
    (
      (await (await t.request(`/api/search/places?q=${encodeURIComponent(q)}`)).json()) as {
        places: { value: string; label: string; kind: string }[];
      }
    ).places;

  it.each([
    ['pasad', 'Pasadena, CA'],
    ['Pasadena, T', 'Pasadena, TX'],
    ['miami', 'Miami, FL'],
    ['flor', 'Florida'],
    ['saint lou', 'Saint Louis, MO'],
  ])('suggests %j first as %s', async (typed, label) => {
    expect((await places(typed))[0]?.label).toBe(label);
  });

  it('suggests ZIP codes from three digits, putting the bare code in the box', async () => {
    const zips = await places('331');
    expect(zips[0]).toMatchObject({ kind: 'zip', value: expect.stringMatching(/^331\d\d$/) });
    expect(zips[0].label).toMatch(/^331\d\d \(.+, FL\)$/);
    expect(await places('33')).toEqual([]);
  });

  it('answers a single letter or nonsense with no suggestions', async () => {
    expect(await places('m')).toEqual([]);
    expect(await places('qqqqzz')).toEqual([]);
  });
});

describe('GET /api/directory/photos', () => {
  it('draws a cacheable SVG for a provider and 404s for an unknown one', async () => {
    const res = await t.request(`/api/directory/photos/${ids.smith}/0.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('<svg');
    expect((await t.request('/api/directory/photos/999999/1.svg')).status).toBe(404);
  });
});
