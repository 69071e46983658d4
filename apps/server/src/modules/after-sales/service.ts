/**
 * The buyer's returns (退货) and after-sales (售后) requests: asked on a shipped or completed order
 * for at most the units not already held by another request, listed, read with their timeline,
 * and withdrawn while pending. The refund itself is an operator's decision (review.ts).
 */
import type { AfterSalePage, AfterSaleSummary, AfterSaleType, AfterSaleView, ReturnBody, ReturnListQuery } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import { actorText } from '../../lib/process.js';
import type { AuthContext } from '../../plugins/session.js';
import { lineBatchesOf } from '../batches/queries.js';
import { lockOrder, orderItemsOf, orderItemsOfOrders, requestedUnits, type OrderItemRow, type OrderRow } from '../orders/queries.js';
import * as q from './queries.js';
import { assertImagesStored, claimImages } from './images.js';
import { paidShares, unitsRefund } from './refund.js';
import { transitionRequest } from './transition.js';
import { itemsById, requestSummary, typeText } from './view.js';

const MISSING: Record<AfterSaleType, string> = { return: '退货申请', after_sale: '售后申请' };

/** The same order line (and batch) asked for twice in one request is one line. */
function mergeLines(items: ReturnBody['items']): ReturnBody['items'] {
  const merged = new Map<string, ReturnBody['items'][number]>();
  for (const l of items) {
    const key = `${l.order_item_id}:${l.batch_id ?? ''}`;
    merged.set(key, { ...l, number: (merged.get(key)?.number ?? 0) + l.number });
  }
  return [...merged.values()];
}

/** POST /api/order/return: the order is locked while its units are counted, so two requests cannot both take the last ones. */
export async function requestReturn(db: Db, dataDir: string, auth: AuthContext, body: ReturnBody): Promise<AfterSaleView> {
  await assertImagesStored(dataDir, auth, body.images ?? []);
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth.storeId, body.order_id);
    if (!order) throw notFound('订单');
    if (order.status === 'cancelled') throw refuse('订单已取消，无法申请退货或售后');
    if (order.status !== 'shipped' && order.status !== 'completed') throw refuse('订单发货后才能申请退货或售后，未发货的订单可直接取消');
    const items = itemsById(await orderItemsOf(tx, order.id));
    const asked = await requestedUnits(tx, [order.id]);
    const shares = paidShares(order, [...items.values()]);
    const shipped = await lineBatchesOf(tx, order.id);
    const lines = mergeLines(body.items).map((line) => {
      const item = items.get(line.order_item_id);
      if (!item) throw notFound('订单商品');
      const before = asked.get(item.id) ?? 0;
      const left = item.number - before;
      if (left <= 0) throw refuse(`${item.name} 已全部申请过退货或售后`);
      if (line.number > left) throw refuse(`${item.name} 最多还可申请${left}${item.unit}`);
      const batch = line.batch_id === undefined ? undefined : shipped.find((b) => b.orderItemId === item.id && b.batchId === line.batch_id);
      if (line.batch_id !== undefined && !batch) throw refuse(`${item.name} 所选批次不是该商品发出的批次`);
      asked.set(item.id, before + line.number);
      return { ...line, batch_no: batch?.batchNo, amount: unitsRefund(shares.get(item.id) ?? 0, item.number, before, line.number) };
    });
    const request = await q.insertRequest(tx, {
      orderId: order.id,
      storeId: auth.storeId,
      type: body.type,
      reason: body.reason,
      items: lines,
      images: body.images ?? [],
      refundAmount: lines.reduce((n, l) => n + l.amount, 0),
    });
    await claimImages(tx, auth, body.images ?? []);
    await q.addRequestEvent(tx, request.id, 'pending', `买家提交${typeText(body.type)}申请，等待平台审核`, actorText({ kind: 'buyer', accountId: auth.accountId }));
    return request.id;
  });
  return requestDetail(db, auth, id);
}

export async function listRequests(db: Db, auth: AuthContext, query: ReturnListQuery): Promise<AfterSalePage> {
  const { rows, total } = await q.requestPage(db, auth.storeId, { type: query.type, keywords: query.keywords || undefined }, sliceOf(query));
  const items = itemsById(await orderItemsOfOrders(db, [...new Set(rows.map((r) => r.request.orderId))]));
  return pageOf(
    rows.map((r) => requestSummary(r, items)),
    total,
    query,
  );
}

/** One request of the store; `type` answers only requests of that kind, as /order/returnInfo and /order/afterSalesInfo each show one. */
export async function requestDetail(db: Db, auth: AuthContext, id: number, type?: AfterSaleType): Promise<AfterSaleView> {
  const found = await q.findRequest(db, auth.storeId, id);
  if (!found || (type && found.request.type !== type)) throw notFound(MISSING[type ?? 'after_sale']);
  const [items, events] = await Promise.all([orderItemsOf(db, found.request.orderId), q.requestEvents(db, id)]);
  return {
    ...requestSummary(found, itemsById(items)),
    events: events.map((e) => ({ status: e.status, text: e.text, created_at: seconds(e.createdAt) })),
  };
}

/** POST /api/order/return/cancel: only while pending; the units it held may be asked for again. */
export async function cancelRequest(db: Db, auth: AuthContext, id: number): Promise<AfterSaleView> {
  await db.transaction(async (tx) => {
    const request = await q.lockRequest(tx, id, auth.storeId);
    if (!request) throw notFound(MISSING.after_sale);
    await transitionRequest(tx, request, { to: 'cancelled' }, { kind: 'buyer', accountId: auth.accountId });
  });
  return requestDetail(db, auth, id);
}

/** The after-sales part of the buyer's order detail (orders/detail.ts): its requests, newest first. */
export async function requestsOfOrderView(db: DbOrTx, order: OrderRow, items: readonly OrderItemRow[]): Promise<AfterSaleSummary[]> {
  const byId = itemsById(items);
  const requests = await q.requestsOfOrder(db, order.id);
  return requests.map((request) => requestSummary({ request, orderNo: order.orderNo, payMethod: order.payMethod }, byId));
}
