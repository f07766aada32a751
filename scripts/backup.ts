// `npm run backup -- --out backups/2026-05-01`: backs up the database named by the environment (DATABASE_URL, or
// the embedded one in DATA_DIR) and DATA_DIR/uploads into a new folder. The embedded database must not be in use:
// stop the server first (the data-directory lock is checked). PostgreSQL can be backed up while the app runs.
import { loadEnv } from '../src/server/env';
import { backup } from './lib/backup-core';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, { options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out <new folder>');
  process.exit(2);
}
const env = loadEnv();
const manifest = await backup({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, out: values.out });
console.log(
  `Backed up the ${manifest.kind} database${manifest.uploads ? ' and uploads' : ''} to ${values.out}`,
);
