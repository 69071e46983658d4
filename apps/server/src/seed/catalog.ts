import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  batchLedger,
  brands,
  categories,
  combinationItems,
  FIRST_WAREHOUSE_ID,
  flashSales,
  goods,
  goodsBatches,
  goodsLadderPrices,
  goodsLevelPrices,
  manufacturers,
  promotions,
  qualityReports,
  searchTerms,
  warehouses,
} from '../db/schema/index.js';
import { categoryIconSvg } from '../lib/images.js';
import { svgDataUri } from '../lib/images/svg-uri.js';
import { chinaDay } from '../lib/china-day.js';
import { initialsOf } from '../lib/pinyin.js';
import { refreshGoods } from '../modules/batches/queries.js';
import { fullPinyin, searchVectorOf } from '../modules/search/tokens.js';
import { brands as BRANDS } from './data/brands.js';
import { generateCombinations, generateGoods } from './data/catalogue.js';
import { CATEGORY_KINDS, categoryTrees, flattenCategoryTree } from './data/categories.js';
import { regulatoryOf } from './data/catalogue/regulatory-data.js';
import { barcodeOf, makerShortName, tradeNameOf } from './data/catalogue/search-data.js';
import type { GoodsSeed } from './data/types.js';
import { WAREHOUSES } from './data/warehouses.js';
import { seedBatches } from './data/batches.js';
import { insertMany } from './insert.js';
import { seedDayShift } from './seed-day.js';

const DAY = 86_400_000;

/** A goods row and the seed its batches come from. */
interface BatchSource {
  id: number;
  g: Parameters<typeof seedBatches>[0];
}

async function seedCategories(tx: Tx): Promise<void> {
  for (const kind of CATEGORY_KINDS) {
    const ids = new Map<string, number>();
    let sort = 0;
    for (const { node, depth, parent_key } of flattenCategoryTree(categoryTrees[kind])) {
      const logo = depth === 1 ? svgDataUri(categoryIconSvg(node.name)) : '';
      const [row] = await tx
        .insert(categories)
        .values({
          kind,
          key: node.key,
          name: node.name,
          depth,
          parentId: parent_key ? ids.get(parent_key) : null,
          logo,
          logo1: logo,
          sort: sort++,
        })
        .returning({ id: categories.id });
      ids.set(node.key, row.id);
    }
  }
}

