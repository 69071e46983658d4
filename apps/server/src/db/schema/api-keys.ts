/** Company API keys (issue 19): an ERP reads the company's orders, statements and prices with one; only its hash is kept. */
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id, tstz } from './columns.js';
import { companies } from './companies.js';

export const companyApiKeys = pgTable(
  'company_api_keys',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 30 }).notNull(),
    /** The key's first characters, shown in the list so the owner can tell keys apart. */
    prefix: varchar('prefix', { length: 12 }).notNull(),
    /** sha256 (hex) of the whole key: enough for a 32-byte random secret, and looked up by equality. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The 负责人 who made it: the key reads at most the stores this login is still 负责人 of. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => accounts.id),
    revokedAt: tstz('revoked_at'),
    revokedBy: integer('revoked_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('company_api_keys_company_idx').on(t.companyId)],
);
