/**
 * Batches in the console (仓库 and 商品运营): a goods' batches, 入库 of one batch, its 检验报告 files,
 * and locking a batch (a recall) or unlocking it, each with its reason in the batch ledger and the audit trail.
 * Nothing is written when a rule refuses.
 */
import { BATCH_STATUS_TEXT, type AdminBatch, type AdminBatchReceiveBody } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { chinaToday } from '../../../lib/china-day.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import { actorText } from '../../../lib/process.js';
import type { CheckedUpload } from '../../../lib/uploads/kinds.js';
import * as bq from '../../batches/queries.js';
import { claimPublicUpload, uploadInPlace } from '../../images/uploads.js';
import { audit, type Actor } from '../shared/audit.js';
import * as q from './batch-queries.js';
import { staffUploader } from './uploads.js';

const staffText = (staff: Actor) => actorText({ kind: 'staff', staffId: staff.staffId });

/** A batch as the console shows it; the 效期看板 adds its goods' details, days left and value. */
export function batchView(r: q.BatchWithGoods): AdminBatch {
  const b = r.batch;
  return {
    id: b.id,
    goods_id: b.goodsId,
    goods_name: r.goodsName,
    warehouse_id: r.warehouseId,
    batch_no: b.batchNo,
    produced_on: b.producedOn,
    expires_on: b.expiresOn,
    quantity: b.quantity,
    reserved: b.reserved,
    status: b.status,
    status_text: BATCH_STATUS_TEXT[b.status],
    lock_reason: b.lockReason,
    reports: b.reports,
  };
}

export async function goodsBatches(db: Db, goodsId: number): Promise<AdminBatch[]> {
  if (!(await q.goodsExists(db, goodsId))) throw notFound('商品');
  return (await q.batchesOfGoods(db, goodsId)).map(batchView);
}

/** 入库: a new batch of a goods, on sale at once; its expiry must still be ahead. */
export async function receiveBatch(db: Db, staff: Actor, body: AdminBatchReceiveBody): Promise<AdminBatch> {
  const today = chinaToday();
  if (body.produced_on > today) throw new FieldError('produced_on', '生产日期不能晚于今天');
  if (body.expires_on < today) throw new FieldError('expires_on', '该批次已过有效期，不能入库');
  const id = await db.transaction(async (tx) => {
    await bq.lockGoods(tx, [body.goods_id]);
    if (!(await q.goodsExists(tx, body.goods_id))) throw notFound('商品');
    if (await q.batchNoTaken(tx, body.goods_id, body.batch_no)) throw new FieldError('batch_no', `该商品已有批号 ${body.batch_no}`);
    const batch = await bq.insertBatch(tx, {
      goodsId: body.goods_id,
      batchNo: body.batch_no,
      producedOn: body.produced_on,
      expiresOn: body.expires_on,
      quantity: body.quantity,
    });
    await bq.addLedger(tx, [
      { batchId: batch.id, goodsId: body.goods_id, kind: 'receipt', quantityDelta: body.quantity, actor: staffText(staff), reason: '入库' },
    ]);
    await bq.refreshGoods(tx, [body.goods_id], today);
    await audit(tx, staff, { action: 'batch.receive', entity: 'batch', entityId: batch.id, after: body });
    return batch.id;
  });
  return batchView((await q.batchById(db, id)) as q.BatchWithGoods);
}

/**
 * Locks a sellable batch (a recall) or unlocks a locked one, with the reason; its units leave or
 * rejoin the goods' stock in the same transaction. An expired batch stays locked.
 */
export async function setBatchLock(db: Db, staff: Actor, batchId: number, locked: boolean, reason: string): Promise<AdminBatch> {
  const today = chinaToday();
  await db.transaction(async (tx) => {
    const goodsId = (await q.batchById(tx, batchId))?.batch.goodsId;
    if (goodsId === undefined) throw notFound('批次');
    // Every batch change runs under its goods' row lock: read again under it.
    await bq.lockGoods(tx, [goodsId]);
    const { batch } = (await q.batchById(tx, batchId)) as q.BatchWithGoods;
    if (locked && batch.status !== 'sellable') throw refuse(batch.status === 'locked' ? '该批次已锁定' : '该批次已过期，已处于锁定状态');
    if (!locked && batch.status !== 'locked') throw refuse(batch.status === 'expired' ? '该批次已过期，不能解锁' : '该批次未锁定');
    if (!locked && batch.expiresOn < today) throw refuse('该批次已过有效期，不能解锁');
    await bq.setStatus(tx, [batchId], batch.status, locked ? 'locked' : 'sellable', locked ? reason : '');
    await bq.addLedger(tx, [{ batchId, goodsId, kind: locked ? 'lock' : 'unlock', actor: staffText(staff), reason }]);
    await bq.refreshGoods(tx, [goodsId], today);
    await audit(tx, staff, {
      action: locked ? 'batch.lock' : 'batch.unlock',
      entity: 'batch',
      entityId: batchId,
      before: { status: batch.status },
      after: { status: locked ? 'locked' : 'sellable', reason },
    });
  });
  return batchView((await q.batchById(db, batchId)) as q.BatchWithGoods);
}

/** A batch keeps at most this many 检验报告 files. */
const MAX_BATCH_REPORTS = 5;

/** A 检验报告 file (PDF or picture, by its content) added to a batch; the buyer's detail page lists it with the batch. */
export async function addBatchReport(db: Db, dataDir: string, staff: Actor, batchId: number, file: CheckedUpload): Promise<AdminBatch> {
  const found = await q.batchById(db, batchId);
  if (!found) throw notFound('批次');
  if (found.batch.reports.length >= MAX_BATCH_REPORTS) throw refuse(`每个批次最多上传${MAX_BATCH_REPORTS}份检验报告`);
  await uploadInPlace(db, dataDir, staffUploader(staff), { kind: 'report', ownerId: found.batch.goodsId }, file, (url) =>
    db.transaction(async (tx) => {
      await q.appendReport(tx, batchId, url);
      await claimPublicUpload(tx, url);
      await audit(tx, staff, { action: 'batch.report', entity: 'batch', entityId: batchId, after: { url } });
      // Nothing is replaced: the new file joins the batch's others.
      return url;
    }),
  );
  return batchView((await q.batchById(db, batchId)) as q.BatchWithGoods);
}
