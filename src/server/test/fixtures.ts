import type { Database } from '../db/client';
import { providerProcedures, providers } from '../db/schema';
import { seedCatalogue } from '../db/seed/catalogue';

export { seedCatalogue };

let counter = 0;

/**
 * A directory provider for tests (Miami by default), offering the given procedures with price ranges. It is verified
 * (a licence check) unless `verified: false` or its own `verification` is given.
 */
export async function createProvider(
  db: Database,
  { verified = true, ...overrides }: Partial<typeof providers.$inferInsert> & { verified?: boolean } = {},
  procedureIds: string[] = ['rhinoplasty'],
) {
  counter++;
  const lastName = overrides.lastName ?? `Tester${counter}`;
  const [row] = await db
    .insert(providers)
    .values({
      slug: `dr-test-${lastName.toLowerCase()}-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      firstName: 'Alex',
      lastName,
      displayName: `Dr. Alex ${lastName}`,
      credentials: 'MD',
      specialty: 'Plastic Surgery',
      boardCertified: true,
      boardName: 'American Board of Plastic Surgery',
      practiceName: `${lastName} Aesthetic Surgery`,
      city: 'Miami',
      state: 'FL',
      zip: '33131',
      latitude: 25.7617,
      longitude: -80.1918,
      verification: verified ? { license: '2025-01-15' } : {},
      ...overrides,
    })
    .returning();
  if (procedureIds.length > 0) {
    await db.insert(providerProcedures).values(
      procedureIds.map((procedureId) => ({
        providerId: row.id,
        procedureId,
        priceMin: 5000,
        priceMax: 12000,
      })),
    );
  }
  return row;
}
