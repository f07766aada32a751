import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { PASSWORD_MAX, passwordSchema } from './auth';

// Every string a shared schema accepts has a length cap, so no field can carry 100,000 characters into the
// database, a mail, a share card or an answer. A new schema with an uncapped string fails here.

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Capped by a rule zod cannot show (a refinement), each checked below. */
const CAPPED_ELSEWHERE = new Set<unknown>([passwordSchema]);

// String formats whose pattern fixes the length.
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'guid', 'date', 'time', 'datetime']);

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

function hasMax(def: Def) {
  if (def.format && FIXED_LENGTH_FORMATS.has(def.format)) return true;
  return (def.checks ?? []).some((c) => ['max_length', 'length_equals'].includes(c._zod.def.check));
}

/** Paths of strings with no cap inside `schema`. */
function uncapped(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema) || CAPPED_ELSEWHERE.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: unknown, path = at) => uncapped(s, path, seen);
  switch (def.type) {
    case 'string':
      return hasMax(def) ? [] : [at];
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.entries(shape).flatMap(([key, value]) => inner(value, `${at}.${key}`));
    }
    case 'array':
      return inner(def.element, `${at}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe': {
      // A string transformed and then checked (an email normalised, then capped; a state code matched against the
      // list of states) is capped by the check.
      const input = inner(def.in);
      const bounded =
        ['string', 'enum', 'literal'].includes(defOf(def.out).type) && inner(def.out).length === 0;
      return bounded ? [] : input;
    }
    case 'union':
      return (def.options as unknown[]).flatMap((o) => inner(o));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${at}{key}`), ...inner(def.valueType, `${at}{}`)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((o, i) => inner(o, `${at}[${i}]`));
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}

describe('shared schemas', () => {
  it('cap the length of every string they accept', () => {
    const found: string[] = [];
    let schemas = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType)) continue;
        schemas++;
        found.push(...uncapped(value, `${file.slice(2)}:${name}`));
      }
    }
    expect(schemas).toBeGreaterThan(50);
    expect([...new Set(found)]).toEqual([]);
  });

  it('find an uncapped string wherever it sits (the check above can fail)', () => {
    const nested: ZodType = z.object({
      a: z.array(z.object({ b: z.string().trim().optional() })),
      c: z.string().max(5),
      d: z
        .string()
        .transform((s) => s.trim())
        .pipe(z.string().max(3)),
    });
    expect(uncapped(nested, 'x')).toEqual(['x.a[].b']);
  });

  it('refuse a password longer than PASSWORD_MAX', () => {
    expect(passwordSchema.safeParse(`Aa1!${'x'.repeat(PASSWORD_MAX)}`).success).toBe(false);
  });
});
