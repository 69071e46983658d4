import type { StoreRole } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notLoggedIn } from '../lib/errors.js';
import { clearSessionMarker, markSession, sessionMarker } from '../lib/session-cookie.js';
import { liveSessionReader } from './session-cache.js';

export const SESSION_COOKIE = 'yc_sid';

/** What the catalogue needs of the current store to decide prices and what may be bought, read with the session. */
export interface StoreStanding {
  qualificationStatus: string;
  level: number;
  businessScope: string[];
  province: string;
  customerType: string;
}

export interface AuthContext {
  sessionId: string;
  accountId: number;
  /** The current store: every store-owned row is read and written through it, never an id from the client. */
  storeId: number;
  /** The login's role in the current store; plugins/permissions.ts checks every call against it. */
  role: StoreRole;
  store: StoreStanding;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export async function registerSession(app: FastifyInstance): Promise<void> {
  const findLiveSession = await liveSessionReader(app);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const sid = request.cookies[SESSION_COOKIE];
    const row = sid ? await findLiveSession(sid) : undefined;
    if (row) request.auth = { sessionId: row.id, accountId: row.accountId, storeId: row.storeId, role: row.role, store: row.store };
    // The page's readable marker (lib/session-cookie.ts) follows the session: gone once it ends or is revoked.
    const marked = request.cookies[sessionMarker(SESSION_COOKIE)] !== undefined;
    if (row && !marked) markSession(reply, { name: SESSION_COOKIE });
    else if (!row && marked) clearSessionMarker(reply, { name: SESSION_COOKIE });
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}
