/**
 * POST /api/activity/group/join: a store opens a group of a ptzq goods or takes a seat in an open
 * one, and gets a group order at the group price (shipping free), made by createOrder as every order
 * is made: over its buyer's limits it waits for approval, as a checkout would. The group's row lock
 * serialises joins, so a group never has more seats than its size.
 */
import { ACTIVITY_STATUS_TEXT, ActivityStatus, fenToYuan, type GroupJoinBody, type GroupJoinResult, type MyGroupBuys } from '@yc/contracts';
import { multiplyFen } from '@yc/pricing';
import type { Db, Tx } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import * as gq from './queries.js';
import { myGroups } from './view.js';
import * as q from '../activity/queries.js';
import { groupTerms, statusAt } from '../activity/rules.js';
import { loadGoods } from '../cart/snapshot.js';
import { createOrder, openOrdering } from '../orders/create.js';

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
  return db.transaction(async (tx) => {
    const store = await openOrdering(tx, auth);
    const activity = await q.activityById(tx, body.activity_id);
    if (!activity || activity.kind !== 'ptzq') throw notFound('拼团活动');
    const status = statusAt(activity, Date.now());
    if (status !== ActivityStatus.ON) throw refuse(ACTIVITY_STATUS_TEXT[status]);
    const terms = groupTerms(activity.rules);
    const offer = await q.activityGoodsRow(tx, activity.id, body.goods_id);
    if (!terms || !offer || offer.price === null) throw refuse('该商品不在拼团活动中');
    const group = body.group_id === undefined ? null : await seatIn(tx, body.group_id, activity.id, body.goods_id, auth.storeId);
    const goods = (await loadGoods(tx, store.buyer, [body.goods_id])).get(body.goods_id);
    if (!goods) throw notFound('商品');
    const number = body.number ?? Math.max(1, goods.card.min_qty);
    // 拼团包邮: the group price is what the store pays.
    const amount = multiplyFen(offer.price, number);
    const order = await createOrder(tx, store, {
      title: '拼团订单',
      lines: [{ goods, flashSaleId: null, price: offer.price, number, amount, discount: 0, lineType: 'goods', minValidityMonths: 0 }],
      amounts: { goodsAmount: amount, payAmount: amount },
      addressId: body.address_id,
      remark: `拼团：${activity.title}`,
      storeCouponId: null,
      vouchers: [],
    });
    const now = Date.now();
    const joined =
      group ??
      (await gq.insertGroup(tx, {
        activityId: activity.id,
        goodsId: goods.row.id,
        leaderStoreId: auth.storeId,
        size: terms.size,
        // A group cannot outlive its activity.
        expiresAt: new Date(Math.min(now + terms.hours * HOUR, activity.endsAt.getTime())),
      }));
    await gq.insertMember(tx, { groupId: joined.id, storeId: auth.storeId, orderId: order.id });
    return {
      group_id: joined.id,
      order_id: order.id,
      order_no: order.orderNo,
      pay_amount: fenToYuan(amount),
      needs_approval: order.needsApproval ? 1 : 0,
      expires_at: seconds(order.expiresAt),
    };
  });
}

export const myGroupBuys = (db: Db, auth: AuthContext): Promise<MyGroupBuys> => myGroups(db, auth.storeId);
