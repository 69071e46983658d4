import type { PageQuery, PointsExchangeBody, PointsExchangeResult, PointsGoodsPage } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { pageOf, sliceOf } from '../catalog/paging.js';
import { appendPoints, lockStore, pointsBalance } from '../wallet/queries.js';
import * as q from './queries.js';

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
 * gift's stock is taken by a conditional update; a refusal anywhere rolls everything back.
 */
export async function exchange(db: Db, auth: AuthContext, body: PointsExchangeBody): Promise<PointsExchangeResult> {
  return db.transaction(async (tx) => {
    const gift = await q.goodsById(tx, body.goods_id);
    if (!gift) throw notFound('礼品');
    await lockStore(tx, auth.storeId);
    const cost = gift.points * body.number;
    const balance = await pointsBalance(tx, auth.storeId);
    if (balance < cost) throw refuse(`积分不足：兑换需要${cost}积分，当前可用${balance}积分`);
    if (!(await q.takeStock(tx, gift.id, body.number))) throw refuse(`${gift.name}库存不足`);
    const orderId = await q.insertPointsOrder(tx, { storeId: auth.storeId, pointsGoodsId: gift.id, number: body.number, points: cost });
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
