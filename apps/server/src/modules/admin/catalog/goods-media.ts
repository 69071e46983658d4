/**
 * A goods' uploaded pictures and its quality reports per batch. Pictures are what the storefront
 * shows in place of the drawn one (cards and the detail gallery, the cover first); a report is an
 * uploaded scan (picture or PDF) or, while it is on its way, a note the buyer reads instead.
 */
import { GOODS_IMAGES_MAX, type AdminReportBody } from '@yc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { goods, qualityReports } from '../../../db/schema/index.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import { forgetCachedCatalogue } from '../../../lib/expiring-cache.js';
import type { CheckedUpload } from '../../../lib/uploads/kinds.js';
import { claimPublicUpload, removePublicUpload, savePublicUpload } from '../../images/uploads.js';
import { audited, type Actor } from '../shared/audit.js';
import { rowById, rowWrites } from '../shared/row-writes.js';
import { goodsById } from './goods-queries.js';
import { goodsTarget } from './goods-service.js';
import { staffUploader, uploadRowPicture } from './uploads.js';

async function lockedGoods(tx: Tx, id: number) {
  const g = await goodsById(tx, id, true);
  if (!g) throw notFound('商品');
  return g;
}

/** Adds a picture after the others (the first one uploaded becomes the cover). */
export async function addGoodsImage(db: Db, dataDir: string, staff: Actor, id: number, file: CheckedUpload): Promise<string[]> {
  if (!(await goodsById(db, id))) throw notFound('商品');
  const url = await savePublicUpload(db, dataDir, staffUploader(staff), 'goods', id, file);
  try {
    const images = await audited(db, staff, goodsTarget('goods.image_add', id), async (tx) => {
      const g = await lockedGoods(tx, id);
      if (g.images.length >= GOODS_IMAGES_MAX) throw refuse(`每个商品最多上传${GOODS_IMAGES_MAX}张图片`);
      const next = [...g.images, url];
      await tx.update(goods).set({ images: next }).where(eq(goods.id, id));
      await claimPublicUpload(tx, url);
      return next;
    });
    forgetCachedCatalogue();
    return images;
  } catch (err) {
    await removePublicUpload(db, dataDir, url);
    throw err;
  }
}

async function changeImages(
  db: Db,
  staff: Actor,
  id: number,
  action: string,
  url: string,
  order: (images: string[]) => string[],
): Promise<string[]> {
  if (!(await goodsById(db, id))) throw notFound('商品');
  const images = await audited(db, staff, goodsTarget(action, id), async (tx) => {
    const g = await lockedGoods(tx, id);
    if (!g.images.includes(url)) throw new FieldError('url', '该图片不属于此商品');
    const next = order(g.images);
    await tx.update(goods).set({ images: next }).where(eq(goods.id, id));
    return next;
  });
  forgetCachedCatalogue();
  return images;
}

/** Removes a picture; with none left the storefront draws the goods' picture again. */
export async function removeGoodsImage(db: Db, dataDir: string, staff: Actor, id: number, url: string): Promise<string[]> {
  const images = await changeImages(db, staff, id, 'goods.image_remove', url, (all) => all.filter((u) => u !== url));
  await removePublicUpload(db, dataDir, url);
  return images;
}

/** Makes a picture the cover: the one cards and lists show. */
export const makeCoverImage = (db: Db, staff: Actor, id: number, url: string) =>
  changeImages(db, staff, id, 'goods.image_cover', url, (all) => [url, ...all.filter((u) => u !== url)]);

type ReportRow = typeof qualityReports.$inferSelect;

const reportById = rowById(qualityReports, qualityReports.id);

const reports = rowWrites({
  entity: 'quality_report',
  label: '检验报告',
  find: reportById,
  view: (r: ReportRow) => ({ goods_id: r.goodsId, batch: r.batch, url: r.url, msg: r.msg }),
});

/** The report of this goods, or not found: a report id under another goods' address is no report of it. */
async function reportOf(db: Db, goodsId: number, rid: number): Promise<ReportRow> {
  const r = await reports.existing(db, rid);
  if (r.goodsId !== goodsId) throw notFound('检验报告');
  return r;
}

async function uniqueBatch(tx: Tx, goodsId: number, batch: string, self: number | null): Promise<void> {
  const [other] = await tx
    .select({ id: qualityReports.id })
    .from(qualityReports)
    .where(
      and(
        eq(qualityReports.goodsId, goodsId),
        eq(qualityReports.batch, batch),
        self === null ? undefined : sql`${qualityReports.id} <> ${self}`,
      ),
    );
  if (other) throw new FieldError('batch', '该批号已有检验报告');
}

export async function createReport(db: Db, staff: Actor, goodsId: number, body: AdminReportBody): Promise<number> {
  if (!(await goodsById(db, goodsId))) throw notFound('商品');
  return reports.create(db, staff, async (tx) => {
    await uniqueBatch(tx, goodsId, body.batch, null);
    const [row] = await tx
      .insert(qualityReports)
      .values({ goodsId, batch: body.batch, msg: body.msg })
      .returning({ id: qualityReports.id });
    return row.id;
  });
}

export async function updateReport(db: Db, staff: Actor, goodsId: number, rid: number, body: AdminReportBody): Promise<void> {
  await reportOf(db, goodsId, rid);
  await reports.update(db, staff, rid, async (tx) => {
    await uniqueBatch(tx, goodsId, body.batch, rid);
    await tx.update(qualityReports).set({ batch: body.batch, msg: body.msg }).where(eq(qualityReports.id, rid));
  });
}

export async function deleteReport(db: Db, dataDir: string, staff: Actor, goodsId: number, rid: number): Promise<void> {
  await reportOf(db, goodsId, rid);
  const r = await reports.remove(db, staff, rid, (tx) => tx.delete(qualityReports).where(eq(qualityReports.id, rid)));
  await removePublicUpload(db, dataDir, r.url);
}

/** Attaches the report's scan (a picture or a PDF), replacing the one it had. */
export async function setReportFile(
  db: Db,
  dataDir: string,
  staff: Actor,
  goodsId: number,
  rid: number,
  file: CheckedUpload,
): Promise<string> {
  await reportOf(db, goodsId, rid);
  return uploadRowPicture(
    db,
    dataDir,
    staff,
    { rows: reports, id: rid, action: 'file', kind: 'report', owner: goodsId },
    file,
    (r) => r.url,
    (tx, url) => tx.update(qualityReports).set({ url }).where(eq(qualityReports.id, rid)),
  );
}
