/**
 * POST /api/cart/checkout: one order from the chosen cart lines, in one transaction. The cart is
 * priced under the store's lock, the pricing's own refusals come first, createOrder makes the order
 * as it makes every order (rules, approval, stock), and the ordered lines leave the cart.
 */
import { fenToYuan, type CheckoutBody, type CheckoutResult } from '@yc/contracts';
import { sumFen } from '@yc/pricing';
import type { Db } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import type { AuthContext } from '../../plugins/session.js';
import { deleteLines } from '../cart/queries.js';
import { priceFacts } from '../cart/snapshot.js';
import { createOrder, openOrdering } from '../orders/create.js';
import { chosenFacts, priceChoice } from './choice.js';
import { assertOrderable, orderLines } from './order-plan.js';

export async function placeOrder(db: Db, auth: AuthContext, body: CheckoutBody): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const store = await openOrdering(tx, auth);
    const facts = await chosenFacts(tx, store.buyer, body, false);
    const priced = priceFacts(facts, priceChoice(body));
    assertOrderable(facts, priced, body.voucher_ids ?? []);
    const t = priced.totals;
    const order = await createOrder(tx, store, {
      title: '订单',
      lines: orderLines(facts, priced, body.validity),
      amounts: {
        // 换购 goods are goods of the order: pay = goods − promotions − coupon + shipping − vouchers.
        goodsAmount: sumFen([t.goods_amount_fen, t.exchange_amount_fen]),
        promotionAmount: t.promotion_discount_fen,
        couponAmount: t.coupon_discount_fen,
        voucherAmount: t.voucher_fen,
        shippingAmount: t.shipping_fen,
        payAmount: t.payable_fen,
      },
      addressId: body.address_id,
      invoiceType: body.invoice_type,
      remark: body.remark ?? '',
      storeCouponId: priced.coupon.applied?.id ?? null,
      vouchers: priced.vouchers.filter((v) => v.used_fen > 0).map((v) => ({ voucherId: v.id, fen: v.used_fen })),
    });
    await deleteLines(
      tx,
      auth.storeId,
      facts.rows.map((r) => r.id),
    );
    return {
      order_id: order.id,
      order_no: order.orderNo,
      pay_amount: fenToYuan(t.payable_fen),
      is_hm: order.isHm ? 1 : 0,
      needs_approval: order.needsApproval ? 1 : 0,
      expires_at: seconds(order.expiresAt),
      timestamp: seconds(order.placedAt),
    };
  });
}
