/**
 * The console's goods: the list, the editor's view, and saving a goods whole (fields, ladder tiers,
 * customer-level prices). Every change is audited in its own transaction, moves the goods' share of
 * the search dictionary along, and empties this process's catalogue caches once committed, so the
 * storefront shows it at once.
 */
import {
  CUSTOMER_TYPES,
  fenToYuan,
  GOODS_ZONE_TEXT,
  GOODS_ZONES,
  type AdminGoodsBody,
  type AdminGoodsDetail,
  type AdminGoodsPage,
  type AdminGoodsQuery,
  type AdminGoodsRow,
  type CatalogOptions,
  type GoodsZone,
} from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import type { goods } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound } from '../../../lib/errors.js';
import { forgetCachedCatalogue } from '../../../lib/expiring-cache.js';
import { initialsOf } from '../../../lib/pinyin.js';
import { actorText } from '../../../lib/process.js';
import { adjustStock, openingStock } from '../../batches/stock.js';
import { isNearExpiry } from '../../batches/validity.js';
import { reindexGoods } from '../../search/reindex.js';
import { coverImageUrl, goodsImageUrl, regulatoryView } from '../../catalog/cards.js';
import { assertMayGoOnSale } from '../../catalog/sellable.js';
import { audit, audited, type Actor } from '../shared/audit.js';
import * as q from './goods-queries.js';
import { manufacturerIdFor, syncSearchTerms } from './search-sync.js';
import * as taxonomy from './taxonomy-queries.js';
import { checkGoodsWarehouse, warehouseOptions } from './warehouse-service.js';

type GoodsRow = q.GoodsRow;

const staffActor = (staff: Actor) => actorText({ kind: 'staff', staffId: staff.staffId });
const flag = (b: boolean) => (b ? 1 : 0);

const ZONE_OF: Record<GoodsZone, (g: GoodsRow) => boolean> = {
  free_shipping: (g) => g.isFreeShipping,
  dpby: (g) => g.isDpby,
  near_expiry: (g) => isNearExpiry(g.expiryFrom),
  self_operated: (g) => g.isSelfOperated,
  controlled: (g) => g.isControlled,
  ephedrine: (g) => g.containsEphedrine,
  rx: (g) => g.isRx,
  combination: (g) => g.goodsType === 3,
};

/** What names a goods in the console's list and in its audit rows. */
const identity = (g: GoodsRow) => ({
  sku: g.sku,
  name: g.name,
  common_name: g.commonName,
  spec: g.spec,
  unit: g.unit,
  manufacturer: g.manufacturer,
  approval_no: g.approvalNo,
});

function rowView(g: GoodsRow, categoryName: string | null, brandName: string | null, warehouseName: string): AdminGoodsRow {
  return {
    id: g.id,
    ...identity(g),
    category_name: categoryName ?? '',
    brand_name: brandName,
    warehouse_id: g.warehouseId,
    warehouse_name: warehouseName,
    goods_type: g.goodsType,
    base_price: fenToYuan(g.basePrice),
    stock: g.stock,
    sales: g.sales,
    on_sale: flag(g.onSale),
    zones: GOODS_ZONES.filter((z) => ZONE_OF[z](g)).map((z) => GOODS_ZONE_TEXT[z]),
    image: coverImageUrl(g),
  };
}

export async function listGoods(db: Db, query: AdminGoodsQuery): Promise<AdminGoodsPage> {
  const { rows, total } = await q.goodsPage(
    db,
    {
      keywords: query.keywords,
      categoryKey: query.category_key,
      brandId: query.brand_id,
      zone: query.zone,
      onSale: query.on_sale === undefined ? undefined : query.on_sale === 1,
      stock: query.stock,
      warehouseId: query.warehouse_id,
    },
    sliceOf(query),
  );
  return pageOf(
    rows.map((r) => rowView(r.goods, r.categoryName, r.brandName, r.warehouseName)),
    total,
    query,
  );
}

