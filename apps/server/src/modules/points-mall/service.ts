import {
  POINTS_ORDER_SOURCE_TEXT,
  POINTS_ORDER_STATUS_TEXT,
  type PageQuery,
  type PointsExchangeBody,
  type PointsExchangeResult,
  type PointsGoodsPage,
  type PointsOrder,
} from '@yc/contracts';
import type { Db, Tx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { storeAddresses, type AddressRow } from '../address/queries.js';
import { addressView, deliveryAddress } from '../address/service.js';
import { appendPoints, pointsBalance } from '../wallet/ledger.js';
import { pointsOrderRefusal } from './process.js';
import * as q from './queries.js';
import { transitionPointsOrder } from './transition.js';

const NO_ADDRESS = '请先添加收货地址';

/** The parcel's destination as a points order keeps it: a copy, so editing the address book later moves nothing. */
const deliveryOf = (a: AddressRow | undefined) => (a ? { consignee: a.consignee, phone: a.phone, address: addressView(a).full_address } : {});

/** The picture of a gift, drawn by GET /api/img/points-goods/{id}.svg. */
export const pointsGoodsImage = (id: number): string => `/api/img/points-goods/${id}.svg`;

/** GET /api/points/goods: the gifts, and the store's points when a member asks. */
export async function listGoods(db: Db, auth: AuthContext | null, query: PageQuery): Promise<PointsGoodsPage> {
  const [{ list, total }, balance] = await Promise.all([
    q.goodsPage(db, sliceOf(query)),
    auth ? pointsBalance(db, auth.storeId) : Promise.resolve(null),
  ]);
  const items = list.map((g) => ({ id: g.id, name: g.name, image: g.image, points: g.points, stock: g.stock, description: g.description }));
  return { ...pageOf(items, total, query), balance };
}

/**
 * POST /api/points/exchange. The store's row lock makes its points spent one exchange at a time, so
 * the balance read after it is the one the ledger row is checked against: never below zero. The
 * gift's stock is taken by a conditional update; a refusal anywhere rolls everything back. The
 * parcel goes to the address picked (the store's own only), else the store's default.
 */
export async function exchange(db: Db, auth: AuthContext, body: PointsExchangeBody): Promise<PointsExchangeResult> {
  return db.transaction(async (tx) => {
    const gift = await q.goodsById(tx, body.goods_id);
    if (!gift) throw notFound('礼品');
    const address = await deliveryAddress(tx, auth, body.address_id);
    if (!address) throw refuse(NO_ADDRESS);
    await lockStore(tx, auth.storeId);
    const cost = gift.points * body.number;
    const balance = await pointsBalance(tx, auth.storeId);
    if (balance < cost) throw refuse(`积分不足：兑换需要${cost}积分，当前可用${balance}积分`);
    if (!(await q.takeStock(tx, gift.id, body.number))) throw refuse(`${gift.name}库存不足`);
    const orderId = await q.insertPointsOrder(tx, {
      storeId: auth.storeId,
      pointsGoodsId: gift.id,
      number: body.number,
      points: cost,
      ...deliveryOf(address),
    });
    await appendPoints(tx, {
      storeId: auth.storeId,
      points: -cost,
      reason: 'exchange',
      refId: orderId,
      note: `兑换${gift.name}×${body.number}`,
    });
    return { order_id: orderId, points: cost, balance: balance - cost };
  });
}

/**
 * A gift won in the draw: a 0-point points order to the store's default address. A store without
 * one still gets its gift: the order waits with no address (待补充地址) and shipping takes the
 * default the store has added by then.
 */
export async function placeDrawGift(tx: Tx, storeId: number, giftId: number): Promise<void> {
  const [address] = await storeAddresses(tx, storeId);
  await q.insertPointsOrder(tx, { storeId, pointsGoodsId: giftId, number: 1, points: 0, source: 'draw', ...deliveryOf(address) });
}

/** 待发货 → 已发货 with carrier and tracking number (the console); the buyer's /jfdd shows both. */
export async function shipPointsOrder(tx: Tx, id: number, carrier: string, trackingNo: string): Promise<void> {
  const order = await q.lockPointsOrder(tx, id);
  if (!order) throw notFound('积分订单');
  if (order.status !== 'pending') throw refuse(pointsOrderRefusal(order.status, 'shipped'));
  const [fill] = order.address ? [] : await storeAddresses(tx, order.storeId);
  if (!order.address && !fill) throw refuse('该门店尚未添加收货地址，请联系门店补充后再发货');
  await transitionPointsOrder(tx, order, { to: 'shipped', carrier, trackingNo, delivery: deliveryOf(fill) });
}

/** POST /api/points/orders/confirm: 已发货 → 已完成, for the store's own order only. */
export async function confirmReceipt(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await q.lockPointsOrder(tx, id, auth.storeId);
    if (!order) throw notFound('积分订单');
    await transitionPointsOrder(tx, order, { to: 'completed' });
  });
}

/** A points order as /jfdd and the console show it. */
export const pointsOrderView = ({ order: o, goodsName, image, unitPoints }: q.PointsOrderWithGift): PointsOrder => ({
  id: o.id,
  goods_id: o.pointsGoodsId,
  goods_name: goodsName,
  image,
  unit_points: unitPoints,
  points: o.points,
  number: o.number,
  status: o.status,
  status_text: POINTS_ORDER_STATUS_TEXT[o.status] ?? o.status,
  source: o.source,
  source_text: POINTS_ORDER_SOURCE_TEXT[o.source] ?? o.source,
  consignee: o.consignee,
  phone: o.phone,
  address: o.address,
  carrier: o.carrier,
  tracking_no: o.trackingNo,
  created_at: seconds(o.createdAt),
  shipped_at: secondsOrNull(o.shippedAt),
  completed_at: secondsOrNull(o.completedAt),
  can_confirm: o.status === 'shipped' ? 1 : 0,
});
