/** A listing query turned into goods conditions: the rules of the zones, categories and keywords. */
import { SearchType, type GoodsListQuery } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { manufacturerKeyword, searchPlan } from '../search/service.js';
import { controlledAudience, type Buyer } from './buyer.js';
import type { GoodsFilter } from './list-queries.js';
import { categoryById } from './queries.js';

// Category menus change when an operator edits them; a minute's delay spares every listing a query.
const categories = new ExpiringCache<Awaited<ReturnType<typeof categoryById>>>(60_000, 2_000);

/** The conditions of a listing, or null when nothing can match (an unknown category, a keyword no goods has). */
export async function listFilter(db: DbOrTx, buyer: Buyer, query: GoodsListQuery): Promise<GoodsFilter | null> {
  const f: GoodsFilter = { audience: controlledAudience(buyer) };
  let categoryKind: string | undefined = query.category_kind;
  if (query.category_id !== undefined) {
    const id = query.category_id;
    const category = await categories.get(String(id), () => categoryById(db, id));
    if (!category) return null;
    f.categoryKey = category.key;
    categoryKind = category.kind;
  }
  // A category menu is a zone's menu: the youx tree lists free-shipping goods, the zy tree self-operated ones.
  if (categoryKind === 'youx') f.freeShipping = true;
  if (categoryKind === 'zy') f.selfOperated = true;
  if (categoryKind === 'qx') f.kind = 'device';
  if (query.yx) f.freeShipping = true;
  if (query.jxq) f.nearExpiry = true;
  if (query.kx) f.controlled = true;
  if (query.zh) f.combination = true;
  if (query.zy) f.selfOperated = true;
  if (query.zyyp || query.qx) {
    const kind = query.zyyp ? 'tcm' : 'device';
    if ((query.zyyp && query.qx) || (f.kind && f.kind !== kind)) return null;
    f.kind = kind;
  }
  if (query.in_stock) f.inStock = true;
  if (query.brand_id !== undefined) f.brandId = query.brand_id;
  if (query.manufacturer) f.manufacturer = query.manufacturer;
  if (query.dosage_form) f.dosageForm = query.dosage_form;
  if (query.ypgg) f.spec = query.ypgg;
  if (query.yb) f.yb = true;
  if (query.yb_class) f.ybClass = query.yb_class;
  if (query.rx_class) f.rxClass = query.rx_class;
  if (query.keywords && query.type === SearchType.MANUFACTURER) {
    const ids = await manufacturerKeyword(db, query.keywords);
    if (!ids) return null;
    f.manufacturerIds = ids;
  } else if (query.keywords) {
    const plan = await searchPlan(db, query.keywords);
    if (!plan) return null;
    f.search = plan;
  }
  return f;
}
