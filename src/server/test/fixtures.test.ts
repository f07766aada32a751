import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerProcedures } from '../db/schema';
import { createTestContext } from './test-app';
import { createProvider, seedCatalogue } from './fixtures';

const t = await createTestContext();

describe('test fixtures', () => {
  it('seeds the catalogue idempotently and creates providers with procedures', async () => {
    await seedCatalogue(t.db);
    await seedCatalogue(t.db);
    const cats = await t.db.query.procedureCategories.findMany();
    expect(cats.map((c) => c.id)).toEqual(['surgical', 'non-surgical', 'weight-loss', 'wellness']);
    expect(await t.db.$count((await import('../db/schema')).procedures)).toBe(34);
    const p = await createProvider(t.db, { lastName: 'Smith' }, ['rhinoplasty', 'botox']);
    const offered = await t.db
      .select()
      .from(providerProcedures)
      .where(eq(providerProcedures.providerId, p.id));
    expect(offered).toHaveLength(2);
  });
});
