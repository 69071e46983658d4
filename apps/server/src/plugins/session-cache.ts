/**
 * The live sessions of this process, answered from memory: the session's query is the one statement every
 * API request paid before any of its own. A session, its store's standing and the login's role change only
 * through writes, and every write reaches the cache:
 * - a write request of this process empties it before its answer leaves (the transaction has committed),
 *   so the client's next request, here, reads what it wrote (a logout, a store switch, a role changed);
 * - the database announces each write of those tables at its commit (triggers of migration 0025, whatever
 *   made it: another API process, the console, the ops CLI, SQL by hand), and every process empties its cache
 *   when it hears it, or when its LISTEN comes back after a break;
 * - an entry lives `SESSION_CACHE_MS` at most, and a session is never served past its expiry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { poolOf } from '../db/pool.js';
import { postgresBus } from '../lib/event-bus.js';
import { ExpiringCache } from '../lib/expiring-cache.js';
import { findLiveSession, type LiveSession } from './session-queries.js';

/** The channel the triggers of migration 0025 notify, on PostgreSQL even when events go through Redis. */
export const SESSION_CHANNEL = 'session_changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write route that touches no session, store standing, role or company member (the cart's). */
    sessionsUnchanged?: boolean;
  }
}

const SESSIONS_KEPT = 20_000;

const writes = (request: FastifyRequest): boolean =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.config.sessionsUnchanged !== true;

type SessionReader = (sid: string) => Promise<LiveSession | undefined>;

export async function liveSessionReader(app: FastifyInstance): Promise<SessionReader> {
  const read: SessionReader = (sid) => findLiveSession(app.db, sid);
  if (app.config.sessionCacheMs === 0) return read;

  const cache = new ExpiringCache<LiveSession | undefined>(app.config.sessionCacheMs, SESSIONS_KEPT, { holds: 'sessions' });
  const forget = (): void => cache.clear();
  const bus = postgresBus<object>(poolOf(app.db), SESSION_CHANNEL, (msg) => app.log.warn(msg));
  await bus.listen({ event: forget, resumed: forget });
  app.addHook('onSend', async (request) => {
    if (writes(request)) forget();
  });
  app.addHook('onClose', async () => {
    cache.dispose();
    await bus.close();
  });
  return async (sid) => {
    const row = await cache.get(sid, () => read(sid));
    return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
  };
}
