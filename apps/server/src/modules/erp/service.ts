/** What an ERP reads with a company key: the stores, orders changed since a time with their lines and batches, a month's statement, and a store's prices. */
import {
  fenToYuan,
  GoodsListQuery,
  ORDER_STATUS_TEXT,
  type ErpOrder,
  type ErpOrdersQuery,
  type ErpPrice,
  type ErpPricesQuery,
  type PagedList,
  type Statement,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { notFound } from '../../lib/errors.js';
import { storeBuyer } from '../catalog/buyer.js';
import { storeForBuyer } from '../catalog/queries.js';
import { listGoods } from '../catalog/service.js';
import { readMonth, statementView } from '../statements/service.js';
import { storeInScope, type ErpKey } from './key-auth.js';
import * as q from './queries.js';

export const erpStores = (key: ErpKey) => key.stores.map((s) => ({ store_id: s.id, company: s.company }));

function linesOf(rows: readonly q.LineBatchRow[]): ErpOrder['lines'] {
  const lines = new Map<number, ErpOrder['lines'][number]>();
  for (const r of rows) {
    let line = lines.get(r.itemId);
    if (!line) {
      line = {
        goods_id: r.goodsId,
        goods_code: r.goodsCode,
        name: r.name,
        common_name: r.commonName,
        spec: r.spec,
        manufacturer: r.manufacturer,
        approval_no: r.approvalNo,
        unit: r.unit,
        price: fenToYuan(r.price),
        number: r.number,
        amount: fenToYuan(r.amount),
        batches: [],
      };
      lines.set(r.itemId, line);
    }
    if (r.batchNo !== null && r.quantity !== null)
      line.batches.push({
        batch_no: r.batchNo,
        produced_on: r.producedOn ?? '',
        expires_on: r.expiresOn ?? '',
        quantity: r.quantity,
        returned: r.returned ?? 0,
      });
  }
  return [...lines.values()];
}

export async function erpOrders(db: Db, key: ErpKey, query: ErpOrdersQuery): Promise<PagedList<ErpOrder> & { server_time: number }> {
  const storeIds = query.store_id ? [storeInScope(key, query.store_id).id] : key.stores.map((s) => s.id);
  // Read before the orders, so a change made while they are read is in the next pull's `since`.
  const serverTime = seconds(new Date());
  const { rows, total } = await q.changedOrderPage(db, storeIds, new Date(query.since * 1000), sliceOf(query));
  const batchRows = await q.batchRowsOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  const list = rows.map(({ order: o, company, changedAt }) => ({
    order_no: o.orderNo,
    store_id: o.storeId,
    company,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status],
    pay_amount: fenToYuan(o.payAmount),
    pay_method: o.payMethod,
    carrier: o.carrier,
    tracking_no: o.trackingNo,
    created_at: seconds(o.createdAt),
    paid_at: secondsOrNull(o.paidAt),
    shipped_at: secondsOrNull(o.shippedAt),
    completed_at: secondsOrNull(o.completedAt),
    cancelled_at: secondsOrNull(o.cancelledAt),
    changed_at: seconds(changedAt),
    lines: linesOf(batchRows.filter((b) => b.orderId === o.id)),
  }));
  return { ...pageOf(list, total, query), server_time: serverTime };
}

export async function erpStatement(db: Db, key: ErpKey, storeId: number, month: string): Promise<Statement> {
  return statementView(await readMonth(db, storeInScope(key, storeId).id, month));
}

/** The store's prices as its catalogue shows them to it: its customer level, its business scope and controlled-sales rules. */
export async function erpPrices(db: Db, key: ErpKey, query: ErpPricesQuery): Promise<PagedList<ErpPrice>> {
  const store = storeInScope(key, query.store_id);
  const standing = await storeForBuyer(db, store.id);
  if (!standing) throw notFound('店铺');
  const buyer = storeBuyer(store.id, standing);
  const page = await listGoods(db, buyer, GoodsListQuery.parse({ page: query.page, page_size: query.page_size, keywords: query.keywords }));
  const codes = await q.goodsCodes(
    db,
    page.list.map((g) => g.id),
  );
  return pageOf(
    page.list.map((g) => ({
      goods_id: g.id,
      goods_code: codes.get(g.id) ?? '',
      name: g.name,
      common_name: g.common_name,
      spec: g.ypgg,
      manufacturer: g.sccj,
      approval_no: g.approval_no,
      unit: g.bzdw,
      price: g.price,
      ladder_price: g.ladder_price,
      stock: g.number,
      is_buy: g.is_buy,
      buy_reason: g.buy_reason,
    })),
    page.total,
    query,
  );
}
