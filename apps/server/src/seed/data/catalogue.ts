/**
 * The demo catalogue: `generateGoods` turns the product templates into SKUs with specs, makers,
 * prices, stock and flags, from a seeded PRNG only, so a seed always yields the same goods.
 */
import { brandOfManufacturer } from './brands.js';
import { YOUX_ROOT_KEYS, ZY_ROOT_KEYS } from './categories.js';
import { approvalNumber } from './catalogue/approval-numbers.js';
import { addDays, addMonths, SEED_REFERENCE_DATE } from './catalogue/dates.js';
import { makeLadder, makePromo, tagsFor } from './catalogue/offers.js';
import { PROVINCE_NAMES } from './catalogue/provinces.js';
import { PRODUCT_TEMPLATES, type ProductTemplate } from './catalogue/templates.js';
import { createRng, type Rng } from './prng.js';
import type { CustomerType, GoodsPromo, GoodsSeed, LadderTier, PackUnit } from './types.js';
import { warehouseKeyOf } from './warehouses.js';

export { generateCombinations } from './catalogue/combinations.js';
export { APPROVAL_NUMBER_PATTERNS } from './catalogue/approval-numbers.js';
export { manufacturers } from './catalogue/manufacturers.js';
export { SEED_REFERENCE_DATE } from './catalogue/dates.js';

export const DEFAULT_CATALOGUE_SEED = 20261120;

/** Target shares of the whole catalogue; flags limited to some classes are scaled up inside them. */
export const CATALOGUE_RATES = {
  outOfStock: 0.02,
  ladder: 0.25,
  freeShipping: 0.15,
  singleItemFreeShipping: 0.05,
  nearExpiry: 0.06,
  controlled: 0.05,
  selfOperated: 0.3,
  newArrival: 0.05,
  promo: 0.08,
} as const;

export const CUSTOMER_TYPES: readonly CustomerType[] = ['单体药店', '连锁药店', '诊所', '卫生院'];

// The demo member is a Beijing chain pharmacy: half of the controlled goods name Beijing, most name
// chain pharmacies, so /kxzq shows both goods it may buy and goods it may not.
const DEMO_REGION = '北京市';
const DEMO_CUSTOMER_TYPE: CustomerType = '连锁药店';

const templateShare = (test: (t: ProductTemplate) => boolean): number =>
  PRODUCT_TEMPLATES.filter(test).length / PRODUCT_TEMPLATES.length;

const P_FREE_SHIPPING = Math.min(1, CATALOGUE_RATES.freeShipping / templateShare((t) => YOUX_ROOT_KEYS.includes(t.category_path[0])));
const P_SELF_OPERATED = Math.min(1, CATALOGUE_RATES.selfOperated / templateShare((t) => ZY_ROOT_KEYS.includes(t.category_path[0])));
const P_NEAR_EXPIRY = Math.min(1, CATALOGUE_RATES.nearExpiry / templateShare((t) => !t.durable));
const P_CONTROLLED = Math.min(1, CATALOGUE_RATES.controlled / templateShare((t) => t.kind !== 'device'));
const P_DPBY = CATALOGUE_RATES.singleItemFreeShipping / (1 - CATALOGUE_RATES.freeShipping);
// About 14% of goods cannot carry a promotion (含麻, 控销, near expiry, out of stock).
const P_PROMO = CATALOGUE_RATES.promo / 0.86;

const SHELF_LIFE_MONTHS: readonly number[] = [24, 36, 48, 60];

function skuPrefix(t: ProductTemplate): string {
  if (t.kind === 'device') return 'QX';
  if (t.is_decoction_piece) return 'YP';
  return t.kind === 'tcm' ? 'ZC' : 'XY';
}

function roundPrice(fen: number): number {
  return Math.max(10, Math.round(fen / 10) * 10);
}