async function seedManufacturers(tx: Tx, list: GoodsSeed[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const g of list) counts.set(g.manufacturer, (counts.get(g.manufacturer) ?? 0) + 1);
  const rows = await tx
    .insert(manufacturers)
    .values([...counts].map(([name, n]) => ({ name, initials: initialsOf(name), shortName: makerShortName(name), goodsCount: n })))
    .returning({ id: manufacturers.id, name: manufacturers.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Brand ids by seed key (coupons name brands by key) and by name (goods name their brand). */
async function seedBrands(tx: Tx): Promise<{ byKey: Map<string, number>; byName: Map<string, number> }> {
  const rows = await tx
    .insert(brands)
    .values(BRANDS.map((b, i) => ({ name: b.name, manufacturer: b.manufacturer, logo: '', sort: i })))
    .returning({ id: brands.id });
  await tx.update(brands).set({ logo: sql`'/api/img/brand/' || ${brands.id} || '.svg'` });
  return {
    byKey: new Map(BRANDS.map((b, i) => [b.key, rows[i].id])),
    byName: new Map(BRANDS.map((b, i) => [b.name, rows[i].id])),
  };
}

/** Warehouse ids by seed key: the migration's first warehouse gets the first seed's details, the others are added. */
async function seedWarehouses(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, w] of WAREHOUSES.entries()) {
    const values = { name: w.name, city: w.city, address: w.address, sort: i };
    const [row] =
      i === 0
        ? await tx.update(warehouses).set(values).where(eq(warehouses.id, FIRST_WAREHOUSE_ID)).returning({ id: warehouses.id })
        : await tx.insert(warehouses).values(values).returning({ id: warehouses.id });
    ids.set(w.key, row.id);
  }
  return ids;
}

/** `index`: the goods' place in the catalogue, which draws its barcode and 医保 flag; null for a package. */
function goodsRow(
  g: GoodsSeed,
  manufacturerId: number,
  brandId: number | null,
  warehouseId: number,
  now: number,
  index: number | null,
): typeof goods.$inferInsert {
  const shift = seedDayShift(now);
  const tradeName = index === null ? '' : tradeNameOf(g.name, g.manufacturer);
  const barcode = index === null ? '' : barcodeOf(index);
  return {
    sku: g.sku,
    name: g.name,
    commonName: g.common_name,
    tradeName,
    barcode,
    ...regulatoryOf(index, g),
    searchVector: searchVectorOf({
      name: g.name,
      commonName: g.common_name,
      tradeName,
      spec: g.spec,
      dosageForm: g.dosage_form,
      manufacturer: g.manufacturer,
      manufacturerShort: makerShortName(g.manufacturer),
      brand: g.brand ?? '',
      approvalNo: g.approval_no,
      barcode,
      categoryNames: g.category_names,
    }),
    kind: g.kind,
    dosageForm: g.dosage_form,
    spec: g.spec,
    unit: g.unit,
    manufacturerId,
    manufacturer: g.manufacturer,
    // A drug's maker holds its licence here; 中药饮片 and devices have no 上市许可持有人.
    licenceHolder: g.kind === 'device' || g.is_decoction_piece ? '' : g.manufacturer,
    approvalNo: g.approval_no,
    categoryKey: g.category_path[g.category_path.length - 1],
    categoryKeys: g.category_path,
    brandId,
    warehouseId,
    basePrice: g.base_price_fen,
    stock: g.stock,
    minQty: g.min_qty,
    midPack: g.mid_pack,
    ladderPriceType: g.ladder_price_type,
    tags: g.tags.map((t) => ({ name: t.name, describe: t.describe, is_show: 1 })),
    isFreeShipping: g.is_free_shipping,
    isDpby: g.is_dpby,
    freeShippingNumber: g.free_shipping_number,
    isNearExpiry: g.near_expiry,
    expiryDate: shift(g.expiry_date),
    isControlled: g.is_controlled,
    controlledRegions: g.controlled_regions,
    controlledCustomerTypes: g.controlled_customer_types,
    containsEphedrine: g.contains_ephedrine,
    hmLimit: g.hm_limit ?? 0,
    isSelfOperated: g.is_self_operated,
    storage: g.storage,
    productionBatch: g.production_batch,
    sales: g.sales,
    nameInitials: initialsOf(g.name),
    createdAt: new Date(now - g.created_days_ago * DAY),
  };
}

/** Same-tier 满减 offers on many goods become one promotion, as an operator would set them up. */
async function seedPromotions(tx: Tx, list: GoodsSeed[], ids: Map<string, number>, now: number): Promise<void> {
  const groups = new Map<string, { type: string; name: string; rule: Record<string, unknown>; goodsIds: number[] }>();
  const flash: (typeof flashSales.$inferInsert)[] = [];
  for (const g of list) {
    const id = ids.get(g.sku) as number;
    const p = g.promo;
    if (!p) continue;
    if (p.type === 'flash') {
      flash.push({
        goodsId: id,
        price: p.price_fen,
        stock: p.stock,
        limitPerStore: p.per_order_limit,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 2 * DAY),
      });
      continue;
    }
    const rule: Record<string, unknown> =
      p.type === 'manjian'
        ? { tiers: p.tiers }
        : p.type === 'gift'
          ? { buy_qty: p.buy_qty, gift_qty: p.gift_qty, gift_name: p.gift_name }
          : { order_threshold_fen: p.order_threshold_fen, exchange_price_fen: p.exchange_price_fen };
    const type = p.type === 'exchange' ? 'hg' : p.type;
    const key = `${type}:${JSON.stringify(rule)}`;
    const group = groups.get(key) ?? { type, name: promotionName(type, rule), rule, goodsIds: [] };
    group.goodsIds.push(id);
    groups.set(key, group);
  }
  const window = { startsAt: new Date(now - 30 * DAY), endsAt: new Date(now + 365 * DAY) };
  await insertMany(
    tx,
    promotions,
    [...groups.values()].map((g) => ({ ...g, ...window })),
  );
  await insertMany(tx, flashSales, flash);
}

