import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@shared/format';
import type { ProviderProfileResponse } from '@shared/schemas/provider';
import type { RegistryFactsResponse } from '@shared/schemas/registry';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { providerProfileSection } from '../../assistant/compose-providers';
import { createAssistant } from '../../assistant/engine';
import { getProviderProfile } from '../../assistant/providers-lookup';
import { providers } from '../../db/schema';
import { seedDirectory } from '../../db/seed/directory';
import { createTestContext } from '../../test/test-app';
import { FIXTURE_NPI as N } from './fixture-rows';
import { importNppesFile } from './import-file';

const t = await createTestContext();
const FIXTURES = join(import.meta.dirname, 'fixtures');
const byNpi = async (npi: string) => (await t.db.select().from(providers).where(eq(providers.npi, npi)))[0];

let first: Awaited<ReturnType<typeof importNppesFile>>;
beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
  first = await importNppesFile(t.db, { file: join(FIXTURES, 'npidata-sample.csv'), batchRows: 40 });
});

describe('importing the NPPES fixture', () => {
  it('reads every row and keeps only individual aesthetic clinicians it can place', async () => {
    expect(first.rows).toBe(300);
    expect(first.kept + first.hidden + first.skipped).toBe(300);
    const [{ n }] = (
      await t.db.execute(sql`select count(*)::int as n from providers where source = 'registry'`)
    ).rows as { n: number }[];
    // Every kept row is one provider: NPIs are unique in the fixture.
    expect(n).toBe(first.kept);
    expect(first.skippedBy.organization).toBeGreaterThan(0);
    expect(first.skippedBy.taxonomy).toBeGreaterThan(50);
  });

  it('normalises names, credentials, phone, 9-digit ZIPs and takes the licence of the primary taxonomy', async () => {
    const p = await byNpi(N.plasticMiami);
    expect(p).toMatchObject({
      firstName: 'Sofia',
      lastName: 'Ramirez',
      displayName: 'Dr. Sofia Ramirez',
      credentials: 'MD, FACS',
      specialty: 'Plastic Surgery',
      licenseNumber: 'ME 98765',
      licenseState: 'FL',
      registryTaxonomy: '208200000X',
      phone: '(305) 555-0142',
      addressLine: '1200 Alton Rd, Ste 400',
      city: 'Miami Beach',
      state: 'FL',
      zip: '33139',
      source: 'registry',
      boardCertified: false,
      registryUpdatedOn: '2025-03-14',
      locationId: 'miami-fl',
      // The registry matched the NPI and its licence number: one check, so "verified" with exactly that.
      verification: { npi: new Date().toISOString().slice(0, 10) },
      verified: true,
      // The registry names no practice and says nothing on new patients or languages: nothing is stored for them.
      practiceName: null,
      practiceNameKey: null,
      acceptingNewPatients: null,
      languages: [],
      nameWords: ['dr', 'sofia', 'ramirez'],
    });
    expect(p.latitude).toBeCloseTo(25.78, 1);
  });

  it('chooses the primary aesthetic taxonomy among several, and an aesthetic secondary one', async () => {
    expect(await byNpi(N.facialTwoTaxonomies)).toMatchObject({
      specialty: 'Facial Plastic Surgery',
      licenseNumber: 'TX-Q7788',
      city: 'Houston',
      addressLine: '6550 Fannin St, Suite 1001',
    });
    expect(await byNpi(N.dermSecondary)).toMatchObject({
      specialty: 'Dermatology',
      licenseNumber: '036.333444',
    });
  });

  it('keeps quoted commas and quotes inside fields, odd casing and PO boxes', async () => {
    expect(await byNpi(N.quotes)).toMatchObject({
      firstName: 'Mary "Molly"',
      lastName: "O'Brien-McDonald",
      credentials: 'MD, PhD',
      addressLine: '9735 Wilshire Blvd, "The Tower", Fl 3',
      phone: '(310) 555-0199',
    });
    expect(await byNpi(N.poBox)).toMatchObject({ addressLine: 'PO Box 1234', zip: '78701', city: 'Austin' });
  });

  it('hides deactivated NPIs and skips organisations, hand surgery, dermatopathology, NPs and unplaceable rows', async () => {
    const absent = [
      N.deactivated,
      N.organization,
      N.handOnly,
      N.dermatopathology,
      N.familyNp,
      N.foreign,
      N.unknownZip,
    ];
    const found = await t.db
      .select({ npi: providers.npi })
      .from(providers)
      .where(inArray(providers.npi, absent));
    expect(found).toEqual([]);
    expect(await byNpi(N.reactivated)).toBeTruthy();
  });
});

