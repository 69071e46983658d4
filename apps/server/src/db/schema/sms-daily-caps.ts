import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** rate-limiter-flexible's RateLimiterPostgres table for the SMS daily caps (modules/sms-code/daily-caps.ts), in its own layout. */
export const smsDailyCaps = pgTable('sms_daily_caps', {
  /** Cap, China day and subject (phone, account or client address). */
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Epoch milliseconds the counter ends at. */
  expire: bigint('expire', { mode: 'number' }),
});
