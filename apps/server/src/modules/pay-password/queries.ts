import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

export async function payPasswordHashOf(db: DbOrTx, accountId: number): Promise<string | null> {
  const [row] = await db.select({ hash: accounts.payPasswordHash }).from(accounts).where(eq(accounts.id, accountId));
  return row?.hash ?? null;
}

/** Writes the hash; with `onlyIfUnset`, false when a payment password was set meanwhile (two first-time sets at once). */
export async function setPayPasswordHash(db: DbOrTx, accountId: number, hash: string, onlyIfUnset: boolean): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ payPasswordHash: hash })
    .where(and(eq(accounts.id, accountId), onlyIfUnset ? isNull(accounts.payPasswordHash) : undefined))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
