import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const parse = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars });

function errorOf(vars: Record<string, string>): string {
  try {
    parse(vars);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('MAP_TILES_URL', () => {
  it('is off by default: no tiles, so pages show a location card', () => {
    expect(parse({}).mapTiles).toBeNull();
    // `MAP_TILES_URL= npm start` is the same as leaving it out.
    expect(parse({ MAP_TILES_URL: '' }).mapTiles).toBeNull();
  });

  it('takes an https tile template and names its origin for the CSP', () => {
    const env = parse({
      MAP_TILES_URL: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}{r}.png?key=abc',
      MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(env.mapTiles).toEqual({
      url: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}{r}.png?key=abc',
      attribution: '© OpenStreetMap contributors',
      origin: 'https://tiles.example.org:8443',
    });
    expect(
      parse({ MAP_TILES_URL: 'https://t.example.org/{z}/{x}/{-y}.png' }).mapTiles?.attribution,
    ).toBeNull();
  });

  it('accepts plain http only from this machine', () => {
    for (const host of ['localhost:8080', '127.0.0.1:9000', '[::1]:7000'])
      expect(parse({ MAP_TILES_URL: `http://${host}/{z}/{x}/{y}.png` }).mapTiles?.origin).toBe(
        `http://${host}`,
      );
    expect(errorOf({ MAP_TILES_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toBe(
      'Invalid environment configuration:\n  MAP_TILES_URL: must start with https:// (http:// only for localhost or 127.0.0.1)',
    );
    expect(errorOf({ MAP_TILES_URL: 'ftp://localhost/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILES_URL: must start with https://',
    );
  });

  it('needs {z}, {x} and {y}, and only placeholders a map fills in', () => {
    expect(errorOf({ MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}.png' })).toContain(
      'MAP_TILES_URL: must contain {y} (a tile URL such as https://tile.example.org/{z}/{x}/{y}.png)',
    );
    expect(errorOf({ MAP_TILES_URL: 'https://tiles.example.org/tile.png' })).toContain(
      'MAP_TILES_URL: must contain {z}, {x}, {y}',
    );
    expect(errorOf({ MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}' })).toContain(
      'MAP_TILES_URL: has {apikey}, which maps cannot fill in: use only {z}, {x}, {y}, {-y} and {r}',
    );
  });

  it('names exactly one host, with no credentials in it', () => {
    expect(errorOf({ MAP_TILES_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILES_URL: has {s}, which maps cannot fill in',
    );
    expect(errorOf({ MAP_TILES_URL: 'https://{z}.example.org/{x}/{y}.png' })).toContain(
      'MAP_TILES_URL: must name one tile host: placeholders such as {s} cannot be in the host',
    );
    expect(errorOf({ MAP_TILES_URL: 'tile.example.org/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILES_URL: must be a URL such as https://tile.example.org/{z}/{x}/{y}.png',
    );
    expect(errorOf({ MAP_TILES_URL: 'https://user:secret@tiles.example.org/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILES_URL: must not contain a user name or password',
    );
  });
});

describe('MAP_TILES_ATTRIBUTION', () => {
  it('is plain text beside a tile URL', () => {
    expect(errorOf({ MAP_TILES_ATTRIBUTION: 'Tiles by Example' })).toContain(
      'MAP_TILES_ATTRIBUTION: is set but MAP_TILES_URL is not: set the tile URL too, or leave both out',
    );
    expect(
      errorOf({
        MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '<a href="https://example.org">Example</a>',
      }),
    ).toContain('MAP_TILES_ATTRIBUTION: is plain text: no HTML tags');
  });
});

describe('AUTH_SECRET', () => {
  const GOOD = '9f86d081884c7d659a2feaa0c55ad015'; // `openssl rand -hex 16`: 32 characters, 128 bits

  it('takes a random secret of 32 or more characters, in any environment', () => {
    expect(parse({ AUTH_SECRET: GOOD }).AUTH_SECRET).toBe(GOOD);
    const long = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9';
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: long }).AUTH_SECRET).toBe(long);
    const words = 'correct-Horse-battery-staple-42-Violet';
    expect(parse({ AUTH_SECRET: words }).AUTH_SECRET).toBe(words);
  });

  it.each([
    ['40 spaces', ' '.repeat(40), /AUTH_SECRET: must be at least 32 characters, not counting spaces/],
    ['tabs and newlines', '\t\n'.repeat(20), /AUTH_SECRET: must be at least 32 characters/],
    [
      'a short secret padded with spaces',
      `  ${GOOD.slice(0, 20)}${' '.repeat(20)}`,
      /at least 32 characters/,
    ],
    [
      'one character repeated',
      'x'.repeat(64),
      /AUTH_SECRET: is too easy to guess: it uses only 1 different character /,
    ],
    ['a few characters', 'abab0101'.repeat(5), /it uses only 4 different characters/],
    ['a short piece repeated', 'changeme-'.repeat(5), /it repeats the same 9 characters/],
    ['digits only, 32 of them', '31415926535897932384626433832795', /about 106 bits of randomness/],
  ])('refuses %s, naming the variable and how to make one', (_what, secret, message) => {
    const error = errorOf({ AUTH_SECRET: secret });
    expect(error).toMatch(message);
    expect(error).toContain('openssl rand -hex 32');
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(/AUTH_SECRET: /);
  });

  it('does not print the secret it refuses', () => {
    expect(errorOf({ AUTH_SECRET: 'changeme-'.repeat(5) })).not.toContain('changeme');
  });
});
