import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSearchResponse } from '@shared/schemas/search';
import { seedDirectory } from '../../db/seed/directory';
import { readNameQuery, runSearch, type SearchPlan } from '../../directory/search.queries';
import { clearMicroCaches } from '../../http/micro-cache';
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

describe('GET /api/search/providers — names as people type them', () => {
  let lopez: number;
  let harbor: number;
  beforeAll(async () => {
    const add = async (lastName: string, practiceName: string) =>
      (await createProvider(t.db, { locationId: 'miami-fl', lastName, practiceName })).id;
    lopez = await add('Lopez', 'Brickell Skin Institute');
    harbor = await add('Vasquez', 'Harbor Aesthetics');
  });

  it.each([
    ['two words misspelt', 'brikell skin insitute'],
    ['a word cut short', 'brick skin'],
    ["the surgeon's surname with the practice", 'lopez brickell'],
    ['the words out of order, with a title', 'Dr. Institute Brickell'],
  ])('finds the practice with %s', async (_, typed) => {
    const body = await search(`provider=${encodeURIComponent(typed)}&searchType=provider`);
    expect(resultIds(body)[0]).toBe(lopez);
    expect(body.notice).toBeUndefined();
  });

  it('finds a short word typed with two letters swapped', async () => {
    // "sap" shares one trigram with "spa": only the swap finds it, where the word used to be left out.
    const glow = (
      await createProvider(t.db, { locationId: 'miami-fl', lastName: 'Reyes', practiceName: 'Glow Med Spa' })
    ).id;
    for (const typed of ['glow med sap', 'Glow Mde Spa', 'glwo med spa']) {
      const body = await search(`provider=${encodeURIComponent(typed)}`);
      expect(resultIds(body)[0], typed).toBe(glow);
      expect(body.notice, typed).toBeUndefined();
    }
  });

  it('leaves out a word that no name has and says so', async () => {
    const body = await search(`provider=${encodeURIComponent('Brickell Skin Institute Coconut Grove')}`);
    expect(resultIds(body)[0]).toBe(lopez);
    expect(body.notice).toBe(
      `No provider's name has every word of "Brickell Skin Institute Coconut Grove", so these match all but "coconut" and "grove".`,
    );
  });

  it('leaves out the word that no name has together with the others', async () => {
    // "Brickell" is a name word, but no Harbor Aesthetics has it: the narrowest search without one word wins.
    const body = await search(`provider=${encodeURIComponent('harbor aesthetics brickell')}`);
    expect(resultIds(body)[0]).toBe(harbor);
    expect(body.results.map((r) => r.practiceName)).not.toContain('Brickell Skin Institute');
    expect(body.notice).toBe(
      `No provider's name has every word of "harbor aesthetics brickell", so these match all but "brickell".`,
    );
  });

  it('reads eight typed words at most, and lists every word it left out', async () => {
    const typed = 'lopez brickell skin institute zq1 zq2 zq3 zq4 zq5 zq6';
    const body = await search(`provider=${encodeURIComponent(typed)}`);
    expect(resultIds(body)[0]).toBe(lopez);
    expect(body.notice).toBe(
      `No provider's name has every word of "${typed}", so these match all but "zq1", "zq2", "zq3", "zq4", "zq5", and "zq6".`,
    );
  });

  it('matches words of one or two letters only as they are', async () => {
    const letters = await search(`provider=${encodeURIComponent('a b c d e f g h i j k l m n o p')}`);
    expect([letters.total, letters.results]).toEqual([0, []]);
    const initial = await search(`provider=${encodeURIComponent('br lopez')}`);
    expect(resultIds(initial)[0]).toBe(lopez);
    expect(initial.notice).toMatch(/all but "br"\.$/);
  });

  it('still says which place a misspelt location was read as when the name matches nobody', async () => {
    const body = await search(`provider=Qwxyz&location=${encodeURIComponent('pasedena ca')}`);
    expect([body.total, body.notice]).toEqual([0, 'Showing results for Pasadena, CA.']);
  });

  it('lists every provider, and says why, for a name of signs or a title alone', async () => {
    const everyone = await search('');
    for (const typed of ['%%%', '_%_', 'Dr.', '  ***  ']) {
      const body = await search(`provider=${encodeURIComponent(typed)}`);
      expect(body.total, typed).toBe(everyone.total);
      expect(body.notice, typed).toBe(
        `There is no name to look for in "${typed.trim()}", so these are all providers.`,
      );
      expect(body.resolved.provider, typed).toBeUndefined();
    }
    // A box left blank is no name typed: no notice.
    expect((await search('provider=%20%20')).notice).toBeUndefined();
  });

  it('finds nobody for a name like none we have', async () => {
    const body = await search(`provider=${encodeURIComponent('Qwxyz Zzyzx')}`);
    expect([body.total, body.results, body.notice]).toEqual([0, [], undefined]);
  });
});

