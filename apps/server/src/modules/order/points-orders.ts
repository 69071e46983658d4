/** /jfdd: the store's points-mall exchanges. */
import { POINTS_ORDER_SOURCE_TEXT, POINTS_ORDER_STATUS_TEXT, type PageQuery, type PointsOrderPage } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/session.js';
import { pageOf, seconds, sliceOf } from '../catalog/paging.js';
import { pointsOrderPage } from './queries.js';

export async function listPointsOrders(db: Db, auth: AuthContext, query: PageQuery): Promise<PointsOrderPage> {
  const { rows, total } = await pointsOrderPage(db, auth.storeId, sliceOf(query));
  const list = rows.map(({ order: o, goodsName, image, unitPoints }) => ({
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
    created_at: seconds(o.createdAt),
  }));
  return pageOf(list, total, query);
}
