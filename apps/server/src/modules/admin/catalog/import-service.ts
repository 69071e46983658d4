/**
 * Bulk price and stock update. Upload: the file is read, each row checked against the catalogue,
 * and the whole kept as an import with its per-row errors (the preview). Apply: the rows are
 * checked again under row locks and every valid one is written in one transaction; rows that fail
 * are refused and the others go in.
 *
 * Audit: one row per changed goods (`goods.import`, before and after its price and stock, naming
 * the import), so a goods' own history shows every price it had, whichever way it was changed;
 * and one `goods_import.apply` row with the counts, naming the file.
 */
import { fenToYuan, type ImportPreview, type ImportPreviewRow, type ImportResult } from '@yc/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { goods, goodsImports, goodsLadderPrices, goodsLevelPrices, type GoodsImportRow } from '../../../db/schema/index.js';
import { notFound, refuse } from '../../../lib/errors.js';
import { forgetCachedCatalogue } from '../../../lib/expiring-cache.js';
import { actorText } from '../../../lib/process.js';
import { adjustStock } from '../../batches/stock.js';
import { importPreview } from '../shared/import-preview.js';
import { audit, type Actor } from '../shared/audit.js';
import { readImportFile } from './import-file.js';

interface GoodsNow {
  id: number;
  name: string;
  basePrice: number;
  stock: number;
  /** The dearest ladder tier or level price: the base price may not go under it. */
  topTierPrice: number | null;
}

async function goodsOfSkus(db: DbOrTx, skus: string[], lock: boolean): Promise<Map<string, GoodsNow>> {
  if (skus.length === 0) return new Map();
  const query = db
    .select({
      sku: goods.sku,
      id: goods.id,
      name: goods.name,
      basePrice: goods.basePrice,
      stock: goods.stock,
      // Aliased: in a one-table select drizzle leaves column names bare, which a subquery would read as its own.
      topTierPrice: sql<number | null>`greatest(
        (SELECT max(l.price) FROM ${goodsLadderPrices} l WHERE l.goods_id = ${goods}.id),
        (SELECT max(v.price) FROM ${goodsLevelPrices} v WHERE v.goods_id = ${goods}.id))`,
    })
    .from(goods)
    .where(inArray(goods.sku, skus))
    .orderBy(goods.id);
  const rows = lock ? await query.for('update', { of: goods }) : await query;
  return new Map(rows.map((r) => [r.sku, r]));
}

/** The row's errors against the catalogue as it is now, after the file's own. */
function catalogueErrors(row: GoodsImportRow, g: GoodsNow | undefined): string[] {
  if (row.errors.length) return row.errors;
  if (!g) return ['商品编码不存在'];
  if (row.priceFen !== null && g.topTierPrice !== null && row.priceFen < g.topTierPrice) {
    return [`价格低于该商品的阶梯价或等级价（¥${fenToYuan(g.topTierPrice).toFixed(2)}），请在商品编辑页一并调整`];
  }
  return [];
}

function previewRow(row: GoodsImportRow, g: GoodsNow | undefined): ImportPreviewRow {
  return {
    line: row.line,
    sku: row.sku,
    goods_id: g?.id ?? null,
    name: g?.name ?? '',
    old_price: g ? fenToYuan(g.basePrice) : null,
    price: row.priceFen === null ? null : fenToYuan(row.priceFen),
    old_stock: g?.stock ?? null,
    stock: row.stock,
    errors: row.errors,
  };
}

type ImportRecord = typeof goodsImports.$inferSelect;

const previewOf = (imp: ImportRecord, rows: ImportPreviewRow[]): ImportPreview => importPreview(imp, rows);

async function checked(db: DbOrTx, rows: GoodsImportRow[], lock: boolean) {
  const found = await goodsOfSkus(db, [...new Set(rows.filter((r) => r.errors.length === 0).map((r) => r.sku))], lock);
  return rows.map((row) => {
    const g = found.get(row.sku);
    return { row: { ...row, errors: catalogueErrors(row, g) }, goods: g };
  });
}

