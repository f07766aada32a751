import { Hono } from 'hono';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportPreview,
  importCommitQuerySchema,
  PROVIDER_CSV_COLUMNS,
} from '@shared/schemas/imports';
import type { AppEnv } from '../../context';
import { badRequest, notFound } from '../../errors';
import { currentUser, requireAdmin } from '../../http/middleware';
import { queryInput } from '../../http/validate';
import { toCsv } from '../../imports/csv';
import { type CheckedRow, checkProviderCsv } from '../../imports/provider-rows';
import { findImportJob, recentImportJobs, startProviderImport } from '../../imports/run-import';
import { photosRoutes } from './photos.routes';
import { readUpload, uploadLimit } from './upload';

const CSV_TOO_LARGE = `The file is larger than 5 MB. Split it into files of up to ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`;
const CSV_MISSING = 'Choose a CSV file to upload.';
const PREVIEW_VALID_ROWS = 50;

export const JOB_NOT_FOUND =
  'We could not find that import. It may have been started on another server that was reset.';

async function readCsvUpload(c: Parameters<typeof readUpload>[0]) {
  const { file } = await readUpload(c, {
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: CSV_TOO_LARGE,
    missing: CSV_MISSING,
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw badRequest(
      'This file is not UTF-8 text. In your spreadsheet app, save it as "CSV UTF-8" and try again.',
    );
  }
  const fileName = (file.name || 'providers.csv').replace(/[^\w .()-]/g, '_').slice(0, 120);
  return { fileName, rows: await checkProviderCsv(c.var.deps.db, text) };
}

function toPreview(fileName: string, rows: CheckedRow[]): ImportPreview {
  const valid = rows.filter((r) => r.valid);
  const reportOf = (r: CheckedRow) => ({
    row: r.row,
    name: r.name,
    errors: r.errors,
    action: !r.valid
      ? ('skip' as const)
      : r.valid.matchId === null
        ? ('create' as const)
        : ('update' as const),
  });
  return {
    fileName,
    totalRows: rows.length,
    validRows: valid.length,
    invalidRows: rows.length - valid.length,
    creates: valid.filter((r) => r.valid!.matchId === null).length,
    updates: valid.filter((r) => r.valid!.matchId !== null).length,
    rows: [...rows.filter((r) => !r.valid), ...valid.slice(0, PREVIEW_VALID_ROWS)].map(reportOf),
  };
}

const jobParamSchema = z.object({ jobId: z.uuid({ message: JOB_NOT_FOUND }) });

export const importsRoutes = new Hono<AppEnv>()
  .route('/', photosRoutes)
  // The template is public: it holds only the column names and an invented example.
  .get('/imports/providers/template.csv', (c) => {
    const numeric = /^-?\d+(\.\d+)?$/;
    const example = PROVIDER_CSV_COLUMNS.map((col) =>
      numeric.test(col.example) ? Number(col.example) : col.example,
    );
    const csv = toCsv([PROVIDER_CSV_COLUMNS.map((col) => col.name), example]);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="truself-provider-template.csv"');
    return c.body(csv);
  })
  .post(
    '/imports/providers/preview',
    requireAdmin,
    uploadLimit(IMPORT_MAX_BYTES, CSV_TOO_LARGE),
    async (c) => {
      const { fileName, rows } = await readCsvUpload(c);
      return c.json(toPreview(fileName, rows));
    },
  )
  .post(
    '/imports/providers',
    requireAdmin,
    uploadLimit(IMPORT_MAX_BYTES, CSV_TOO_LARGE),
    queryInput(importCommitQuerySchema),
    async (c) => {
      const { skipInvalid } = c.req.valid('query');
      const { fileName, rows } = await readCsvUpload(c);
      const invalid = rows.filter((r) => !r.valid).length;
      if (invalid > 0 && !skipInvalid) {
        throw badRequest(
          `${invalid} of ${rows.length} rows have problems, so nothing was imported. Fix them, or choose to skip them.`,
        );
      }
      if (invalid === rows.length)
        throw badRequest('None of the rows can be imported, so nothing was changed.');
      const { deps } = c.var;
      const { job, done } = await startProviderImport(deps, { fileName, rows, userId: currentUser(c).id });
      // The job reports its own failures on its row; the request does not wait for it.
      done.catch(() => {});
      return c.json({ job }, 202);
    },
  )
  .get('/imports', requireAdmin, async (c) => {
    return c.json({ jobs: await recentImportJobs(c.var.deps.db) });
  })
  .get('/imports/:jobId', requireAdmin, async (c) => {
    const parsed = jobParamSchema.safeParse(c.req.param());
    if (!parsed.success) throw notFound(JOB_NOT_FOUND);
    const job = await findImportJob(c.var.deps.db, parsed.data.jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return c.json({ job });
  });
