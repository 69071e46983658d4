/**
 * POST /api/cart/checkout: one order from the chosen cart lines, in one transaction. Every refusal
 * comes before the first write or rolls everything back; stock, flash-sale units, the coupon and the
 * vouchers are taken with conditional updates, each line is allocated its batches (FEFO) under the
 * goods' row locks, and the ordered lines leave the cart.
 */
import crypto from 'node:crypto';
import { fenToYuan, UNPAID_ORDER_TTL_MINUTES, type CheckoutBody, type CheckoutResult } from '@yc/contracts';
import { sumFen } from '@yc/pricing';
import type { Db, Tx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { actorText } from '../../lib/process.js';
import { contractUnsigned, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { deliveryAddress, orderAddress } from '../address/service.js';
import { approvalNeed } from '../company/approvals.js';
import { allocateOrder } from '../batches/stock.js';
import { deleteLines } from '../cart/queries.js';
import { verifiedBuyer } from '../cart/rules.js';
import { goodsOf, priceFacts, type CartFacts } from '../cart/snapshot.js';
import { hasContractInForce } from '../contract/queries.js';
import { addEvent } from '../orders/queries.js';
import { chosenFacts, priceChoice } from './choice.js';
import { assertOrderable, fitGifts, itemPlans, stockNeeds, type ItemPlan } from './order-plan.js';
import * as q from './queries.js';

export const PENDING_CHECKOUT = '资质审核中，暂不能下单';
const DEFAULT_INVOICE = '电子普通发票';

/** YC + time of day in China + store + random: unique enough and readable on the phone. */
export function orderNo(storeId: number, now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `YC${stamp}${String(storeId % 1_000_000).padStart(6, '0')}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Takes every goods' units in goods-id order, then the flash-sale units; gifts go as far as the stock left. */
async function takeGoods(tx: Tx, facts: CartFacts, plans: readonly ItemPlan[]): Promise<ItemPlan[]> {
  const given = new Map<number, number>();
  for (const need of stockNeeds(facts, plans)) {
    const left = await q.takeStock(tx, need.goodsId, need.bought);
    if (left === null) throw refuse(`库存不足: ${need.name} 仅剩${await q.stockOf(tx, need.goodsId)}件`);
    const gift = Math.min(need.gift, left);
    if (gift > 0) await q.takeStock(tx, need.goodsId, gift);
    given.set(need.goodsId, gift);
  }
  const flashUnits = new Map<number, { goodsId: number; units: number }>();
  for (const p of plans) {
    if (p.flashSaleId === null) continue;
    const seen = flashUnits.get(p.flashSaleId);
    flashUnits.set(p.flashSaleId, { goodsId: p.goodsId, units: (seen?.units ?? 0) + p.number });
  }
  for (const [flashSaleId, { goodsId, units }] of [...flashUnits].sort((a, b) => a[0] - b[0])) {
    if (!(await q.takeFlash(tx, flashSaleId, units)))
      throw refuse(`秒杀商品 ${goodsOf(facts, goodsId).row.name} 已抢光，请返回购物车重新确认`);
  }
  return fitGifts(plans, given);
}

export async function placeOrder(db: Db, auth: AuthContext, body: CheckoutBody): Promise<CheckoutResult> {
  const buyer = verifiedBuyer(auth, PENDING_CHECKOUT);
  if (!(await hasContractInForce(db, auth.storeId))) throw contractUnsigned();
  const buyerActor = actorText({ kind: 'buyer', accountId: auth.accountId });
  return db.transaction(async (tx) => {
    // One checkout of a store at a time: its coupon and vouchers cannot be spent twice.
    await lockStore(tx, auth.storeId);
    const facts = await chosenFacts(tx, buyer, body, false);
    const priced = priceFacts(facts, priceChoice(body));
    assertOrderable(facts, priced, body.voucher_ids ?? []);
    const address = await deliveryAddress(tx, auth, body.address_id);
    if (!address) throw refuse('请先添加收货地址');
    const items = await takeGoods(tx, facts, itemPlans(facts, priced));
    const now = new Date();
    const isHm = items.some((i) => goodsOf(facts, i.goodsId).row.containsEphedrine);
    const t = priced.totals;
    // An order over the buyer's company limits is born 待审批 and holds its stock for the company's hold time.
    const approval = await approvalNeed(tx, auth, t.payable_fen);
    const order = await q.insertOrder(tx, {
      orderNo: orderNo(auth.storeId, now),
      storeId: auth.storeId,
      accountId: auth.accountId,
      status: approval ? 'pending_approval' : 'unpaid',
      // 换购 goods are goods of the order: pay = goods − promotions − coupon + shipping − vouchers.
      goodsAmount: sumFen([t.goods_amount_fen, t.exchange_amount_fen]),
      promotionAmount: t.promotion_discount_fen,
      couponAmount: t.coupon_discount_fen,
      voucherAmount: t.voucher_fen,
      shippingAmount: t.shipping_fen,
      payAmount: t.payable_fen,
      storeCouponId: priced.coupon.applied?.id ?? null,
      address: orderAddress(address),
      invoiceType: body.invoice_type ?? DEFAULT_INVOICE,
      remark: body.remark ?? '',
      isHm,
      expiresAt: new Date(now.getTime() + (approval ? approval.holdHours * 60 : UNPAID_ORDER_TTL_MINUTES) * 60_000),
    });
    await q.insertOrderItems(
      tx,
      items.map((i) => {
        const { row } = goodsOf(facts, i.goodsId);
        return {
          orderId: order.id,
          goodsId: i.goodsId,
          flashSaleId: i.flashSaleId,
          name: row.name,
          spec: row.spec,
          manufacturer: row.manufacturer,
          unit: row.unit,
          price: i.price,
          number: i.number,
          amount: i.amount,
          discount: i.discount,
          lineType: i.lineType,
          minValidityMonths: body.validity?.[String(i.goodsId)] ?? 0,
        };
      }),
    );
    await allocateOrder(tx, order.id, buyerActor);
    const coupon = priced.coupon.applied;
    if (coupon && !(await q.useCoupon(tx, auth.storeId, coupon.id, order.id))) throw refuse('优惠券已被使用，请重新选择');
    await q.spendVouchers(
      tx,
      order.id,
      priced.vouchers.filter((v) => v.used_fen > 0).map((v) => ({ voucherId: v.id, fen: v.used_fen })),
    );
    if (approval) await addEvent(tx, order.id, 'pending_approval', `订单已提交，${approval.reason}，等待审批`, buyerActor);
    else await addEvent(tx, order.id, 'unpaid', `订单已提交，请在${UNPAID_ORDER_TTL_MINUTES}分钟内完成支付`, buyerActor);
    await deleteLines(
      tx,
      auth.storeId,
      facts.rows.map((r) => r.id),
    );
    return {
      order_id: order.id,
      order_no: order.orderNo,
      pay_amount: fenToYuan(t.payable_fen),
      is_hm: isHm ? 1 : 0,
      needs_approval: approval ? 1 : 0,
      expires_at: seconds(order.expiresAt),
      timestamp: seconds(now),
    };
  });
}
