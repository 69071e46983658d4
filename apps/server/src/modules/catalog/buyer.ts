/**
 * The buyer context: who is looking at the catalogue, and the one place where what they may see and
 * buy is decided. Listings, detail, favourites, cart and checkout all go through it.
 */
import type { AuthContext, StoreStanding } from '../../plugins/session.js';

export interface VisitorBuyer {
  kind: 'visitor';
}

export interface StoreBuyer {
  kind: 'store';
  storeId: number;
  /** Qualifications passed (is_passed): only then are prices shown and goods bought. */
  verified: boolean;
  level: number;
  /** Top-level category keys of the business scope (经营范围). */
  businessScope: readonly string[];
  province: string;
  customerType: string;
}

export type Buyer = VisitorBuyer | StoreBuyer;

export const PRICE_TEXT = { visitor: '登录可见', pending: '资质审核中', shown: '' } as const;

export const BUY_REASON = {
  visitor: '请先登录',
  pending: '资质审核中',
  outOfScope: '超出经营范围',
  controlled: '控销商品，您所在地区或客户类型不可购买',
} as const;

const VISITOR: VisitorBuyer = { kind: 'visitor' };

/** The buyer behind a request: a visitor without a session, else the session's current store. */
export function resolveBuyer(auth: AuthContext | null): Buyer {
  return auth ? storeBuyer(auth.storeId, auth.store) : VISITOR;
}

/** A store as the catalogue sees it, from its standing: also what staff see of goods shown to that store (chat cards). */
export function storeBuyer(storeId: number, store: StoreStanding): StoreBuyer {
  return {
    kind: 'store',
    storeId,
    verified: store.qualificationStatus === 'passed',
    level: store.level,
    businessScope: store.businessScope,
    province: store.province,
    customerType: store.customerType,
  };
}

/**
 * What of a buyer the catalogue's answers depend on: buyers with one view see the same prices, the same
 * verdicts and the same controlled goods, so a cached listing or goods page serves them all.
 */
export const catalogueView = (buyer: Buyer): string =>
  buyer.kind === 'visitor'
    ? 'visitor'
    : JSON.stringify([buyer.verified, buyer.level, buyer.province, buyer.customerType, buyer.businessScope]);

export const seesPrices = (buyer: Buyer): buyer is StoreBuyer => buyer.kind === 'store' && buyer.verified;

/** The customer level whose prices apply, or null while prices are hidden. */
export const priceLevel = (buyer: Buyer): number | null => (seesPrices(buyer) ? buyer.level : null);

/** Where a store stands for controlled-sales goods: its province and customer type. */
export interface ControlledAudience {
  province: string;
  customerType: string;
}

/**
 * 控销 goods are visible and buyable only for the regions and customer types listed on them
 * (DESIGN.md). Decision: a store outside the lists never finds them in a listing and sees is_buy 0
 * on a direct link; a visitor sees them like any goods, priceless as everything is for visitors, so
 * the controlled zone is not an empty page before login. Null here means "no listing restriction".
 */
export const controlledAudience = (buyer: Buyer): ControlledAudience | null =>
  buyer.kind === 'store' ? { province: buyer.province, customerType: buyer.customerType } : null;

/** What the buy rules read of a goods. */
export interface BuyRuleGoods {
  /** Top-level category keys the goods falls under; for a combination package, those of all its members. */
  scopeRoots: readonly string[];
  isControlled: boolean;
  controlledRegions: readonly string[];
  controlledCustomerTypes: readonly string[];
}

export const inControlledAudience = (g: BuyRuleGoods, a: ControlledAudience): boolean =>
  g.controlledRegions.includes(a.province) && g.controlledCustomerTypes.includes(a.customerType);

export interface BuyVerdict {
  is_buy: 0 | 1;
  /** '' when the goods may be bought. */
  buy_reason: string;
}

/** is_buy and why not, in the order the buyer should fix things: log in, get verified, then scope and region. */
export function buyVerdict(buyer: Buyer, g: BuyRuleGoods): BuyVerdict {
  const no = (buy_reason: string): BuyVerdict => ({ is_buy: 0, buy_reason });
  if (buyer.kind === 'visitor') return no(BUY_REASON.visitor);
  if (!buyer.verified) return no(BUY_REASON.pending);
  if (!g.scopeRoots.every((root) => buyer.businessScope.includes(root))) return no(BUY_REASON.outOfScope);
  if (g.isControlled && !inControlledAudience(g, buyer)) return no(BUY_REASON.controlled);
  return { is_buy: 1, buy_reason: '' };
}

/** What the price rules read of a goods; fen. The level price is the row for the buyer's own level. */
export interface PriceRuleGoods {
  basePrice: number;
  levelPrice: number | null;
  levelPriceId: number | null;
}

export interface PriceView {
  /** Fen the buyer pays per unit before ladders and promotions; null while hidden. */
  priceFen: number | null;
  basePriceFen: number | null;
  priceText: string;
  /** The customer-level price row used, 0 when the base price applies or prices are hidden. */
  goodsPriceId: number;
}

/** Customer-level price where the buyer's level has one, else the base price; nothing before login and verification. */
export function priceView(buyer: Buyer, g: PriceRuleGoods): PriceView {
  if (!seesPrices(buyer)) {
    return {
      priceFen: null,
      basePriceFen: null,
      priceText: buyer.kind === 'visitor' ? PRICE_TEXT.visitor : PRICE_TEXT.pending,
      goodsPriceId: 0,
    };
  }
  const shown = { basePriceFen: g.basePrice, priceText: PRICE_TEXT.shown };
  if (g.levelPrice !== null && g.levelPriceId !== null) return { ...shown, priceFen: g.levelPrice, goodsPriceId: g.levelPriceId };
  return { ...shown, priceFen: g.basePrice, goodsPriceId: 0 };
}
