import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import { seedTrugptDirectory } from '../../test/trugpt-data';
import { talk } from '../../test/trugpt-chat';

const ctx = await createTestContext();
let cookie: string;
let directory: Awaited<ReturnType<typeof seedTrugptDirectory>>;

beforeAll(async () => {
  directory = await seedTrugptDirectory(ctx.db);
  cookie = (await ctx.createUser()).cookie!;
});

async function report(providerId: number, dollars: number[], sample = false) {
  await ctx.db.insert(reviews).values(
    dollars.map((d, i) => ({
      providerId,
      authorName: 'Reviewer',
      procedureId: 'rhinoplasty',
      rating: 5,
      worthIt: 'worth_it' as const,
      title: 'Title',
      body: 'A review body long enough to be one.',
      costCents: d * 100,
      treatedOn: `${2024 + (i % 3)}-05-01`,
      verification: sample ? 'sample' : 'verified_email',
    })),
  );
}

const ask = async (message: string) => (await talk(ctx, cookie, [message]))[0].response;

describe('TruGPT quoting what reviewers paid', () => {
  it('says nothing of reviewers’ prices from 4 reports, and quotes the city’s median, count and years from 5', async () => {
    await report(directory.miami.id, [9000, 10000, 11000, 12000]);
    const four = await ask('How much does a nose job cost in Miami?');
    expect(four).not.toContain('TruSelf reviewers');
    expect(four).toContain('$5,350');

    await report(directory.miamiTwo.id, [13000]);
    const five = await ask('How much does a nose job cost in Miami?');
    expect(five).toContain(
      'TruSelf reviewers in Miami reported paying a median of $11,000 for rhinoplasty (middle half $10,000–$12,000), from 5 reports in 2024–2026.',
    );
    // Beside the sourced surgeon fee, each with its own label.
    expect(five).toContain('American Society of Plastic Surgeons');
    expect(five.indexOf('What TruSelf reviewers paid')).toBeLessThan(five.indexOf('**Insurance:**'));
  });

  it('falls back to the national figure, saying so, for a city without 5 reports', async () => {
    const answer = await ask('How much does rhinoplasty cost in Dallas?');
    expect(answer).toContain('Fewer than 5 TruSelf reviewers in Dallas have said what they paid');
    expect(answer).toContain('TruSelf reviewers across the US reported paying a median of $11,000');
  });

  it('quotes the same figures in Spanish when asked in Spanish', async () => {
    const answer = await ask('cuanto cuesta una rinoplastia en miami?');
    expect(answer).toContain(
      'En Miami, quienes dejaron reseñas en TruSelf dicen haber pagado una mediana de $11,000 por la rinoplastia (la mitad central, $10,000–$12,000), según 5 reportes de 2024–2026.',
    );
    expect(answer.indexOf('Lo que pagaron los pacientes')).toBeLessThan(answer.indexOf('**Seguro médico:**'));
  });
});
