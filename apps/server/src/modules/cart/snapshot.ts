/**
 * The one bridge from a store's cart rows to @yc/pricing: it loads what prices the lines (goods as
 * the buyer sees them, flash sales, promotions, 换购 offers, coupons, vouchers, earlier purchases)
 * and prices them. The cart page, the confirm page and checkout all price through here, so their
 * totals cannot disagree. Pass a transaction to read inside it.
 */
import type { GoodsCard } from '@yc/contracts';
import {
  priceCart,
  priceLine,
  priceUnits,
  type CartLineInput,
  type LinePricing,
  type CouponChoice,
  type ExchangeChoice,
  type ExchangeRule,
  type FlashSale,
  type LinePriceInput,
  type PricedCart,
  type VoucherChoice,
} from '@yc/pricing';
import { FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { activityPricesOf, type ActivityPrice } from '../activity/cart-price.js';
import { priceView, type StoreBuyer } from '../catalog/buyer.js';
import { orderedCardRows, toCard } from '../catalog/cards.js';
import { flashSalesFor } from '../catalog/offer-queries.js';
import type { CardRow } from '../catalog/queries.js';
import { engineCoupons, engineVouchers } from './coupons.js';
import { activityRef, exchangeRule, giftRules, LINE_PROMOTION_TYPES, linePromotions, type LinePromotions } from './promotion-rules.js';
import * as q from './queries.js';
import { takesPromotions } from './rules.js';

/** 换购 offers the cart and confirm pages show besides those picked: the lowest thresholds first. */
export const EXCHANGE_OFFER_LIMIT = 20;

type FlashRow = Awaited<ReturnType<typeof flashSalesFor>>[number];

export interface CartGoodsFacts {
  row: CardRow;
  card: GoodsCard;
}

export interface CartFacts {
  buyer: StoreBuyer;
  /** The lines priced: those whose goods are still on sale. */
  rows: q.CartRow[];
  /** Lines whose goods were withdrawn from sale. */
  goneIds: number[];
  /** Every goods involved, the lines' and the 换购 offers', by id. */
  goods: Map<number, CartGoodsFacts>;
  /** The flash sale on now of each flash line (type 1), by line id. */
  flash: Map<number, FlashRow>;
  /** The activity price in force of each activity line (type 2), by line id. */
  activity: Map<number, ActivityPrice>;
  /** Units the store bought before that still count: per goods, and per flash sale. */
  purchasedByGoods: Map<number, number>;
  purchasedByFlash: Map<number, number>;
  promotions: LinePromotions;
  /** 换购 offers the store may buy, in the order to show them. */
  exchanges: ExchangeRule[];
  coupons: q.CouponRow[];
  vouchers: q.VoucherRow[];
}

export interface LoadOptions {
  /** A goods whose activities must be known though it is not in the cart (next_hint from a goods page). */
  hintGoodsId?: number;
  /** Exchange goods the buyer picked (buy_hg_goods rule ids): always among the offers. */
  pickedExchanges?: readonly number[];
  /** 换购 offers to show besides the picked ones; 0 when the caller shows none. */
  offerLimit: number;
  withCoupons: boolean;
  withVouchers: boolean;
  /** Goods this request has already read (an add, under the store's lock): only the others are read. */
  goods?: ReadonlyMap<number, CartGoodsFacts>;
}

const sumBy = <T>(items: readonly T[], key: (t: T) => number | null, value: (t: T) => number) => {
  const out = new Map<number, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) out.set(k, (out.get(k) ?? 0) + value(item));
  }
  return out;
};

/** Goods as this buyer sees them, by id; goods withdrawn from sale are absent. */
export async function loadGoods(db: DbOrTx, buyer: StoreBuyer, ids: readonly number[]): Promise<Map<number, CartGoodsFacts>> {
  const rows = await orderedCardRows(db, buyer, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { row, card: toCard(buyer, row) }]));
}

export async function loadCart(db: DbOrTx, buyer: StoreBuyer, lines: readonly q.CartRow[], options: LoadOptions): Promise<CartFacts> {
  const picked = options.pickedExchanges ?? [];
  const offers = picked.length || options.offerLimit ? await q.exchangeOffers(db, picked, options.offerLimit) : [];
  const lineGoodsIds = lines.map((l) => l.goodsId);
  const known = options.goods ?? new Map<number, CartGoodsFacts>();
  const unread = [...lineGoodsIds, ...offers.map((o) => o.goodsId)].filter((id) => !known.has(id));
  const goods = new Map([...known, ...(unread.length ? await loadGoods(db, buyer, unread) : [])]);
  const rows = lines.filter((l) => goods.has(l.goodsId));
  const ids = rows.map((l) => l.goodsId);
  const flashLines = rows.filter((l) => l.type === 1);
  const flashRows = flashLines.length
    ? await flashSalesFor(
        db,
        flashLines.map((l) => l.goodsId),
      )
    : [];
  const limited = ids.filter(
    (id) => (goods.get(id)?.card.qg_number ?? 0) > 0 || flashRows.some((f) => f.goodsId === id && f.limitPerStore > 0),
  );
  const purchased = limited.length ? await q.purchasedUnits(db, buyer.storeId, limited) : [];
  const promoGoods = options.hintGoodsId === undefined ? ids : [...ids, options.hintGoodsId];
  const promotionRows = promoGoods.length ? await q.promotionsCovering(db, promoGoods, LINE_PROMOTION_TYPES) : [];
  const exchanges = offers.flatMap((offer) => {
    const g = goods.get(offer.goodsId);
    const rule = g && g.card.is_buy === 1 && g.row.stock > 0 ? exchangeRule(offer, g.row.name) : null;
    return rule ? [rule] : [];
  });
  return {
    buyer,
    rows,
    goneIds: lines.filter((l) => !goods.has(l.goodsId)).map((l) => l.id),
    goods,
    // A flash line prices with the sale it was added under, while that sale is on.
    flash: new Map(flashLines.flatMap((l) => flashRows.filter((f) => f.id === l.flashSaleId).map((f) => [l.id, f] as const))),
    activity: await activityPricesOf(db, rows),
    purchasedByGoods: sumBy(
      purchased,
      (p) => p.goodsId,
      (p) => p.number,
    ),
    purchasedByFlash: sumBy(
      purchased,
      (p) => p.flashSaleId,
      (p) => p.number,
    ),
    promotions: linePromotions(promotionRows),
    exchanges,
    coupons: options.withCoupons ? await q.unusedCoupons(db, buyer.storeId) : [],
    vouchers: options.withVouchers ? await q.storeVouchers(db, buyer.storeId) : [],
  };
}

