import fc from 'fast-check';

/** Fields a caller must never be able to set for themselves. */
export const PRIVILEGED_KEYS = [
  'role',
  'userId',
  'user_id',
  'emailVerified',
  'email_verified',
  'isAdmin',
  'is_admin',
  'ownerUserId',
  'owner_user_id',
  'userType',
  'id',
  'status',
  'verified',
  'verification',
  'hidden',
  'submittedBy',
  'createdBy',
  'avatarUrl',
  'ratingAvg',
] as const;

const deep = fc
  .integer({ min: 50, max: 200_000 })
  .map((n) => ({ __raw: `${'['.repeat(n)}${']'.repeat(n)}` }));
const oversized = fc.integer({ min: 5_000, max: 300_000 }).map((n) => 'é'.repeat(n));
const tricky = fc.constantFrom(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00',
  '2025-02-31',
  'NaN',
  [],
  {},
  [[[[[]]]]],
  { $ne: null },
);

/** One hostile JSON value: random, tricky, oversized or deeply nested. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: tricky },
  { weight: 1, arbitrary: oversized },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

/** Serialises, letting a { __raw } marker stand for text JSON.stringify cannot produce (deep nesting). */
function serialise(value: unknown) {
  if (value && typeof value === 'object' && '__raw' in value) return (value as { __raw: string }).__raw;
  return JSON.stringify(value) ?? 'null';
}

/**
 * Request bodies built around the route's valid body: fields swapped for wrong types, extra and privileged
 * fields, `__proto__` / `constructor` keys, whole-body garbage, malformed JSON and deep nesting.
 */
export function hostileBody(valid: unknown): fc.Arbitrary<string> {
  const base =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const keys = Object.keys(base);
  const mutated = fc.record(
    Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.constant(base[k]), hostileValue)])),
    { requiredKeys: [] },
  );
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom(...PRIVILEGED_KEYS), fc.string({ maxLength: 20 })),
    hostileValue,
    {
      maxKeys: 4,
    },
  );
  const proto = fc
    .tuple(mutated, hostileValue)
    .map(([body, v]) =>
      `{"__proto__":{"isAdmin":true,"polluted":${JSON.stringify(v) ?? 'null'}},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(body).slice(1)}`.replace(
        /,}$/,
        '}',
      ),
    );
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(mutated, extras).map(([a, b]) => JSON.stringify({ ...a, ...b })) },
    { weight: 2, arbitrary: proto },
    { weight: 1, arbitrary: hostileValue.map(serialise) },
    { weight: 1, arbitrary: deep.map(serialise) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  );
}

/** A path parameter value a client might send instead of a real id or slug. */
export const hostileSegment = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '99999999999999999999',
    '1e3',
    'null',
    '..',
    '%2e%2e%2f',
    '%00',
    'NaN',
    "1'or'1",
  ),
  fc.string({ maxLength: 300 }).map(encodeURIComponent),
  fc.uuid(),
);

/** Query strings: the route's own keys (and some others) with hostile values, repeated keys included. */
export function hostileQuery(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, 'page', 'q', '__proto__', 'constructor'),
    fc.string({ maxLength: 20 }),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom('', '-1', '0', '1e309', 'NaN', 'true', '[]', '{}', '%', '2025-13-45', '\u0000'),
    fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'q'.repeat(n)),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}
