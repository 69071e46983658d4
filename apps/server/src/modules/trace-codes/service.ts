/**
 * 药品追溯码 at outbound (issue 37): the warehouse scans each box of a paid order's lines, the buyer
 * sees the codes per line, and shipping can be made to wait for them (site setting
 * trace_codes_required). A code leaves the store once; the rules here say why a scan is refused,
 * the unique index of trace_codes makes it hold between two scans at the same instant.
 */
import {
  AFTER_SALE_STATUS_TEXT,
  deliveryNoteNo,
  type OrderTraceCodes,
  type TraceCode,
  type TraceCodeSetting,
  type TraceImportResult,
  type TraceBatchBody,
  type TraceBatchResult,
  type TraceReturnBody,
  type TraceReturnResult,
  type TraceScanBody,
  type TraceScanResult,
} from '@yc/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { chinaDay } from '../../lib/china-day.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads/kinds.js';
import { audit } from '../admin/shared/audit.js';
import type { StaffContext } from '../admin/shared/session.js';
import { getSetting } from '../content/settings.js';
import { lockOrderById } from '../orders/queries.js';
import * as q from './queries.js';
import { readWmsFile, type WmsRow } from './wms-file.js';

const ORDER = 'order';
const NOT_WAITING = '只有待发货的订单可以扫追溯码';

const takenText = (code: string, holder: { orderNo: string; scannedAt: Date }) =>
  `追溯码 ${code} 已于${chinaDay(holder.scannedAt)}出库（订单 ${holder.orderNo}）`;

export async function orderTraceCodes(db: Db, orderId: number): Promise<OrderTraceCodes> {
  const [head, lines, codes] = await Promise.all([q.orderHead(db, orderId), q.orderLines(db, orderId), q.codesOfOrder(db, orderId)]);
  if (!head) throw notFound('订单');
  return {
    order_id: head.id,
    order_no: head.orderNo,
    can_scan: head.status === 'paid' ? 1 : 0,
    lines: lines.map((l, k) => ({
      order_item_id: l.id,
      line_no: k + 1,
      goods_id: l.goodsId,
      name: l.name,
      spec: l.spec,
      quantity: l.quantity,
      trace_exempt: l.traceExempt ? 1 : 0,
      batches: l.batches,
      codes: codes
        .filter((c) => c.orderItemId === l.id)
        .map((c) => ({ id: c.id, code: c.code, batch_no: c.batchNo, scanned_at: seconds(c.scannedAt), scanned_by: c.scannedBy })),
    })),
  };
}

type LineFacts = NonNullable<Awaited<ReturnType<typeof q.lineFacts>>>;
/** A line's facts and, for one code, who owns its 药品标识码 and where it already went. */
type ScanFacts = LineFacts & { prefixOwner: string | null; takenBy: string | null; takenAt: Date | null };

/**
 * Why this code may not go on this line, or null. Checked in the order the warehouse can act on: which
 * box, then how many; `full` says the line is full in the words of the caller that counts other codes in.
 */
function refusal(
  line: ScanFacts,
  code: TraceCode,
  full = `${line.name} 数量 ${line.quantity}，已扫满 ${line.quantity} 个追溯码`,
): string | null {
  if (line.status !== 'paid') return NOT_WAITING;
  if (line.traceExempt) return `${line.name} 为无追溯码商品，无需扫码`;
  // A scanner's double read of one box lands here: say so rather than name this very order.
  if (line.takenBy === line.orderNo) return `追溯码 ${code.code} 已扫入本订单，请勿重复扫码`;
  if (line.takenBy !== null && line.takenAt !== null) return takenText(code.code, { orderNo: line.takenBy, scannedAt: line.takenAt });
  if (code.prefix) {
    if (line.prefixOwner !== null && !line.tracePrefixes.includes(code.prefix))
      return `追溯码 ${code.code} 的药品标识码 ${code.prefix} 属于「${line.prefixOwner}」，不是本行的「${line.name}」`;
    if (line.tracePrefixes.length > 0 && !line.tracePrefixes.includes(code.prefix))
      return `追溯码 ${code.code} 的药品标识码 ${code.prefix} 不是「${line.name}」的`;
  }
  if (code.batch !== undefined && line.batches.length > 0 && !line.batches.includes(code.batch))
    return `追溯码的批号 ${code.batch} 与本行批号 ${line.batches.join('、')} 不符`;
  if (line.scanned >= line.quantity) return full;
  return null;
}

