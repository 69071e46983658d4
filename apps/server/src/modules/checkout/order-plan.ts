/**
 * From a priced cart to what an order is made of: the refusals of the cart's pricing that checkout
 * answers before writing anything, and the order lines (flash units, regular units, 赠 and 换购 each
 * their own row). The rules of every order are createOrder's (orders/create.ts).
 */
import type { CheckoutBody } from '@yc/contracts';
import { subtractFen, sumFen, type PricedCart } from '@yc/pricing';
import { notFound, refuse } from '../../lib/errors.js';
import { goodsOf, type CartFacts } from '../cart/snapshot.js';
import type { OrderLine } from '../orders/create.js';

/** Every refusal of the cart's pricing (a line it cannot sell, the coupon, 换购, vouchers); nothing has been written when one is thrown. */
export function assertOrderable(facts: CartFacts, priced: PricedCart, voucherIds: readonly number[]): void {
  for (const line of priced.lines) {
    if (line.unselectable_reason === null) continue;
    const { card, row } = goodsOf(facts, line.goods_id);
    throw refuse(card.is_buy === 1 ? `库存不足: ${card.name} 仅剩${row.stock}件` : `${card.name}：${card.buy_reason}`);
  }
  if (priced.coupon.refused_reason !== null) throw refuse(priced.coupon.refused_reason);
  const [exchangeRefused] = priced.exchange.refused;
  if (exchangeRefused) throw refuse(exchangeRefused.reason);
  for (const id of voucherIds) {
    const voucher = facts.vouchers.find((v) => v.id === id);
    if (!voucher) throw notFound('现金券');
    const use = priced.vouchers.find((v) => v.id === id);
    if (use && !use.usable) throw refuse(`现金券${voucher.name}${use.reason ?? '不可用'}`);
  }
}

/**
 * The order's rows. A line's flash units are their own row (with flash_sale_id, at the flash price,
 * taking no promotion); the regular units carry the whole of the line's discount. 效期要求 are the
 * buyer's, per goods.
 */
export function orderLines(facts: CartFacts, priced: PricedCart, validity: CheckoutBody['validity']): OrderLine[] {
  const line = (goodsId: number, rest: Omit<OrderLine, 'goods' | 'minValidityMonths'>): OrderLine => ({
    goods: goodsOf(facts, goodsId),
    minValidityMonths: validity?.[String(goodsId)] ?? 0,
    ...rest,
  });
  const goodsRows = priced.lines.flatMap((l): OrderLine[] => {
    const flash = l.segments.find((s) => s.source === 'flash');
    const regular = l.segments.find((s) => s.source !== 'flash');
    const rows: OrderLine[] = [];
    if (flash) {
      rows.push(
        line(l.goods_id, {
          flashSaleId: facts.flash.get(l.id)?.id ?? null,
          price: flash.unit_price_fen,
          number: flash.number,
          amount: flash.amount_fen,
          discount: 0,
          lineType: 'goods',
        }),
      );
    }
    if (regular) {
      rows.push(
        line(l.goods_id, {
          flashSaleId: null,
          price: regular.unit_price_fen,
          number: regular.number,
          amount: subtractFen(l.amount_after_discount_fen, flash?.amount_fen ?? 0),
          discount: sumFen([l.promotion_discount_fen, l.coupon_discount_fen]),
          lineType: 'goods',
        }),
      );
    }
    return rows;
  });
  const exchanges = priced.exchange.lines.map((l) =>
    line(l.goods_id, { flashSaleId: null, price: l.unit_price_fen, number: l.number, amount: l.amount_fen, discount: 0, lineType: 'hg' }),
  );
  const gifts = priced.gifts.flatMap((g) =>
    g.goods.goods_id === null
      ? []
      : [line(g.goods.goods_id, { flashSaleId: null, price: 0, number: g.number, amount: 0, discount: 0, lineType: 'gift' })],
  );
  return [...goodsRows, ...exchanges, ...gifts];
}
