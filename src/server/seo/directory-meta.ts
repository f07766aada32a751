// Per-page meta for the directory's public pages. Imported once (by the directory routes) so it registers.
import { articleMeta } from './article-meta';
import { registerMetaResolver } from './page-meta';
import { locationMeta } from './place-meta';
import { categoryMeta, procedureMeta, staticDirectoryMeta } from './procedure-meta';
import { providerMeta } from './provider-meta';

registerMetaResolver(async (path, deps) => {
  const { publicUrl } = deps.env;
  return (
    procedureMeta(path, publicUrl) ??
    categoryMeta(path, publicUrl) ??
    articleMeta(path, publicUrl) ??
    staticDirectoryMeta(path) ??
    (await locationMeta(path, deps.db, publicUrl)) ??
    (await providerMeta(path, deps.db, publicUrl))
  );
});