/** One scan: judged and stored in one transaction on the order's lock; a code another scan just took is refused, never a 500. */
export async function scanCode(db: Db, staff: StaffContext, orderId: number, body: TraceScanBody): Promise<TraceScanResult> {
  const { code } = body;
  return db.transaction(async (tx) => {
    const line = await q.scanFacts(tx, orderId, body.order_item_id, code.code, code.prefix ?? null);
    if (!line) throw notFound('订单商品');
    const why = refusal(line, code);
    if (why) throw refuse(why);
    const [saved] = await storeCodes(tx, staff, orderId, body.order_item_id, line, [code]);
    return { ...saved!, scanned: line.scanned + 1, quantity: line.quantity };
  });
}

/**
 * A line's codes at once (a case's boxes pasted, or the list a WMS or a scanner's memory gives): all
 * judged as one scan each would be, in turn, and stored together or not at all, so a refusal names
 * the one code to take out and nothing of the batch is half-scanned.
 */
export async function scanCodes(db: Db, staff: StaffContext, orderId: number, body: TraceBatchBody): Promise<TraceBatchResult> {
  const { codes } = body;
  return db.transaction(async (tx) => {
    const line = await q.lineFacts(tx, orderId, body.order_item_id);
    if (!line) throw notFound('订单商品');
    if (line.status !== 'paid') throw refuse(NOT_WAITING);
    if (line.traceExempt) throw refuse(`${line.name} 为无追溯码商品，无需扫码`);
    const room = line.quantity - line.scanned;
    if (codes.length > room)
      throw refuse(
        `${line.name} 数量 ${line.quantity}，已扫 ${line.scanned} 个，本次 ${codes.length} 个追溯码多出 ${codes.length - room} 个`,
      );
    const prefixes = [...new Set(codes.flatMap((c) => (c.prefix ? [c.prefix] : [])))];
    const holders = await q.holdersOf(
      tx,
      codes.map((c) => c.code),
    );
    const owners = await q.prefixOwnersOf(tx, prefixes, line.goodsId);
    const seen = new Map<string, number>();
    codes.forEach((code, k) => {
      const first = seen.get(code.code);
      if (first !== undefined) throw refuse(`第${k + 1}个追溯码 ${code.code} 与第${first + 1}个重复`);
      seen.set(code.code, k);
      const holder = holders.get(code.code);
      const why = refusal(
        {
          ...line,
          scanned: line.scanned + k,
          prefixOwner: code.prefix ? (owners.get(code.prefix) ?? null) : null,
          takenBy: holder?.orderNo ?? null,
          takenAt: holder?.scannedAt ?? null,
        },
        code,
      );
      if (why) throw refuse(`第${k + 1}个追溯码：${why}`);
    });
    const saved = await storeCodes(tx, staff, orderId, body.order_item_id, line, codes);
    return { codes: saved, scanned: line.scanned + codes.length, quantity: line.quantity };
  });
}

/**
 * Stores judged codes of one line with one operation-log entry (`file`: the WMS file they came in, for the log);
 * a code another scan took meanwhile refuses them all.
 */
async function storeCodes(
  tx: Tx,
  staff: StaffContext,
  orderId: number,
  itemId: number,
  line: LineFacts,
  codes: TraceCode[],
  file?: string,
) {
  // The code's own batch, else the line's when it ships from one batch only.
  const rows = codes.map((code) => ({
    code: code.code,
    orderId,
    orderItemId: itemId,
    goodsId: line.goodsId,
    batchNo: code.batch ?? (line.batches.length === 1 ? line.batches[0]! : null),
    storeId: line.storeId,
    scannedBy: staff.staffId,
  }));
  const created = await q.insertCodes(tx, rows);
  if (created.length < rows.length) {
    const stored = new Set(created.map((c) => c.code));
    const taken = rows.find((r) => !stored.has(r.code))!.code;
    const holder = (await q.holdersOf(tx, [taken])).get(taken);
    throw refuse(holder ? takenText(taken, holder) : `追溯码 ${taken} 已出库`);
  }
  const byCode = new Map(created.map((c) => [c.code, c]));
  const saved = rows.map((r) => {
    const c = byCode.get(r.code)!;
    return { id: c.id, code: r.code, batch_no: r.batchNo, scanned_at: seconds(c.scannedAt), scanned_by: staff.name };
  });
  await audit(tx, staff, {
    action: 'order.trace_code.scan',
    entity: ORDER,
    entityId: orderId,
    after: { order_item_id: itemId, codes: saved.map((c) => ({ id: c.id, code: c.code })), ...(file === undefined ? {} : { file }) },
  });
  return saved;
}

