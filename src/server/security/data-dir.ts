import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, uploads and the development auth secret: nobody but the app's own user
 * may read or change them. PGlite writes its files 0666 whatever the umask, so the tree is tightened after the
 * database opens and again after it closes, and existing installs are fixed on their next start.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates DATA_DIR (0700) if needed and makes every folder in it 0700 and every file 0600. Links are not followed. */
export function secureDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
  const pending = [dataDir];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        tighten(file, PRIVATE_DIR_MODE);
        pending.push(file);
      } else if (entry.isFile()) {
        tighten(file, PRIVATE_FILE_MODE);
      }
    }
  }
}

function tighten(file: string, mode: number) {
  try {
    if ((fs.lstatSync(file).mode & 0o777) !== mode) fs.chmodSync(file, mode);
  } catch (error) {
    // A file the database removed between listing and chmod needs nothing.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
