import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ImportJob } from '@shared/schemas/imports';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { importJobs, providerProcedures, providers } from '../db/schema';
import { clearMicroCaches } from '../http/micro-cache';
import type { CheckedRow } from './provider-rows';
import { allocateSlugs, providerSlugBase } from './slug';
import { providerDisplayName } from '@shared/display-name';

const WRITE_BATCH = 250;
const REPORT_LIMIT = 2000;
/** A batch takes well under a second; a running job silent this long lost its process (a restart or crash). */
export const STALE_JOB_MS = 2 * 60_000;

type ValidRow = NonNullable<CheckedRow['valid']>;

export function toJobDto(row: typeof importJobs.$inferSelect): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fileName: row.fileName,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    report: row.report ?? [],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function providerValues(v: ValidRow) {
  const d = v.data;
  return {
    firstName: d.first_name,
    lastName: d.last_name,
    displayName: providerDisplayName(d.first_name, d.last_name, d.credentials),
    credentials: d.credentials,
    specialty: d.specialty,
    practiceName: d.practice_name,
    licenseNumber: d.license_number || null,
    boardCertified: d.board_certified ?? Boolean(d.board_name),
    boardName: d.board_name || null,
    email: d.email,
    phone: d.phone ?? null,
    website: d.website ?? null,
    addressLine: d.address_line,
    city: d.city,
    state: d.state,
    zip: d.zip,
    latitude: v.place.latitude,
    longitude: v.place.longitude,
    locationId: v.place.locationId,
    yearsInPractice: d.years_in_practice ?? 0,
    languages: d.languages
      ? d.languages
          .split(';')
          .map((l) => l.trim())
          .filter(Boolean)
      : ['English'],
    acceptingNewPatients: d.accepting_new_patients ?? true,
    ...(d.bio ? { bio: d.bio } : {}),
    updatedAt: new Date(),
  };
}

/** Writes one batch in one transaction: a batch is saved whole or not at all. */
async function writeBatch(db: Database, batch: ValidRow[]) {
  const creates = batch.filter((v) => v.matchId === null);
  const updates = batch.filter((v) => v.matchId !== null);
  await db.transaction(async (tx) => {
    const slugs = await allocateSlugs(
      tx as unknown as Database,
      creates.map((v) =>
        providerSlugBase({
          firstName: v.data.first_name,
          lastName: v.data.last_name,
          credentials: v.data.credentials,
          city: v.data.city,
          state: v.data.state,
        }),
      ),
    );
    const inserted = creates.length
      ? await tx
          .insert(providers)
          .values(creates.map((v, i) => ({ ...providerValues(v), slug: slugs[i], source: 'import' })))
          .returning({ id: providers.id })
      : [];
    inserted.forEach((row, i) => {
      creates[i].matchId = row.id;
    });
    for (const v of updates) {
      await tx
        .update(providers)
        .set({
          ...providerValues(v),
          source: sql`case when ${providers.source} = 'sample' then 'import' else ${providers.source} end`,
        })
        .where(eq(providers.id, v.matchId!));
    }
    const prices = batch.flatMap((v) => v.procedures.map((p) => ({ providerId: v.matchId!, ...p })));
    if (prices.length) {
      await tx
        .insert(providerProcedures)
        .values(prices)
        .onConflictDoUpdate({
          target: [providerProcedures.providerId, providerProcedures.procedureId],
          set: { priceMin: sql`excluded.price_min`, priceMax: sql`excluded.price_max` },
        });
    }
  });
  return { created: creates.length, updated: updates.length };
}

/**
 * Records the job, then writes the valid rows in the background in transactional batches, updating progress
 * after each so any app process can report it. Rows are matched before writing, so running the same file again
 * after an interruption finishes the work without duplicates.
 */
export async function startProviderImport(
  deps: Pick<Deps, 'db' | 'logger'>,
  input: { fileName: string; rows: CheckedRow[]; userId: string },
) {
  const valid = input.rows.flatMap((r) => (r.valid ? [r.valid] : []));
  const report = input.rows.filter((r) => !r.valid).map((r) => ({ row: r.row, errors: r.errors }));
  const [job] = await deps.db
    .insert(importJobs)
    .values({
      kind: 'providers',
      status: 'running',
      fileName: input.fileName,
      total: valid.length,
      skipped: report.length,
      report: report.slice(0, REPORT_LIMIT),
      createdBy: input.userId,
    })
    .returning();
  const done = runJob(deps, job.id, valid);
  return { job: toJobDto(job), done };
}

async function runJob(deps: Pick<Deps, 'db' | 'logger'>, jobId: string, valid: ValidRow[]) {
  const totals = { processed: 0, created: 0, updated: 0 };
  try {
    for (let i = 0; i < valid.length; i += WRITE_BATCH) {
      const result = await writeBatch(deps.db, valid.slice(i, i + WRITE_BATCH));
      totals.processed += result.created + result.updated;
      totals.created += result.created;
      totals.updated += result.updated;
      await deps.db
        .update(importJobs)
        .set({ ...totals, heartbeatAt: new Date() })
        .where(eq(importJobs.id, jobId));
      // The batch lands after its request has answered, so app.ts's clearing on writes does not cover it.
      clearMicroCaches();
    }
    await deps.db
      .update(importJobs)
      .set({ status: 'done', finishedAt: new Date() })
      .where(eq(importJobs.id, jobId));
  } catch (error) {
    deps.logger.error({ err: { message: (error as Error).message }, jobId }, 'provider import failed');
    await deps.db
      .update(importJobs)
      .set(failedJob(`The import stopped after ${totals.processed} rows because of a server error.`))
      .where(eq(importJobs.id, jobId))
      .catch(() => {});
  }
}

/** The columns that end a job as failed, with a note at the top of its report on how to finish the work. */
function failedJob(reason: string) {
  const note = {
    row: 0,
    errors: [
      `${reason} Upload the same file again to finish: rows already imported are recognised, not duplicated.`,
    ],
  };
  return {
    status: 'failed' as const,
    finishedAt: new Date(),
    report: sql`coalesce(${importJobs.report}, '[]'::jsonb) || ${JSON.stringify([note])}::jsonb`,
  };
}

/**
 * Ends the jobs whose process stopped mid-way (the server restarted or crashed), so admins see that the import
 * did not finish instead of a job "running" forever. Called before jobs are listed; any process may do it.
 */
export async function settleInterruptedJobs(db: Database, now = new Date()) {
  await db
    .update(importJobs)
    .set(failedJob('The import stopped because the server restarted.'))
    .where(
      and(
        eq(importJobs.status, 'running'),
        lt(importJobs.heartbeatAt, new Date(now.getTime() - STALE_JOB_MS)),
      ),
    );
}

/** The latest imports, newest first, with interrupted ones marked failed. */
export async function recentImportJobs(db: Database) {
  await settleInterruptedJobs(db);
  const rows = await db.select().from(importJobs).orderBy(desc(importJobs.createdAt)).limit(20);
  return rows.map(toJobDto);
}

export async function findImportJob(db: Database, id: string) {
  await settleInterruptedJobs(db);
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row ? toJobDto(row) : null;
}
