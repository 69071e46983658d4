/**
 * 冷链 shipping (issue 37): the carrier rule shipping checks, the shipment's temperature record the
 * warehouse keeps and the buyer reads, and the buyer's 拒收 at receipt, which opens a return through
 * the after-sales service (its lifecycle stays there) and is linked here so the order is not completed
 * by the daily job while that request stands.
 */
import {
  coldChainCarrierRefusal,
  coldChainSummary,
  isColdChainCarrier,
  type ColdChain,
  type ColdChainReadingInput,
  type ColdChainRecord,
  type ColdChainStage,
  type ReceiptRefusalBody,
  type ReceiptRefusalReason,
} from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { audited } from '../admin/shared/audit.js';
import { managedStoresOf } from '../admin/shared/scope.js';
import type { StaffContext } from '../admin/shared/session.js';
import { requestReturn } from '../after-sales/service.js';
import { findOrder, lockOrderById, orderItemsOf, requestedUnits, type OrderRow } from '../orders/queries.js';
import * as q from './queries.js';

const STANDING = new Set(['pending', 'approved']);

interface ColdLine {
  line: number;
  order_item_id: number;
  name: string;
  cold_chain: ColdChain;
}

/** The order's 冷链 lines (numbered among all its lines) and the range all of them keep: the narrowest. */
async function coldLinesOf(db: DbOrTx, orderId: number): Promise<{ lines: ColdLine[]; range: ColdChain | null }> {
  const all = await q.orderLinesWithCold(db, orderId);
  const lines: ColdLine[] = [];
  all.forEach((l, i) => {
    if (l.coldMinC !== null && l.coldMaxC !== null)
      lines.push({ line: i + 1, order_item_id: l.id, name: l.name, cold_chain: { min: l.coldMinC, max: l.coldMaxC } });
  });
  if (!lines.length) return { lines, range: null };
  return {
    lines,
    range: { min: Math.max(...lines.map((l) => l.cold_chain.min)), max: Math.min(...lines.map((l) => l.cold_chain.max)) },
  };
}

/** Shipping's check (fulfilment/shipOrder): an order holding a 冷链 line leaves only with a cold-chain carrier. */
export async function requireColdChainCarrier(db: DbOrTx, orderId: number, carrier: string): Promise<void> {
  if (isColdChainCarrier(carrier)) return;
  const { lines } = await coldLinesOf(db, orderId);
  const first = lines.at(0);
  if (first) throw refuse(coldChainCarrierRefusal(first.line, first.name, first.cold_chain));
}

async function recordOf(db: DbOrTx, order: OrderRow): Promise<ColdChainRecord> {
  const [{ lines, range }, readings, refusals] = await Promise.all([
    coldLinesOf(db, order.id),
    q.readingsOf(db, order.id),
    q.refusalsOf(db, order.id),
  ]);
  const latest = refusals.at(-1);
  const standing = refusals.some((r) => STANDING.has(r.status));
  return {
    cold_chain: range,
    lines,
    readings: readings.map((r) => ({
      id: r.id,
      stage: r.stage as ColdChainStage,
      time: seconds(r.readAt),
      temp_c: r.tempTenths / 10,
      out_of_range: r.outOfRange ? 1 : 0,
      source: r.source,
    })),
    out_of_range: readings.filter((r) => r.outOfRange).length,
    can_refuse: order.status === 'shipped' && !standing ? 1 : 0,
    refusal: latest
      ? {
          reason: latest.refusal.reason as ReceiptRefusalReason,
          note: latest.refusal.note,
          after_sale_id: latest.refusal.afterSaleId,
          after_sale_status: latest.status,
          created_at: seconds(latest.refusal.createdAt),
        }
      : null,
  };
}

async function reachableOrder(db: Db, staff: StaffContext, id: number): Promise<OrderRow> {
  // Its own query, not the console's orders module: shipping calls this module, and that one calls shipping.
  const found = await q.staffOrder(db, id, managedStoresOf(staff));
  if (!found) throw notFound('订单');
  return found;
}

