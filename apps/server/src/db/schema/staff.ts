import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { accountManagers } from './accounts.js';
import { createdAt, id, tstz } from './columns.js';

/** An operator of the console (/admin): a login of its own, never a buyer account. */
export const staff = pgTable('staff', {
  id: id(),
  username: varchar('username', { length: 20 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  /** StaffRole values (admin, reviewer, merchandiser, warehouse, account_manager); admin passes every check. */
  roles: varchar('roles', { length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
  /** The account-manager card the stores see, for staff who are one. */
  accountManagerId: integer('account_manager_id').references(() => accountManagers.id),
  /** A disabled member keeps the audit trail but cannot log in; their sessions stop working at once. */
  enabled: boolean('enabled').notNull().default(true),
  /** A password someone else chose (admin:create --generate): the first login must set a new one before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
});

/** Console sessions, apart from buyer sessions: their own cookie, so a buyer's session never opens the console. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staff.id),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change made in the console: who, when, what, and the entity before and after. Written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffId: integer('staff_id').notNull().references(() => staff.id),
    at: tstz('at').notNull().defaultNow(),
    /** A dotted verb, e.g. `store.pass`, `order.ship`. */
    action: varchar('action', { length: 60 }).notNull(),
    /** The table-like name of what changed, e.g. `store`, `order`, `goods`. */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
