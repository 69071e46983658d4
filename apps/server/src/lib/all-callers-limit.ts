/**
 * A route's limit on the calls of all addresses together, beside its limit per address: what a walk
 * over phone numbers spread across many addresses meets. Counted by @fastify/rate-limit's store
 * (PostgreSQL, or Redis), so every API process shares one count.
 */
import { Code } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from './errors.js';

/** An onRequest hook refusing (429, in Chinese) the calls past `perMinute` a minute from everyone; `name` keeps each route's count apart. */
export function allCallersLimit(app: FastifyInstance, name: string, perMinute: number) {
  const count = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: () => `all-callers:${name}` });
  return async (request: FastifyRequest): Promise<void> => {
    const hit = await count(request);
    if (!hit.isAllowed && hit.isExceeded)
      throw new BizError(Code.TOO_MANY, `请求过于频繁，请${Math.max(1, hit.ttlInSeconds)}秒后再试`, 429);
  };
}
