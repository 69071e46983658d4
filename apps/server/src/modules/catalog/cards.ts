/** Goods cards: a goods row as the buyer may see it, with the spec's wire names. */
import { fenToYuan, validityText, type DrugRegulatory, type GoodsCard, type RxClass, type YbClass } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isNearExpiry } from '../batches/validity.js';
import { buyVerdict, priceLevel, priceView, seesPrices, type Buyer } from './buyer.js';
import { cardRows, type CardRow } from './queries.js';

export const goodsImageUrl = (id: number, variant?: number) => `/api/img/goods/${id}.svg${variant === undefined ? '' : `?v=${variant}`}`;

/** The cover: the first picture uploaded in the console, else the drawn one. */
export const coverImageUrl = (g: { id: number; images: readonly string[] }): string => g.images[0] ?? goodsImageUrl(g.id);

const flag = (b: boolean) => (b ? 1 : 0);
const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** A money amount in yuan as the buyer may see it: null while prices are hidden (or when there is none). */
export const shownYuan = (buyer: Buyer, fen: number | null): number | null => (seesPrices(buyer) ? yuan(fen) : null);

/** The columns of a goods' regulatory data (goods rows and card rows alike carry them). */
interface RegulatoryColumns {
  ybCode: string;
  ybClass: YbClass;
  rxClass: RxClass | null;
  isEssential: boolean;
  isVbp: boolean;
  isNegotiated: boolean;
  coldMinC: number | null;
  coldMaxC: number | null;
  origin: string;
  shelfLifeMonths: number | null;
}

/** 医保, 处方/OTC, 基药/集采/谈判, 冷链 and 饮片 data with their wire names. */
export const regulatoryView = (g: RegulatoryColumns): DrugRegulatory => ({
  yb_code: g.ybCode,
  yb_class: g.ybClass,
  rx_class: g.rxClass,
  is_essential: flag(g.isEssential),
  is_vbp: flag(g.isVbp),
  is_negotiated: flag(g.isNegotiated),
  cold_chain: g.coldMinC === null || g.coldMaxC === null ? null : { min: g.coldMinC, max: g.coldMaxC },
  origin: g.origin,
  shelf_life_months: g.shelfLifeMonths,
});

export function toCard(buyer: Buyer, r: CardRow): GoodsCard {
  const price = priceView(buyer, r);
  const verdict = buyVerdict(buyer, {
    scopeRoots: r.memberRoots ?? [r.categoryKeys[0]],
    isControlled: r.isControlled,
    controlledRegions: r.controlledRegions,
    controlledCustomerTypes: r.controlledCustomerTypes,
  });
  const image = coverImageUrl(r);
  return {
    id: r.id,
    name: r.name,
    common_name: r.commonName,
    ypgg: r.spec,
    sccj: r.manufacturer,
    approval_no: r.approvalNo,
    bzdw: r.unit,
    image,
    goods_image: [{ url: image }],
    price: yuan(price.priceFen),
    price_text: price.priceText,
    base_price: yuan(price.basePriceFen),
    // Tier prices are prices too: hidden with the rest until the store may see them.
    ladder_price: seesPrices(buyer) ? (r.ladder ?? []).map((t) => ({ number: t.number, price: fenToYuan(t.price) })) : [],
    ladder_price_type: r.ladderPriceType,
    tags: r.tags,
    number: r.stock,
    min_qty: r.minQty,
    mid_pack: r.midPack,
    is_buy: verdict.is_buy,
    buy_reason: verdict.buy_reason,
    is_free_shipping: flag(r.isFreeShipping),
    free_shipping_number: r.freeShippingNumber,
    is_dpby: flag(r.isDpby),
    is_jxq: flag(isNearExpiry(r.expiryFrom)),
    xq: r.expiryFrom,
    xq_text: validityText(r.expiryFrom, r.expiryTo),
    is_kx: flag(r.isControlled),
    is_hm: flag(r.containsEphedrine),
    hm_limit: r.hmLimit,
    is_rx: flag(r.isRx),
    type: flag(r.isSelfOperated),
    goods_type: r.goodsType,
    brand: r.brandId !== null && r.brandName !== null ? { id: r.brandId, name: r.brandName } : null,
    sales: r.sales,
    ck_id: r.warehouseId,
    goods_price_id: price.goodsPriceId,
    qg_number: r.qgNumber,
    storage: r.storage,
  };
}

/** Card rows of these goods in the order given; unknown and withdrawn goods drop out. */
export async function orderedCardRows(db: DbOrTx, buyer: Buyer, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(db, ids, priceLevel(buyer));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cards of these goods in the order given: what lists, favourites, cart and checkout show of a goods. */
export async function cardsFor(db: DbOrTx, buyer: Buyer, ids: readonly number[]): Promise<GoodsCard[]> {
  return (await orderedCardRows(db, buyer, ids)).map((r) => toCard(buyer, r));
}

/** Cards of rows that each name a goods, in row order, each with what `extra` adds; goods withdrawn since drop out. */
export async function cardsWith<R extends { goodsId: number }, X extends object>(
  db: DbOrTx,
  buyer: Buyer,
  rows: readonly R[],
  extra: (row: R) => X,
): Promise<(GoodsCard & X)[]> {
  const cards = new Map(
    (
      await cardsFor(
        db,
        buyer,
        rows.map((r) => r.goodsId),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.goodsId);
    return card ? [{ ...card, ...extra(r) }] : [];
  });
}
