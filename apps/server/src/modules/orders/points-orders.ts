/** /jfdd: the store's points-mall exchanges and draw gifts. */
import type { PageQuery, PointsOrderPage } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import type { AuthContext } from '../../plugins/session.js';
import { pointsOrderView } from '../points-mall/service.js';
import { pointsOrderPage } from './list-queries.js';

export async function listPointsOrders(db: Db, auth: AuthContext, query: PageQuery): Promise<PointsOrderPage> {
  const { rows, total } = await pointsOrderPage(db, auth.storeId, sliceOf(query));
  return pageOf(rows.map(pointsOrderView), total, query);
}
