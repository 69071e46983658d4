/** Company accounts: a company owns stores, has members with a role per store (account_stores.role), and a log of what happened in it. */
import { APPROVER_ROLES, DEFAULT_APPROVAL_HOLD_HOURS, type StoreRole } from '@yc/contracts';
import { index, integer, jsonb, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id, tstz } from './columns.js';

export const approverRole = pgEnum('approver_role', APPROVER_ROLES);

/** One per owning login, made the first time its company is read: a login with no company is the 负责人 of its own stores. */
export const companies = pgTable('companies', {
  id: id(),
  ownerAccountId: integer('owner_account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  name: varchar('name', { length: 100 }).notNull(),
  approverRole: approverRole('approver_role').notNull().default('owner'),
  /** How long an order may wait for approval before the job cancels it; it holds no stock meanwhile (orders/stock.ts). */
  approvalHoldHours: integer('approval_hold_hours').notNull().default(DEFAULT_APPROVAL_HOLD_HOURS),
  createdAt: createdAt(),
});

/** A login's membership: one company per login; a disabled member cannot log in and has no session. */
export const companyMembers = pgTable(
  'company_members',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    disabledAt: tstz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);

/** An invitation by phone, accepted with the SMS code sent to it; the roles it gives wait here until then. */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    phone: varchar('phone', { length: 20 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    roles: jsonb('roles').$type<{ storeId: number; role: StoreRole }[]>().notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => accounts.id),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('company_invites_phone_idx').on(t.phone)],
);

/** Every action in a company, for its owner to read. */
export const companyLogs = pgTable(
  'company_logs',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who acted: a member's login, or null for the system (a job). */
    accountId: integer('account_id').references(() => accounts.id),
    action: varchar('action', { length: 40 }).notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_logs_company_idx').on(t.companyId, t.createdAt)],
);
