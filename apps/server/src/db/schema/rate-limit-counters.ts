import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/** Request counters of @fastify/rate-limit (lib/rate-limit-store.ts), shared by every API process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** Route and client address, as the plugin builds it. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: tstz('resets_at').notNull(),
});