/** Reads the file and keeps it as an import to apply, with each row's errors. */
export async function previewImport(db: Db, staff: Actor, file: { name: string; data: Buffer }): Promise<ImportPreview> {
  const rows = await checked(db, await readImportFile(file.name, file.data), false);
  const [imp] = await db
    .insert(goodsImports)
    .values({ staffId: staff.staffId, fileName: file.name.slice(0, 200), rows: rows.map((r) => r.row) })
    .returning();
  return previewOf(
    imp,
    rows.map((r) => previewRow(r.row, r.goods)),
  );
}

async function importById(db: DbOrTx, id: number, lock = false): Promise<ImportRecord> {
  const query = db.select().from(goodsImports).where(eq(goodsImports.id, id));
  const [imp] = lock ? await query.for('update') : await query;
  if (!imp) throw notFound('导入批次');
  return imp;
}

/** An import as previewed, checked against the catalogue as it is now; once applied, as it was then. */
export async function readImport(db: Db, id: number): Promise<ImportPreview> {
  const imp = await importById(db, id);
  const found = await goodsOfSkus(db, [...new Set(imp.rows.map((r) => r.sku))], false);
  const rows = imp.appliedAt ? imp.rows : (await checked(db, imp.rows, false)).map((r) => r.row);
  return previewOf(
    imp,
    rows.map((r) => previewRow(r, found.get(r.sku))),
  );
}

async function applyRow(tx: Tx, staff: Actor, importId: number, row: GoodsImportRow, g: GoodsNow): Promise<boolean> {
  const price = row.priceFen ?? g.basePrice;
  const stock = row.stock ?? g.stock;
  if (price === g.basePrice && stock === g.stock) return false;
  await tx.update(goods).set({ basePrice: price }).where(eq(goods.id, g.id));
  // Stock lives in the batches: an imported stock is an adjustment of them, in the ledger.
  await adjustStock(tx, g.id, stock, actorText({ kind: 'staff', staffId: staff.staffId }), `批量导入调整库存（导入批次${importId}）`);
  await audit(tx, staff, {
    action: 'goods.import',
    entity: 'goods',
    entityId: g.id,
    before: { name: g.name, base_price: fenToYuan(g.basePrice).toFixed(2), stock: g.stock },
    after: { name: g.name, base_price: fenToYuan(price).toFixed(2), stock, import_id: importId },
  });
  return true;
}

/** Applies the valid rows, once: every goods they name is locked, checked again and written in one transaction. */
export async function applyImport(db: Db, staff: Actor, id: number): Promise<ImportResult> {
  const result = await db.transaction(async (tx) => {
    const imp = await importById(tx, id, true);
    if (imp.appliedAt) throw refuse('该批次已导入，请勿重复导入');
    const rows = await checked(tx, imp.rows, true);
    let changed = 0;
    let unchanged = 0;
    for (const { row, goods: g } of rows) {
      if (row.errors.length || !g) continue;
      if (await applyRow(tx, staff, id, row, g)) changed += 1;
      else unchanged += 1;
    }
    const refused = rows.length - changed - unchanged;
    const [applied] = await tx
      .update(goodsImports)
      .set({ appliedAt: new Date(), rows: rows.map((r) => r.row) })
      .where(eq(goodsImports.id, id))
      .returning();
    await audit(tx, staff, {
      action: 'goods_import.apply',
      entity: 'goods_import',
      entityId: id,
      before: { file_name: imp.fileName, applied: false },
      after: { file_name: imp.fileName, applied: true, changed, unchanged, refused },
    });
    return {
      ...previewOf(
        applied,
        rows.map((r) => previewRow(r.row, r.goods)),
      ),
      changed,
      unchanged,
    };
  });
  forgetCachedCatalogue();
  return result;
}
