/**
 * Stock moves of orders on batches, each in the caller's transaction with its ledger rows: an order
 * is allocated FEFO (first expiry, first out) from sellable batches still in date when it becomes
 * payable (orders/stock.ts), shipping takes the reserved units out, a cancel before shipping puts
 * them back on the same batches and a return restores its batch. The goods' row locks are taken first, in goods-id order, as checkout
 * takes them, and goods.stock and its validity span are recomputed from the batches before commit.
 */
import { Code, type CheckoutLineRefusal } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { chinaToday } from '../../lib/china-day.js';
import { BizError, refuse } from '../../lib/errors.js';
import * as q from './queries.js';

interface LineToAllocate {
  id: number;
  goodsId: number;
  name: string;
  number: number;
  /** 效期要求 in months; 0 for none. */
  minValidityMonths: number;
  /** goods, hg (换购) or gift (赠). */
  lineType: string;
}

interface BatchPick {
  line: LineToAllocate;
  batchId: number;
  units: number;
}

/** Units a gift line was given when the stock left could not give all it asked, by order line. */
export type GiftCuts = Map<number, number>;

/**
 * Picks every line's batches under the goods' row locks, earliest expiry first; a batch past its date
 * is never taken, even before the daily job locks it. A bought line the batches cannot fill refuses
 * the whole order; a gift line, after the goods' bought lines, takes what is left. Writes nothing.
 */
async function pickBatches(tx: DbOrTx, lines: readonly LineToAllocate[]): Promise<{ picks: BatchPick[]; cuts: GiftCuts }> {
  const today = chinaToday();
  const isGift = (l: LineToAllocate) => Number(l.lineType === 'gift');
  const sorted = [...lines].sort((a, b) => a.goodsId - b.goodsId || isGift(a) - isGift(b) || a.id - b.id);
  await q.lockGoods(
    tx,
    sorted.map((l) => l.goodsId),
  );
  // Every goods' sellable batches, read in one statement and drawn down as its lines take units.
  const left = await q.allocatableOf(
    tx,
    sorted.map((l) => l.goodsId),
    today,
  );
  const validFrom = new Map<number, string>();
  const picks: BatchPick[] = [];
  const cuts: GiftCuts = new Map();
  for (const line of sorted) {
    const batches = left.get(line.goodsId) ?? [];
    let notBefore = today;
    if (line.minValidityMonths > 0) {
      notBefore = validFrom.get(line.minValidityMonths) ?? (await q.monthsAfter(tx, today, line.minValidityMonths));
      validFrom.set(line.minValidityMonths, notBefore);
    }
    const usable = batches.filter((b) => b.quantity > 0 && b.expiresOn >= notBefore);
    const available = usable.reduce((n, b) => n + b.quantity, 0);
    if (available < line.number && line.lineType !== 'gift') {
      // The goods id lets step 2 show a 效期要求 refusal beside the line whose requirement it was.
      throw line.minValidityMonths > 0
        ? new BizError(
            Code.REFUSED,
            `${line.name} 剩余效期${line.minValidityMonths}个月以上的库存仅${available}件，请放宽效期要求或减少数量`,
            200,
            { goods_id: line.goodsId } satisfies CheckoutLineRefusal,
          )
        : refuse(`库存不足: ${line.name} 仅剩${available}件`);
    }
    if (available < line.number) cuts.set(line.id, available);
    let want = Math.min(line.number, available);
    for (const b of usable) {
      if (want === 0) break;
      const units = Math.min(want, b.quantity);
      b.quantity -= units;
      picks.push({ line, batchId: b.id, units });
      want -= units;
    }
  }
  return { picks, cuts };
}

/**
 * Allocates every line of an order as written, FEFO: the one stock write of each line (its batches,
 * their ledger rows, the goods' sold count), then goods.stock and validity from the batches. Answers
 * the gift lines given fewer units than they asked, for the order to cut.
 */
export async function allocateOrder(tx: DbOrTx, orderId: number, by: string): Promise<GiftCuts> {
  const lines = await q.orderLines(tx, orderId);
  const { picks, cuts } = await pickBatches(tx, lines);
  await q.moveUnitsOf(
    tx,
    picks.map((p) => ({ batchId: p.batchId, quantityDelta: -p.units, reservedDelta: p.units })),
  );
  await q.insertLineBatches(
    tx,
    picks.map((p) => ({ orderItemId: p.line.id, batchId: p.batchId, orderId, quantity: p.units })),
  );
  await q.addLedger(
    tx,
    picks.map((p) => ({
      batchId: p.batchId,
      goodsId: p.line.goodsId,
      kind: 'reserve' as const,
      quantityDelta: -p.units,
      reservedDelta: p.units,
      orderId,
      actor: by,
      reason: '下单占用',
    })),
  );
  const sold = new Map<number, number>();
  for (const p of picks) sold.set(p.line.goodsId, (sold.get(p.line.goodsId) ?? 0) + p.units);
  await q.sellEach(tx, sold);
  await q.refreshGoods(
    tx,
    lines.map((l) => l.goodsId),
    chinaToday(),
  );
  return cuts;
}

