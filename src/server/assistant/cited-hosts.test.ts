import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITED_LINK_HOSTS } from '@shared/cited-hosts';
import { loadArticles, loadProcedureGuides } from '../content/load-content';

// The chat shows a link to another site only when its host is on CITED_LINK_HOSTS: every source the answers cite
// and every link the assistant's own text writes must be there, or it would reach the patient as plain text.

function assistantLinks(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('eval'))
    .flatMap((file) =>
      [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(
        (m) => m[1],
      ),
    );
}

describe('the sites TruGPT answers link to', () => {
  it('include the host of every source in the guides and articles', () => {
    const urls = [...loadProcedureGuides(), ...loadArticles()].flatMap((c) => c.sources.map((s) => s.url));
    expect(urls.length).toBeGreaterThan(50);
    const missing = urls.filter((url) => !CITED_LINK_HOSTS.has(new URL(url).hostname));
    expect(missing).toEqual([]);
  });

  it('include every link the assistant writes itself (the crisis lines)', () => {
    const links = assistantLinks(import.meta.dirname);
    expect(links).toContain('https://988lifeline.org');
    expect(links.filter((url) => !CITED_LINK_HOSTS.has(new URL(url).hostname))).toEqual([]);
  });
});
