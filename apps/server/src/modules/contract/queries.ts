import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
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