function midPackFor(rng: Rng, unit: PackUnit, priceFen: number): number {
  if (unit === '台' || priceFen >= 20000) return 1;
  if (priceFen >= 5000) return rng.pick([1, 5, 10]);
  if (priceFen >= 1500) return rng.pick([10, 20]);
  return rng.pick([10, 20, 50]);
}

interface ShelfDates {
  production_date: string;
  expiry_date: string;
  production_batch: string;
}

function shelfDates(rng: Rng, nearExpiry: boolean): ShelfDates {
  // Near expiry: 1–8 months left; otherwise 18–36 months left (547 and 1096 days from the reference).
  const daysLeft = nearExpiry ? rng.int(31, 240) : rng.int(550, 1090);
  const expiry_date = addDays(SEED_REFERENCE_DATE, daysLeft);
  const monthsLeft = Math.ceil(daysLeft / 30);
  // The shortest usual shelf life that puts the production date in the past.
  const shelf = SHELF_LIFE_MONTHS.find((m) => m >= monthsLeft + 1) ?? 60;
  const production_date = addMonths(expiry_date, -shelf);
  const production_batch = `${production_date.slice(2).replaceAll('-', '')}${String(rng.int(1, 12)).padStart(2, '0')}`;
  return { production_date, expiry_date, production_batch };
}

function controlledScope(rng: Rng): { regions: string[]; types: CustomerType[] } {
  const others = PROVINCE_NAMES.filter((p) => p !== DEMO_REGION);
  const picked = rng.sample(others, rng.int(1, 4));
  if (rng.chance(0.5)) picked[0] = DEMO_REGION;
  const regions = PROVINCE_NAMES.filter((p) => picked.includes(p));
  const otherTypes = CUSTOMER_TYPES.filter((c) => c !== DEMO_CUSTOMER_TYPE);
  const chosen = rng.sample(otherTypes, rng.int(0, 2));
  if (rng.chance(0.7) || chosen.length === 0) chosen.push(DEMO_CUSTOMER_TYPE);
  const types = CUSTOMER_TYPES.filter((c) => chosen.includes(c));
  return { regions, types };
}

function ladderStep(minQty: number, midPack: number, priceFen: number): number {
  if (midPack > 1) return Math.max(minQty, midPack);
  return priceFen < 2000 ? 10 : priceFen < 10000 ? 5 : 2;
}

