import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_FIELD_MAX } from '@shared/schemas/imports';
import { providers } from '../../db/schema';
import { seedDirectory } from '../../db/seed/directory';
import { createTestContext } from '../../test/test-app';
import { headerLine, nppesLine } from './generate';
import { importNppesFile } from './import-file';

const t = await createTestContext();
const HUGE = 'X'.repeat(100_000);
const NPI = '1933000001';

/** A registry file of one plastic surgeon in Miami whose name, credential, address and city are 100,000 characters. */
function hugeRowFile() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'truself-nppes-caps-')), 'npidata.csv');
  const row = nppesLine({
    NPI,
    'Entity Type Code': '1',
    'Provider First Name': HUGE,
    'Provider Last Name (Legal Name)': `Long ${HUGE}`,
    'Provider Credential Text': `MD, ${Array.from({ length: 20_000 }, (_, i) => `C${i}`).join(', ')}`,
    'Last Update Date': '03/14/2025',
    'Provider First Line Business Practice Location Address': `1 ${HUGE} Rd`,
    'Provider Business Practice Location Address City Name': HUGE,
    'Provider Business Practice Location Address State Name': 'FL',
    'Provider Business Practice Location Address Postal Code': '33131',
    'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
    'Healthcare Provider Taxonomy Code_1': '208200000X',
    'Provider License Number_1': `ME${'9'.repeat(100_000)}`,
    'Provider License Number State Code_1': 'FL',
    'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
  });
  fs.writeFileSync(file, headerLine() + row);
  return file;
}

let result: Awaited<ReturnType<typeof importNppesFile>>;
beforeAll(async () => {
  await seedDirectory(t.deps, { providers: 0 });
  result = await importNppesFile(t.db, { file: hugeRowFile() });
});

describe('a registry row with 100,000-character fields', () => {
  it('is imported with each field cut to what the directory keeps, and counted', async () => {
    expect(result.kept).toBe(1);
    const [p] = await t.db.select().from(providers).where(eq(providers.npi, NPI));
    expect(p.firstName).toHaveLength(PROVIDER_FIELD_MAX.firstName);
    expect(p.lastName.length).toBeLessThanOrEqual(PROVIDER_FIELD_MAX.lastName);
    expect(p.lastName.startsWith('Long X')).toBe(true);
    expect(p.credentials.length).toBeLessThanOrEqual(PROVIDER_FIELD_MAX.credentials);
    expect(p.credentials.startsWith('MD, C0, C1')).toBe(true);
    expect(p.licenseNumber).toHaveLength(PROVIDER_FIELD_MAX.licenseNumber);
    expect(p.addressLine.length).toBeLessThanOrEqual(PROVIDER_FIELD_MAX.addressLine);
    expect(p.city).toHaveLength(PROVIDER_FIELD_MAX.city);
    expect(p.displayName.length).toBeLessThan(2 * PROVIDER_FIELD_MAX.firstName + 10);
    expect(result.cut).toEqual({
      rows: 1,
      fields: { firstName: 1, lastName: 1, credentials: 1, licenseNumber: 1, addressLine: 1, city: 1 },
    });
  });

  it('gets a share card, drawn from the cut text', async () => {
    const [p] = await t.db.select().from(providers).where(eq(providers.npi, NPI));
    const res = await t.request(`/api/og/provider/${p.id}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('and a provider stored with a 100,000-character name before the cap gets its card too', async () => {
    const [p] = await t.db
      .update(providers)
      .set({ displayName: HUGE, practiceName: `${HUGE} Clinic`, specialty: HUGE })
      .where(eq(providers.npi, NPI))
      .returning();
    const res = await t.request(`/api/og/provider/${p.id}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
