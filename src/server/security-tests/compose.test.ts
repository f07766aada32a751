import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// compose.yaml is how most people will first run TruSelf on a server, so its defaults are security defaults.

type Node = string | Node[] | { [key: string]: Node };

/**
 * The block subset of YAML that compose.yaml uses: nested maps, lists of scalars or maps, comments. Flow values
 * (`["CMD-SHELL", …]`) stay strings; quotes around scalars are removed.
 */
function parseYaml(text: string): Node {
  const lines = text
    .split('\n')
    .map((raw) => raw.replace(/(^|\s)#.*$/, ''))
    .filter((l) => l.trim() !== '')
    .map((l) => ({ indent: l.length - l.trimStart().length, text: l.trim() }));
  let i = 0;
  const scalar = (s: string) => s.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
  function block(indent: number): Node {
    if (lines[i].text.startsWith('- ')) {
      const list: Node[] = [];
      while (i < lines.length && lines[i].indent === indent && lines[i].text.startsWith('- ')) {
        list.push(scalar(lines[i].text.slice(2).trim()));
        i++;
      }
      return list;
    }
    const map: Record<string, Node> = {};
    while (i < lines.length && lines[i].indent === indent) {
      const match = /^([^:]+):(?:\s+(.*))?$/.exec(lines[i].text);
      if (!match) throw new Error(`compose.yaml: cannot read "${lines[i].text}"`);
      i++;
      const [, key, value] = match;
      map[key] =
        value !== undefined
          ? scalar(value)
          : i < lines.length && lines[i].indent > indent
            ? block(lines[i].indent)
            : '';
    }
    return map;
  }
  return block(0);
}

const compose = parseYaml(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../compose.yaml'), 'utf8'),
) as {
  services: Record<string, Record<string, Node>>;
  networks: Record<string, Record<string, string>>;
};
const { app, db } = compose.services;
const env = (service: Record<string, Node>) => service.environment as Record<string, string>;

describe('compose.yaml', () => {
  it('publishes no port on every interface: at most one on 127.0.0.1', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const port of (service.ports ?? []) as string[]) {
        expect(port, `${name} publishes ${port}`).toMatch(/^127\.0\.0\.1:/);
      }
      expect(service.network_mode, `${name} shares the host's network`).not.toBe('host');
    }
    expect(JSON.stringify(compose)).not.toContain('0.0.0.0');
  });

  it('puts the app on the proxy network, passes TRUST_PROXY through, and keeps the database off it', () => {
    expect(app.networks).toContain('proxy');
    expect(env(app).TRUST_PROXY).toMatch(/^\$\{TRUST_PROXY\b/);
    expect(db.networks).toEqual(['backend']);
    expect(compose.networks.backend.internal).toBe('true');
    expect(db.ports).toBeUndefined();
  });

  it('takes the PostgreSQL password from the environment and writes none', () => {
    expect(env(db).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    const credentials = /^postgres(?:ql)?:\/\/[^:@/]+:([^@]+)@/.exec(env(app).DATABASE_URL)?.[1];
    expect(credentials).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    expect(env(app).AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?[^}]+\}$/);
  });
});
