import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_CSV_COLUMNS } from '@shared/schemas/imports';
import { importJobs, providerProcedures, providers } from '../../db/schema';
import { parseCsv, toCsv } from '../../imports/csv';
import { STALE_JOB_MS } from '../../imports/run-import';
import { createAdmin, fileForm, seedMiami } from '../../imports/testing';
import { createProvider } from '../../test/fixtures';
import { createTestContext } from '../../test/test-app';

const t = await createTestContext();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let patient: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  await seedMiami(t.db);
  admin = await createAdmin(t);
  patient = await t.createUser();
});

const HEADER = [
  'first_name',
  'last_name',
  'credentials',
  'specialty',
  'practice_name',
  'license_number',
  'email',
  'city',
  'state',
  'zip',
  'procedures',
];

/** Names allow letters only: 12 → "Importbc". */
const nameFor = (n: number) => `Import${String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

function row(n: number, overrides: Partial<Record<string, string>> = {}) {
  const base: Record<string, string> = {
    first_name: 'Ana',
    last_name: nameFor(n),
    credentials: 'MD',
    specialty: 'Dermatology',
    practice_name: `Import Skin ${n}`,
    license_number: `IMP${n}`,
    email: `office${n}@importskin.com`,
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    procedures: 'botox:300-600; Rhinoplasty (Nose Job):8000-15000',
    ...overrides,
  };
  return HEADER.map((h) => base[h]);
}

function csvFile(rows: string[][], header = HEADER) {
  return toCsv([header, ...rows]);
}

async function upload(path: string, text: string, cookie = admin.cookie!, name = 'providers.csv') {
  const body = fileForm({ file: new Blob([text], { type: 'text/csv' }) }, name);
  const res = await t.request(path, { method: 'POST', body, cookie });
  return { res, body: await res.json() };
}

async function waitForJob(id: string) {
  for (let i = 0; i < 600; i++) {
    const { job } = await (await t.request(`/api/imports/${id}`, { cookie: admin.cookie! })).json();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

async function providerCount() {
  const [row] = await t.db.select({ n: count() }).from(providers);
  return row.n;
}

describe('provider CSV template', () => {
  it('downloads a header row and one example row that import cleanly', async () => {
    const res = await t.request('/api/imports/providers/template.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="truself-provider-template.csv"',
    );
    const text = await res.text();
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(PROVIDER_CSV_COLUMNS.map((c) => c.name));
    const { body } = await upload('/api/imports/providers/preview', text);
    expect(body).toMatchObject({ totalRows: 1, validRows: 1, invalidRows: 0 });
  });
});

describe('admin only', () => {
  it('refuses guests (401) and non-admins (403) on every import route', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/imports/providers/preview'],
      ['POST', '/api/imports/providers'],
      ['GET', '/api/imports'],
      ['GET', '/api/imports/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'POST' ? fileForm({ file: new Blob([csvFile([row(1)])]) }) : undefined;
      expect((await t.request(path, { method, body })).status).toBe(401);
      const again = method === 'POST' ? fileForm({ file: new Blob([csvFile([row(1)])]) }) : undefined;
      expect((await t.request(path, { method, body: again, cookie: patient.cookie! })).status).toBe(403);
    }
  });
});

describe('preview', () => {
  it('reports each row before anything is written', async () => {
    const before = await providerCount();
    const text = csvFile([
      row(1),
      row(2, { email: 'not-an-email' }),
      row(3, { zip: '1234', credentials: '123' }),
    ]);
    const { res, body } = await upload('/api/imports/providers/preview', text);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ totalRows: 3, validRows: 1, invalidRows: 2, creates: 1, updates: 0 });
    expect(body.rows[0]).toEqual({
      row: 3,
      name: 'Ana Importc',
      action: 'skip',
      errors: ['email: Invalid email format'],
    });
    expect(body.rows[1].errors).toEqual([
      'credentials: Use letters, e.g. MD or MD, FACS.',
      'zip: Enter a 5-digit ZIP code.',
    ]);
    expect(body.rows[2]).toMatchObject({ row: 2, action: 'create', errors: [] });
    expect(await providerCount()).toBe(before);
  });

  it('refuses wrong columns, naming them', async () => {
    const missing = await upload(
      '/api/imports/providers/preview',
      toCsv([
        ['name', 'city'],
        ['A', 'B'],
      ]),
    );
    expect(missing.res.status).toBe(400);
    expect(missing.body.error.message).toBe(
      'The file is missing required columns: first_name, last_name, credentials, specialty, practice_name, state, zip. Download the template to see the expected columns.',
    );
    const extra = await upload(
      '/api/imports/providers/preview',
      csvFile([[...row(1), 'x']], [...HEADER, 'favourite_colour']),
    );
    expect(extra.body.error.message).toBe(
      'The file has columns we do not recognise: favourite_colour. Use the column names from the template.',
    );
  });

  it('refuses hostile files without a server error', async () => {
    // Written by hand: toCsv would neutralise the formulas this test needs to send.
    const raw = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
    const hostile = [
      HEADER.join(','),
      raw(row(1, { practice_name: '=HYPERLINK("http://x","y")' })),
      raw(row(2, { specialty: '@SUM(A1)' })),
    ];
    const formula = await upload('/api/imports/providers/preview', hostile.join('\r\n'));
    expect(formula.res.status).toBe(200);
    expect(formula.body.rows[0].errors).toEqual([
      'practice_name: cells may not start with = or @ (spreadsheet formulas are not imported).',
    ]);
    expect(formula.body.validRows).toBe(0);

    const broken = await upload('/api/imports/providers/preview', `${HEADER.join(',')}\n"unclosed,quote`);
    expect(broken.res.status).toBe(400);
    expect(broken.body.error.message).toBe(
      'We could not read this CSV file. Line 2: a quoted field is never closed.',
    );

    const binary = await upload('/api/imports/providers/preview', '', admin.cookie!);
    expect(binary.body.error.message).toBe('Choose a CSV file to upload.');
    const latin1 = fileForm({ file: new Blob([new Uint8Array([0x66, 0xe9, 0xff, 0xfe])]) });
    const notUtf8 = await t.request('/api/imports/providers/preview', {
      method: 'POST',
      body: latin1,
      cookie: admin.cookie!,
    });
    expect((await notUtf8.json()).error.message).toMatch(/not UTF-8/);

    const ragged = await upload('/api/imports/providers/preview', csvFile([row(1).slice(0, 4)]));
    expect(ragged.body.rows[0].errors[0]).toBe('This row has 4 cells but the header has 11.');

    const huge = await upload('/api/imports/providers/preview', 'x'.repeat(5 * 1024 * 1024 + 10));
    expect(huge.res.status).toBe(413);
  });

  it('flags duplicates inside the file and places unknown addresses only with coordinates', async () => {
    const text = csvFile([
      row(1),
      row(1, { first_name: 'Anna' }),
      row(4, { zip: '99999', city: 'Nowhere', state: 'AK' }),
    ]);
    const { body } = await upload('/api/imports/providers/preview', text);
    expect(body.rows.find((r: { row: number }) => r.row === 3).errors).toEqual([
      'Same provider as row 2: keep one row per provider.',
    ]);
    expect(body.rows.find((r: { row: number }) => r.row === 4).errors[0]).toMatch(
      /could not place this address/,
    );
  });
});

