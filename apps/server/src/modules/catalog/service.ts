/** Listings, detail, hot goods, recommendations and brand pages, as the buyer may see them. */
import {
  GoodsListQuery,
  SearchType,
  type BrandFocus,
  type GoodsCards,
  type GoodsDetail,
  type GoodsListPage,
  type GoodsPage,
  type GoodsSort,
  type PageQuery,
} from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf, type PageSlice } from '../../db/paging.js';
import { chinaToday } from '../../lib/china-day.js';
import { notFound } from '../../lib/errors.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { sellableBatchesOf } from '../batches/queries.js';
import { controlledAudience, priceLevel, type Buyer } from './buyer.js';
import { goodsImageUrl, orderedCardRows, regulatoryView, toCard } from './cards.js';
import { packageMembers } from './combinations.js';
import { listFilter } from './list-filter.js';
import { countGoods, pageCards, type GoodsFilter } from './list-queries.js';
import { correctedQuery, insertMiss } from '../search/service.js';
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
  const storeId = buyer.kind === 'store' ? buyer.storeId : undefined;
  const rows = slice.offset < total ? await pageCards(db, f, sort, priceLevel(buyer), slice, total <= SMALL_SET, storeId) : [];
  return pageOf(
    rows.map((r) => toCard(buyer, r)),
    total,
    page,
  );
}

/**
 * The filter of a listing and the keywords it was read from: as typed, or, when a drug query as
 * typed finds nothing, the likely reading of it (a typo, a near-homophone) if that finds goods.
 */
export async function searchedFilter(
  db: DbOrTx,
  buyer: Buyer,
  query: GoodsListQuery,
): Promise<{ f: GoodsFilter | null; corrected: string | null }> {
  const f = await listFilter(db, buyer, query);
  if (!query.keywords || query.type !== SearchType.DRUG || (f && (await totalOf(db, f)) > 0)) return { f, corrected: null };
  const corrected = await correctedQuery(db, query.keywords);
  if (!corrected) return { f, corrected: null };
  const fixed = await listFilter(db, buyer, { ...query, keywords: corrected });
  return fixed && (await totalOf(db, fixed)) > 0 ? { f: fixed, corrected } : { f, corrected: null };
}

/**
 * Notes a query the results page found nothing for (the console lists the week's). The page posts
 * it, as GET never changes state; the query is checked again, so only real misses are counted.
 */
export async function recordMiss(db: DbOrTx, buyer: Buyer, keywords: string): Promise<boolean> {
  const query = GoodsListQuery.parse({ keywords });
  const { f } = await searchedFilter(db, buyer, query);
  if (f && (await totalOf(db, f)) > 0) return false;
  await insertMiss(db, keywords, buyer.kind === 'store' ? buyer.storeId : null);
  return true;
}

export async function listGoods(db: DbOrTx, buyer: Buyer, query: GoodsListQuery): Promise<GoodsListPage> {
  const { f, corrected } = await searchedFilter(db, buyer, query);
  const page = await goodsPage(db, buyer, f, query.sort, query);
  return { ...page, corrected, highlight: f?.search?.words ?? [] };
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
  const [classes, packages, reports, batches, offers, related] = await Promise.all([
    q.ordinaryCategories(db, row.categoryKeys),
    row.goodsType === 3 ? packageMembers(db, buyer, [id]) : undefined,
    q.reportsOfGoods(db, id),
    sellableBatchesOf(db, id, chinaToday()),
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
    goods_image: (row.images.length ? row.images : Array.from({ length: GALLERY_VARIANTS }, (_, v) => goodsImageUrl(id, v))).map((url) => ({
      url,
    })),
    kind: row.kind,
    ...regulatoryView(row),
    dosage_form: row.dosageForm,
    barcode: row.barcode,
    expiry_date: row.expiryDate,
    production_batch: row.productionBatch,
    category_path: row.categoryKeys.flatMap((key) => classes.filter((c) => c.key === key).map((c) => ({ id: c.id, name: c.name }))),
    members: pkg?.members ?? [],
    original_price: pkg?.originalPrice ?? null,
    quality_reports: reports,
    batches: batches.map((b) => ({ batch_no: b.batchNo, produced_on: b.producedOn, expires_on: b.expiresOn, reports: b.reports })),
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