function buildGoods(rng: Rng, t: ProductTemplate, index: number, round: number): GoodsSeed {
  const specOption = round === 0 ? t.specs[0] : rng.pick(t.specs);
  // The first pass shows a named product under its best-known maker; generics get any pool maker.
  const maker = specOption.maker ?? (round === 0 && t.named_maker_count > 0 ? t.makers[0] : rng.pick(t.makers));
  const root = t.category_path[0];

  const nearExpiry = !t.durable && rng.chance(P_NEAR_EXPIRY);
  let basePrice = roundPrice(rng.int(specOption.price_min_fen, specOption.price_max_fen));
  // Short-dated stock is cleared below the list price; the 特 tag says so.
  if (nearExpiry) basePrice = roundPrice(basePrice * (0.55 + rng.next() * 0.25));

  const expensive = basePrice >= 20000;
  const stock = rng.chance(CATALOGUE_RATES.outOfStock) ? 0 : expensive ? rng.int(1, 300) : rng.int(1, 5000);
  const containsEphedrine = t.contains_ephedrine;
  // 含麻 goods are sold box by box under a per-order limit of a few boxes. The pack is drawn all the
  // same so that the goods after them stay what the seed always made.
  const packDrawn = midPackFor(rng, specOption.unit, basePrice);
  const midPack = containsEphedrine ? 1 : packDrawn;
  const minQty = !containsEphedrine && midPack > 1 && rng.chance(0.2) ? midPack : 1;
  const hmLimit = containsEphedrine ? rng.int(2, 5) : null;

  // 含麻 goods are capped per order, so quantity tiers would never apply to them.
  const ladder: LadderTier[] =
    !containsEphedrine && basePrice >= 50 && rng.chance(CATALOGUE_RATES.ladder)
      ? makeLadder(rng, basePrice, ladderStep(minQty, midPack, basePrice))
      : [];

  const isControlled = t.kind !== 'device' && rng.chance(P_CONTROLLED);
  const scope = isControlled ? controlledScope(rng) : { regions: [], types: [] };

  const promo: GoodsPromo | null =
    !containsEphedrine && !isControlled && !nearExpiry && stock > 0 && rng.chance(P_PROMO)
      ? makePromo(rng, { basePriceFen: basePrice, stock, midPack, unit: specOption.unit })
      : null;

  const isFreeShipping = YOUX_ROOT_KEYS.includes(root) && rng.chance(P_FREE_SHIPPING);
  const isDpby = !isFreeShipping && rng.chance(P_DPBY);
  const freeShippingNumber = !isDpby ? 0 : expensive ? rng.int(2, 3) : midPack > 1 ? midPack * rng.int(1, 3) : 10 * rng.int(1, 3);

  const isNew = rng.chance(CATALOGUE_RATES.newArrival);
  const createdDaysAgo = isNew ? rng.int(0, 30) : rng.int(31, 1095);
  const popularity = t.popular ? 3 + rng.next() * 3 : 1;
  const sales = Math.floor((rng.next() ** 3 * 3000 + rng.int(0, 30)) * popularity);
  const dates = shelfDates(rng, nearExpiry);

  return {
    sku: `${skuPrefix(t)}${String(index + 1).padStart(7, '0')}`,
    name: t.name,
    common_name: t.common_name,
    kind: t.kind,
    is_decoction_piece: t.is_decoction_piece,
    dosage_form: t.dosage_form,
    spec: specOption.spec,
    unit: specOption.unit,
    manufacturer: maker.name,
    approval_no: approvalNumber(t, maker),
    category_path: t.category_path.slice(),
    category_names: t.category_names.slice(),
    brand: brandOfManufacturer(maker.name),
    base_price_fen: basePrice,
    stock,
    min_qty: minQty,
    mid_pack: midPack,
    ladder_price_type: 1,
    ladder,
    promo,
    tags: tagsFor({ promo, unit: specOption.unit, nearExpiry, freeShipping: isFreeShipping, isNew }),
    is_free_shipping: isFreeShipping,
    is_dpby: isDpby,
    free_shipping_number: freeShippingNumber,
    near_expiry: nearExpiry,
    production_date: dates.production_date,
    expiry_date: dates.expiry_date,
    production_batch: dates.production_batch,
    is_controlled: isControlled,
    controlled_regions: scope.regions,
    controlled_customer_types: scope.types,
    contains_ephedrine: containsEphedrine,
    hm_limit: hmLimit,
    is_self_operated: ZY_ROOT_KEYS.includes(root) && rng.chance(P_SELF_OPERATED),
    is_rx: t.is_rx,
    sales,
    created_days_ago: createdDaysAgo,
    storage: t.storage,
    // Not drawn from the PRNG, so the rest of the catalogue stays what the seed always made.
    warehouse: warehouseKeyOf(index),
  };
}

/**
 * `count` goods. The first pass walks every product once (in a seeded order, so even a small
 * catalogue mixes all kinds); later passes repeat products with other specs and makers.
 * category_path and category_names are shared between goods of one product: do not mutate them.
 */
export function generateGoods(count: number, seed: number = DEFAULT_CATALOGUE_SEED): GoodsSeed[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const rng = createRng(seed);
  const order = rng.shuffle(PRODUCT_TEMPLATES);
  const goods: GoodsSeed[] = new Array<GoodsSeed>(count);
  for (let i = 0; i < count; i++) {
    goods[i] = buildGoods(rng, order[i % order.length], i, Math.floor(i / order.length));
  }
  return goods;
}

/** Number of distinct products: generateGoods(PRODUCT_COUNT) holds each of them exactly once. */
export const PRODUCT_COUNT = PRODUCT_TEMPLATES.length;
