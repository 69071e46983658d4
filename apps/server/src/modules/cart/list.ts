/** Reading the cart: the cart page (GET /api/cart/list) and the next-tier hint, both priced by @yc/pricing. */
import { DEFAULT_CART_FILTER, fenToYuan, type CartList, type CombinationMember, type NextHintResult } from '@yc/contracts';
import { nextHint } from '@yc/pricing';
import type { Db } from '../../db/client.js';
import { notLoggedIn } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { PRICE_TEXT, resolveBuyer, type StoreBuyer } from '../catalog/buyer.js';
import { packageMembers } from '../catalog/combinations.js';
import { activityKey } from './promotion-rules.js';
import * as q from './queries.js';
import { EXCHANGE_OFFER_LIMIT, loadCart, priceFacts, type CartFacts } from './snapshot.js';
import { cartListView, emptyCartList } from './view.js';

const PENDING_NOTICE = `${PRICE_TEXT.pending}，审核通过后即可查看价格并下单`;

async function storeBuyer(db: Db, auth: AuthContext): Promise<StoreBuyer> {
  const buyer = resolveBuyer(auth);
  if (buyer.kind !== 'store') throw notLoggedIn();
  return buyer;
}

/** Members of the combination packages among the lines, by package id. */
export async function combinationMembers(db: Db, facts: CartFacts): Promise<Map<number, CombinationMember[]>> {
  const packageIds = [...new Set(facts.rows.filter((r) => facts.goods.get(r.goodsId)?.row.goodsType === 3).map((r) => r.goodsId))];
  if (packageIds.length === 0) return new Map();
  const contents = await packageMembers(db, facts.buyer, packageIds);
  return new Map([...contents].map(([id, c]) => [id, c.members]));
}

/**
 * The whole cart, priced with the best coupon previewed. Spec section 4: a line that is not buyable
 * or out of stock is shown unselected; a line whose goods left the catalogue is left out. A GET
 * changes nothing: the stored choice stays the buyer's, so a line ticked before its stock ran out
 * is ticked again when the stock is back, and a line whose goods return to sale comes back.
 */
export async function cartList(db: Db, auth: AuthContext, filter: number = DEFAULT_CART_FILTER): Promise<CartList> {
  const buyer = await storeBuyer(db, auth);
  if (!buyer.verified) return emptyCartList(filter, PENDING_NOTICE);
  const facts = await loadCart(db, buyer, await q.storeLines(db, auth.storeId), {
    offerLimit: EXCHANGE_OFFER_LIMIT,
    withCoupons: true,
    withVouchers: false,
  });
  return cartListView(facts, priceFacts(facts), filter, await combinationMembers(db, facts));
}

/** POST /api/cart/next_hint: what more reaches the next 满减/满折 tier and free shipping, from the same priced cart as the list. */
export async function cartHint(db: Db, auth: AuthContext, goodsId: number | undefined): Promise<NextHintResult> {
  const buyer = await storeBuyer(db, auth);
  if (!buyer.verified) return { activities: [], shipping: null, message: null };
  const facts = await loadCart(db, buyer, await q.storeLines(db, auth.storeId), {
    hintGoodsId: goodsId,
    offerLimit: 0,
    withCoupons: true,
    withVouchers: false,
  });
  const hint = nextHint(priceFacts(facts), goodsId === undefined ? {} : { goods_id: goodsId });
  return {
    activities: hint.activities.map((a) => ({
      key: activityKey(a.activity),
      name: a.name,
      needed: fenToYuan(a.needed_fen),
      next_tier_amount: fenToYuan(a.next_tier_amount_fen),
      message: a.message,
    })),
    shipping: hint.shipping && { needed: fenToYuan(hint.shipping.needed_fen), message: hint.shipping.message },
    message: hint.message,
  };
}
