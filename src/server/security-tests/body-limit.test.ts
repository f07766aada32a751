import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, UPLOAD_LIMITS } from '../http/body-limit';
import { allowConsoleErrors } from '../test/setup';
import { createTestContext, TEST_ORIGIN } from '../test/test-app';
import { listApiRoutes, STATE_CHANGING } from './route-inventory';

const t = await createTestContext();
// An admin reaches every handler, so a body that some handler would read is read, not refused at the door.
const admin = await t.createUser({ email: `ops.${Date.now()}@truself.com` });

const FIFTY_MB = 50 * 1024 * 1024;
const CHUNK = 64 * 1024;

/** A 50 MB body made as it is read, counting how much of it the server pulled. */
function hugeBody() {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= FIFTY_MB) return controller.close();
      read.bytes += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

async function send(method: string, path: string, contentType: string, declareLength: boolean) {
  const { stream, read } = hugeBody();
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': contentType };
  if (admin.cookie) headers.cookie = admin.cookie;
  if (declareLength) headers['content-length'] = String(FIFTY_MB);
  const res = await t.app.request(`${TEST_ORIGIN}${path}`, {
    method: method === 'ALL' ? 'POST' : method,
    headers,
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { res, read };
}

const writable = listApiRoutes().filter((r) => STATE_CHANGING.has(r.method));
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('every route holds a 50 MB body to one cap, read as a stream', () => {
  it('finds the routes to try', () => {
    expect(writable.length).toBeGreaterThan(40);
  });

  it.each(writable.map((r) => [r.key, r] as const))('%s (JSON)', async (_key, route) => {
    allowConsoleErrors();
    const path = concrete(route.path);
    const streamed = await send(route.method, path, 'application/json', false);
    // Whatever the route answers, no more than the cap (plus the chunk in flight) was ever pulled.
    expect(streamed.read.bytes).toBeLessThanOrEqual(BODY_LIMIT + 2 * CHUNK);
    if (streamed.read.bytes > BODY_LIMIT) expect(streamed.res.status).toBe(413);
    const declared = await send(route.method, path, 'application/json', true);
    expect(declared.res.status).toBe(413);
    expect((await declared.res.json()).error).toEqual({
      code: 'too_large',
      message: 'The request is too large.',
    });
  });

  it.each(
    [...UPLOAD_LIMITS].map(([path, max]) => [path, max] as const),
  )('%s (multipart): its file cap, not 50 MB', async (path, max) => {
    allowConsoleErrors();
    const streamed = await send('POST', path, 'multipart/form-data; boundary=x', false);
    expect(streamed.res.status).toBe(413);
    expect(streamed.read.bytes).toBeLessThanOrEqual(max + 64 * 1024 + 2 * CHUNK);
  });

  it('the JSON cap binds an upload path too (it once skipped them)', async () => {
    const streamed = await send('POST', '/api/imports/providers', 'application/json', false);
    expect(streamed.res.status).toBe(413);
    expect(streamed.read.bytes).toBeLessThanOrEqual(BODY_LIMIT + 2 * CHUNK);
  });
});
