// `npm start`: run the server in this process (so signals reach it directly); the server applies migrations and
// seeds an empty database. In development it first builds the web app when missing or stale. In production it
// never builds (the build tools are development dependencies): `npm run build` comes first.
import fs from 'node:fs';
import path from 'node:path';
import { usageOf, wantsHelp } from './lib/cli.mjs';

if (wantsHelp()) {
  console.log(usageOf(import.meta.url));
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const built = ['dist/client/index.html', 'dist/server/entry-server.js'].every((f) =>
  fs.existsSync(path.join(root, f)),
);

if (process.env.NODE_ENV === 'production') {
  if (!built) {
    console.error('The web app is not built. Run `npm run build` (with the development dependencies) first.');
    process.exit(1);
  }
} else {
  const { buildIfStale } = await import('./build-if-stale.mjs');
  buildIfStale();
}
const { register } = await import('tsx/esm/api');
register();
await import(path.resolve(root, 'src/server/index.ts'));
