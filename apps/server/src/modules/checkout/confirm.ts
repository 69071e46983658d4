/** GET /api/cart/confirm: step 2 of checkout, priced exactly as checkout will price it. */
import { fenToYuan, INVOICE_TYPES, type ConfirmQuery, type ConfirmView, type CouponOption, type VoucherOption } from '@yc/contracts';
import type { PricedCart } from '@yc/pricing';
import type { Db } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import type { AuthContext } from '../../plugins/session.js';
import { deliveryAddress, listAddresses } from '../address/service.js';
import { combinationMembers } from '../cart/list.js';
import { goodsOf, priceFacts, type CartFacts } from '../cart/snapshot.js';
import { verifiedBuyer } from '../cart/rules.js';
import { activityView, cartItemView, exchangeOffersView, giftsView, shippingView, totalsView } from '../cart/view.js';
import { UNVERIFIED_STORE } from '../orders/create.js';
import { chosenFacts, priceChoice } from './choice.js';

function couponOptions(facts: CartFacts, priced: PricedCart): CouponOption[] {
  return facts.coupons.map((c) => {
    const verdict = priced.coupon.verdicts.find((v) => v.id === c.id);
    return {
      id: c.id,
      name: c.name,
      type: c.type === 'rate' ? 'rate' : 'amount',
      amount: fenToYuan(c.amount),
      rate: c.rate,
      threshold: fenToYuan(c.threshold),
      max_discount: fenToYuan(c.maxDiscount),
      valid_from: seconds(c.validFrom),
      valid_to: seconds(c.validTo),
      usable: verdict?.usable ? 1 : 0,
      reason: verdict?.reason ?? null,
      discount: fenToYuan(verdict?.discount_fen ?? 0),
    };
  });
}

function voucherOptions(facts: CartFacts, priced: PricedCart): VoucherOption[] {
  return facts.vouchers.map((v) => {
    const use = priced.vouchers.find((u) => u.id === v.id);
    return {
      id: v.id,
      name: v.name,
      balance: fenToYuan(Math.max(0, v.balance)),
      valid_to: seconds(v.validTo),
      usable: use?.usable ? 1 : 0,
      reason: use?.reason ?? null,
      used: fenToYuan(use?.used_fen ?? 0),
    };
  });
}

export async function confirmOrder(db: Db, auth: AuthContext, query: ConfirmQuery): Promise<ConfirmView> {
  const buyer = verifiedBuyer(auth, UNVERIFIED_STORE);
  const facts = await chosenFacts(db, buyer, query, true);
  const priced = priceFacts(facts, priceChoice(query));
  const address = await deliveryAddress(db, auth, query.address_id);
  const members = await combinationMembers(db, facts);
  const rows = new Map(facts.rows.map((r) => [r.id, r]));
  return {
    lines: priced.lines.flatMap((line) => {
      const row = rows.get(line.id);
      return row ? [cartItemView(facts, priced, line, row, members.get(row.goodsId) ?? [])] : [];
    }),
    addresses: await listAddresses(db, auth),
    address_id: address?.id ?? null,
    coupons: couponOptions(facts, priced),
    coupon_id: priced.coupon.applied?.id ?? 0,
    best_coupon_id: priced.coupon.best_id,
    coupon_refused: priced.coupon.refused_reason,
    vouchers: voucherOptions(facts, priced),
    invoice_types: [...INVOICE_TYPES],
    exchange: {
      offers: exchangeOffersView(facts, priced.exchange.offers),
      lines: priced.exchange.lines.map((l) => ({
        rule_id: l.rule_id,
        goods_id: l.goods_id,
        name: l.goods_name,
        number: l.number,
        price: fenToYuan(l.unit_price_fen),
        amount: fenToYuan(l.amount_fen),
      })),
      refused: priced.exchange.refused.map((r) => ({ rule_id: r.rule_id, number: r.number, reason: r.reason })),
    },
    gifts: giftsView(priced),
    activity_data: activityView(priced),
    shipping_data: shippingView(priced),
    totals: totalsView(priced),
    is_hm: priced.lines.some((l) => goodsOf(facts, l.goods_id).row.containsEphedrine) ? 1 : 0,
  };
}
