import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, passwordResets, stores } from '../../db/schema/index.js';

/** The new login; undefined when the phone was taken meanwhile. */
export async function insertAccount(tx: DbOrTx, row: typeof accounts.$inferInsert): Promise<number | undefined> {
  const [inserted] = await tx.insert(accounts).values(row).onConflictDoNothing({ target: accounts.phone }).returning({ id: accounts.id });
  return inserted?.id;
}

export async function insertStore(tx: DbOrTx, row: typeof stores.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(stores).values(row).returning({ id: stores.id });
  return inserted.id;
}

export async function insertReset(db: DbOrTx, row: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** Spends a live reset token (once); answers its account. */
export async function takeReset(tx: DbOrTx, token: string): Promise<number | undefined> {
  const [row] = await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.token, token), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ accountId: passwordResets.accountId });
  return row?.accountId;
}
