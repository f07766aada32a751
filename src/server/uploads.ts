import path from 'node:path';
import type { Deps } from './context';

/** Where uploaded files (practice photos, avatars) are kept; the app serves them under /uploads. */
export function uploadsDir(deps: Pick<Deps, 'env'>) {
  return path.resolve(deps.env.DATA_DIR, 'uploads');
}