describe('import job', () => {
  it('imports nothing when rows are invalid unless asked to skip them', async () => {
    const before = await providerCount();
    const text = csvFile([row(10), row(11, { email: 'bad' })]);
    const refused = await upload('/api/imports/providers', text);
    expect(refused.res.status).toBe(400);
    expect(refused.body.error.message).toBe(
      '1 of 2 rows have problems, so nothing was imported. Fix them, or choose to skip them.',
    );
    expect(await providerCount()).toBe(before);
    const [jobs] = await t.db.select({ n: count() }).from(importJobs);
    expect(jobs.n).toBe(0);

    const { res, body } = await upload('/api/imports/providers?skipInvalid=true', text);
    expect(res.status).toBe(202);
    const job = await waitForJob(body.job.id);
    expect(job).toMatchObject({ status: 'done', total: 1, processed: 1, created: 1, updated: 0, skipped: 1 });
    expect(job.report).toEqual([{ row: 3, errors: ['email: Invalid email format'] }]);
    expect(await providerCount()).toBe(before + 1);
  });

  it('creates searchable providers with source "import" and is idempotent on re-upload', async () => {
    const text = csvFile([row(20), row(21, { license_number: '' })]);
    const first = await waitForJob((await upload('/api/imports/providers', text)).body.job.id);
    expect(first).toMatchObject({ created: 2, updated: 0 });
    const [p] = await t.db.select().from(providers).where(eq(providers.licenseNumber, 'IMP20'));
    expect(p).toMatchObject({
      source: 'import',
      locationId: 'miami-fl',
      displayName: 'Dr. Ana Importca',
      slug: 'ana-importca-md-miami-fl',
    });
    const prices = await t.db
      .select()
      .from(providerProcedures)
      .where(eq(providerProcedures.providerId, p.id));
    expect(prices.map((x) => x.procedureId).sort()).toEqual(['botox', 'rhinoplasty']);

    const before = await providerCount();
    const changed = csvFile([row(20, { practice_name: 'Renamed Skin' }), row(21, { license_number: '' })]);
    const second = await waitForJob((await upload('/api/imports/providers', changed)).body.job.id);
    expect(second).toMatchObject({ created: 0, updated: 2 });
    expect(await providerCount()).toBe(before);
    const [renamed] = await t.db.select().from(providers).where(eq(providers.id, p.id));
    expect(renamed.practiceName).toBe('Renamed Skin');
  });

  it('never overwrites a profile its owner manages', async () => {
    const owned = await createProvider(t.db, {
      licenseNumber: 'OWNED1',
      ownerUserId: patient.id,
      zip: '33131',
    });
    const { body } = await upload(
      '/api/imports/providers/preview',
      csvFile([row(30, { license_number: 'OWNED1' })]),
    );
    expect(body.rows[0].errors).toEqual([
      'This provider manages their own profile on TruSelf, so imports do not change it.',
    ]);
    const [still] = await t.db.select().from(providers).where(eq(providers.id, owned.id));
    expect(still.practiceName).toBe(owned.practiceName);
  });

  it('imports 10,000 rows in one job with progress', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(100_000 + i));
    const { res, body } = await upload('/api/imports/providers', csvFile(rows));
    expect(res.status).toBe(202);
    expect(body.job.total).toBe(10_000);
    const job = await waitForJob(body.job.id);
    expect(job).toMatchObject({ status: 'done', processed: 10_000, created: 10_000 });
    const [n] = await t.db
      .select({ n: count() })
      .from(providers)
      .where(sql`${providers.licenseNumber} like 'IMP1%'`);
    expect(n.n).toBeGreaterThanOrEqual(10_000);
    const list = await (await t.request('/api/imports', { cookie: admin.cookie! })).json();
    expect(list.jobs[0].id).toBe(body.job.id);
  }, 120_000);

  it('reports a job whose process stopped mid-way as failed, with how to finish it', async () => {
    const silentSince = new Date(Date.now() - STALE_JOB_MS - 1_000);
    const [stopped, working] = await t.db
      .insert(importJobs)
      .values([
        { kind: 'providers', status: 'running', fileName: 'stopped.csv', total: 600, processed: 250 },
        { kind: 'providers', status: 'running', fileName: 'working.csv', total: 600, processed: 250 },
      ])
      .returning();
    await t.db.update(importJobs).set({ heartbeatAt: silentSince }).where(eq(importJobs.id, stopped.id));

    const list = await (await t.request('/api/imports', { cookie: admin.cookie! })).json();
    const listed = (id: string) => list.jobs.find((j: { id: string }) => j.id === id);
    expect(listed(stopped.id)).toMatchObject({ status: 'failed', processed: 250 });
    expect(listed(stopped.id).finishedAt).not.toBeNull();
    expect(listed(stopped.id).report).toEqual([
      {
        row: 0,
        errors: [
          'The import stopped because the server restarted. Upload the same file again to finish: rows already imported are recognised, not duplicated.',
        ],
      },
    ]);
    expect(listed(working.id)).toMatchObject({ status: 'running', finishedAt: null });
  });

  it('answers unknown job ids with 404', async () => {
    expect(
      (await t.request('/api/imports/00000000-0000-4000-8000-000000000000', { cookie: admin.cookie! }))
        .status,
    ).toBe(404);
    expect((await t.request('/api/imports/nope', { cookie: admin.cookie! })).status).toBe(404);
  });
});
