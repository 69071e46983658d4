/**
 * Where request limits (@fastify/rate-limit) and password-attempt locks count: PostgreSQL by
 * default, Redis when REDIS_URL is set; either way every API process shares the same counters.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { databaseKey, poolOf } from '../db/pool.js';
import { redisAttemptCounters } from '../lib/attempt-counters-redis.js';
import { useAttemptCounters } from '../lib/attempt-lock.js';
import { postgresRateLimitStore } from '../lib/rate-limit-store.js';
import { useDailyCaps } from '../modules/sms-code/daily-caps.js';

export async function registerAbuseCounters(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  if (!redisUrl) {
    useDailyCaps(app.db, app.config.sms.dailyCaps);
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.db) });
    return;
  }
  // A limit check waits for Redis at most this long; past it the request fails rather than hangs.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000 });
  redis.on('error', (err: Error) => app.log.warn(`Redis counters: ${err.message}`));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Keys name the database, so deployments (or test databases) sharing a Redis never share counters.
  const namespace = `yc:${databaseKey(poolOf(app.db).options)}:`;
  useAttemptCounters(app.db, redisAttemptCounters(redis, namespace));
  useDailyCaps(app.db, app.config.sms.dailyCaps, { client: redis, namespace });
  await app.register(rateLimit, { global: false, redis, nameSpace: `${namespace}rate-limit:` });
}
