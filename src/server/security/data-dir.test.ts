import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../bootstrap';
import { parseEnv } from '../env';

/** Every folder and file under `dir` with its permission bits, relative paths first. */
function modes(dir: string) {
  const out: { file: string; mode: number; isDir: boolean }[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    out.push({
      file: path.relative(dir, file),
      mode: fs.statSync(file).mode & 0o777,
      isDir: entry.isDirectory(),
    });
  }
  return out;
}

describe('DATA_DIR permissions', () => {
  // A new PGlite runs initdb: slow on a busy machine.
  it(
    'starts the embedded database with the folder 0700 and every file in it 0600, an existing install tightened',
    { timeout: 180_000 },
    async () => {
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'truself-perms-')), 'data');
      // An install from before: world-readable folder, uploads and secret.
      fs.mkdirSync(path.join(dir, 'uploads', 'avatars'), { recursive: true });
      fs.chmodSync(dir, 0o777);
      fs.writeFileSync(path.join(dir, 'uploads', 'avatars', 'a.png'), 'png', { mode: 0o666 });
      fs.chmodSync(path.join(dir, 'uploads', 'avatars', 'a.png'), 0o666);
      fs.writeFileSync(path.join(dir, 'auth-secret'), 'secret', { mode: 0o644 });

      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir });
      const { handle, release } = await openDatabase(env);
      try {
        expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
        const open = modes(dir);
        // PGlite's own files (PG_VERSION, base/…) are there, and none is open to others.
        expect(open.some((m) => m.file === 'PG_VERSION')).toBe(true);
        expect(open.filter((m) => m.mode !== (m.isDir ? 0o700 : 0o600))).toEqual([]);
        await handle.db.execute(sql`create table written_after_start (id int)`);
        await handle.db.execute(sql`insert into written_after_start values (1)`);
      } finally {
        await handle.close();
        release();
      }
      const closed = modes(dir);
      expect(closed.length).toBeGreaterThan(100);
      expect(closed.filter((m) => m.mode !== (m.isDir ? 0o700 : 0o600))).toEqual([]);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    },
  );
});
