import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ads, brands, goods, qualityReports } from '../../db/schema/index.js';

export async function goodsForImage(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: goods.name, spec: goods.spec, manufacturer: goods.manufacturer, kind: goods.kind, images: goods.images })
    .from(goods)
    .where(eq(goods.id, id));
  return row;
}

export async function adForImage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  return row;
}

export async function brandForImage(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: brands.name, logo: brands.logo }).from(brands).where(eq(brands.id, id));
  return row;
}

export async function reportForImage(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      name: goods.name,
      spec: goods.spec,
      manufacturer: goods.manufacturer,
      approvalNo: goods.approvalNo,
      batch: qualityReports.batch,
      url: qualityReports.url,
      createdAt: qualityReports.createdAt,
    })
    .from(qualityReports)
    .innerJoin(goods, eq(goods.id, qualityReports.goodsId))
    .where(eq(qualityReports.id, id));
  return row;
}
