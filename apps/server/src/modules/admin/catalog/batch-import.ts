/**
 * 入库 by file (CSV, XLSX or XLS): the same pattern as the bulk price and stock update. Upload: every
 * row is read and checked with the rules of receiving one batch (AdminBatchReceiveBody, the goods by
 * its SKU, expiry still ahead, 批号 new for the goods and once in the file) and the whole is kept as
 * a preview with per-row errors (the file's own kept, the catalogue's checked on each read). Apply: checked again under the goods' row locks; the valid rows are
 * received in one transaction, once, the others refused.
 */
import {
  AdminBatchReceiveBody,
  BATCH_IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type BatchImportPreview,
  type BatchImportResult,
} from '@yc/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { batchImports, goods, goodsBatches, type BatchImportRow } from '../../../db/schema/index.js';
import { chinaToday } from '../../../lib/china-day.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import { actorText } from '../../../lib/process.js';
import { cellText, columnsOf, readSpreadsheet, type Cell } from '../../../lib/spreadsheet.js';
import type { UploadedFile } from '../../../lib/uploads/kinds.js';
import * as bq from '../../batches/queries.js';
import { importPreview } from '../shared/import-preview.js';
import { audit, type Actor } from '../shared/audit.js';

const HEADERS = {
  sku: [BATCH_IMPORT_COLUMNS.sku, '编码', 'sku'],
  batch_no: [BATCH_IMPORT_COLUMNS.batch_no, '生产批号', 'batch_no'],
  produced_on: [BATCH_IMPORT_COLUMNS.produced_on, 'produced_on'],
  expires_on: [BATCH_IMPORT_COLUMNS.expires_on, '有效期', 'expires_on'],
  quantity: [BATCH_IMPORT_COLUMNS.quantity, '入库数量', 'quantity'],
} as const;

/** Where the file's columns stand, refusing a header that lacks any of them. */
function batchColumns(header: readonly Cell[]) {
  const col = columnsOf(header, HEADERS);
  const missing = (Object.keys(HEADERS) as (keyof typeof HEADERS)[]).filter((k) => col[k] < 0);
  if (missing.length) throw new FieldError('file', `表格第一行须有${missing.map((k) => `「${BATCH_IMPORT_COLUMNS[k]}」`).join('')}列`);
  return col;
}

/** The file's rows, each with the errors its own cells show (the catalogue is checked afterwards). */
async function readRows(file: UploadedFile): Promise<BatchImportRow[]> {
  const { head: col, body } = await readSpreadsheet(file.name, file.data, {
    kinds: ['.csv', '.xlsx', '.xls'],
    maxRows: IMPORT_MAX_ROWS,
    header: batchColumns,
  });
  if (body.length === 0) throw new FieldError('file', '表格中没有要导入的数据行');
  return body.map((cells, i) => {
    const row = {
      line: i + 2,
      sku: cellText(cells[col.sku]),
      goodsId: null,
      batchNo: cellText(cells[col.batch_no]),
      producedOn: cellText(cells[col.produced_on]),
      expiresOn: cellText(cells[col.expires_on]),
      quantity: null as number | null,
      errors: [] as string[],
    };
    if (row.sku === '') row.errors.push('商品编码为空');
    // The rules of receiving one batch; the goods is looked up by its SKU afterwards.
    const parsed = AdminBatchReceiveBody.safeParse({
      goods_id: 1,
      batch_no: row.batchNo,
      produced_on: row.producedOn,
      expires_on: row.expiresOn,
      quantity: cellText(cells[col.quantity]).replace(/,/g, ''),
    });
    if (parsed.success) row.quantity = parsed.data.quantity;
    else row.errors.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    return row;
  });
}

