import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids, money and times the same way. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** Money is always integer fen (DESIGN.md conventions). */
export const fen = (name: string) => integer(name);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
