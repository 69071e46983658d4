/**
 * Attempt counters in PostgreSQL (table attempt_locks). Each step is one statement, so two API
 * processes counting the same client never both see room for a fifth check.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ALL_CLIENTS, ATTEMPT_POLICY as P, lockSeconds, type AttemptCounters } from './attempt-policy.js';

const seconds = (n: number) => sql.raw(`interval '${n} seconds'`);

export function postgresAttemptCounters(db: Db): AttemptCounters {
  return {
    async reserve({ scope, subject, client }) {
      const ceiling = await db.execute<{ wait: number }>(sql`
        SELECT extract(epoch FROM s.window_started_at + ${seconds(P.windowSeconds)} - now())::float8 AS wait
        FROM attempt_locks s
        LEFT JOIN attempt_locks c ON c.scope = s.scope AND c.subject = s.subject AND c.client = ${client}
        WHERE s.scope = ${scope} AND s.subject = ${subject} AND s.client = ${ALL_CLIENTS}
          AND s.failures >= ${P.subjectCeiling} AND s.window_started_at > now() - ${seconds(P.windowSeconds)}
          AND (c.succeeded_at IS NULL OR c.succeeded_at < now() - ${seconds(P.knownClientSeconds)})`);
      if (ceiling.rows[0]) return ceiling.rows[0].wait;

      // A lock past its end, or a window past its end, starts counting again from one.
      const res = await db.execute<{ failures: number; lock_count: number; wait: number | null }>(sql`
        INSERT INTO attempt_locks AS t (scope, subject, client, failures) VALUES (${scope}, ${subject}, ${client}, 1)
        ON CONFLICT (scope, subject, client) DO UPDATE SET
          failures = CASE
            WHEN t.locked_until > now() THEN t.failures
            WHEN t.locked_until IS NOT NULL OR t.window_started_at <= now() - ${seconds(P.windowSeconds)} THEN 1
            ELSE least(t.failures + 1, ${P.maxFailures + 1}) END,
          window_started_at = CASE
            WHEN t.locked_until > now() THEN t.window_started_at
            WHEN t.locked_until IS NOT NULL OR t.window_started_at <= now() - ${seconds(P.windowSeconds)} THEN now()
            ELSE t.window_started_at END,
          locked_until = CASE WHEN t.locked_until > now() THEN t.locked_until END,
          lock_count = CASE WHEN t.updated_at < now() - ${seconds(P.forgetSeconds)} THEN 0 ELSE t.lock_count END,
          updated_at = now()
        RETURNING t.failures, t.lock_count, extract(epoch FROM t.locked_until - now())::float8 AS wait`);
      const row = res.rows[0]!;
      if (row.wait !== null && row.wait > 0) return row.wait;
      // Five checks are already running or failed: the lock is being set by one of them.
      if (row.failures > P.maxFailures) return lockSeconds(row.lock_count);
      return undefined;
    },

    async fail({ scope, subject, client }) {
      await db.execute(sql`
        INSERT INTO attempt_locks AS t (scope, subject, client, failures) VALUES (${scope}, ${subject}, ${ALL_CLIENTS}, 1)
        ON CONFLICT (scope, subject, client) DO UPDATE SET
          failures = CASE WHEN t.window_started_at <= now() - ${seconds(P.windowSeconds)} THEN 1 ELSE t.failures + 1 END,
          window_started_at = CASE WHEN t.window_started_at <= now() - ${seconds(P.windowSeconds)} THEN now() ELSE t.window_started_at END,
          updated_at = now()`);
      const res = await db.execute<{ wait: number }>(sql`
        UPDATE attempt_locks SET
          locked_until = now() + least(${P.firstLockSeconds} * power(2, lock_count), ${P.maxLockSeconds}) * interval '1 second',
          lock_count = lock_count + 1,
          updated_at = now()
        WHERE scope = ${scope} AND subject = ${subject} AND client = ${client}
          AND failures >= ${P.maxFailures} AND (locked_until IS NULL OR locked_until <= now())
        RETURNING extract(epoch FROM locked_until - now())::float8 AS wait`);
      return res.rows[0]?.wait;
    },

    async succeed({ scope, subject, client }) {
      await db.execute(sql`
        UPDATE attempt_locks SET failures = 0, locked_until = NULL, lock_count = 0, window_started_at = now(),
          succeeded_at = now(), updated_at = now()
        WHERE scope = ${scope} AND subject = ${subject} AND client = ${client}`);
    },

    async failures({ scope, subject, client }) {
      const res = await db.execute<{ failures: number }>(sql`
        SELECT CASE
            WHEN locked_until <= now() OR window_started_at <= now() - ${seconds(P.windowSeconds)} THEN 0
            ELSE failures END AS failures
        FROM attempt_locks WHERE scope = ${scope} AND subject = ${subject} AND client = ${client}`);
      return res.rows[0]?.failures ?? 0;
    },
  };
}

/** Rows nobody needs any more: no lock running, no window open, not a known client. */
export async function pruneAttemptLocks(db: Db): Promise<number> {
  const res = await db.execute(sql`
    DELETE FROM attempt_locks
    WHERE updated_at < now() - ${seconds(Math.max(P.forgetSeconds, P.windowSeconds, P.maxLockSeconds))}
      AND (succeeded_at IS NULL OR succeeded_at < now() - ${seconds(P.knownClientSeconds)})`);
  return res.rowCount ?? 0;
}