/** Refuses, as allocation would, an order whose bought lines the batches cannot fill now; takes nothing. */
export async function assertAllocatable(tx: DbOrTx, orderId: number): Promise<void> {
  await pickBatches(tx, await q.orderLines(tx, orderId));
}

/** An order line's units, as cancel and return name them. */
export interface LineUnits {
  orderItemId: number;
  goodsId: number;
  number: number;
}

/** Units back on their batches (a cancel, a return): the ledger rows written, the goods' sold count and stock and validity brought up to date. */
async function putBack(tx: DbOrTx, ledger: q.LedgerRow[], lines: readonly { goodsId: number; number: number }[]): Promise<void> {
  await q.addLedger(tx, ledger);
  for (const line of lines) await q.unsell(tx, line.goodsId, line.number);
  await q.refreshGoods(
    tx,
    lines.map((l) => l.goodsId),
    chinaToday(),
  );
}

/**
 * A cancel before shipping: each line's reserved units go back on the batches they came from (a
 * line with no batch record, from before batches, onto the goods' latest batch), sales counted back.
 */
export async function releaseLines(tx: DbOrTx, orderId: number, lines: readonly LineUnits[], by: string): Promise<void> {
  await q.lockGoods(
    tx,
    lines.map((l) => l.goodsId),
  );
  const held = await q.lineBatchesOf(tx, orderId);
  const ledger: q.LedgerRow[] = [];
  for (const h of held) {
    await q.moveUnits(tx, h.batchId, h.quantity, -h.quantity);
    ledger.push({
      batchId: h.batchId,
      goodsId: h.goodsId,
      kind: 'release',
      quantityDelta: h.quantity,
      reservedDelta: -h.quantity,
      orderId,
      actor: by,
      reason: '订单取消，释放占用',
    });
  }
  for (const line of lines) {
    if (held.some((h) => h.orderItemId === line.orderItemId)) continue;
    const batchId = await q.latestBatch(tx, line.goodsId);
    if (batchId === undefined) continue;
    await q.moveUnits(tx, batchId, line.number, 0);
    ledger.push({
      batchId,
      goodsId: line.goodsId,
      kind: 'release',
      quantityDelta: line.number,
      orderId,
      actor: by,
      reason: '订单取消，无批次记录的商品退回最新批次',
    });
  }
  await q.deleteLineBatches(tx, orderId);
  await putBack(tx, ledger, lines);
}

/** Shipping takes the order's reserved units out of their batches. */
export async function shipLines(tx: DbOrTx, orderId: number, by: string): Promise<void> {
  const held = await q.lineBatchesOf(tx, orderId);
  await q.lockGoods(
    tx,
    held.map((h) => h.goodsId),
  );
  for (const h of held) await q.moveUnits(tx, h.batchId, 0, -h.quantity);
  await q.addLedger(
    tx,
    held.map((h) => ({
      batchId: h.batchId,
      goodsId: h.goodsId,
      kind: 'shipment' as const,
      reservedDelta: -h.quantity,
      orderId,
      actor: by,
      reason: '订单发货',
    })),
  );
}

/** A returned line: its units, and the batch the buyer names (one the line shipped from), if any. */
export interface ReturnedLine extends LineUnits {
  batchId?: number;
}

/**
 * An approved return: the units go back on the batch named, else on the line's batches in the order
 * they were allocated, never more onto a batch than the line took from it.
 */
export async function returnLines(
  tx: DbOrTx,
  refs: { orderId: number; afterSaleId: number },
  lines: readonly ReturnedLine[],
  by: string,
): Promise<void> {
  await q.lockGoods(
    tx,
    lines.map((l) => l.goodsId),
  );
  const held = await q.lineBatchesOf(tx, refs.orderId);
  const ledger: q.LedgerRow[] = [];
  const restore = (batchId: number, goodsId: number, n: number, reason: string) =>
    ledger.push({
      batchId,
      goodsId,
      kind: 'return',
      quantityDelta: n,
      orderId: refs.orderId,
      afterSaleId: refs.afterSaleId,
      actor: by,
      reason,
    });
  for (const line of lines) {
    const own = held.filter((h) => h.orderItemId === line.orderItemId && (line.batchId === undefined || h.batchId === line.batchId));
    if (line.batchId !== undefined && own.length === 0) throw refuse('退货批次不是该商品发出的批次');
    if (held.every((h) => h.orderItemId !== line.orderItemId)) {
      const batchId = await q.latestBatch(tx, line.goodsId);
      if (batchId === undefined) continue;
      await q.moveUnits(tx, batchId, line.number, 0);
      restore(batchId, line.goodsId, line.number, '退货入库（无批次记录，退回最新批次）');
      continue;
    }
    let left = line.number;
    for (const h of own) {
      const n = Math.min(left, h.quantity - h.returned);
      if (n <= 0) continue;
      await q.moveUnits(tx, h.batchId, n, 0);
      await q.addReturned(tx, line.orderItemId, h.batchId, n);
      restore(h.batchId, line.goodsId, n, '退货入库');
      left -= n;
    }
    if (left > 0) throw refuse('退货数量超过该批次发出的数量');
  }
  await putBack(tx, ledger, lines);
}

