import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A form the browser sends itself (before the app has taken the page over, or without JavaScript) goes by its
// method: without one it is a GET, which puts every field, a password too, in the address. So every form in the
// app says method="post", except a search, which may be a GET (e2e/first-tap.spec.ts sends each form a guest gets
// in the server's HTML that way).
const root = path.resolve(import.meta.dirname);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Each `<form …>` opening tag in a file, attributes and all. */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form\b/g)) {
    let depth = 0;
    let end = match.index + 5;
    for (; end < source.length; end++) {
      const ch = source[end];
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('forms the browser may send before the app runs', () => {
  const forms = sources(root).flatMap((file) =>
    formTags(fs.readFileSync(file, 'utf8')).map((tag) => ({ file: path.relative(root, file), tag })),
  );

  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThan(15);
  });

  it('every form posts, unless it is a search', () => {
    const leaking = forms.filter(
      ({ tag }) => !/method="post"/.test(tag) && !(/method="get"/.test(tag) || /role="search"/.test(tag)),
    );
    expect(leaking.map(({ file }) => file)).toEqual([]);
  });

  it('a search sent as a GET carries no password field', () => {
    for (const { file, tag } of forms.filter(({ tag }) => !/method="post"/.test(tag))) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(source, file).not.toMatch(/type="password"|PasswordInput/);
      expect(tag, file).toMatch(/role="search"|aria-label="Find a provider"/);
    }
  });
});
