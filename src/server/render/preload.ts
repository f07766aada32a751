import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest: which chunk each source file became and what it imports. */
export function readManifest(clientDist: string): Manifest {
  const file = path.join(clientDist, '.vite/manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The app's chunks a page needs at start, besides the entry: its pieces (React DOM, React Router, the shell) and
 * the page's lazy chunk, with the chunks they import, so the browser fetches them at once instead of one after
 * another (the entry, src/client/main.tsx, imports the pieces one at a time, and the shell then the page).
 * `withEntryImports`: also the chunks the entry imports statically, which index.html's own module script
 * fetches anyway when it is in the HTML, but not when a script adds the entry later (public/early-input.js).
 */
export function preloadFiles(manifest: Manifest, pageFiles: string[], withEntryImports = false): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? chunkFiles(manifest, entry) : []);
  // In the order the entry needs them: what it imports itself, its pieces, then the page.
  const files = new Set([
    ...(withEntryImports ? loaded : []),
    ...[...(entry?.dynamicImports ?? []), ...pageFiles].flatMap((key) =>
      manifest[key] ? chunkFiles(manifest, manifest[key]) : [],
    ),
  ]);
  return [...files]
    .filter((file) => file !== entry?.file && (withEntryImports || !loaded.has(file)))
    .map((file) => `/${file}`);
}

/** `<link rel="modulepreload">` for `preloadFiles`, for the head of a page whose module script is in the HTML. */
export function modulepreloadLinks(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join('\n    ');
}

function chunkFiles(manifest: Manifest, chunk: ManifestChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) if (manifest[key]) chunkFiles(manifest, manifest[key], seen);
  return [...seen];
}
