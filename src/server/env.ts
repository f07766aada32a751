import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env. Everything else receives a validated Env.
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const TILES_EXAMPLE = 'https://tile.example.org/{z}/{x}/{y}.png';
// Leaflet fills in these; any other {name} would make every tile request fail in the browser.
const TILE_PLACEHOLDERS = new Set(['{z}', '{x}', '{y}', '{-y}', '{r}']);
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/** An XYZ tile URL template for the maps: one https host (http only on this machine), with {z}, {x} and {y}. */
const mapTilesUrl = z.string().superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  const missing = ['{z}', '{x}', '{y}'].filter(
    (p) => !value.includes(p) && !(p === '{y}' && value.includes('{-y}')),
  );
  if (missing.length) return fail(`must contain ${missing.join(', ')} (a tile URL such as ${TILES_EXAMPLE})`);
  const unknown = [...value.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).filter((p) => !TILE_PLACEHOLDERS.has(p));
  if (unknown.length)
    return fail(`has ${unknown.join(', ')}, which maps cannot fill in: use only {z}, {x}, {y}, {-y} and {r}`);
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(value)?.[1];
  if (authority === undefined) return fail(`must be a URL such as ${TILES_EXAMPLE}`);
  if (/[{}]/.test(authority))
    return fail('must name one tile host: placeholders such as {s} cannot be in the host');
  let url: URL;
  try {
    url = new URL(value.replace(/\{-?[a-z]\}/g, '0'));
  } catch {
    return fail(`must be a URL such as ${TILES_EXAMPLE}`);
  }
  if (url.username || url.password) return fail('must not contain a user name or password');
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)) return;
  fail('must start with https:// (http:// only for localhost or 127.0.0.1)');
});

const MAKE_A_SECRET = 'make one with `openssl rand -hex 32`';
const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
const CLASS_SIZES = [26, 26, 10, 33];

/**
 * Why a secret that signs sessions and mailed links is too easy to guess, or null when it is not. The estimate is
 * deliberately simple: length × log2(the alphabets it draws from), after refusing what only looks long (spaces,
 * one character repeated, a short piece repeated). `openssl rand -hex 16` (128 bits) passes; 40 spaces do not.
 */
export function weakSecretProblem(secret: string): string | null {
  const value = secret.trim();
  const chars = [...value];
  if (chars.length < 32)
    return `must be at least 32 characters, not counting spaces at either end (${MAKE_A_SECRET})`;
  const distinct = new Set(chars).size;
  if (distinct < 8)
    return `is too easy to guess: it uses only ${distinct} different character${distinct === 1 ? '' : 's'} (${MAKE_A_SECRET})`;
  for (let unit = 1; unit <= chars.length / 2; unit++) {
    if (chars.every((c, i) => c === chars[i % unit]))
      return `is too easy to guess: it repeats the same ${unit} characters (${MAKE_A_SECRET})`;
  }
  const pool = CHARACTER_CLASSES.reduce((sum, re, i) => sum + (re.test(value) ? CLASS_SIZES[i] : 0), 0);
  const bits = Math.floor(chars.length * Math.log2(pool));
  if (bits < 128)
    return `is too easy to guess: about ${bits} bits of randomness, and at least 128 are needed (${MAKE_A_SECRET})`;
  return null;
}

/** The map tiles the client shows, and the one origin the CSP lets images come from for them. */
export interface MapTiles {
  url: string;
  attribution: string | null;
  origin: string;
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Loopback unless the operator opens it up (the container image sets 0.0.0.0 behind its published port).
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('TruSelf <no-reply@truself.local>'),
    ADMIN_EMAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as truself.com')
      .default('truself.com'),
    AUTH_SECRET: z
      .string()
      .superRefine((value, ctx) => {
        const problem = weakSecretProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    TRUST_PROXY: booleanish,
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
    // A guest page's server render slower than this is abandoned for the plain shell (render/page-html.ts).
    RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(3000),
    TRUGPT_DAILY_QUOTA: z.coerce.number().int().min(1).default(100),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_PROVIDERS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    MAP_TILES_URL: mapTilesUrl.optional(),
    MAP_TILES_ATTRIBUTION: z
      .string()
      .max(300, 'must be at most 300 characters')
      .refine((v) => !/[<>]/.test(v), 'is plain text: no HTML tags')
      .optional(),
  })
  .superRefine((env, ctx) => {
    const llm = [env.LLM_BASE_URL, env.LLM_MODEL];
    if (llm.some(Boolean) && !llm.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'LLM_BASE_URL and LLM_MODEL must be set together',
      });
    }
    if (env.MAP_TILES_ATTRIBUTION && !env.MAP_TILES_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAP_TILES_ATTRIBUTION'],
        message: 'is set but MAP_TILES_URL is not: set the tile URL too, or leave both out',
      });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'AUTH_SECRET'> & {
  publicUrl: string;
  AUTH_SECRET: string;
  /** Null without MAP_TILES_URL: pages show a location card and directions instead of a map. */
  mapTiles: MapTiles | null;
};

/**
 * Without AUTH_SECRET (never in production, see above), the running app keeps a random secret of its own in the
 * data directory, readable by its owner only, so sessions outlive a restart and no secret is written in code.
 * Tests and one-off tools (`persist: false`) get a fresh random one.
 */
export const AUTH_SECRET_FILE = 'auth-secret';

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  const problem = weakSecretProblem(secret);
  if (problem)
    throw new EnvError(
      `Invalid environment configuration:\n  AUTH_SECRET: the one kept in ${file} ${problem}; delete the file to make a new one`,
    );
  return secret;
}

export function parseEnv(
  source: Record<string, string | undefined>,
  options: { persistSecret?: boolean } = {},
): Env {
  // Treat empty strings as unset so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const authSecret =
    env.AUTH_SECRET ??
    (options.persistSecret ? developmentSecret(env.DATA_DIR) : randomBytes(32).toString('base64url'));
  return {
    ...env,
    AUTH_SECRET: authSecret,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mapTiles: env.MAP_TILES_URL
      ? {
          url: env.MAP_TILES_URL,
          attribution: env.MAP_TILES_ATTRIBUTION ?? null,
          origin: new URL(env.MAP_TILES_URL.replace(/\{-?[a-z]\}/g, '0')).origin,
        }
      : null,
  };
}

export class EnvError extends Error {}

export function loadEnv(): Env {
  try {
    return parseEnv(process.env, { persistSecret: true });
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