/**
 * Sets a goods' sellable stock by adjustment (a console stock edit, a stocktake): units added go onto
 * the sellable batch that expires last, units taken come off the first to expire. A goods with no
 * sellable batch takes stock only by receipt (入库), which names the batch.
 */
export async function adjustStock(tx: DbOrTx, goodsId: number, target: number, by: string, reason: string): Promise<void> {
  const today = chinaToday();
  await q.lockGoods(tx, [goodsId]);
  const batches = await q.allocatable(tx, goodsId, today);
  let delta = target - batches.reduce((n, b) => n + b.quantity, 0);
  if (delta === 0) return;
  const ledger: q.LedgerRow[] = [];
  if (delta > 0) {
    const last = batches.at(-1) ?? (await q.emptySellable(tx, goodsId, today));
    if (!last) throw refuse('该商品没有可售批次，请先入库登记批次后再调整库存');
    await q.moveUnits(tx, last.id, delta, 0);
    ledger.push({ batchId: last.id, goodsId, kind: 'adjustment', quantityDelta: delta, actor: by, reason });
  }
  for (const b of batches) {
    if (delta >= 0) break;
    const n = Math.min(b.quantity, -delta);
    await q.moveUnits(tx, b.id, -n, 0);
    ledger.push({ batchId: b.id, goodsId, kind: 'adjustment', quantityDelta: -n, actor: by, reason });
    delta += n;
  }
  await q.addLedger(tx, ledger);
  await q.refreshGoods(tx, [goodsId], today);
}

/** How many expired batches one transaction of the daily job locks. */
const EXPIRY_CHUNK = 500;

/**
 * The daily job: sellable batches past their date become 过期, their units leave the goods' stock
 * (allocation already skips them from the day after their date). Answers how many it locked.
 */
export async function lockExpiredBatches(db: Db, today = chinaToday()): Promise<number> {
  let locked = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await q.expiredSellable(tx, today, EXPIRY_CHUNK);
      await q.lockGoods(
        tx,
        due.map((b) => b.goodsId),
      );
      const moved = await q.setStatus(
        tx,
        due.map((b) => b.id),
        'sellable',
        'expired',
        '已过有效期',
      );
      await q.addLedger(
        tx,
        moved.map((b) => ({
          batchId: b.id,
          goodsId: b.goodsId,
          kind: 'expiry' as const,
          actor: 'system:job',
          reason: '已过有效期，自动锁定',
        })),
      );
      await q.refreshGoods(
        tx,
        moved.map((b) => b.goodsId),
        today,
      );
      return due.length;
    });
    locked += n;
    if (n < EXPIRY_CHUNK) return locked;
  }
}

/** A new goods' opening stock expires this many months on when the editor names no expiry. */
const OPENING_VALIDITY_MONTHS = 24;

/**
 * The stock a new goods is created with in the goods editor: one opening batch (期初), named by the
 * editor's 生产批号 and 有效期至 where given. Later stock comes by 入库, which names every batch.
 */
export async function openingStock(
  tx: DbOrTx,
  goodsId: number,
  units: number,
  named: { batchNo: string; expiresOn: string | null },
  by: string,
): Promise<void> {
  if (units <= 0) return;
  const today = chinaToday();
  const expiresOn = named.expiresOn && named.expiresOn > today ? named.expiresOn : await q.monthsAfter(tx, today, OPENING_VALIDITY_MONTHS);
  await q.lockGoods(tx, [goodsId]);
  const batch = await q.insertBatch(tx, {
    goodsId,
    batchNo: named.batchNo || `QC${today.replaceAll('-', '')}`,
    producedOn: today,
    expiresOn,
    quantity: units,
  });
  await q.addLedger(tx, [{ batchId: batch.id, goodsId, kind: 'receipt', quantityDelta: units, actor: by, reason: '新建商品期初库存' }]);
  await q.refreshGoods(tx, [goodsId], today);
}
