import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_NAME = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/** Headers a proxy or CDN adds when it relays a request; any of them means the request came from elsewhere. */
const RELAY_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-original-forwarded-for',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/**
 * True only for a request whose socket comes from this machine and that no proxy relayed: a reverse proxy on the
 * same host connects from loopback too, so any forwarding header (or TRUST_PROXY), or a Host other than this
 * machine's own names (a proxy that keeps the public Host and adds no header), means "from the network".
 * Development conveniences (the mail outbox) are served to nobody else.
 */
export function isLoopbackRequest(c: Context<AppEnv>): boolean {
  if (c.var.deps.env.TRUST_PROXY) return false;
  if (RELAY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (!LOOPBACK_NAME.test(host)) return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}
