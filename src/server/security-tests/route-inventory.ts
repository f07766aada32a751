import { apiRoutes } from '../routes';

export interface ApiRoute {
  method: string;
  /** With the /api prefix, as Hono declares it (":id" parameters, "*" wildcards). */
  path: string;
  key: string;
}

/**
 * Every API endpoint the app serves, read from the router itself so that a new route shows up here without
 * anyone listing it. Hono records `.use()` middleware as method ALL; those guard paths that real handlers
 * serve and are left out, while a bare `.all()` handler on a path of its own is kept.
 */
export function listApiRoutes(): ApiRoute[] {
  const handlerPaths = new Set(apiRoutes.routes.filter((r) => r.method !== 'ALL').map((r) => r.path));
  const seen = new Map<string, ApiRoute>();
  for (const r of apiRoutes.routes) {
    if (r.method === 'ALL' && (r.path.endsWith('*') || handlerPaths.has(r.path))) continue;
    const path = `/api${r.path}`;
    const key = `${r.method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method: r.method, path, key });
  }
  return [...seen.values()];
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);
