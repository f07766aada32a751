import type { Actor, World } from './world';

export interface Call {
  path: string;
  method?: string;
  json?: unknown;
  body?: BodyInit;
  /** Overrides the actor's session, for calls that end or change it. */
  cookie?: string;
}

/**
 * public: anyone · user: any signed-in account · verified: a signed-in account with a confirmed email ·
 * owner: rows that belong to user A (another account gets 404, as if the row did not exist) · admin.
 */
export type Access = 'public' | 'user' | 'verified' | 'owner' | 'admin';

export interface AccessRule {
  access: Access;
  /** Builds the call for one actor; owner rules create a fresh row owned by user A for every call. */
  call: (w: World, actor: Actor) => Call | Promise<Call>;
  /** Owner rules: admins manage these rows too (practices and what hangs off them). */
  adminManages?: boolean;
  /** Owner rules: the route asks for a confirmed email before it looks the row up. */
  verifiedFirst?: boolean;
  /** Answers besides 2xx that still mean "allowed" (e.g. 400 for a reset token that cannot be real). */
  alsoOk?: number[];
  /**
   * List routes scoped to the signed-in user: seeds a row owned by A and returns a marker that A's answer shows
   * and nobody else's may.
   */
  privateMarker?: (w: World) => Promise<string>;
}

export type Expectation = 'ok' | 401 | 403 | 404;

export function expectationFor(rule: AccessRule, actor: Actor): Expectation {
  if (rule.access === 'public') return 'ok';
  if (actor === 'guest') return 401;
  switch (rule.access) {
    case 'user':
      return 'ok';
    case 'verified':
      return actor === 'unverified' ? 403 : 'ok';
    case 'admin':
      return actor === 'admin' ? 'ok' : 403;
    case 'owner':
      if (actor === 'userA') return 'ok';
      if (actor === 'admin' && rule.adminManages) return 'ok';
      if (actor === 'unverified' && rule.verifiedFirst) return 403;
      return 404;
  }
}