async function existingGoods(db: Db | Tx, id: number, lock = false): Promise<GoodsRow> {
  const row = await q.goodsById(db, id, lock);
  if (!row) throw notFound('商品');
  return row;
}

export async function goodsDetail(db: Db, id: number): Promise<AdminGoodsDetail> {
  const g = await existingGoods(db, id);
  const [ladder, levels, reports, path] = await Promise.all([
    q.ladderOf(db, id),
    q.levelPricesOf(db, id),
    q.reportsOf(db, id),
    q.ordinaryPath(db, g.categoryKey),
  ]);
  return {
    id: g.id,
    sku: g.sku,
    name: g.name,
    common_name: g.commonName,
    trade_name: g.tradeName,
    barcode: g.barcode,
    kind: g.kind as AdminGoodsDetail['kind'],
    dosage_form: g.dosageForm,
    spec: g.spec,
    unit: g.unit,
    manufacturer: g.manufacturer,
    approval_no: g.approvalNo,
    licence_holder: g.licenceHolder,
    category_key: g.categoryKey,
    category_path: path?.names ?? [],
    brand_id: g.brandId,
    warehouse_id: g.warehouseId,
    goods_type: g.goodsType,
    base_price: fenToYuan(g.basePrice),
    stock: g.stock,
    min_qty: g.minQty,
    mid_pack: g.midPack,
    qg_number: g.qgNumber,
    ladder: ladder.map((t) => ({ number: t.number, price: fenToYuan(t.price) })),
    level_prices: levels.map((l) => ({ level: l.level, price: fenToYuan(l.price) })),
    tags: g.tags as AdminGoodsDetail['tags'],
    is_free_shipping: flag(g.isFreeShipping),
    is_dpby: flag(g.isDpby),
    free_shipping_number: g.freeShippingNumber,
    is_near_expiry: flag(g.isNearExpiry),
    expiry_date: g.expiryDate,
    production_batch: g.productionBatch,
    storage: g.storage as AdminGoodsDetail['storage'],
    is_controlled: flag(g.isControlled),
    controlled_regions: g.controlledRegions,
    controlled_customer_types: g.controlledCustomerTypes as AdminGoodsDetail['controlled_customer_types'],
    contains_ephedrine: flag(g.containsEphedrine),
    hm_limit: g.hmLimit,
    is_self_operated: flag(g.isSelfOperated),
    is_rx: flag(g.isRx),
    ...regulatoryView(g),
    restricted_class: g.restrictedClass,
    on_sale: flag(g.onSale),
    sales: g.sales,
    images: g.images,
    drawn_image: goodsImageUrl(g.id),
    quality_reports: reports.map((r) => ({ id: r.id, batch: r.batch, url: r.url, msg: r.msg, created_at: seconds(r.createdAt) })),
    created_at: seconds(g.createdAt),
  };
}

const yuanText = (fen: number) => fenToYuan(fen).toFixed(2);

