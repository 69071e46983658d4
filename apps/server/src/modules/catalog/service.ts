/** Listings, detail, hot goods, recommendations and brand pages, as the buyer may see them. */
import type { BrandFocus, GoodsCards, GoodsDetail, GoodsListQuery, GoodsPage, GoodsSort, PageQuery } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf, type PageSlice } from '../../db/paging.js';
import { notFound } from '../../lib/errors.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { controlledAudience, priceLevel, type Buyer } from './buyer.js';
import { goodsImageUrl, orderedCardRows, toCard } from './cards.js';
import { packageMembers } from './combinations.js';
import { listFilter } from './list-filter.js';
import { countGoods, pageCards, type GoodsFilter } from './list-queries.js';
import { offersOf } from './offers.js';
import * as q from './queries.js';

/** Up to this many matching goods, a page sorts the matches themselves instead of walking a sort index. */
const SMALL_SET = 2000;
const HOT_COUNT = 10;
const RELATED_COUNT = 8;
const RECOMMEND_PAGE_SIZE = 10;
const RECOMMEND_CLASSES = 20;
const GALLERY_VARIANTS = 3;

// Counting a broad filter reads most of the catalogue (45 ms for 100k goods on the bench machine)
// while its page walks an index in well under a millisecond; page numbers may be 30 s old.
const totals = new ExpiringCache<number>(30_000, 5_000);

const totalOf = (db: DbOrTx, f: GoodsFilter) => totals.get(JSON.stringify(f), () => countGoods(db, f));

/** One page of the goods a filter selects (null: none can match). */
export async function goodsPage(db: DbOrTx, buyer: Buyer, f: GoodsFilter | null, sort: GoodsSort, page: PageQuery): Promise<GoodsPage> {
  if (!f) return pageOf([], 0, page);
  const total = await totalOf(db, f);
  const slice = sliceOf(page);
  const rows = slice.offset < total ? await pageCards(db, f, sort, priceLevel(buyer), slice, total <= SMALL_SET) : [];
  return pageOf(
    rows.map((r) => toCard(buyer, r)),
    total,
    page,
  );
}

export async function listGoods(db: DbOrTx, buyer: Buyer, query: GoodsListQuery): Promise<GoodsPage> {
  return goodsPage(db, buyer, await listFilter(db, buyer, query), query.sort, query);
}

async function topCards(db: DbOrTx, buyer: Buyer, f: GoodsFilter, slice: PageSlice, fence: boolean): Promise<GoodsCards> {
  return (await pageCards(db, f, 'sales', priceLevel(buyer), slice, fence)).map((r) => toCard(buyer, r));
}

export async function hotGoods(db: DbOrTx, buyer: Buyer): Promise<GoodsCards> {
  return topCards(db, buyer, { audience: controlledAudience(buyer) }, { offset: 0, limit: HOT_COUNT }, false);
}

/** For a store: best sellers of the classes it viewed or bought lately; otherwise best sellers. */
export async function recommended(db: DbOrTx, buyer: Buyer, page: number): Promise<GoodsCards> {
  const slice = sliceOf({ page, page_size: RECOMMEND_PAGE_SIZE });
  const audience = controlledAudience(buyer);
  const classes = buyer.kind === 'store' ? await q.recentClasses(db, buyer.storeId, RECOMMEND_CLASSES) : [];
  if (!classes.length) return topCards(db, buyer, { audience }, slice, false);
  const f: GoodsFilter = { anyCategoryKeys: classes, audience };
  return topCards(db, buyer, f, slice, (await totalOf(db, f)) <= SMALL_SET);
}

/** The detail page; a store's view goes into its browsing history. */
export async function goodsDetail(db: DbOrTx, buyer: Buyer, id: number): Promise<GoodsDetail> {
  const [row] = await orderedCardRows(db, buyer, [id]);
  if (!row) throw notFound('商品');
  const leaf = row.categoryKeys[row.categoryKeys.length - 1];
  const [classes, packages, reports, offers, related] = await Promise.all([
    q.ordinaryCategories(db, row.categoryKeys),
    row.goodsType === 3 ? packageMembers(db, buyer, [id]) : undefined,
    q.reportsOfGoods(db, id),
    offersOf(db, buyer, [id]),
    // One leaf class is always a small set.
    topCards(
      db,
      buyer,
      { categoryKey: leaf, excludeId: id, audience: controlledAudience(buyer) },
      { offset: 0, limit: RELATED_COUNT },
      true,
    ),
  ]);
  const pkg = packages?.get(id);
  const offer = offers.get(id);
  return {
    ...toCard(buyer, row),
    goods_image: (row.images.length ? row.images : Array.from({ length: GALLERY_VARIANTS }, (_, v) => goodsImageUrl(id, v))).map((url) => ({ url })),
    kind: row.kind,
    dosage_form: row.dosageForm,
    expiry_date: row.expiryDate,
    production_batch: row.productionBatch,
    category_path: row.categoryKeys.flatMap((key) => classes.filter((c) => c.key === key).map((c) => ({ id: c.id, name: c.name }))),
    members: pkg?.members ?? [],
    original_price: pkg?.originalPrice ?? null,
    quality_reports: reports,
    promotions: offer?.promotions ?? [],
    flash_sale: offer?.flash_sale ?? null,
    related,
  };
}

export async function brandFocus(db: DbOrTx, buyer: Buyer, id: number, page: PageQuery): Promise<BrandFocus> {
  const brand = await q.brandById(db, id);
  if (!brand) throw notFound('品牌');
  return {
    brand,
    banner: [{ url: `/ppzq/info/${brand.id}`, image: brand.logo, title: brand.name }],
    goods: await goodsPage(db, buyer, { brandId: id, audience: controlledAudience(buyer) }, 'default', page),
  };
}
