// Imported first by main.tsx, before any schema is built. zod compiles object parsers with `new Function` unless told
// not to; our CSP (`script-src 'self'`, no 'unsafe-eval') refuses that, and each refused probe is logged as a
// CSP violation in the browser. The interpreted parsers are fast enough for form-sized input.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so setting it here
// spares the entry chunk zod itself: pages that validate load it with their own chunk. (zod-jitless.test.ts checks
// that zod still reads the setting.)
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
