/** The cart's own rules beside the pricing engine: who may fill a cart, which lines take promotions, per-goods limits. */
import type { GoodsCard } from '@yc/contracts';
import { notLoggedIn, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { resolveBuyer, type StoreBuyer } from '../catalog/buyer.js';

/** The session's store as a buyer; a store still under review is refused with `pendingMessage`. */
export function verifiedBuyer(auth: AuthContext, pendingMessage: string): StoreBuyer {
  const buyer = resolveBuyer(auth);
  if (buyer.kind !== 'store') throw notLoggedIn();
  if (!buyer.verified) throw refuse(pendingMessage);
  return buyer;
}

/**
 * with_coupon: a combination package is already a bundle price and near-expiry goods are already
 * marked down (近效期特价), so neither joins 满减/满折 nor takes a coupon; every other goods does.
 */
export const takesPromotions = (card: Pick<GoodsCard, 'goods_type' | 'is_jxq'>): boolean => card.goods_type !== 3 && card.is_jxq === 0;

/**
 * 含麻 goods: at most hm_limit units per order (0 = none set). qg_number: at most that many units
 * per store over its orders that still count plus this cart or order.
 */
export function limitRefusal(
  card: Pick<GoodsCard, 'name' | 'is_hm' | 'hm_limit' | 'qg_number'>,
  units: number,
  purchased: number,
): string | null {
  if (card.is_hm === 1 && card.hm_limit > 0 && units > card.hm_limit) return `含麻药品 ${card.name} 每单限购${card.hm_limit}件`;
  if (card.qg_number > 0 && purchased + units > card.qg_number) {
    return `${card.name} 每店限购${card.qg_number}件，您还可购买${Math.max(0, card.qg_number - purchased)}件`;
  }
  return null;
}
