// Backup and restore of everything TruSelf keeps: the database and the uploaded files (DATA_DIR/uploads).
// Embedded database: PGlite's own dumpDataDir() archive, taken while holding the data-directory lock, so no
// server can write during the copy. PostgreSQL: pg_dump's custom format (a consistent snapshot while the app
// runs) and pg_restore.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, pgliteExtensions } from '../../src/server/db/client';

export interface Manifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  database: string;
  uploads: string | null;
}

const MANIFEST = 'manifest.json';

export async function backup(options: {
  dataDir: string;
  databaseUrl?: string;
  out: string;
}): Promise<Manifest> {
  fs.mkdirSync(options.out, { recursive: true, mode: 0o700 });
  if (fs.readdirSync(options.out).length > 0)
    throw new Error(`${options.out} is not empty; choose a new folder for the backup.`);
  // A backup holds what the database holds (password hashes, sessions, patients' messages): its owner's only, as
  // DATA_DIR is. The folder is closed first, so nobody else can open a file while it is being written.
  fs.chmodSync(options.out, 0o700);
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  const database = kind === 'postgres' ? 'database.dump' : 'database.tar.gz';
  const target = path.join(options.out, database);
  if (options.databaseUrl) {
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, options.databaseUrl], {
      stdio: 'inherit',
    });
  } else {
    await withPglite(options.dataDir, async (client) => {
      const archive = await client.dumpDataDir('gzip');
      fs.writeFileSync(target, Buffer.from(await archive.arrayBuffer()));
    });
  }
  const uploads = archiveUploads(options.dataDir, options.out);
  const manifest: Manifest = { format: 1, kind, createdAt: new Date().toISOString(), database, uploads };
  fs.writeFileSync(path.join(options.out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of fs.readdirSync(options.out)) fs.chmodSync(path.join(options.out, file), 0o600);
  return manifest;
}

/**
 * Restores a backup folder. The embedded database and the uploads being replaced are moved aside (never deleted)
 * to `<DATA_DIR>.before-restore-<time>`; PostgreSQL objects are dropped and recreated by pg_restore --clean.
 */
export async function restore(options: { dataDir: string; databaseUrl?: string; from: string }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(options.from, MANIFEST), 'utf8')) as Manifest;
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) throw new Error(`This is a ${manifest.kind} backup; the target is ${kind}.`);
  const source = path.join(options.from, manifest.database);
  const dataDir = path.resolve(options.dataDir);
  const release = acquireDataDirLock(dataDir);
  let movedAside: string | null = null;
  try {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataDir, movedAside);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    if (options.databaseUrl) {
      restorePostgres(source, options.databaseUrl);
    } else {
      const archive = new Blob([fs.readFileSync(source)]);
      const client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir: archive });
      await client.exec('CHECKPOINT');
      await client.close();
    }
    if (manifest.uploads)
      execFileSync('tar', ['-xzf', path.join(options.from, manifest.uploads), '-C', dataDir]);
  } finally {
    release();
  }
  return { manifest, movedAside };
}

/**
 * pg_restore's script empties search_path (a defence for untrusted dumps), but earthdistance 1.1's ll_to_earth()
 * names the cube and earth types unqualified, so rebuilding the distance index would fail with 'type "earth" does
 * not exist'. Our own dump is restored with search_path = public instead, in one transaction that stops at the
 * first error.
 */
function restorePostgres(source: string, databaseUrl: string) {
  const script = execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--file=-', source], {
    maxBuffer: 1024 * 1024 * 1024,
  }).toString('utf8');
  const fixed = script.replaceAll(
    "set_config('search_path', '', false)",
    "set_config('search_path', 'public', false)",
  );
  execFileSync(
    'psql',
    ['--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${databaseUrl}`],
    {
      input: fixed,
      stdio: ['pipe', 'ignore', 'inherit'],
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
}

async function withPglite(dataDir: string, run: (client: PGlite) => Promise<void>) {
  if (!fs.existsSync(dataDir)) throw new Error(`There is no embedded database at ${path.resolve(dataDir)}.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    try {
      await client.exec('CHECKPOINT');
      await run(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

function archiveUploads(dataDir: string, out: string) {
  const uploads = path.join(dataDir, 'uploads');
  if (!fs.existsSync(uploads)) return null;
  execFileSync('tar', ['-czf', path.join(out, 'uploads.tar.gz'), '-C', dataDir, 'uploads']);
  return 'uploads.tar.gz';
}
