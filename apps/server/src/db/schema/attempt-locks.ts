import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/**
 * Failed-password counters of lib/attempt-lock.ts, one row per (scope, subject, client); the row whose
 * client is `*` counts the subject's failures from every client, for the ceiling.
 */
export const attemptLocks = pgTable(
  'attempt_locks',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    client: text('client').notNull(),
    /** Attempts counted in the current window, each counted before its password is checked. */
    failures: integer('failures').notNull().default(0),
    windowStartedAt: tstz('window_started_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    /** Locks so far, so each one lasts longer than the last. */
    lockCount: integer('lock_count').notNull().default(0),
    /** The last success from this client: a known client passes the subject's ceiling. */
    succeededAt: tstz('succeeded_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject, t.client] })],
);
