// One batch of registry rows written in one transaction together with the run's checkpoint, so after a crash the
// database holds exactly the batches the checkpoint says were done.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nppesImports, providers } from '../../db/schema';
import { providerSlugBase } from '../slug';
import { withChecks } from '@shared/provider-verification';
import type { RegistryProvider } from './map-row';

export interface Checkpoint {
  runId: string;
  bytesDone: number;
  rowsDone: number;
  kept: number;
  hidden: number;
  skipped: number;
}

// What a claimed profile's owner manages (or that follows from what they manage): the registry never overwrites these
// on an owned profile. Licence, licence state, taxonomy and the registry date are the registry's own facts and always
// follow it.
const OWNER_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'credentials',
  'specialty',
  'practiceName',
  'acceptingNewPatients',
  'languages',
  'phone',
  'addressLine',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'locationId',
] as const;
const REGISTRY_FIELDS = ['licenseNumber', 'licenseState', 'registryTaxonomy', 'registryUpdatedOn'] as const;

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function conflictSet() {
  const set: Record<string, SQL> = {};
  for (const f of OWNER_FIELDS) {
    set[f] =
      sql`case when ${providers.ownerUserId} is null then excluded.${sql.raw(snake(f))} else ${providers[f]} end`;
  }
  for (const f of REGISTRY_FIELDS) set[f] = sql.raw(`excluded.${snake(f)}`);
  // A record only the sample generator or a CSV import made becomes the registry's; listed and claimed stay theirs.
  set.source = sql`case when ${providers.source} in ('sample', 'import') then 'registry' else ${providers.source} end`;
  // The registry matched this NPI and its licence number now; other checks stay as they were.
  set.verification = sql`${providers.verification} || excluded.verification`;
  set.updatedAt = sql`now()`;
  return set;
}

export async function writeRegistryBatch(
  db: Database,
  keep: (RegistryProvider & { locationId: string | null })[],
  hide: string[],
  checkpoint: Checkpoint,
) {
  // A file can list an NPI twice (a full file then its update appended): the later row wins, and one INSERT may not
  // touch the same row twice.
  const byNpi = new Map(keep.map((p) => [p.npi, p]));
  for (const npi of hide) byNpi.delete(npi);
  const matched = withChecks({}, ['npi']);
  const rows = [...byNpi.values()].map((p) => ({
    ...p,
    source: 'registry',
    slug: `${providerSlugBase(p)}-${p.npi}`,
    boardCertified: false,
    verification: matched,
  }));
  await db.transaction(async (tx) => {
    if (rows.length) {
      await tx
        .insert(providers)
        .values(rows)
        .onConflictDoUpdate({ target: providers.npi, set: conflictSet() });
    }
    // Deactivated NPIs leave the directory; a claimed profile stays with its owner (its registry facts say when the
    // registry last updated it) until an admin decides.
    if (hide.length) {
      await tx.delete(providers).where(and(inArray(providers.npi, hide), isNull(providers.ownerUserId)));
    }
    await tx
      .update(nppesImports)
      .set({
        bytesDone: checkpoint.bytesDone,
        rowsDone: checkpoint.rowsDone,
        kept: checkpoint.kept,
        hidden: checkpoint.hidden,
        skipped: checkpoint.skipped,
        heartbeatAt: new Date(),
      })
      .where(eq(nppesImports.id, checkpoint.runId));
  });
}
