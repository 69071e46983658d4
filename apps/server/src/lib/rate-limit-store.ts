/**
 * A @fastify/rate-limit store on PostgreSQL, so every API process counts the same requests. One
 * upsert per request counts the hit and starts a new window when the last one has ended.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      db.execute<{ hits: number; ttl: number }>(sql`
        INSERT INTO rate_limit_counters AS t (key, hits, resets_at)
        VALUES (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN t.resets_at <= now() THEN 1 ELSE t.hits + 1 END,
          resets_at = CASE WHEN t.resets_at <= now() THEN excluded.resets_at ELSE t.resets_at END
        RETURNING t.hits, ceil(extract(epoch FROM t.resets_at - now()) * 1000)::float8 AS ttl`).then(
        (res) => callback(null, { current: res.rows[0]!.hits, ttl: res.rows[0]!.ttl }),
        (err: Error) => callback(err),
      );
    }

    /** One counter per route, as the plugin's own stores keep them. */
    child(options: ChildOptions): FastifyRateLimitStore {
      const { routeInfo } = options as unknown as { routeInfo: { method?: string; url?: string } };
      return new PostgresRateLimitStore(options, `${this.prefix}${routeInfo.method ?? ''}${routeInfo.url ?? ''}-`);
    }
  };
}

/** Counters whose window has ended are only read to be restarted: the job drops them. */
export async function pruneRateLimitCounters(db: Db): Promise<number> {
  const res = await db.execute(sql`DELETE FROM rate_limit_counters WHERE resets_at < now()`);
  return res.rowCount ?? 0;
}
