// `npm start`: build the web app when it is missing or stale, then run the server in this process (so signals
// reach it directly); the server applies migrations and seeds an empty database.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const { register } = await import('tsx/esm/api');
register();
await import(path.resolve(import.meta.dirname, '../src/server/index.ts'));
