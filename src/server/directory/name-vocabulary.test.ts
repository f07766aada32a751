import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDirectory } from '../db/seed/directory';
import { createTestContext } from '../test/test-app';
import { buildVocabulary, nameVocabulary, trigrams, wordsLike, wordsSwapped } from './name-vocabulary';

const t = await createTestContext();

// Name words a seeded directory does not have: apostrophes, hyphens, accents, digits, one- and two-letter words.
const UNUSUAL = [
  "o'brien",
  'obrien',
  'smith-jones',
  'josé',
  'jose',
  'nguyễn',
  'mcdonald',
  'st',
  'dr',
  '3d',
  'a1',
];

// Typed as people type names into a search box: swapped and dropped letters, words cut short, the other spelling,
// missing accents and apostrophes, initials and titles, another alphabet.
const TYPED = [
  'smiht',
  'jonson',
  'willaims',
  'garcai',
  'ngyuen',
  'nguyen',
  'okafr',
  'esthetics',
  'asthetics',
  'dermotology',
  'plastik',
  'surgey',
  'harbr',
  'harb',
  'radience',
  'obrien',
  "o'brian",
  'jose',
  'josé',
  'mc',
  'med',
  'spa',
  'rev',
  'fac',
  'kim',
  'lee',
  'li',
  'dr',
  'sмith',
  '3d',
  'smith-jones',
  'smithjones',
  'beverly',
  'hils',
  'chen',
  'rodriguez',
  'rodrigues',
  'patle',
  'aesthetic',
  'zzzz',
];

// What a typed word stood for when the words were looked up in SQL with pg_trgm: the reference the copy held in
// memory must agree with, word for word and in order.
async function inSql(typed: string): Promise<string[]> {
  const rows = (
    await t.db.execute(sql`select array(select v.word from name_words v
      where v.word = ${typed} or (length(${typed}) >= 3 and (v.word like ${typed} || '%'
        or (v.word % ${typed} and similarity(v.word, ${typed}) >= ${0.33}::real)))
      order by v.word = ${typed} desc, similarity(v.word, ${typed}) desc, v.word collate "C"
      limit 50) as words`)
  ).rows as { words: string[] }[];
  return rows[0].words;
}

beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 300 });
  const rows = sql.join(
    UNUSUAL.map((word) => sql`(${word})`),
    sql`, `,
  );
  await t.db.execute(sql`insert into name_words (word) values ${rows} on conflict do nothing`);
});

describe('name words held in memory', () => {
  it('cuts words into trigrams as pg_trgm does', async () => {
    for (const word of ['smith', "o'brien", 'smith-jones', 'a', '3d', 'josé']) {
      const [{ grams }] = (await t.db.execute(sql`select show_trgm(${word}) as grams`)).rows as {
        grams: string[];
      }[];
      const ours = [...trigrams(word)].sort();
      // pg_trgm shows a trigram of letters past ASCII by its hash ("0xa3b261" for "osé"): the count still agrees.
      if (/^[\x20-\x7e]*$/.test(word)) expect(ours, word).toEqual([...grams].sort());
      else expect(ours.length, word).toBe(grams.length);
    }
  });

  it('finds, for each typed word, the name words pg_trgm finds, in the same order', async () => {
    const vocabulary = await nameVocabulary(t.db);
    expect(vocabulary.words.length).toBeGreaterThan(200);
    for (const typed of TYPED) {
      expect(wordsLike(vocabulary, typed, { minSimilarity: 0.33, limit: 50 }), typed).toEqual(
        await inSql(typed),
      );
    }
  });

  it('stands a misspelt surname for the real one, and a short word only for itself', () => {
    const vocabulary = buildVocabulary(['smith', 'smithson', 'mohammed', 'med', 'medical', 'md']);
    const like = (typed: string) => wordsLike(vocabulary, typed, { minSimilarity: 0.33, limit: 50 });
    expect(like('smiht')).toEqual(['smith']);
    expect(like('smith')).toEqual(['smith', 'smithson']);
    expect(like('med')).toEqual(['med', 'medical']);
    expect(like('md')).toEqual(['md']);
    expect(like('mo')).toEqual([]);
  });

  it('finds the words a typed word is with two neighbouring letters swapped', () => {
    const vocabulary = buildVocabulary(['spa', 'smith', 'nan', 'glow', 'josé', 'lee']);
    expect(wordsSwapped(vocabulary, 'sap')).toEqual(['spa']);
    expect(wordsSwapped(vocabulary, 'smtih')).toEqual(['smith']);
    expect(wordsSwapped(vocabulary, 'ann')).toEqual(['nan']);
    expect(wordsSwapped(vocabulary, 'joés')).toEqual(['josé']);
    // The word itself, two swaps, letters alike swapped, and swaps that are no name word are not.
    expect(wordsSwapped(vocabulary, 'spa')).toEqual([]);
    expect(wordsSwapped(vocabulary, 'mstih')).toEqual([]);
    expect(wordsSwapped(vocabulary, 'lee')).toEqual([]);
    expect(wordsSwapped(vocabulary, 'lwgo')).toEqual([]);
  });

  it('reads the words again when a provider brings a new one, and only then', async () => {
    const count = async () =>
      Number(
        ((await t.db.execute(sql`select words from name_word_count`)).rows[0] as { words: number }).words,
      );
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from name_words`)).rows as {
      n: number;
    }[];
    expect(await count()).toBe(n);
    const before = await nameVocabulary(t.db);
    expect(await nameVocabulary(t.db)).toBe(before);

    const first = sql`(select min(id) from providers)`;
    // A practice renamed to another practice's name brings no new word.
    await t.db.execute(sql`update providers set practice_name =
      (select practice_name from providers order by id desc limit 1) where id = ${first}`);
    expect(await count()).toBe(n);
    expect(await nameVocabulary(t.db)).toBe(before);
    await t.db.execute(sql`update providers set practice_name = 'Quillfeather' where id = ${first}`);
    expect(await count()).toBe(n + 1);
    const after = await nameVocabulary(t.db);
    expect(after).not.toBe(before);
    expect(wordsLike(after, 'quilfeather', { minSimilarity: 0.33, limit: 50 })).toEqual(['quillfeather']);
  });
});
