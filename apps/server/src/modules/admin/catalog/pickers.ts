/** What the console's goods and store pickers offer, and goods as promotions list them. */
import { fenToYuan, type GoodsBrief, type StorePick } from '@yc/contracts';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { goods, stores } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

const PICKS = 20;

const briefColumns = { id: goods.id, sku: goods.sku, name: goods.name, spec: goods.spec, basePrice: goods.basePrice };
const toBrief = (g: { id: number; sku: string; name: string; spec: string; basePrice: number }): GoodsBrief => ({
  id: g.id,
  sku: g.sku,
  name: g.name,
  spec: g.spec,
  base_price: fenToYuan(g.basePrice),
});

/** Goods whose name or SKU holds the keywords (of one warehouse, when named), best sellers first. */
export async function goodsPicks(db: DbOrTx, keywords: string, warehouseId?: number): Promise<GoodsBrief[]> {
  const k = `%${escapeLike(keywords)}%`;
  const rows = await db
    .select(briefColumns)
    .from(goods)
    .where(
      and(
        keywords ? or(ilike(goods.name, k), ilike(goods.sku, k)) : undefined,
        warehouseId === undefined ? undefined : eq(goods.warehouseId, warehouseId),
      ),
    )
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(PICKS);
  return rows.map(toBrief);
}

/** These goods in the order given; ids of no goods drop out. */
export async function goodsBriefs(db: DbOrTx, ids: readonly number[]): Promise<GoodsBrief[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(briefColumns)
    .from(goods)
    .where(inArray(goods.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const g = byId.get(id);
    return g ? [toBrief(g)] : [];
  });
}

/** Stores whose company or contact phone holds the keywords, newest first. */
export async function storePicks(db: DbOrTx, keywords: string): Promise<StorePick[]> {
  const k = `%${escapeLike(keywords)}%`;
  const rows = await db
    .select({ id: stores.id, company: stores.company, contact_phone: stores.contactPhone, province: stores.province })
    .from(stores)
    .where(keywords ? or(ilike(stores.company, k), ilike(stores.contactPhone, k)) : undefined)
    .orderBy(desc(stores.id))
    .limit(PICKS);
  return rows;
}
