// Helpers for the provider-side API tests.
import type { Database } from '../db/client';
import { locations, zipCodes } from '../db/schema';
import { type FormKind, formSecret, issueFormToken } from '../security/anti-bot';
import type { TestContext } from '../test/test-app';
import { seedCatalogue } from '../test/fixtures';

/** A form token issued long enough ago to pass the minimum fill time. */
export function formToken(t: TestContext, form: FormKind) {
  return issueFormToken(formSecret({ var: { deps: t.deps } } as never), form, Date.now() - 60_000);
}

export async function createAdmin(t: TestContext) {
  return t.createUser({ email: `admin.${Math.random().toString(36).slice(2, 8)}@truself.com` });
}

/** The catalogue plus the Miami metro and one of its ZIP codes, so addresses can be placed on the map. */
export async function seedMiami(db: Database) {
  await seedCatalogue(db);
  await db
    .insert(locations)
    .values({
      id: 'miami-fl',
      city: 'Miami',
      state: 'FL',
      stateName: 'Florida',
      latitude: 25.7617,
      longitude: -80.1918,
    })
    .onConflictDoNothing();
  await db
    .insert(zipCodes)
    .values({ zip: '33131', locationId: 'miami-fl', latitude: 25.7629, longitude: -80.1895 })
    .onConflictDoNothing();
}

export function fileForm(fields: Record<string, string | Blob>, fileName?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, fileName ?? key);
    else form.append(key, value);
  }
  return form;
}