/** The goods as its audit rows show it: the editor's fields, money in yuan, tiers as text. */
async function snapshot(tx: Tx, id: number) {
  const g = await q.goodsById(tx, id, true);
  if (!g) return null;
  const [ladder, levels] = await Promise.all([q.ladderOf(tx, id), q.levelPricesOf(tx, id)]);
  return {
    ...identity(g),
    trade_name: g.tradeName,
    barcode: g.barcode,
    licence_holder: g.licenceHolder,
    category_key: g.categoryKey,
    brand_id: g.brandId,
    warehouse_id: g.warehouseId,
    base_price: yuanText(g.basePrice),
    stock: g.stock,
    min_qty: g.minQty,
    mid_pack: g.midPack,
    qg_number: g.qgNumber,
    ladder: ladder.map((t) => `≤${t.number}: ${yuanText(t.price)}`).join('；'),
    level_prices: levels.map((l) => `${l.level}级: ${yuanText(l.price)}`).join('；'),
    tags: g.tags.map((t) => t.name).join('、'),
    is_free_shipping: g.isFreeShipping,
    is_dpby: g.isDpby,
    free_shipping_number: g.freeShippingNumber,
    is_near_expiry: g.isNearExpiry,
    expiry_date: g.expiryDate,
    production_batch: g.productionBatch,
    storage: g.storage,
    is_controlled: g.isControlled,
    controlled_regions: g.controlledRegions.join('、'),
    controlled_customer_types: g.controlledCustomerTypes.join('、'),
    contains_ephedrine: g.containsEphedrine,
    hm_limit: g.hmLimit,
    is_self_operated: g.isSelfOperated,
    rx_class: g.rxClass,
    yb_code: g.ybCode,
    yb_class: g.ybClass,
    is_essential: g.isEssential,
    is_vbp: g.isVbp,
    is_negotiated: g.isNegotiated,
    cold_chain: g.coldMinC === null ? null : `${g.coldMinC}~${g.coldMaxC}℃`,
    origin: g.origin,
    shelf_life_months: g.shelfLifeMonths,
    restricted_class: g.restrictedClass,
    on_sale: g.onSale,
    images: g.images.length,
  };
}

export const goodsTarget = (action: string, id: number) => ({ action, entity: 'goods', entityId: id, read: (tx: Tx) => snapshot(tx, id) });

/** The columns a body sets; the category path, manufacturer id and initials are derived from it. */
async function columnsOf(tx: Tx, body: AdminGoodsBody, id: number | null): Promise<Omit<typeof goods.$inferInsert, 'goodsType'>> {
  const other = await q.goodsIdOfSku(tx, body.sku);
  if (other !== undefined && other !== id) throw new FieldError('sku', '商品编码已存在');
  if (body.barcode) {
    const holder = await q.goodsWithBarcode(tx, body.barcode, id);
    if (holder) throw new FieldError('barcode', `条码已被商品“${holder.name}（${holder.spec}）”使用`);
  }
  const path = await q.ordinaryPath(tx, body.category_key);
  if (!path) throw new FieldError('category_key', '商品分类不存在');
  if (body.brand_id !== undefined && !(await q.brandExists(tx, body.brand_id))) throw new FieldError('brand_id', '品牌不存在');
  await checkGoodsWarehouse(tx, body.warehouse_id);
  return {
    sku: body.sku,
    name: body.name,
    commonName: body.common_name,
    tradeName: body.trade_name,
    barcode: body.barcode,
    kind: body.kind,
    dosageForm: body.dosage_form,
    spec: body.spec,
    unit: body.unit,
    manufacturerId: await manufacturerIdFor(tx, body.manufacturer),
    manufacturer: body.manufacturer,
    approvalNo: body.approval_no,
    licenceHolder: body.licence_holder,
    categoryKey: body.category_key,
    categoryKeys: path.keys,
    brandId: body.brand_id ?? null,
    warehouseId: body.warehouse_id,
    basePrice: body.base_price,
    stock: body.stock,
    minQty: body.min_qty,
    midPack: body.mid_pack,
    qgNumber: body.qg_number,
    tags: body.tags,
    isFreeShipping: body.is_free_shipping === 1,
    isDpby: body.is_dpby === 1,
    freeShippingNumber: body.is_dpby === 1 ? body.free_shipping_number : 0,
    isNearExpiry: body.is_near_expiry === 1,
    expiryDate: body.expiry_date ?? null,
    productionBatch: body.production_batch,
    storage: body.storage,
    isControlled: body.is_controlled === 1,
    // Lists of a switched-off flag are cleared, so the goods never carries a rule it does not apply.
    controlledRegions: body.is_controlled === 1 ? [...new Set(body.controlled_regions)] : [],
    controlledCustomerTypes: body.is_controlled === 1 ? [...new Set(body.controlled_customer_types)] : [],
    containsEphedrine: body.contains_ephedrine === 1,
    hmLimit: body.contains_ephedrine === 1 ? body.hm_limit : 0,
    isSelfOperated: body.is_self_operated === 1,
    rxClass: body.rx_class ?? null,
    ybCode: body.yb_code,
    ybClass: body.yb_class,
    isEssential: body.is_essential === 1,
    isVbp: body.is_vbp === 1,
    isNegotiated: body.is_negotiated === 1,
    coldMinC: body.cold_min_c ?? null,
    coldMaxC: body.cold_max_c ?? null,
    origin: body.origin,
    shelfLifeMonths: body.shelf_life_months ?? null,
    restrictedClass: body.restricted_class ?? null,
    onSale: body.on_sale === 1,
    nameInitials: initialsOf(body.name),
  };
}

