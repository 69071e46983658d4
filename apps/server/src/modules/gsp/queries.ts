/** What the GSP papers read beyond the order: the goods facts of its lines, the store and the account manager serving it. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountManagers, goods, goodsBatches, orderLineBatches, stores } from '../../db/schema/index.js';

/** 批准文号, 上市许可持有人 and 储运条件 of the goods an order's lines name, by goods id. */
export async function goodsFactsOf(db: DbOrTx, goodsIds: readonly number[]) {
  const ids = [...new Set(goodsIds)];
  const rows = ids.length
    ? await db
        .select({ id: goods.id, approvalNo: goods.approvalNo, licenceHolder: goods.licenceHolder, storage: goods.storage })
        .from(goods)
        .where(inArray(goods.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The store and its account manager (null when it is served by the default desk). */
export async function storeWithManager(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ company: stores.company, address: stores.address, manager: accountManagers })
    .from(stores)
    .leftJoin(accountManagers, eq(accountManagers.id, stores.managerId))
    .where(eq(stores.id, storeId));
  return row;
}

/** A batch the order shipped, with its 检验报告 files; undefined for any batch not on the order. */
export async function orderBatch(db: DbOrTx, orderId: number, batchId: number) {
  const [row] = await db
    .select({ batchNo: goodsBatches.batchNo, reports: goodsBatches.reports })
    .from(orderLineBatches)
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderLineBatches.batchId))
    .where(and(eq(orderLineBatches.orderId, orderId), eq(orderLineBatches.batchId, batchId)))
    .limit(1);
  return row;
}
