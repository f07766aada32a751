import { beforeAll, describe, expect, it } from 'vitest';
import type {
  LocationDetailResponse,
  ProcedureCatalogueResponse,
  ProcedureDetailResponse,
} from '@shared/schemas/directory';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { seedMiami } from '../../imports/testing';
import { clearMicroCaches } from '../../http/micro-cache';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();

// In Miami: two providers who list Botox (one a dermatologist, one a plastic surgeon), four registry clinicians who
// list nothing (two dermatologists, an oculoplastic surgeon, a Mohs surgeon), and a sample dermatologist who lists
// only rhinoplasty. A registry dermatologist in Boston, out of the radius.
beforeAll(async () => {
  await seedMiami(t.db);
  await createProvider(t.db, { lastName: 'Listed', specialty: 'Dermatology', ratingAvg: 3, reviewCount: 2 }, [
    'botox',
  ]);
  await createProvider(t.db, { lastName: 'Surgeon', ratingAvg: 3.5, reviewCount: 4 }, [
    'botox',
    'rhinoplasty',
  ]);
  const registry = (
    lastName: string,
    registryTaxonomy: string,
    specialty: string,
    ratingAvg = 0,
    extra = {},
  ) =>
    createProvider(
      t.db,
      {
        lastName,
        source: 'registry',
        registryTaxonomy,
        specialty,
        boardCertified: false,
        ratingAvg,
        // As the NPI import writes a record: the registry says nothing a practice tells patients.
        practiceName: null,
        acceptingNewPatients: null,
        languages: [],
        ...extra,
      },
      [],
    );
  const miami = { locationId: 'miami-fl' };
  await registry('Derm', '207N00000X', 'Dermatology', 0, miami);
  await registry('Procedural', '207NS0135X', 'Dermatology', 0, miami);
  await registry('Eyelid', '207WX0200X', 'Facial Plastic Surgery', 0, miami);
  await registry('Mohs', '207ND0101X', 'Dermatology', 0, miami);
  await registry('Boston', '207N00000X', 'Dermatology', 0, {
    city: 'Boston',
    state: 'MA',
    latitude: 42.36,
    longitude: -71.06,
  });
  await createProvider(t.db, { lastName: 'Nose', specialty: 'Dermatology' }, ['rhinoplasty']);
});