const termSource = (g: Pick<GoodsRow, 'name' | 'manufacturer' | 'sales' | 'goodsType'>) => ({
  name: g.name,
  manufacturer: g.manufacturer,
  sales: g.sales,
  goodsType: g.goodsType,
});

/** A new goods (goods_type 1); answers its id. */
export async function createGoods(db: Db, staff: Actor, body: AdminGoodsBody, goodsType = 1): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const columns = await columnsOf(tx, body, null);
    const created = await q.insertGoods(tx, { ...columns, stock: 0, goodsType });
    await openingStock(tx, created, body.stock, { batchNo: body.production_batch, expiresOn: body.expiry_date ?? null }, staffActor(staff));
    await q.replacePrices(tx, created, body.ladder, body.level_prices);
    await reindexGoods(tx, [created]);
    await syncSearchTerms(tx, null, termSource({ ...columns, sales: 0, goodsType }));
    await audit(tx, staff, {
      action: 'goods.create',
      entity: 'goods',
      entityId: created,
      before: null,
      after: await snapshot(tx, created),
    });
    return created;
  });
  forgetCachedCatalogue();
  return id;
}

/** Saves the whole goods: its fields, tiers and level prices. */
export async function updateGoods(db: Db, staff: Actor, id: number, body: AdminGoodsBody): Promise<void> {
  await existingGoods(db, id);
  await audited(db, staff, goodsTarget('goods.update', id), async (tx) => {
    const before = await existingGoods(tx, id, true);
    const { stock, ...columns } = await columnsOf(tx, body, id);
    await q.updateGoods(tx, id, columns);
    // Stock lives in the batches: an edit is an adjustment of them, in the ledger.
    await adjustStock(tx, id, stock, staffActor(staff), '商品编辑调整库存');
    await q.replacePrices(tx, id, body.ladder, body.level_prices);
    await reindexGoods(tx, [id]);
    await syncSearchTerms(tx, termSource(before), termSource({ ...before, ...columns }));
  });
  forgetCachedCatalogue();
}

/** Puts a goods on sale or withdraws it from the storefront. */
export async function setOnSale(db: Db, staff: Actor, id: number, onSale: boolean): Promise<void> {
  const g = await existingGoods(db, id);
  if (onSale) assertMayGoOnSale(g.restrictedClass);
  await audited(db, staff, goodsTarget(onSale ? 'goods.on_sale' : 'goods.off_sale', id), (tx) => q.updateGoods(tx, id, { onSale }));
  forgetCachedCatalogue();
}

export async function catalogOptions(db: Db): Promise<CatalogOptions> {
  const [classes, brandRows, warehouses] = await Promise.all([
    taxonomy.categoriesOfKind(db, 'ordinary'),
    taxonomy.brandOptions(db),
    warehouseOptions(db),
  ]);
  const byId = new Map(classes.map((c) => [c.id, c]));
  const pathOf = (c: (typeof classes)[number]): string => {
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    return parent ? `${pathOf(parent)} / ${c.name}` : c.name;
  };
  return {
    categories: taxonomy.treeOrder(classes).map((c) => ({ key: c.key, name: c.name, path: pathOf(c), depth: c.depth })),
    brands: brandRows,
    warehouses,
    customer_types: [...CUSTOMER_TYPES],
  };
}
