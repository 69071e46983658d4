/**
 * The one way an order is made, whoever asks for it (checkout, a group-buy join, any later creator),
 * in the caller's transaction. openOrdering clears the store (资质, 电子合同 459, its row lock);
 * createOrder holds every rule of the goods (经营范围 and 控销 through is_buy, 起购, 含麻 per order,
 * 限购 per store), the cap on the store's open orders, the company's approval, the rows, the coupon
 * and vouchers, the stock and the event the order is born with. What one creator alone knows (a
 * cart's prices, a group's seat) stays with it.
 */
import crypto from 'node:crypto';
import { UNPAID_ORDER_TTL_MINUTES } from '@yc/contracts';
import type { Tx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { contractUnsigned, refuse } from '../../lib/errors.js';
import { actorText } from '../../lib/process.js';
import type { AuthContext } from '../../plugins/session.js';
import { deliveryAddress, orderAddress } from '../address/service.js';
import { lockGoods } from '../batches/queries.js';
import { assertAllocatable } from '../batches/stock.js';
import { purchasedUnits } from '../cart/queries.js';
import { limitRefusal, verifiedBuyer } from '../cart/rules.js';
import type { CartGoodsFacts } from '../cart/snapshot.js';
import type { StoreBuyer } from '../catalog/buyer.js';
import { hasContractInForce } from '../contract/queries.js';
import { approvalNeed } from './approval-need.js';
import * as q from './create-queries.js';
import { addEvent } from './queries.js';
import { takeOrderStock } from './stock.js';

export const UNVERIFIED_STORE = '资质审核中，暂不能下单';
const DEFAULT_INVOICE = '电子普通发票';

/**
 * A store may have this many orders placed and not paid (待付款 or 待审批) at once. A pharmacy pays
 * an order within the 30 minutes it is given, so a handful is all a busy store has open; more is
 * stock held without buying (each lapsed order placed again), which the wholesaler's other
 * customers see as 缺货. Counting orders, not yuan, never stops one large order that is paid.
 */
const MAX_OPEN_ORDERS = 5;

declare const cleared: unique symbol;

/** The session's store cleared to order in this transaction; made by openOrdering alone. */
export interface OrderingStore {
  readonly auth: AuthContext;
  readonly buyer: StoreBuyer;
  readonly [cleared]: true;
}

/** Clears the store first of all: qualifications passed, a contract in force (459), then one order of the store at a time. */
export async function openOrdering(tx: Tx, auth: AuthContext): Promise<OrderingStore> {
  const buyer = verifiedBuyer(auth, UNVERIFIED_STORE);
  if (!(await hasContractInForce(tx, auth.storeId))) throw contractUnsigned();
  // Its coupon, vouchers, monthly limit and open orders are counted under this lock, so two orders cannot both spend them.
  await lockStore(tx, auth.storeId);
  return { auth, buyer } as OrderingStore;
}

/** One row of the order: flash units, regular units, 换购 and 赠 are each their own. */
export interface OrderLine {
  /** The goods as this store sees it (card.is_buy says whether it may buy it). */
  goods: CartGoodsFacts;
  flashSaleId: number | null;
  /** Unit price before discounts (fen). */
  price: number;
  number: number;
  /** What the row costs after its share of 满减/满折 and the coupon (fen). */
  amount: number;
  /** That share (fen). */
  discount: number;
  lineType: 'goods' | 'gift' | 'hg';
  /** 效期要求 in months; 0 for none. */
  minValidityMonths: number;
}

export interface OrderDraft {
  /** What the order is called in its timeline: 订单, 拼团订单. */
  title: string;
  lines: readonly OrderLine[];
  /** Fen; pay = goods − promotions − coupon + shipping − vouchers. */
  amounts: {
    goodsAmount: number;
    promotionAmount?: number;
    couponAmount?: number;
    voucherAmount?: number;
    shippingAmount?: number;
    payAmount: number;
  };
  addressId: number | undefined;
  invoiceType?: string;
  remark: string;
  storeCouponId: number | null;
  vouchers: readonly { voucherId: number; fen: number }[];
}

export interface CreatedOrder {
  id: number;
  orderNo: string;
  expiresAt: Date;
  isHm: boolean;
  needsApproval: boolean;
  placedAt: Date;
}

/** YC + time of day in China + store + random: unique enough and readable on the phone. */
function orderNo(storeId: number, now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `YC${stamp}${String(storeId % 1_000_000).padStart(6, '0')}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The rules of each goods over the units bought of it (gifts and 换购 ride along): may this store buy it, 起购, 含麻 and 限购. */
async function assertGoodsRules(tx: Tx, storeId: number, lines: readonly OrderLine[]): Promise<void> {
  const bought = new Map<number, { goods: CartGoodsFacts; units: number }>();
  for (const line of lines) {
    if (line.lineType !== 'goods') continue;
    const seen = bought.get(line.goods.row.id);
    bought.set(line.goods.row.id, { goods: line.goods, units: (seen?.units ?? 0) + line.number });
  }
  const limited = [...bought.values()].filter((b) => b.goods.card.qg_number > 0).map((b) => b.goods.row.id);
  const purchased = limited.length ? await purchasedUnits(tx, storeId, limited) : [];
  for (const [goodsId, { goods, units }] of bought) {
    const { card } = goods;
    if (card.is_buy !== 1) throw refuse(`${card.name}：${card.buy_reason}`);
    if (units < card.min_qty) throw refuse(`${card.name} 起购数量为${card.min_qty}${card.bzdw}`);
    const before = purchased.filter((p) => p.goodsId === goodsId).reduce((n, p) => n + p.number, 0);
    const limit = limitRefusal(card, units, before);
    if (limit) throw refuse(limit);
  }
}

/**
 * Makes the order, or refuses in Chinese having written nothing (the caller's transaction rolls
 * back). An order over its buyer's limits is born 待审批 and takes its stock only when approved
 * (orders/stock.ts); it is refused now if the stock could not fill it now.
 */
export async function createOrder(tx: Tx, store: OrderingStore, draft: OrderDraft): Promise<CreatedOrder> {
  const { auth } = store;
  await assertGoodsRules(tx, auth.storeId, draft.lines);
  const address = await deliveryAddress(tx, auth, draft.addressId);
  if (!address) throw refuse('请先添加收货地址');
  const open = await q.openOrderCount(tx, auth.storeId);
  if (open >= MAX_OPEN_ORDERS) throw refuse(`您已有${open}笔订单待付款或待审批，请先付款或取消后再下单`);
  const approval = await approvalNeed(tx, auth, draft.amounts.payAmount);
  // The goods' row locks before the lines are written: a line's foreign key takes a share lock on
  // its goods, which would deadlock two orders that both wrote lines and then asked for the lock.
  await lockGoods(
    tx,
    draft.lines.map((l) => l.goods.row.id),
  );
  const by = actorText({ kind: 'buyer', accountId: auth.accountId });
  const now = new Date();
  const isHm = draft.lines.some((l) => l.goods.row.containsEphedrine);
  const order = await q.insertOrder(tx, {
    orderNo: orderNo(auth.storeId, now),
    storeId: auth.storeId,
    accountId: auth.accountId,
    status: approval ? 'pending_approval' : 'unpaid',
    ...draft.amounts,
    storeCouponId: draft.storeCouponId,
    address: orderAddress(address),
    invoiceType: draft.invoiceType ?? DEFAULT_INVOICE,
    remark: draft.remark,
    isHm,
    expiresAt: new Date(now.getTime() + (approval ? approval.holdHours * 60 : UNPAID_ORDER_TTL_MINUTES) * 60_000),
  });
  await q.insertOrderItems(
    tx,
    draft.lines.map(({ goods: { row }, ...line }) => ({
      orderId: order.id,
      goodsId: row.id,
      name: row.name,
      spec: row.spec,
      manufacturer: row.manufacturer,
      unit: row.unit,
      ...line,
    })),
  );
  if (approval) await assertAllocatable(tx, order.id);
  else await takeOrderStock(tx, order.id, by);
  if (draft.storeCouponId !== null && !(await q.useCoupon(tx, auth.storeId, draft.storeCouponId, order.id)))
    throw refuse('优惠券已被使用，请重新选择');
  await q.spendVouchers(tx, order.id, draft.vouchers);
  if (approval) await addEvent(tx, order.id, 'pending_approval', `${draft.title}已提交，${approval.reason}，等待审批`, by);
  else await addEvent(tx, order.id, 'unpaid', `${draft.title}已提交，请在${UNPAID_ORDER_TTL_MINUTES}分钟内完成支付`, by);
  return { id: order.id, orderNo: order.orderNo, expiresAt: order.expiresAt, isHm, needsApproval: approval !== null, placedAt: now };
}
