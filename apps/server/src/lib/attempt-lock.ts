/**
 * Password attempts (buyer login, staff login, payment password) counted per (scope, subject,
 * client) before the password is checked, so concurrent guesses cannot outrun the lock. The policy
 * is in attempt-policy.ts; the counters live in PostgreSQL, or in Redis when the app binds them.
 */
import { Code, passwordLockedMsg } from '@yc/contracts';
import type { Db } from '../db/client.js';
import { postgresAttemptCounters } from './attempt-counters-postgres.js';
import { ATTEMPT_POLICY, type AttemptCounters, type AttemptKey } from './attempt-policy.js';
import { BizError } from './errors.js';

/** The key callers pass, and its scopes for those that name one. @public */
export type { AttemptKey, LockScope } from './attempt-policy.js';

const countersOf = new WeakMap<Db, AttemptCounters>();

/** Makes every attempt counted through this database handle use these counters (Redis, from app.ts). */
export function useAttemptCounters(db: Db, counters: AttemptCounters): void {
  countersOf.set(db, counters);
}

function counters(db: Db): AttemptCounters {
  let c = countersOf.get(db);
  if (!c) {
    c = postgresAttemptCounters(db);
    countersOf.set(db, c);
  }
  return c;
}

const locked = (waitSeconds: number) =>
  new BizError(Code.TOO_MANY, passwordLockedMsg(Math.max(1, Math.ceil(waitSeconds / 60))), 429);

/**
 * Counts one attempt atomically and runs `check` only when the (scope, subject, client) is not locked.
 * check returns true on success. Throws BizError (HTTP 429, Chinese message saying how long to wait)
 * when locked or when this failure locks it. Success clears the subject+client's failures.
 */
export async function guardedAttempt(db: Db, key: AttemptKey, check: () => Promise<boolean>): Promise<boolean> {
  const c = counters(db);
  const wait = await c.reserve(key);
  if (wait !== undefined) throw locked(wait);
  if (await check()) {
    await c.succeed(key);
    return true;
  }
  const lockedFor = await c.fail(key);
  if (lockedFor !== undefined) throw locked(lockedFor);
  return false;
}

/** Failures the client may still make before the lock, for a message such as 「还可尝试 N 次」. */
export async function triesLeft(db: Db, key: AttemptKey): Promise<number> {
  return Math.max(ATTEMPT_POLICY.maxFailures - (await counters(db).failures(key)), 0);
}
