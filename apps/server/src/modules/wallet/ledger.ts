import { and, eq, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { creditAccounts, creditLedger, pointsLedger, walletLedger } from '../../db/schema/index.js';

export async function walletBalance(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db.select({ n: sum(walletLedger.amount).mapWith(Number) }).from(walletLedger).where(eq(walletLedger.storeId, storeId));
  return row?.n ?? 0;
}

/** Appends a wallet row; false when the same (ref, use type) was written before, which makes callbacks idempotent. */
export async function appendWallet(tx: DbOrTx, row: typeof walletLedger.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(walletLedger).values(row).onConflictDoNothing().returning({ id: walletLedger.id });
  return inserted.length > 0;
}

export async function creditTerms(db: DbOrTx, storeId: number) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.storeId, storeId));
  return row;
}

/** What the store owes on credit: uses minus repayments and refunds. */
export async function creditUsed(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db.select({ n: sum(creditLedger.amount).mapWith(Number) }).from(creditLedger).where(eq(creditLedger.storeId, storeId));
  return row?.n ?? 0;
}

/**
 * Overdue debt: uses due before today, less every repayment and refund (repayments settle the
 * oldest bills first, so whatever has been repaid counts against the earliest due dates).
 */
export async function creditOverdue(db: DbOrTx, storeId: number): Promise<number> {
  const [due] = await db
    .select({ n: sum(creditLedger.amount).mapWith(Number) })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.type, 'use'), lt(creditLedger.dueDate, sql`CURRENT_DATE`)));
  const [paid] = await db
    .select({ n: sum(creditLedger.amount).mapWith(Number) })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), sql`${creditLedger.type} <> 'use'`));
  return Math.max(0, (due?.n ?? 0) + (paid?.n ?? 0));
}

/**
 * The due date of the earliest bill not yet settled (past due when it is overdue); null when
 * nothing is owed. Repayments and refunds settle the earliest due bills first, as creditOverdue
 * counts them, so the first bill whose due-ordered running debt exceeds all that was paid back is it.
 */
export async function nextCreditDueDate(db: DbOrTx, storeId: number): Promise<string | null> {
  const settled = db
    .select({ n: sql`coalesce(-sum(${creditLedger.amount}), 0)`.as('n') })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), ne(creditLedger.type, 'use')))
    .as('settled');
  const uses = db
    .select({
      dueDate: creditLedger.dueDate,
      upTo: sql`sum(${creditLedger.amount}) over (order by ${creditLedger.dueDate} nulls last, ${creditLedger.id})`.as('up_to'),
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.type, 'use')))
    .as('uses');
  const [row] = await db
    .select({ d: sql<string | null>`min(${uses.dueDate})::text` })
    .from(uses)
    .crossJoin(settled)
    .where(sql`${uses.upTo} > ${settled.n}`);
  return row?.d ?? null;
}

export async function appendCredit(tx: DbOrTx, row: typeof creditLedger.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(creditLedger).values(row).onConflictDoNothing().returning({ id: creditLedger.id });
  return inserted.length > 0;
}

export async function pointsBalance(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db.select({ n: sum(pointsLedger.points).mapWith(Number) }).from(pointsLedger).where(eq(pointsLedger.storeId, storeId));
  return row?.n ?? 0;
}

/** What one order's rows hold on the points ledger: earned on completion, less what refunds took back. */
export async function orderPoints(db: DbOrTx, storeId: number, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.storeId, storeId), eq(pointsLedger.refId, orderId), inArray(pointsLedger.reason, ['order', 'refund'])));
  return row?.n ?? 0;
}

export async function appendPoints(tx: DbOrTx, row: typeof pointsLedger.$inferInsert): Promise<void> {
  await tx.insert(pointsLedger).values(row);
}
