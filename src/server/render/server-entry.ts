import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PostedForm } from './page-html';

export const serverDist = fileURLToPath(new URL('../../../dist/server', import.meta.url));

type ApiTransport = (input: string, init: RequestInit) => Promise<Response>;

/** What src/client/entry-server.tsx exports, as built into dist/server. */
export interface ServerEntry {
  /**
   * A page's markup and its query cache (dehydrated), or where the page sends the visitor instead; null when the
   * browser should render it itself.
   */
  renderPage(
    request: Request,
    seed?: { queryKey: readonly unknown[]; data: unknown }[],
  ): Promise<{ html: string; state: unknown; unloaded: string[] } | { redirect: string } | null>;
  /** The query cache (dehydrated) holding only these entries, for a page the browser renders itself. */
  seedState(seed: { queryKey: readonly unknown[]; data: unknown }[]): unknown;
  /** The markup inside #root of a page the browser renders itself, until the app has rendered it. */
  renderLoadingShell(): Promise<string>;
  /** Build manifest keys of the page modules a path shows. */
  pageFilesFor(pathname: string): string[];
  setApiTransport(send: ApiTransport): void;
  /** Where the page's form finds the server's answer to it sent as a plain post (lib/form-answer.ts). */
  formAnswerQueryKey(form: PostedForm): readonly unknown[];
}

/** The built page renderer, or null when it is not built (pages then load their data in the browser). */
export async function loadServerEntry(): Promise<ServerEntry | null> {
  const file = `${serverDist}/entry-server.js`;
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
