import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { storeContracts } from '../../db/schema/index.js';

/** A contract counts when it is signed and today lies within its term. */
export async function hasContractInForce(db: DbOrTx, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: storeContracts.id })
    .from(storeContracts)
    .where(
      and(
        eq(storeContracts.storeId, storeId),
        isNotNull(storeContracts.signedAt),
        lte(storeContracts.validFrom, sql`now()`),
        gt(storeContracts.validUntil, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The store's contract covering today, signed or not, newest first. */
export async function currentContract(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select()
    .from(storeContracts)
    .where(and(eq(storeContracts.storeId, storeId), lte(storeContracts.validFrom, sql`now()`), gt(storeContracts.validUntil, sql`now()`)))
    .orderBy(sql`${storeContracts.signedAt} IS NULL`, sql`${storeContracts.validFrom} DESC`)
    .limit(1);
  return row;
}

export async function insertContract(db: DbOrTx, row: typeof storeContracts.$inferInsert) {
  const [created] = await db.insert(storeContracts).values(row).returning();
  return created;
}

/** Signs only an unsigned contract of this store, so a repeated click cannot re-date a signature. */
export async function signContract(db: DbOrTx, storeId: number, id: number, signerName: string) {
  const [row] = await db
    .update(storeContracts)
    .set({ signedAt: sql`now()`, signerName })
    .where(and(eq(storeContracts.id, id), eq(storeContracts.storeId, storeId), isNull(storeContracts.signedAt)))
    .returning();
  return row;
}