/** Each row's errors against the catalogue and the batches as they are now, after the file's own. */
async function checked(db: DbOrTx, rows: readonly BatchImportRow[], lock: boolean): Promise<BatchImportRow[]> {
  const today = chinaToday();
  const skus = [...new Set(rows.map((r) => r.sku).filter((s) => s !== ''))];
  const found = skus.length ? await db.select({ id: goods.id, sku: goods.sku }).from(goods).where(inArray(goods.sku, skus)) : [];
  const idOf = new Map(found.map((g) => [g.sku, g.id]));
  if (lock) await bq.lockGoods(db, [...idOf.values()]);
  const taken = idOf.size
    ? await db
        .select({ goodsId: goodsBatches.goodsId, batchNo: goodsBatches.batchNo })
        .from(goodsBatches)
        .where(inArray(goodsBatches.goodsId, [...idOf.values()]))
    : [];
  const existing = new Set(taken.map((t) => `${t.goodsId}:${t.batchNo}`));
  const firstLine = new Map<string, number>();
  return rows.map((r) => {
    const goodsId = idOf.get(r.sku) ?? null;
    const errors = [...r.errors];
    if (r.sku !== '' && goodsId === null) errors.push('商品编码不存在');
    if (r.quantity !== null) {
      if (r.expiresOn < today) errors.push('该批次已过有效期，不能入库');
      if (r.producedOn > today) errors.push('生产日期不能晚于今天');
    }
    const key = `${goodsId}:${r.batchNo}`;
    if (goodsId !== null && existing.has(key)) errors.push(`该商品已有批号 ${r.batchNo}`);
    const seen = firstLine.get(key);
    if (goodsId !== null && seen !== undefined) errors.push(`与第${seen}行批号重复`);
    else if (goodsId !== null) firstLine.set(key, r.line);
    return { ...r, goodsId, errors };
  });
}

type ImportRecord = typeof batchImports.$inferSelect;

async function previewOf(db: DbOrTx, imp: ImportRecord, rows: BatchImportRow[]): Promise<BatchImportPreview> {
  const ids = [...new Set(rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId])))];
  const names = ids.length ? await db.select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, ids)) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return importPreview(
    imp,
    rows.map((r) => ({
      line: r.line,
      sku: r.sku,
      goods_id: r.goodsId,
      name: r.goodsId === null ? '' : (nameOf.get(r.goodsId) ?? ''),
      batch_no: r.batchNo,
      produced_on: r.producedOn,
      expires_on: r.expiresOn,
      quantity: r.quantity,
      errors: r.errors,
    })),
  );
}

export async function previewBatchImport(db: Db, staff: Actor, file: UploadedFile): Promise<BatchImportPreview> {
  // Kept with the file's own errors only: the catalogue is checked afresh on every read and on apply.
  const read = await readRows(file);
  const [imp] = await db
    .insert(batchImports)
    .values({ staffId: staff.staffId, fileName: file.name.slice(0, 200), rows: read })
    .returning();
  return previewOf(db, imp, await checked(db, read, false));
}

export async function readBatchImport(db: Db, id: number): Promise<BatchImportPreview> {
  const [imp] = await db.select().from(batchImports).where(eq(batchImports.id, id));
  if (!imp) throw notFound('导入批次');
  return previewOf(db, imp, imp.appliedAt ? imp.rows : await checked(db, imp.rows, false));
}

/** Receives the valid rows, once: the goods they name are locked, the rows checked again, all in one transaction. */
export async function applyBatchImport(db: Db, staff: Actor, id: number): Promise<BatchImportResult> {
  const today = chinaToday();
  const by = actorText({ kind: 'staff', staffId: staff.staffId });
  return db.transaction(async (tx) => {
    const [imp] = await tx.select().from(batchImports).where(eq(batchImports.id, id)).for('update');
    if (!imp) throw notFound('导入批次');
    if (imp.appliedAt) throw refuse('该文件已导入，请勿重复导入');
    const rows = await checked(tx, imp.rows, true);
    const valid = rows.filter((r) => r.errors.length === 0);
    for (const r of valid) {
      const batch = await bq.insertBatch(tx, {
        goodsId: r.goodsId as number,
        batchNo: r.batchNo,
        producedOn: r.producedOn,
        expiresOn: r.expiresOn,
        quantity: r.quantity as number,
      });
      await bq.addLedger(tx, [
        {
          batchId: batch.id,
          goodsId: r.goodsId as number,
          kind: 'receipt',
          quantityDelta: r.quantity as number,
          actor: by,
          reason: `文件入库（导入批次${id}第${r.line}行）`,
        },
      ]);
    }
    await bq.refreshGoods(
      tx,
      valid.map((r) => r.goodsId as number),
      today,
    );
    const [applied] = await tx
      .update(batchImports)
      .set({ rows, appliedAt: new Date() })
      .where(and(eq(batchImports.id, id), isNull(batchImports.appliedAt)))
      .returning();
    await audit(tx, staff, {
      action: 'batch_import.apply',
      entity: 'batch_import',
      entityId: id,
      after: { file_name: imp.fileName, received: valid.length, refused: rows.length - valid.length },
    });
    return { ...(await previewOf(tx, applied, rows)), received: valid.length };
  });
}