type OrderLine = Awaited<ReturnType<typeof q.orderLineFacts>>[number];

/** The line a row of goods (and batch) goes onto: the first of the goods with room, else the last, which the count then refuses. */
function lineFor(lines: OrderLine[], row: WmsRow, queued: Map<number, TraceCode[]>): OrderLine | undefined {
  const ofGoods = lines.filter((l) => l.sku.toUpperCase() === row.goodsCode.toUpperCase());
  const { batch } = row.code;
  // A batch no line of the goods ships from falls to the first line, whose batch rule names it.
  const ofBatch = batch === undefined ? ofGoods : ofGoods.filter((l) => l.batches.length === 0 || l.batches.includes(batch));
  const candidates = ofBatch.length ? ofBatch : ofGoods.slice(0, 1);
  return candidates.find((l) => l.scanned + (queued.get(l.id)?.length ?? 0) < l.quantity) ?? candidates.at(-1);
}

/**
 * A WMS file of the order's codes: each row onto the order's line of its goods (and batch), judged as a
 * batch scan judges its codes, and all stored in one transaction on the order's lock or none, the
 * refusal naming the sheet's row (第N行). A 单据号 must be this order's: a file of another order's
 * shipment is refused before any of its codes is looked at.
 */
export async function importCodes(
  db: Db,
  staff: StaffContext,
  orderId: number,
  file: UploadedFile | undefined,
): Promise<TraceImportResult> {
  if (!(await q.orderHead(db, orderId))) throw notFound('订单');
  const rows = await readWmsFile(file);
  return db.transaction(async (tx) => {
    const lines = await q.orderLineFacts(tx, orderId);
    const order = lines[0];
    if (!order) throw notFound('订单');
    if (order.status !== 'paid') throw refuse(NOT_WAITING);
    const bills = [order.orderNo, deliveryNoteNo(order.orderNo)];
    const other = rows.find((r) => !bills.includes(r.billNo));
    if (other) throw refuse(`第${other.row}行：单据号 ${other.billNo} 不是本订单的（订单 ${order.orderNo}，随货单号 ${bills[1]}）`);
    const holders = await q.holdersOf(
      tx,
      rows.map((r) => r.code.code),
    );
    const prefixes = [...new Set(rows.flatMap((r) => (r.code.prefix ? [r.code.prefix] : [])))];
    const owners = new Map<number, Map<string, string>>();
    const queued = new Map<number, TraceCode[]>();
    for (const row of rows) {
      const bad = (msg: string) => refuse(`第${row.row}行：${msg}`);
      const line = lineFor(lines, row, queued);
      if (!line) throw bad(`本订单没有商品编码为 ${row.goodsCode} 的商品`);
      if (!owners.has(line.goodsId)) owners.set(line.goodsId, await q.prefixOwnersOf(tx, prefixes, line.goodsId));
      const before = queued.get(line.id) ?? [];
      const holder = holders.get(row.code.code);
      const why = refusal(
        {
          ...line,
          scanned: line.scanned + before.length,
          prefixOwner: row.code.prefix ? (owners.get(line.goodsId)!.get(row.code.prefix) ?? null) : null,
          takenBy: holder?.orderNo ?? null,
          takenAt: holder?.scannedAt ?? null,
        },
        row.code,
        `${line.name} 数量 ${line.quantity}，已扫 ${line.scanned} 个，文件中前面已有 ${before.length} 个，此行多出`,
      );
      if (why) throw bad(why);
      queued.set(line.id, [...before, row.code]);
    }
    const done: TraceImportResult['lines'] = [];
    for (const [k, line] of lines.entries()) {
      const codes = queued.get(line.id);
      if (!codes) continue;
      await storeCodes(tx, staff, orderId, line.id, line, codes, file?.name);
      done.push({
        order_item_id: line.id,
        line_no: k + 1,
        name: line.name,
        imported: codes.length,
        scanned: line.scanned + codes.length,
        quantity: line.quantity,
      });
    }
    return { imported: rows.length, lines: done };
  });
}

/** Takes back a mis-scanned code while the order still waits to ship. */
export async function removeCode(db: Db, staff: StaffContext, orderId: number, codeId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'paid') throw refuse('只有待发货的订单可以删除追溯码');
    const removed = await q.deleteCode(tx, orderId, codeId);
    if (!removed) throw notFound('追溯码');
    await audit(tx, staff, { action: 'order.trace_code.remove', entity: ORDER, entityId: orderId, before: { id: codeId, ...removed } });
    return removed.code;
  });
}