function promotionName(type: string, rule: Record<string, unknown>): string {
  if (type === 'manjian') {
    const tiers = rule.tiers as { threshold_fen: number; reduce_fen: number }[];
    return tiers.map((t) => `满${t.threshold_fen / 100}减${t.reduce_fen / 100}`).join('，');
  }
  if (type === 'gift') return `买${String(rule.buy_qty)}赠${String(rule.gift_qty)}`;
  return `满${Number(rule.order_threshold_fen) / 100}元可换购`;
}

/** Distinct names and manufacturers make the suggestion dictionary: small, so one- and two-character queries stay fast. */
async function seedSearchTerms(tx: Tx, list: GoodsSeed[]): Promise<void> {
  const terms = new Map<string, { type: number; term: string; sales: number }>();
  const add = (type: number, term: string, sales: number) => {
    const k = `${type}:${term}`;
    const t = terms.get(k) ?? { type, term, sales: 0 };
    t.sales += sales;
    terms.set(k, t);
  };
  for (const g of list) {
    add(0, g.name, g.sales);
    const trade = tradeNameOf(g.name, g.manufacturer);
    if (trade) add(0, trade, g.sales);
    add(1, g.manufacturer, g.sales);
  }
  await insertMany(
    tx,
    searchTerms,
    [...terms.values()].map((t) => ({ ...t, initials: initialsOf(t.term), pinyin: fullPinyin(t.term) })),
  );
}

/** Writes the catalogue; answers brand ids by seed key for the coupons that name brands. */
export async function seedCatalog(tx: Tx, count: number): Promise<Map<string, number>> {
  const now = Date.now();
  const list = generateGoods(count);
  await seedCategories(tx);
  const manufacturerIds = await seedManufacturers(tx, list);
  const brandIds = await seedBrands(tx);
  const warehouseIds = await seedWarehouses(tx);
  const ids = new Map<string, number>();
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    const rows = await tx
      .insert(goods)
      .values(
        chunk.map((g, j) =>
          goodsRow(
            g,
            manufacturerIds.get(g.manufacturer) as number,
            g.brand ? (brandIds.byName.get(g.brand) ?? null) : null,
            warehouseIds.get(g.warehouse) as number,
            now,
            i + j,
          ),
        ),
      )
      .returning({ id: goods.id, sku: goods.sku });
    for (const r of rows) ids.set(r.sku, r.id);
  }
  const ladders = list.flatMap((g) => g.ladder.map((t) => ({ goodsId: ids.get(g.sku) as number, number: t.number, price: t.price_fen })));
  await insertMany(tx, goodsLadderPrices, ladders);
  // Level 2 and up (银牌 and better) pay 3% or 5% less on a share of the catalogue: the customer-level price.
  const levelPrices = list
    .filter((_, i) => i % 4 === 0)
    .flatMap((g) => [
      { goodsId: ids.get(g.sku) as number, level: 2, price: Math.floor(g.base_price_fen * 0.97) },
      { goodsId: ids.get(g.sku) as number, level: 3, price: Math.floor(g.base_price_fen * 0.95) },
    ]);
  await insertMany(tx, goodsLevelPrices, levelPrices);
  await insertMany(
    tx,
    qualityReports,
    list
      .filter((_, i) => i % 3 === 0)
      .map((g, i) => ({
        goodsId: ids.get(g.sku) as number,
        batch: g.production_batch,
        msg: i % 5 === 0 ? '该批次检验报告正在上传中，如需纸质报告请联系客户经理。' : '',
      })),
  );
  // The others' reports are drawn by the server from their rows.
  await tx
    .update(qualityReports)
    .set({ url: sql`'/api/img/report/' || ${qualityReports.id} || '.svg'` })
    .where(eq(qualityReports.msg, ''));
  await seedPromotions(tx, list, ids, now);
  await seedSearchTerms(tx, list);
  const packages = await seedCombinations(tx, list, ids, manufacturerIds, warehouseIds, now);
  await seedGoodsBatches(tx, list, ids, packages, now);
  return brandIds.byKey;
}

/**
 * Every goods' batches (a package's from its first member's dates), each received in the ledger, an
 * expired one locked, each with its drawn 检验报告 (but those still being uploaded). goods.stock already is
 * the sum of the sellable batches; the validity span is computed as the batch moves compute it.
 */
