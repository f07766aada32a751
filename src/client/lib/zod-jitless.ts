// Imported first by main.tsx, before any schema is built. zod compiles object parsers with `new Function` unless told
// not to; our CSP (`script-src 'self'`, no 'unsafe-eval') refuses that, and each refused probe is logged as a
// CSP violation in the browser. The interpreted parsers are fast enough for form-sized input.
import { config } from 'zod';

config({ jitless: true });