export const goodsOf = (facts: CartFacts, goodsId: number): CartGoodsFacts => {
  const g = facts.goods.get(goodsId);
  if (!g) throw new Error(`goods ${goodsId} was not loaded with the cart`);
  return g;
};

/** A per-store flash limit already reached leaves no flash units: the engine reads a 0 limit as "none". */
function flashInput(facts: CartFacts, flash: FlashRow | undefined): FlashSale | null {
  if (!flash) return null;
  const bought = facts.purchasedByFlash.get(flash.id) ?? 0;
  const limitLeft = flash.limitPerStore === 0 ? 0 : flash.limitPerStore - bought;
  const exhausted = flash.limitPerStore > 0 && limitLeft <= 0;
  return {
    price_fen: flash.price,
    remaining_stock: exhausted ? 0 : Math.max(0, flash.stock - flash.sold),
    per_order_limit: Math.max(0, limitLeft),
  };
}

function linePrice(facts: CartFacts, row: CardRow, flash: FlashRow | undefined, activity: ActivityPrice | undefined): LinePriceInput {
  const view = priceView(facts.buyer, row);
  const unit = view.priceFen ?? row.basePrice;
  if (row.goodsType === 3) return { kind: 'combination', package_price_fen: unit };
  const tiers = row.ladder ?? [];
  return {
    kind: 'goods',
    base_price_fen: row.basePrice,
    level_price_fen: view.goodsPriceId > 0 ? unit : null,
    ladder:
      row.ladderPriceType === 1 && tiers.length ? { type: 1, tiers: tiers.map((t) => ({ number: t.number, price_fen: t.price })) } : null,
    flash: flashInput(facts, flash),
    activity_price_fen: activity?.priceFen ?? null,
  };
}

/**
 * One line for the engine. Flash units come out of the goods' own stock too, so the stock given is
 * what is left for the regular units: the line is short exactly when number > goods stock.
 */
function lineInput(facts: CartFacts, line: q.CartRow, selectAll: boolean): CartLineInput {
  const { row, card } = goodsOf(facts, line.goodsId);
  const price = linePrice(facts, row, facts.flash.get(line.id), facts.activity.get(line.id));
  const flashUnits = price.kind === 'goods' && price.flash ? priceUnits(price, line.number).flash_units : 0;
  return {
    id: line.id,
    goods_id: line.goodsId,
    number: line.number,
    is_selected: selectAll || line.isSelected === 1,
    with_coupon: takesPromotions(card),
    is_buy: card.is_buy === 1,
    stock: Math.max(0, row.stock - flashUnits),
    is_free_shipping: row.isFreeShipping,
    is_dpby: row.isDpby,
    free_shipping_number: row.freeShippingNumber,
    chosen_activity: activityRef(facts.promotions, line.goodsManjianId, line.goodsId),
    price,
  };
}

/** Each line priced on its own (@yc/pricing's priceLine), as the cart prices it: enough for a line's unit price. */
export function priceLinesAlone(facts: CartFacts): LinePricing[] {
  return facts.rows.map((row, index) => priceLine(lineInput(facts, row, false), index));
}

export interface PriceChoice {
  /** Checkout and confirm price the lines asked for as selected, whatever their tick. */
  selectAll?: boolean;
  coupon?: CouponChoice;
  vouchers?: VoucherChoice;
  buyHgGoods?: readonly ExchangeChoice[];
}

export function priceFacts(facts: CartFacts, choice: PriceChoice = {}): PricedCart {
  const lines = facts.rows.map((row) => lineInput(facts, row, choice.selectAll ?? false));
  const scopeLines = facts.rows.map((l) => {
    const { row } = goodsOf(facts, l.goodsId);
    return { id: l.id, categoryKeys: row.categoryKeys, brandId: row.brandId };
  });
  const lineGoods = [...new Set(facts.rows.map((l) => l.goodsId))].map((id) => ({ id, name: goodsOf(facts, id).row.name }));
  return priceCart(
    { lines },
    {
      full_reductions: facts.promotions.fullReductions,
      order_discounts: facts.promotions.orderDiscounts,
      goods_gifts: giftRules(facts.promotions, lineGoods),
      exchanges: facts.exchanges,
      coupons: engineCoupons(facts.coupons, scopeLines),
      vouchers: engineVouchers(facts.vouchers),
      shipping: { fee_fen: SHIPPING_FEE_FEN, free_threshold_fen: FREE_SHIPPING_THRESHOLD_FEN },
    },
    { now: Date.now(), coupon: choice.coupon ?? 'best', vouchers: choice.vouchers ?? [], buy_hg_goods: choice.buyHgGoods ?? [] },
  );
}
