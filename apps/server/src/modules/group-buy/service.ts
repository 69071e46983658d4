/**
 * POST /api/activity/group/join: a store opens a group of a ptzq goods or takes a seat in an open
 * one, and gets an unpaid group order at the group price (shipping free) to pay like any order. The
 * group's row lock serialises joins, so a group never has more seats than its size; stock is taken
 * with the order and allocated its batches, as checkout takes it.
 */
import {
  ACTIVITY_STATUS_TEXT,
  ActivityStatus,
  fenToYuan,
  UNPAID_ORDER_TTL_MINUTES,
  type GroupJoinBody,
  type GroupJoinResult,
  type MyGroupBuys,
} from '@yc/contracts';
import { multiplyFen } from '@yc/pricing';
import type { Db, Tx } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { contractUnsigned, notFound, refuse } from '../../lib/errors.js';
import { actorText } from '../../lib/process.js';
import type { AuthContext } from '../../plugins/session.js';
import * as gq from '../activity/group-queries.js';
import { myGroups } from '../activity/group-view.js';
import * as q from '../activity/queries.js';
import { groupTerms, statusAt } from '../activity/rules.js';
import { deliveryAddress } from '../address/service.js';
import { purchasedUnits } from '../cart/queries.js';
import { limitRefusal, verifiedBuyer } from '../cart/rules.js';
import { loadGoods } from '../cart/snapshot.js';
import { insertOrder, insertOrderItems, stockOf, takeStock } from '../checkout/queries.js';
import { orderAddress } from '../address/service.js';
import { allocateOrder } from '../batches/stock.js';
import { orderNo, PENDING_CHECKOUT } from '../checkout/service.js';
import { hasContractInForce } from '../contract/queries.js';
import { addEvent } from '../orders/queries.js';

const HOUR = 3_600_000;

/** The open group a store may take a seat in, under its row lock; every reason it may not, refused. */
async function seatIn(tx: Tx, groupId: number, activityId: number, goodsId: number, storeId: number): Promise<gq.GroupRow> {
  const group = await gq.lockGroup(tx, groupId);
  if (!group || group.activityId !== activityId || group.goodsId !== goodsId) throw notFound('拼团');
  if (group.status === 'completed') throw refuse('该团已成团，请参加其他团或自己开团');
  if (group.status !== 'open' || group.expiresAt.getTime() <= Date.now()) throw refuse('该团已结束，请参加其他团或自己开团');
  if ((await gq.seatedGroupIds(tx, storeId, [group.id])).has(group.id)) throw refuse('您已参加该团，请勿重复参团');
  const taken = (await gq.groupCounts(tx, [group.id])).get(group.id)?.seats ?? 0;
  if (taken >= group.size) throw refuse('该团已满员，请参加其他团或自己开团');
  return group;
}

export async function joinGroup(db: Db, auth: AuthContext, body: GroupJoinBody): Promise<GroupJoinResult> {
  const buyer = verifiedBuyer(auth, PENDING_CHECKOUT);
  if (!(await hasContractInForce(db, auth.storeId))) throw contractUnsigned();
  return db.transaction(async (tx) => {
    const activity = await q.activityById(tx, body.activity_id);
    if (!activity || activity.kind !== 'ptzq') throw notFound('拼团活动');
    const status = statusAt(activity, Date.now());
    if (status !== ActivityStatus.ON) throw refuse(ACTIVITY_STATUS_TEXT[status]);
    const terms = groupTerms(activity.rules);
    const offer = await q.activityGoodsRow(tx, activity.id, body.goods_id);
    if (!terms || !offer || offer.price === null) throw refuse('该商品不在拼团活动中');
    const group = body.group_id === undefined ? null : await seatIn(tx, body.group_id, activity.id, body.goods_id, auth.storeId);

    const g = (await loadGoods(tx, buyer, [body.goods_id])).get(body.goods_id);
    if (!g) throw notFound('商品');
    if (g.card.is_buy !== 1) throw refuse(`${g.card.name}：${g.card.buy_reason}`);
    const number = body.number ?? Math.max(1, g.card.min_qty);
    if (number < g.card.min_qty) throw refuse(`${g.card.name} 起购数量为${g.card.min_qty}${g.card.bzdw}`);
    const purchased = g.card.qg_number > 0 ? (await purchasedUnits(tx, auth.storeId, [g.row.id])).reduce((n, p) => n + p.number, 0) : 0;
    const limit = limitRefusal(g.card, number, purchased);
    if (limit) throw refuse(limit);
    const address = await deliveryAddress(tx, auth, body.address_id);
    if (!address) throw refuse('请先添加收货地址');
    if ((await takeStock(tx, g.row.id, number)) === null) throw refuse(`库存不足: ${g.row.name} 仅剩${await stockOf(tx, g.row.id)}件`);

    const now = new Date();
    // 拼团包邮: the group price is what the store pays.
    const amount = multiplyFen(offer.price, number);
    const order = await insertOrder(tx, {
      orderNo: orderNo(auth.storeId, now),
      storeId: auth.storeId,
      accountId: auth.accountId,
      status: 'unpaid',
      goodsAmount: amount,
      payAmount: amount,
      address: orderAddress(address),
      remark: `拼团：${activity.title}`,
      isHm: g.row.containsEphedrine,
      expiresAt: new Date(now.getTime() + UNPAID_ORDER_TTL_MINUTES * 60_000),
    });
    await insertOrderItems(tx, [
      {
        orderId: order.id,
        goodsId: g.row.id,
        name: g.row.name,
        spec: g.row.spec,
        manufacturer: g.row.manufacturer,
        unit: g.row.unit,
        price: offer.price,
        number,
        amount,
      },
    ]);
    const by = actorText({ kind: 'buyer', accountId: auth.accountId });
    await allocateOrder(tx, order.id, by);
    await addEvent(tx, order.id, 'unpaid', `拼团订单已提交，请在${UNPAID_ORDER_TTL_MINUTES}分钟内完成支付`, by);
    const joined =
      group ??
      (await gq.insertGroup(tx, {
        activityId: activity.id,
        goodsId: g.row.id,
        leaderStoreId: auth.storeId,
        size: terms.size,
        // A group cannot outlive its activity.
        expiresAt: new Date(Math.min(now.getTime() + terms.hours * HOUR, activity.endsAt.getTime())),
      }));
    await gq.insertMember(tx, { groupId: joined.id, storeId: auth.storeId, orderId: order.id });
    return {
      group_id: joined.id,
      order_id: order.id,
      order_no: order.orderNo,
      pay_amount: fenToYuan(amount),
      expires_at: seconds(order.expiresAt),
    };
  });
}

export const myGroupBuys = (db: Db, auth: AuthContext): Promise<MyGroupBuys> => myGroups(db, auth.storeId);