describe('a weekly update', () => {
  let ownerId: string;
  beforeAll(async () => {
    const owner = await t.createUser({ verified: true });
    ownerId = owner.id;
    // The clinician claimed the profile and edited it before the update arrived.
    await t.db
      .update(providers)
      .set({
        ownerUserId: owner.id,
        source: 'claim',
        phone: '(415) 555-7000',
        practiceName: 'Chen Aesthetic Surgery',
        bio: 'Board-certified plastic surgeon.',
        verification: { npi: '2025-01-02', identity: '2025-01-03' },
      })
      .where(eq(providers.npi, N.toClaim));
    await importNppesFile(t.db, { file: join(FIXTURES, 'npidata-weekly.csv') });
  });

  it('applies changed details, adds newcomers and removes newly deactivated NPIs', async () => {
    expect(await byNpi(N.plasticMiami)).toMatchObject({
      addressLine: '1111 Brickell Ave, Floor 12',
      zip: '33131',
      phone: '(305) 555-0999',
      registryUpdatedOn: '2026-11-17',
    });
    expect(await byNpi(N.newInUpdate)).toMatchObject({
      displayName: 'Dr. Lena Voss',
      specialty: 'Facial Plastic Surgery',
      state: 'CO',
    });
    expect(await byNpi(N.laterDeactivated)).toBeUndefined();
  });

  it("keeps a claimed profile's owner edits and updates only the registry's own facts", async () => {
    expect(await byNpi(N.toClaim)).toMatchObject({
      ownerUserId: ownerId,
      source: 'claim',
      phone: '(415) 555-7000',
      practiceName: 'Chen Aesthetic Surgery',
      bio: 'Board-certified plastic surgeon.',
      addressLine: '2100 Webster St',
      zip: '94115',
      licenseNumber: 'G77777',
      registryUpdatedOn: '2026-11-18',
      // The registry match is renewed; the identity check made at the claim stays.
      verification: { npi: new Date().toISOString().slice(0, 10), identity: '2025-01-03' },
    });
  });

  it('applying the same file again changes nothing and duplicates nothing', async () => {
    const before = await t.db.$count(providers);
    await importNppesFile(t.db, { file: join(FIXTURES, 'npidata-sample.csv') });
    await importNppesFile(t.db, { file: join(FIXTURES, 'npidata-weekly.csv') });
    expect(await t.db.$count(providers)).toBe(before);
  });
});

