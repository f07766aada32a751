// `npm run restore -- --from backups/2026-05-01`: restores a folder made by `npm run backup` into the database
// named by the environment. Stop every app process first. The embedded database and uploads being replaced are
// moved aside, not deleted.
import { loadEnv } from '../src/server/env';
import { restore } from './lib/backup-core';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli(import.meta.url, { options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from <backup folder>');
  process.exit(2);
}
const env = loadEnv();
const { manifest, movedAside } = await restore({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  from: values.from,
});
console.log(`Restored the ${manifest.kind} backup of ${manifest.createdAt}.`);
if (movedAside) console.log(`The data it replaced is kept at ${movedAside}`);