/** When the setting asks for codes, the first drug line short of them stops the shipping (run on the order's lock). */
export async function requireTraceCodes(tx: Tx, orderId: number): Promise<void> {
  if (!(await getSetting(tx, 'trace_codes_required'))) return;
  const lines = await q.orderLines(tx, orderId);
  const k = lines.findIndex((l) => !l.traceExempt && l.scanned < l.quantity);
  if (k < 0) return;
  const line = lines[k]!;
  throw refuse(`第${k + 1}行 ${line.name} 尚缺 ${line.quantity - line.scanned} 个追溯码`);
}

/** The codes of each line of a store's order, for its detail. */
export async function codesByLine(db: DbOrTx, storeId: number, orderId: number): Promise<Map<number, string[]>> {
  const byLine = new Map<number, string[]>();
  for (const c of await q.codesForBuyer(db, storeId, orderId)) byLine.set(c.orderItemId, [...(byLine.get(c.orderItemId) ?? []), c.code]);
  return byLine;
}

/** Whether shipping waits for the codes, as the console's switch shows it. */
export async function traceCodeSetting(db: DbOrTx): Promise<TraceCodeSetting> {
  return { required: (await getSetting(db, 'trace_codes_required')) ? 1 : 0 };
}

/** An administrator turns the wait for codes on or off; the operation log keeps who did and what it was before. */
export async function setTraceCodeSetting(db: Db, staff: StaffContext, body: TraceCodeSetting): Promise<TraceCodeSetting> {
  return db.transaction(async (tx) => {
    const before = await q.lockRequiredSetting(tx);
    const required = body.required === 1;
    await q.writeRequiredSetting(tx, required);
    await audit(tx, staff, {
      action: 'setting.update',
      entity: 'setting',
      entityId: 'trace_codes_required',
      before: { trace_codes_required: before },
      after: { trace_codes_required: required },
    });
    return { required: body.required };
  });
}

/**
 * A box of a return scanned back at the warehouse: its code must have gone out with the return's
 * order on a line the store sends back, and no more codes come back on a line than its standing
 * returns send. Once back, the code may go out again with another order.
 */
export async function returnCode(db: Db, staff: StaffContext, afterSaleId: number, body: TraceReturnBody): Promise<TraceReturnResult> {
  const { code } = body.code;
  return db.transaction(async (tx) => {
    const request = await q.lockAfterSale(tx, afterSaleId);
    if (!request) throw notFound('退货申请');
    if (request.type !== 'return') throw refuse('只有退货申请可以扫回追溯码');
    if (request.status !== 'pending' && request.status !== 'approved')
      throw refuse(`该退货申请${AFTER_SALE_STATUS_TEXT[request.status]}，不能扫回追溯码`);
    const row = await q.codeOfOrder(tx, request.orderId, code);
    if (!row) throw refuse(`追溯码 ${code} 未随订单 ${request.orderNo} 发出，不能退回`);
    if (row.returnedAt) throw refuse(`追溯码 ${code} 已于${chinaDay(row.returnedAt)}退回，请勿重复扫码`);
    const asked = (await q.standingReturns(tx, request.orderId))
      .flatMap((r) => r.items)
      .filter((i) => i.order_item_id === row.orderItemId)
      .reduce((n, i) => n + i.number, 0);
    if (asked === 0) throw refuse(`追溯码 ${code} 属于「${row.name}」，该商品不在退货申请中`);
    const returned = await q.returnedOfLine(tx, row.orderItemId);
    if (returned >= asked) throw refuse(`「${row.name}」退货 ${asked} 件，已扫回 ${asked} 个追溯码`);
    const returnedAt = await q.markReturned(tx, row.id);
    if (!returnedAt) throw refuse(`追溯码 ${code} 已退回，请勿重复扫码`);
    await audit(tx, staff, {
      action: 'after_sale.trace_code.return',
      entity: 'after_sale',
      entityId: afterSaleId,
      after: { id: row.id, code, order_item_id: row.orderItemId },
    });
    return {
      id: row.id,
      code,
      order_item_id: row.orderItemId,
      name: row.name,
      returned_at: seconds(returnedAt),
      returned: returned + 1,
      quantity: asked,
    };
  });
}