describe('imported records in the directory', () => {
  it('are found by name and by place, and their profiles carry no sample banner', async () => {
    const res = await t.request('/api/search/providers?provider=ramires&location=miami%20fl');
    const body = (await res.json()) as ProviderSearchResponse;
    expect(res.status).toBe(200);
    const hit = body.results.find((r) => r.displayName === 'Dr. Sofia Ramirez');
    expect(hit).toBeTruthy();

    const near = (await (
      await t.request(`/api/search/providers?provider=${encodeURIComponent("o'brien")}&location=90210`)
    ).json()) as ProviderSearchResponse;
    expect(near.results.map((r) => r.displayName)).toContain('Dr. Mary "Molly" O\'Brien-McDonald');

    const profile = (await (await t.request(`/api/providers/${hit!.id}`)).json()) as ProviderProfileResponse;
    expect(profile.dataSource.kind).toBe('registry');
    // What the registry does not say is null in the API and "Not listed" on the page.
    expect(profile.provider).toMatchObject({ acceptingNewPatients: null, languages: [], practiceName: null });
    expect(profile.notListed).toEqual(['acceptingNewPatients', 'languages', 'practiceName']);
    expect(hit).toMatchObject({ acceptingNewPatients: null, languages: [], practiceName: null });
  });

  it('show what the registry proves: licence and state, and board certification not confirmed', async () => {
    const p = await byNpi(N.facialTwoTaxonomies);
    const res = await t.request(`/api/providers/${p.id}/registry`);
    expect(((await res.json()) as RegistryFactsResponse).registry).toEqual({
      npi: N.facialTwoTaxonomies,
      taxonomyCode: '207YS0123X',
      taxonomy: 'Otolaryngology / Facial Plastic Surgery',
      licenseNumber: 'TX-Q7788',
      licenseState: 'TX',
      updatedOn: '2025-03-14',
      boardCertification: { confirmed: false },
      claimed: false,
    });
  });

  it.each([
    '99999999999999999999',
    '0',
    '-1',
    '1e3',
    'abc',
  ])('answer 404 for the registry facts of %s, never a database error', async (id) => {
    const res = await t.request(`/api/providers/${id}/registry`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('We could not find this provider.');
  });

  it('are listed in the sitemap', async () => {
    const p = await byNpi(N.newInUpdate);
    const res = await t.request('/sitemap.xml');
    expect(await res.text()).toContain(`/provider/${p.id}<`);
  });

  it('can be asked about in TruGPT from their profile', async () => {
    const miami = await byNpi(N.plasticMiami);
    const run = await createAssistant(t.db, null).run(
      {
        message: 'is she board certified? what does she charge',
        history: [],
        role: 'general',
        providerId: miami.id,
      },
      new AbortController().signal,
    );
    let text = '';
    for await (const chunk of run.text) text += chunk;
    run.finish(text);
    expect(text).toContain(`[Dr. Sofia Ramirez](/provider/${miami.id})`);
    // The registry does not record board certification, so TruGPT does not claim it.
    expect(text).toContain('**Board certification:** Not listed');
    // What was checked, in the profile's words and with the day.
    const today = formatDay(new Date().toISOString().slice(0, 10));
    expect(text).toContain(
      `**Checked by TruSelf:** NPI and licence number matched in the NPI registry on ${today}.`,
    );
  });

  it('are described in TruGPT with nothing the registry does not say: no practice, new patients or languages', async () => {
    const profile = await getProviderProfile(t.db, (await byNpi(N.plasticMiami)).id);
    expect(profile).toMatchObject({ acceptingNewPatients: null, languages: [], practiceName: null });
    const section = providerProfileSection(profile!, null);
    // Miami Beach, or Miami once the weekly update has moved her to Brickell: no " at <practice>" either way.
    expect(section).toMatch(/\n- \*\*Specialty:\*\* Plastic Surgery, Miami(?: Beach)?, FL\n/);
    expect(section).toContain('- **New patients:** not listed\n');
    expect(section).toContain('- **Languages:** not listed\n');
    expect(section).not.toMatch(/accepting/i);
  });

  const ask = async (message: string, providerId: number) => {
    const run = await createAssistant(t.db, null).run(
      { message, history: [], role: 'general', providerId },
      new AbortController().signal,
    );
    let text = '';
    for await (const chunk of run.text) text += chunk;
    run.finish(text);
    return text;
  };

  it('are not said to accept new patients or to speak a language in TruGPT, in English or Spanish', async () => {
    const { id } = await byNpi(N.plasticMiami);
    const english = await ask('is she accepting new patients?', id);
    expect(english).toContain("TruSelf profile doesn't list whether they are accepting new patients");
    expect(english).toContain('Call the office');
    expect(english).not.toMatch(/\*\*Yes\*\*|says they are accepting/);
    const spanish = await ask('¿la doctora todavía acepta pacientes nuevos en su consultorio?', id);
    expect(spanish).toContain('no indica si acepta pacientes nuevos');
    expect(spanish).not.toMatch(/\*\*Sí\*\*/);
    const language = await ask('does she speak spanish?', id);
    expect(language).toContain("TruSelf profile doesn't list the languages spoken");
    expect(language).not.toMatch(/lists (?:Spanish|English)/);
    const idioma = await ask('¿habla español la doctora?', id);
    expect(idioma).toContain('no indica qué idiomas se hablan');
  });

  it('are said in TruGPT to list no procedures yet, not "lists: ."', async () => {
    const { id } = await byNpi(N.plasticMiami);
    for (const question of ['what does she offer?', 'does she do botox?']) {
      const answer = await ask(question, id);
      expect(answer).not.toMatch(/lists:? ?\.|lists \./);
      expect(answer).toMatch(/lists no procedures/);
    }
  });
});