// Each change is written straight to the database, then the search's five-second cache is let go.
describe('GET /api/search/providers — names and offers as they change', () => {
  it('finds a renamed practice by its new name, misspelt', async () => {
    const { id } = await createProvider(t.db, {
      lastName: 'Achterberg',
      practiceName: 'Achterberg Aesthetic Surgery',
    });
    const find = async () =>
      resultIds(await search(`provider=${encodeURIComponent('brightwatr skin studio')}`));
    expect(await find()).not.toContain(id);
    await t.db.execute(sql`update providers set practice_name = 'Brightwater Skin Studio' where id = ${id}`);
    clearMicroCaches();
    expect((await find())[0]).toBe(id);
  });

  it('still reads the whole page when names gain words while a search runs, and says so', async () => {
    const { id } = await createProvider(t.db, { lastName: 'Wexford', practiceName: 'Wexford Laser Clinic' });
    const name = await readNameQuery(t.db, 'wexford', { current: true });
    // Another provider's new name adds words between reading the words and running the search.
    await createProvider(t.db, { lastName: 'Zanzibarro', practiceName: 'Zanzibarro Wellness Loft' });
    const plan: SearchPlan = {
      procedureId: null,
      name,
      point: null,
      state: null,
      filters: { verified: false, accepting: false, specialty: undefined },
      sort: 'relevance',
    };
    const found = await runSearch(t.db, plan, 1, 12);
    expect(found.wordsChanged).toBe(true);
    expect([found.total, found.rows.map((r) => Number(r.id))]).toEqual([1, [id]]);
  });

  it('finds a provider by name and procedure once the procedure is offered, and not after it is withdrawn', async () => {
    const { id } = await createProvider(t.db, { lastName: 'Quennell' }, ['rhinoplasty']);
    const find = async () => resultIds(await search('provider=quenell&procedure=botox&sort=rating'));
    expect(await find()).toEqual([]);
    await t.db.execute(sql`insert into provider_procedures (provider_id, procedure_id, price_min, price_max)
      values (${id}, 'botox', 300, 600)`);
    clearMicroCaches();
    const offered = await search('provider=quenell&procedure=botox&sort=rating');
    expect(resultIds(offered)).toEqual([id]);
    expect(offered.results[0].price).toMatchObject({ procedureId: 'botox', min: 300, max: 600 });
    await t.db.execute(
      sql`delete from provider_procedures where provider_id = ${id} and procedure_id = 'botox'`,
    );
    clearMicroCaches();
    expect(await find()).toEqual([]);
  });
});

describe('GET /api/search/providers — a name and a procedure no provider of that name offers', () => {
  // Of "Brickell Zephyr Lumen", only "Zephyr Lumen" lists liposuction; "Brickell Zephyr" lists microneedling.
  let lumen: number;
  beforeAll(async () => {
    lumen = (
      await createProvider(
        t.db,
        { locationId: 'miami-fl', lastName: 'Oduya', practiceName: 'Zephyr Lumen Aesthetics' },
        ['liposuction'],
      )
    ).id;
    await createProvider(
      t.db,
      { locationId: 'miami-fl', lastName: 'Marchetti', practiceName: 'Brickell Zephyr Wellness' },
      ['microneedling'],
    );
  });

  it('finds the narrower name that offers the procedure, whichever typed word it leaves out', async () => {
    for (const typed of ['Brickell Zephyr Lumen', 'Zephyr Brickell Lumen', 'Lumen Zephyr Brickell']) {
      clearMicroCaches();
      const body = await search(`provider=${encodeURIComponent(typed)}&procedure=liposuction&sort=rating`);
      expect(resultIds(body), typed).toEqual([lumen]);
      expect(body.total, typed).toBe(1);
      expect(body.notice, typed).toBe(
        `No provider's name has every word of "${typed}", so these match all but "brickell".`,
      );
    }
  });

  it('finds nobody, and says nothing of left-out words, when no narrower name offers it either', async () => {
    clearMicroCaches();
    const body = await search(
      `provider=${encodeURIComponent('Brickell Zephyr Lumen')}&procedure=tummy-tuck&sort=rating`,
    );
    expect([body.total, body.results, body.notice]).toEqual([0, [], undefined]);
    expect(body.suggestions).toEqual({ nearbyLocations: [] });
  });

  it('finds a registry clinician of a narrower name who usually performs it, though nobody of those names lists it', async () => {
    // Botox: nobody of these names lists it, but a registry dermatologist called Zephyr Lumen usually performs it.
    const derm = (
      await createProvider(
        t.db,
        {
          locationId: 'miami-fl',
          lastName: 'Halvorsen',
          practiceName: 'Zephyr Lumen Dermatology',
          source: 'registry',
          registryTaxonomy: '207N00000X',
          specialty: 'Dermatology',
          boardCertified: false,
          ratingAvg: 0,
        },
        [],
      )
    ).id;
    clearMicroCaches();
    const body = await search(
      `provider=${encodeURIComponent('Brickell Zephyr Lumen')}&procedure=botox&sort=rating`,
    );
    expect(resultIds(body)).toEqual([derm]);
    expect(body.results[0].usualOffer).not.toBeNull();
    expect(body.notice).toBe(
      `No provider's name has every word of "Brickell Zephyr Lumen", so these match all but "brickell".`,
    );
  });
});
