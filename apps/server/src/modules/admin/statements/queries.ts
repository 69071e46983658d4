/** SQL of the console's 对账单 disputes, narrowed to the stores of one account-manager card when asked. */
import type { StatementDisputeStatus } from '@yc/contracts';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { accounts, staff, statementDisputes, stores } from '../../../db/schema/index.js';
import { containing } from '../shared/like.js';

export interface DisputeFilter {
  status?: StatementDisputeStatus;
  keywords?: string;
  /** An account-manager card (managedStoresOf), or null for every store. */
  ownedBy: number | null;
}

const buyer = alias(accounts, 'buyer');

const disputeWhere = (f: DisputeFilter) =>
  and(
    f.status ? eq(statementDisputes.status, f.status) : undefined,
    f.keywords ? or(ilike(stores.company, containing(f.keywords)), ilike(statementDisputes.lineText, containing(f.keywords))) : undefined,
    f.ownedBy === null ? undefined : eq(stores.managerId, f.ownedBy),
  );

export function disputePage(db: DbOrTx, f: DisputeFilter, slice: PageSlice) {
  const where = disputeWhere(f);
  return withTotal(
    db
      .select({ dispute: statementDisputes, company: stores.company, by: buyer.name, staffName: staff.name })
      .from(statementDisputes)
      .innerJoin(stores, eq(stores.id, statementDisputes.storeId))
      .innerJoin(buyer, eq(buyer.id, statementDisputes.accountId))
      .leftJoin(staff, eq(staff.id, statementDisputes.staffId))
      .where(where)
      .orderBy(desc(statementDisputes.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(statementDisputes).innerJoin(stores, eq(stores.id, statementDisputes.storeId)).where(where),
  );
}

/** A dispute under a row lock, when its store is one the card looks after (or any, for null). */
export async function lockDispute(tx: DbOrTx, id: number, ownedBy: number | null) {
  const [row] = await tx
    .select({ dispute: statementDisputes })
    .from(statementDisputes)
    .innerJoin(stores, eq(stores.id, statementDisputes.storeId))
    .where(and(eq(statementDisputes.id, id), ownedBy === null ? undefined : eq(stores.managerId, ownedBy)))
    .for('update', { of: statementDisputes });
  return row?.dispute;
}

export async function resolveDispute(tx: DbOrTx, id: number, staffId: number, reply: string): Promise<void> {
  await tx.update(statementDisputes).set({ status: 'resolved', reply, staffId, resolvedAt: new Date() }).where(eq(statementDisputes.id, id));
}
