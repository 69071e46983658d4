import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notLoggedIn } from '../lib/errors.js';
import { findLiveSession } from './session-queries.js';

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
  store: StoreStanding;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const sid = request.cookies[SESSION_COOKIE];
    if (!sid || !request.url.startsWith('/api/')) return;
    const row = await findLiveSession(app.db, sid);
    if (row) request.auth = { sessionId: row.id, accountId: row.accountId, storeId: row.storeId, store: row.store };
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}
