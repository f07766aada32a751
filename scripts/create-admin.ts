// `npm run create-admin -- --email you@truself.com [--password-stdin]`: makes the first (or another) admin in the
// database the server uses. Without --password-stdin the owner is emailed a link to set a password; nothing
// secret is printed either way. An unconfirmed account already at that address is replaced, never promoted.
import { parseArgs } from 'node:util';
import { FirstAdminError, createAdmin } from '../src/server/auth/first-admin';
import { buildDeps, openDatabase } from '../src/server/bootstrap';
import { DataDirLockedError } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { usageOf, wantsHelp } from './lib/cli.mjs';

if (wantsHelp()) {
  console.log(usageOf(import.meta.url));
  process.exit(0);
}
const { values } = parseArgs({
  options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } },
});

async function readStdin() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main() {
  const env = loadEnv();
  if (!values.email) {
    console.error(`Usage: npm run create-admin -- --email you@${env.ADMIN_EMAIL_DOMAIN} [--password-stdin]`);
    process.exit(2);
  }
  const password = values['password-stdin'] ? await readStdin() : undefined;
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const { handle, release } = await openDatabase(env);
  try {
    await runMigrations(handle);
    const deps = buildDeps({ env, logger, handle });
    const { created, replacedUnverified, linkSent } = await createAdmin(deps, {
      email: values.email,
      password,
    });
    // The set-password link is queued like all mail; this command sends it before it ends.
    const { sent, retrying } = await deps.mailer.deliverDue();
    console.log(
      `${created ? 'Created' : 'Updated'} the admin account ${values.email.toLowerCase()}.` +
        (replacedUnverified
          ? ' An unconfirmed account someone had signed up at that address was deleted first.'
          : '') +
        (linkSent
          ? sent > 0
            ? ' A link to set its password was sent to that address.'
            : retrying > 0
              ? ' The link to set its password could not be sent yet; the server will retry it when it runs.'
              : ''
          : ' Its password is the one given.'),
    );
  } catch (error) {
    if (!(error instanceof FirstAdminError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
    release();
  }
}

main().catch((error) => {
  // The server holds the embedded database: one line on what to do, not a stack trace.
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message.replace(/ Stop that process first.*$/, '')} Stop the server, run this again, then start the server; or run it on PostgreSQL (DATABASE_URL), where this works while it runs.`,
    );
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
