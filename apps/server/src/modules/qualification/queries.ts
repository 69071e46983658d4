import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { qualifications, stores } from '../../db/schema/index.js';

/** A certificate superseded by a newer upload of its type: kept for the operator's record, no longer listed. */
const REPLACED = 'replaced';

export async function storeReview(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ status: stores.qualificationStatus, reason: stores.qualificationReason })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

export async function currentQualifications(db: DbOrTx, storeId: number) {
  return db
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.storeId, storeId), ne(qualifications.status, REPLACED)))
    .orderBy(qualifications.id);
}

export async function findQualification(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.storeId, storeId), eq(qualifications.id, id)));
  return row;
}

/**
 * Files a new certificate in place of the store's earlier ones of its type, and sends the store
 * back to review: prices show 资质审核中 until an operator passes it again.
 */
export async function fileQualification(tx: DbOrTx, row: typeof qualifications.$inferInsert) {
  await tx
    .update(qualifications)
    .set({ status: REPLACED })
    .where(and(eq(qualifications.storeId, row.storeId), eq(qualifications.type, row.type), ne(qualifications.status, REPLACED)));
  const [inserted] = await tx.insert(qualifications).values(row).returning();
  await tx.update(stores).set({ qualificationStatus: 'pending', qualificationReason: null }).where(eq(stores.id, row.storeId));
  return inserted;
}
