/**
 * /hmdd: a 含麻 order needs the receipt signed on delivery, uploaded by the store (jpg, png or pdf
 * by content, as qualification scans are) and accepted by an operator. A new upload replaces the
 * last one until it is accepted.
 */
import { fenToYuan, ORDER_STATUS_TEXT, type HmOrder, type HmOrderPage, type OrderStatus, type PageQuery } from '@yc/contracts';
import type fs from 'node:fs';
import type { Db, DbOrTx } from '../../db/client.js';
import { FieldError, notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { pageOf, seconds, sliceOf } from '../catalog/paging.js';
import { linesByOrder, listGoods } from '../order/list.js';
import { secondsOrNull } from '../order/logistics.js';
import { addEvent, findOrder, lockOrder, lockOrderById, orderItemsOfOrders, updateOrder, type OrderRow } from '../orders/queries.js';
import { fileKind, openScan, removeScan, saveScan, storedKind } from '../qualification/files.js';
import { NO_FILE, type UploadedFile } from '../qualification/upload.js';
import { awaitsReceipt, hmReceiptView } from './view.js';
import * as q from './queries.js';

const FOLDER = 'hm-receipts';
const MISSING = '订单';

async function hmOrders(db: Db, rows: readonly OrderRow[]): Promise<HmOrder[]> {
  const lines = linesByOrder(
    await orderItemsOfOrders(
      db,
      rows.map((o) => o.id),
    ),
  );
  return rows.map((o) => ({
    id: o.id,
    order_no: o.orderNo,
    status: o.status as OrderStatus,
    status_text: ORDER_STATUS_TEXT[o.status as OrderStatus],
    pay_amount: fenToYuan(o.payAmount),
    created_at: seconds(o.createdAt),
    shipped_at: secondsOrNull(o.shippedAt),
    delivered_at: secondsOrNull(o.deliveredAt),
    items: (lines.get(o.id) ?? []).map(listGoods),
    receipt: hmReceiptView(o),
  }));
}

export async function listHmOrders(db: Db, auth: AuthContext, query: PageQuery): Promise<HmOrderPage> {
  const { rows, total } = await q.hmOrderPage(db, auth.storeId, sliceOf(query));
  return pageOf(await hmOrders(db, rows), total, query);
}

/** Refusals that need the order as it is under its lock. */
function assertUploadable(order: OrderRow): void {
  if (!order.isHm) throw refuse('该订单不含含麻药品，无需上传签收回执');
  if (!awaitsReceipt(order)) throw refuse('订单发货后才能上传签收回执');
  if (order.hmReceiptReviewedAt) throw refuse('签收回执已审核通过，无需重新上传');
}

export async function uploadReceipt(
  db: Db,
  dataDir: string,
  auth: AuthContext,
  orderId: number,
  file: UploadedFile | undefined,
): Promise<HmOrder> {
  if (!file || file.data.length === 0) throw new FieldError('file', NO_FILE);
  const kind = fileKind(file.name, file.data);
  if (!kind) throw new FieldError('file', '仅支持上传 jpg、png、pdf 格式的文件');
  // Refused before writing anything when the order cannot take a receipt at all.
  const current = await findOrder(db, auth.storeId, orderId);
  if (!current) throw notFound(MISSING);
  assertUploadable(current);
  const saved = await saveScan(dataDir, auth.storeId, kind, file.data, FOLDER);
  const { replaced, updated } = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, auth.storeId, orderId);
      if (!order) throw notFound(MISSING);
      assertUploadable(order);
      const set = { hmReceiptPath: saved, hmReceiptAt: new Date() };
      await updateOrder(tx, order.id, set);
      await addEvent(tx, order.id, 'receipt', '买家已上传含麻药品签收回执，等待平台审核');
      return { replaced: order.hmReceiptPath, updated: { ...order, ...set } };
    })
    .catch(async (err: unknown) => {
      await removeScan(dataDir, saved);
      throw err;
    });
  if (replaced) await removeScan(dataDir, replaced);
  const [view] = await hmOrders(db, [updated]);
  return view;
}

/** The receipt of an order of the session's store; another store's order is not found. */
export async function receiptFile(
  db: Db,
  dataDir: string,
  auth: Pick<AuthContext, 'storeId'>,
  orderId: number,
): Promise<{ stream: fs.ReadStream; mime: string; fileName: string }> {
  const order = await findOrder(db, auth.storeId, orderId);
  const path = order?.hmReceiptPath;
  const kind = path ? storedKind(path) : undefined;
  const stream = path ? await openScan(dataDir, path, FOLDER) : undefined;
  if (!order || !kind || !stream) throw notFound('签收回执');
  return { stream, mime: kind.mime, fileName: `签收回执-${order.orderNo}.${kind.ext}` };
}

/** An operator accepts the uploaded receipt; once accepted it can no longer be replaced. */
export async function acceptReceipt(db: DbOrTx, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound(MISSING);
    if (!order.hmReceiptPath) throw refuse('该订单尚未上传签收回执');
    if (order.hmReceiptReviewedAt) throw refuse('签收回执已审核通过');
    await updateOrder(tx, order.id, { hmReceiptReviewedAt: new Date() });
    await addEvent(tx, order.id, 'receipt', '含麻药品签收回执已审核通过');
  });
}
