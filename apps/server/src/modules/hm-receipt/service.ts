/**
 * /hmdd: a 含麻 order needs the receipt signed on delivery, uploaded by the store (a picture or a
 * PDF by content, as qualification scans are) and accepted by an operator. A new upload replaces the
 * last one until it is accepted.
 */
import { fenToYuan, ORDER_STATUS_TEXT, type HmOrder, type HmOrderPage, type OrderStatus, type PageQuery } from '@yc/contracts';
import type fs from 'node:fs';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { actorText, type Actor } from '../../lib/process.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { linesByOrder, listGoods } from '../orders/item-view.js';
import { addEvent, findOrder, lockOrder, lockOrderById, orderItemsOfOrders, updateOrder, type OrderRow } from '../orders/queries.js';
import { openUploadFile, storedType } from '../../lib/uploads/files.js';
import { checkUpload, type UploadedFile } from '../../lib/uploads/kinds.js';
import { claimUploads } from '../../lib/uploads/ledger.js';
import { removeUpload, saveUpload } from '../../lib/uploads/store.js';
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
  const checked = await checkUpload(file, 'document');
  // Refused before writing anything when the order cannot take a receipt at all.
  const current = await findOrder(db, auth.storeId, orderId);
  if (!current) throw notFound(MISSING);
  assertUploadable(current);
  const saved = await saveUpload(db, dataDir, { kind: 'store', id: auth.storeId }, { folder: FOLDER, owner: auth.storeId }, checked);
  const { replaced, updated } = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, auth.storeId, orderId);
      if (!order) throw notFound(MISSING);
      assertUploadable(order);
      const set = { hmReceiptPath: saved, hmReceiptAt: new Date() };
      await updateOrder(tx, order.id, set);
      await claimUploads(tx, [saved]);
      await addEvent(tx, order.id, 'receipt', '买家已上传含麻药品签收回执，等待平台审核', actorText({ kind: 'buyer', accountId: auth.accountId }));
      return { replaced: order.hmReceiptPath, updated: { ...order, ...set } };
    })
    .catch(async (err: unknown) => {
      await removeUpload(db, dataDir, saved);
      throw err;
    });
  if (replaced) await removeUpload(db, dataDir, replaced);
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
  const stored = path ? storedType(path) : undefined;
  const stream = path ? await openUploadFile(dataDir, path, FOLDER) : undefined;
  if (!order || !stored || !stream) throw notFound('签收回执');
  return { stream, mime: stored.mime, fileName: `签收回执-${order.orderNo}.${stored.type}` };
}

/** An operator accepts the uploaded receipt; once accepted it can no longer be replaced. */
export async function acceptReceipt(db: DbOrTx, orderId: number, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound(MISSING);
    if (!order.hmReceiptPath) throw refuse('该订单尚未上传签收回执');
    if (order.hmReceiptReviewedAt) throw refuse('签收回执已审核通过');
    await updateOrder(tx, order.id, { hmReceiptReviewedAt: new Date() });
    await addEvent(tx, order.id, 'receipt', '含麻药品签收回执已审核通过', actorText(by));
  });
}
