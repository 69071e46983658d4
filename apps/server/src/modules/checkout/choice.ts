/** The cart lines an order is placed from, with the buyer's picks as the pricing engine takes them; shared by confirm and checkout. */
import type { CheckoutBody } from '@yc/contracts';
import type { CouponChoice } from '@yc/pricing';
import type { DbOrTx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { StoreBuyer } from '../catalog/buyer.js';
import { linesByIds } from '../cart/queries.js';
import { EXCHANGE_OFFER_LIMIT, loadCart, type CartFacts, type PriceChoice } from '../cart/snapshot.js';

export type OrderOptions = Pick<CheckoutBody, 'ids' | 'buy_hg_goods' | 'coupon_id' | 'voucher_ids'>;

/**
 * The store's lines among `ids`, all of them or a 404; a goods withdrawn meanwhile is refused. The
 * confirm page shows every option (`showOptions`); checkout loads only what the buyer picked.
 */
export async function chosenFacts(db: DbOrTx, buyer: StoreBuyer, options: OrderOptions, showOptions: boolean): Promise<CartFacts> {
  const lines = await linesByIds(db, buyer.storeId, options.ids);
  if (lines.length !== options.ids.length) throw notFound('购物车商品');
  const facts = await loadCart(db, buyer, lines, {
    pickedExchanges: (options.buy_hg_goods ?? []).map((p) => p.rule_id),
    offerLimit: showOptions ? EXCHANGE_OFFER_LIMIT : 0,
    withCoupons: showOptions || options.coupon_id !== 0,
    withVouchers: showOptions || (options.voucher_ids ?? []).length > 0,
  });
  if (facts.goneIds.length) throw refuse('部分商品已下架，请返回购物车重新选择');
  return facts;
}

/** coupon_id absent = the best coupon, 0 = none; vouchers only when asked for. */
export function priceChoice(options: OrderOptions): PriceChoice {
  const coupon: CouponChoice = options.coupon_id === undefined ? 'best' : options.coupon_id === 0 ? 'none' : { id: options.coupon_id };
  return { selectAll: true, coupon, vouchers: options.voucher_ids ?? [], buyHgGoods: options.buy_hg_goods ?? [] };
}
