import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * True only for a request whose socket comes from this machine and that no proxy relayed: a reverse proxy on the
 * same host connects from loopback too, so any forwarding header (or TRUST_PROXY) means "from the network".
 * Development conveniences (the mail outbox) are served to nobody else.
 */
export function isLoopbackRequest(c: Context<AppEnv>): boolean {
  if (c.var.deps.env.TRUST_PROXY) return false;
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}