/** GET /api/admin/orders/:id/cold-chain */
export async function adminRecord(db: Db, staff: StaffContext, id: number): Promise<ColdChainRecord> {
  return recordOf(db, await reachableOrder(db, staff, id));
}

/**
 * The warehouse's readings, at dispatch (before or after shipping) or on arrival (once shipped); each is
 * flagged against the order's range as it is now, on the order's lock so the flags and the state agree.
 */
export async function addReadings(
  db: Db,
  staff: StaffContext,
  id: number,
  stage: ColdChainStage,
  readings: ColdChainReadingInput[],
  source: 'manual' | 'file',
): Promise<ColdChainRecord> {
  await reachableOrder(db, staff, id);
  const target = { action: `order.cold_chain.${source}`, entity: 'order', entityId: id, read: async () => null };
  await audited(db, staff, target, async (tx) => {
    const order = await lockOrderById(tx, id);
    if (!order) throw notFound('订单');
    if (stage === 'dispatch' && order.status !== 'paid' && order.status !== 'shipped')
      throw refuse('只有待发货或已发货的订单可以记录发货温度');
    if (stage === 'arrival' && order.status !== 'shipped' && order.status !== 'completed') throw refuse('订单发货后才能记录到货温度');
    const { range } = await coldLinesOf(tx, id);
    if (!range) throw refuse('该订单没有冷链商品，无需温度记录');
    await q.insertReadings(
      tx,
      readings.map((r) => ({
        orderId: id,
        stage,
        readAt: new Date(r.time * 1000),
        tempTenths: Math.round(r.temp_c * 10),
        outOfRange: r.temp_c < range.min || r.temp_c > range.max,
        source,
        recordedBy: staff.staffId,
      })),
    );
  });
  return adminRecord(db, staff, id);
}

async function storeOrder(db: DbOrTx, auth: AuthContext, id: number): Promise<OrderRow> {
  const order = await findOrder(db, auth.storeId, id);
  if (!order) throw notFound('订单');
  return order;
}

/** GET /api/order/:id/cold_chain: the buyer's store's order only. */
export async function buyerRecord(db: Db, auth: AuthContext, id: number): Promise<ColdChainRecord> {
  return recordOf(db, await storeOrder(db, auth, id));
}

/**
 * POST /api/order/:id/refuse: 拒收 a shipped order. The return asks back every unit no other request
 * holds, its reason carrying the GSP reason, the note and the temperature record's summary; the
 * after-sales service locks the order and counts the units, so a second refusal at the same moment
 * finds nothing left to ask for.
 */
export async function refuseReceipt(
  db: Db,
  dataDir: string,
  auth: AuthContext,
  id: number,
  body: ReceiptRefusalBody,
): Promise<ColdChainRecord> {
  const order = await storeOrder(db, auth, id);
  if (order.status !== 'shipped') throw refuse('只有已发货、尚未确认收货的订单可以拒收');
  const before = await recordOf(db, order);
  if (before.refusal && STANDING.has(before.refusal.after_sale_status)) throw refuse('该订单已拒收，请等待平台处理');
  const [items, asked] = await Promise.all([orderItemsOf(db, id), requestedUnits(db, [id])]);
  const lines = items.map((i) => ({ order_item_id: i.id, number: i.number - (asked.get(i.id) ?? 0) })).filter((l) => l.number > 0);
  if (!lines.length) throw refuse('订单商品已全部申请过退货或售后，无法拒收');
  const reason = [`拒收：${body.reason}`, body.note, coldChainSummary(before)].filter(Boolean).join('；');
  const request = await requestReturn(db, dataDir, auth, { order_id: id, type: 'return', items: lines, reason: reason.slice(0, 500) });
  await q.insertRefusal(db, { orderId: id, storeId: auth.storeId, afterSaleId: request.id, reason: body.reason, note: body.note });
  return recordOf(db, order);
}
