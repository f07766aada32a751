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
 * `<link rel="modulepreload">` for the app's pieces and a page's lazy chunk, with the chunks they import, so the
 * browser fetches them with the entry instead of one after another: the entry (src/client/main.tsx) imports the
 * app's pieces (React DOM, React Router, the shell) one at a time, and the shell then the page. Chunks the entry
 * imports statically are left out: index.html loads those already.
 */
export function modulepreloadLinks(manifest: Manifest, pageFiles: string[]): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? chunkFiles(manifest, entry) : []);
  const files = new Set(
    [...(entry?.dynamicImports ?? []), ...pageFiles].flatMap((key) =>
      manifest[key] ? chunkFiles(manifest, manifest[key]) : [],
    ),
  );
  return [...files]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

function chunkFiles(manifest: Manifest, chunk: ManifestChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) if (manifest[key]) chunkFiles(manifest, manifest[key], seen);
  return [...seen];
}