async function search(query: string) {
  clearMicroCaches();
  const res = await t.request(`/api/search/providers?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProviderSearchResponse;
}

const lastNames = (body: ProviderSearchResponse) => body.results.map((r) => r.displayName.split(' ').at(-1));

describe('procedure search over registry clinicians', () => {
  it('lists the providers who list the procedure first, then registry clinicians of the specialties that usually perform it, labelled', async () => {
    const body = await search('procedure=botox&location=Miami, FL');
    expect(body.confirmedTotal).toBe(2);
    expect(body.total).toBe(5);
    expect(lastNames(body).slice(0, 2).sort()).toEqual(['Listed', 'Surgeon']);
    expect(lastNames(body).slice(2).sort()).toEqual(['Derm', 'Eyelid', 'Procedural']);
    for (const card of body.results.slice(0, 2)) {
      expect(card.usualOffer).toBeNull();
      expect(card.price).not.toBeNull();
    }
    const byName = new Map(body.results.map((r) => [r.displayName.split(' ').at(-1), r]));
    expect(byName.get('Derm')?.usualOffer?.label).toBe(
      'Dermatologist — usually offers Botox; not confirmed by the practice',
    );
    expect(byName.get('Eyelid')?.usualOffer?.label).toBe(
      'Oculoplastic surgeon — usually offers Botox; not confirmed by the practice',
    );
    expect(byName.get('Derm')?.price).toBeNull();
    // The registry says neither whether a clinician takes new patients nor which languages: not listed, not claimed.
    for (const card of body.results.slice(2)) {
      expect(card.acceptingNewPatients).toBeNull();
      expect(card.languages).toEqual([]);
    }
    for (const card of body.results.slice(0, 2)) {
      expect(card.acceptingNewPatients).toBe(true);
      expect(card.languages).toContain('English');
    }
  });

  it('"Confirmed only" leaves out the registry clinicians', async () => {
    const body = await search('procedure=botox&location=Miami, FL&confirmed=true');
    expect(body.total).toBe(2);
    expect(body.confirmedTotal).toBe(2);
    expect(lastNames(body).sort()).toEqual(['Listed', 'Surgeon']);
  });

  it('continues across pages as one list: the page after the listed ones starts with the registry clinicians', async () => {
    const whole = lastNames(await search('procedure=botox&location=Miami, FL&pageSize=5'));
    const pages: (string | undefined)[] = [];
    for (const page of [1, 2, 3]) {
      const body = await search(`procedure=botox&location=Miami, FL&pageSize=2&page=${page}`);
      expect(body.total).toBe(5);
      pages.push(...lastNames(body));
    }
    expect(pages).toEqual(whole);
    const past = await search('procedure=botox&location=Miami, FL&pageSize=2&page=4');
    expect(past.results).toEqual([]);
    expect(past.total).toBe(5);
  });

  it('names only specialties that usually perform the procedure: none for rhinoplasty among dermatologists', async () => {
    const body = await search('procedure=rhinoplasty&location=Miami, FL');
    expect(body.results.every((r) => r.usualOffer === null)).toBe(true);
    expect(body.total).toBe(2);
  });

  it('keeps the search filters and the place: "accepting new patients" leaves out registry records, which do not say', async () => {
    const accepting = await search('procedure=botox&location=Miami, FL&accepting=true');
    expect(accepting.results.every((r) => r.source !== 'registry')).toBe(true);
    const statewide = await search('procedure=botox&location=Massachusetts');
    expect(lastNames(statewide)).toEqual(['Boston']);
    expect(statewide.confirmedTotal).toBe(0);
  });

  it('lists registry clinicians in a name search with a procedure too', async () => {
    const body = await search('procedure=botox&provider=Derm');
    expect(lastNames(body)).toContain('Derm');
    expect(body.results.find((r) => r.displayName.endsWith('Derm'))?.usualOffer).not.toBeNull();
  });
});

describe('guides and city pages count them the same way', () => {
  it('a guide counts the registry clinicians who usually offer it apart from those who list it, names their specialties and sources, and labels them', async () => {
    const res = await t.request('/api/procedures/botox');
    const body = (await res.json()) as ProcedureDetailResponse;
    expect(body.topProviders).toHaveLength(2);
    expect(body.usual?.count).toBe(4);
    expect(body.usual?.practitioners).toEqual([
      'Dermatologists',
      'Plastic surgeons',
      'Facial plastic surgeons',
      'Oculoplastic surgeons',
    ]);
    expect(body.usual?.sources.length).toBeGreaterThan(0);
    expect(body.usual?.topProviders.map((p) => p.usualOffer?.label)).toContain(
      'Dermatologist — usually offers Botox; not confirmed by the practice',
    );
    const none = (await (
      await t.request('/api/procedures/gastric-sleeve')
    ).json()) as ProcedureDetailResponse;
    expect(none.usual).toBeNull();
  });

  it('the catalogue and a city page count them per procedure', async () => {
    const catalogue = (await (await t.request('/api/procedures')).json()) as ProcedureCatalogueResponse;
    const botox = catalogue.categories.flatMap((c) => c.procedures).find((p) => p.id === 'botox');
    expect(botox).toMatchObject({ providerCount: 2, usualCount: 4 });
    const city = (await (await t.request('/api/locations/miami-fl')).json()) as LocationDetailResponse;
    expect(city.usualProcedures.find((p) => p.id === 'botox')?.count).toBe(3);
    expect(city.usualProcedures.find((p) => p.id === 'rhinoplasty')).toBeUndefined();
  });
});

describe('a registry profile says only what the registry says', () => {
  it('marks new patients, languages and practice name as not listed on a registry record, not on a practice’s own', async () => {
    const body = await search('procedure=botox&location=Miami, FL');
    const registry = body.results.find((r) => r.displayName.endsWith('Derm'));
    const listed = body.results.find((r) => r.displayName.endsWith('Listed'));
    const profile = async (id: number | undefined) =>
      (await (await t.request(`/api/providers/${id}`)).json()) as ProviderProfileResponse;
    expect((await profile(registry?.id)).notListed).toEqual([
      'acceptingNewPatients',
      'languages',
      'practiceName',
    ]);
    expect((await profile(listed?.id)).notListed).toEqual([]);
  });
});
