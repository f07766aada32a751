// `npm run test:e2e`: build the web app if stale, then run the browser journeys (e2e/*.spec.ts, playwright.config.ts)
// in Debian's Chromium against the real server with a fresh embedded database and a local SMTP sink. Arguments go
// to `playwright test`: `npm run test:e2e -- e2e/home.spec.ts`, `-- --project=mobile`, `-- -g "newsletter"`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
buildIfStale();
const args = ['playwright', 'test', ...process.argv.slice(2)];
process.exit(spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1);