async function seedGoodsBatches(tx: Tx, list: GoodsSeed[], ids: Map<string, number>, packages: BatchSource[], now: number): Promise<void> {
  const shift = seedDayShift(now);
  const sources = [...list.map((g) => ({ id: ids.get(g.sku) as number, g })), ...packages];
  const rows = sources.flatMap(({ id, g }) =>
    seedBatches(g).map((b) => ({
      goodsId: id,
      batchNo: b.batch_no,
      producedOn: shift(b.produced_on),
      expiresOn: shift(b.expires_on),
      quantity: b.quantity,
      status: b.expired ? ('expired' as const) : ('sellable' as const),
      lockReason: b.expired ? '已过有效期' : '',
    })),
  );
  await insertMany(tx, goodsBatches, rows);
  await tx.execute(sql`
    INSERT INTO ${batchLedger} (batch_id, goods_id, kind, quantity_delta, actor, reason, created_at)
    SELECT id, goods_id, 'receipt', quantity, 'system:seed', '演示数据入库', produced_on::timestamptz + interval '10 days' FROM ${goodsBatches}`);
  await tx.execute(sql`
    INSERT INTO ${batchLedger} (batch_id, goods_id, kind, actor, reason, created_at)
    SELECT id, goods_id, 'expiry', 'system:seed', '已过有效期', expires_on::timestamptz + interval '1 day' FROM ${goodsBatches} WHERE status = 'expired'`);
  // Each seeded report now names its goods' first sellable batch, which carries it.
  await tx.execute(sql`
    UPDATE ${qualityReports} r SET batch = b.batch_no FROM (
      SELECT DISTINCT ON (goods_id) goods_id, batch_no FROM ${goodsBatches} WHERE status = 'sellable' ORDER BY goods_id, expires_on
    ) b WHERE b.goods_id = r.goods_id`);
  // Every other batch came with its own report, filed a week after production and drawn from its row.
  await tx.execute(sql`
    INSERT INTO ${qualityReports} (goods_id, batch, created_at)
    SELECT b.goods_id, b.batch_no, b.produced_on::timestamptz + interval '7 days' FROM ${goodsBatches} b
    WHERE NOT EXISTS (SELECT 1 FROM ${qualityReports} r WHERE r.goods_id = b.goods_id AND r.batch = b.batch_no)`);
  await tx.execute(sql`UPDATE ${qualityReports} SET url = '/api/img/report/' || id || '.svg' WHERE url = '' AND msg = ''`);
  await tx.execute(sql`
    UPDATE ${goodsBatches} b SET reports = ARRAY[r.url]::varchar[] FROM ${qualityReports} r
    WHERE r.goods_id = b.goods_id AND r.batch = b.batch_no AND r.url <> ''`);
  await refreshGoods(
    tx,
    sources.map((s) => s.id),
    chinaDay(new Date(now)),
  );
}

async function seedCombinations(
  tx: Tx,
  list: GoodsSeed[],
  ids: Map<string, number>,
  manufacturerIds: Map<string, number>,
  warehouseIds: Map<string, number>,
  now: number,
): Promise<BatchSource[]> {
  const bySku = new Map(list.map((g) => [g.sku, g]));
  const packages: BatchSource[] = [];
  for (const c of generateCombinations(list, 30)) {
    const first = bySku.get(c.items[0].sku) as GoodsSeed;
    const [pkg] = await tx
      .insert(goods)
      .values({
        // A package ships from its first member's warehouse.
        ...goodsRow(
          { ...first, sku: c.code, name: c.name, common_name: c.name, spec: `${c.items.length}种组合`, ladder: [], promo: null, tags: [] },
          manufacturerIds.get(first.manufacturer) as number,
          null,
          warehouseIds.get(first.warehouse) as number,
          now,
          null,
        ),
        goodsType: 3,
        basePrice: c.price_fen,
        stock: c.stock,
        minQty: 1,
        midPack: 1,
        unit: '套',
      })
      .returning({ id: goods.id });
    await tx
      .insert(combinationItems)
      .values(c.items.map((it) => ({ packageId: pkg.id, goodsId: ids.get(it.sku) as number, number: it.qty })));
    packages.push({ id: pkg.id, g: { ...first, sku: c.code, stock: c.stock } });
  }
  return packages;
}
