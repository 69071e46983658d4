/**
 * How an ERP call proves itself: `Authorization: Bearer yc_...`, a company API key looked up by its
 * sha256 on every call, so a revoked key (or one whose maker was disabled) stops at once. The key
 * reads the company's stores its maker is still 负责人 of, and nothing else.
 */
import { API_KEY_RE, Code } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { BizError, notFound } from '../../lib/errors.js';
import { liveKeyByHash, storesOfKey } from '../api-keys/queries.js';
import { hashKey } from '../api-keys/service.js';

export interface ErpKey {
  id: number;
  companyId: number;
  stores: { id: number; company: string }[];
}

declare module 'fastify' {
  interface FastifyRequest {
    erpKey: ErpKey | null;
  }
}

export const KEY_MISSING = '请在请求头 Authorization 中以 Bearer 方式提供 API 密钥';
export const KEY_INVALID = 'API 密钥无效或已撤销';

const BEARER = /^Bearer\s+(\S+)$/i;

async function keyOf(db: Db, header: string | undefined): Promise<ErpKey> {
  const secret = header ? BEARER.exec(header)?.[1] : undefined;
  if (!secret) throw new BizError(Code.NOT_LOGGED_IN, KEY_MISSING, 401);
  const key = API_KEY_RE.test(secret) ? await liveKeyByHash(db, hashKey(secret)) : undefined;
  if (!key) throw new BizError(Code.NOT_LOGGED_IN, KEY_INVALID, 401);
  return { id: key.id, companyId: key.companyId, stores: await storesOfKey(db, key) };
}

/** Every route of the plugin that calls this answers only a live key; it runs before the routes' rate limit, which counts per key. */
export function registerKeyAuth(app: FastifyInstance): void {
  app.decorateRequest('erpKey', null);
  app.addHook('onRequest', async (request) => {
    request.erpKey = await keyOf(app.db, request.headers.authorization);
  });
}

export function erpKeyOf(request: FastifyRequest): ErpKey {
  if (!request.erpKey) throw new BizError(Code.NOT_LOGGED_IN, KEY_MISSING, 401);
  return request.erpKey;
}

/** A store the key may read; any other id is simply not found. */
export function storeInScope(key: ErpKey, storeId: number): { id: number; company: string } {
  const store = key.stores.find((s) => s.id === storeId);
  if (!store) throw notFound('店铺');
  return store;
}
