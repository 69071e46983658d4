/**
 * The console's points orders: the gifts of the points mall and the draw, shipped by the warehouse
 * with carrier and tracking number (the buyer's /jfdd shows both and confirms receipt). Each
 * shipment is audited.
 */
import type { AdminPointsOrderPage, AdminPointsOrderQuery, ShipBody } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { notFound } from '../../../lib/errors.js';
import { pointsOrderView, shipPointsOrder } from '../../points-mall/service.js';
import { audited } from '../shared/audit.js';
import type { StaffContext } from '../shared/session.js';
import * as q from './points-orders-queries.js';

export async function listPointsOrders(db: Db, query: AdminPointsOrderQuery): Promise<AdminPointsOrderPage> {
  const status = query.status === 'all' ? undefined : query.status;
  const [{ rows, total }, counts] = await Promise.all([
    q.pointsOrderAdminPage(db, query.keywords, status, sliceOf(query)),
    q.pointsOrderCounts(db, query.keywords),
  ]);
  const list = rows.map((r) => ({ ...pointsOrderView(r), store_id: r.order.storeId, company: r.company, contact_phone: r.contactPhone }));
  counts.all = Object.values(counts).reduce((n, c) => n + c, 0);
  return { ...pageOf(list, total, query), counts };
}

/** 待发货 → 已发货; a draw gift still without an address takes the store's default now. */
export async function shipPoints(db: Db, staff: StaffContext, id: number, body: ShipBody): Promise<void> {
  await audited(
    db,
    staff,
    {
      action: 'points_order.ship',
      entity: 'points_order',
      entityId: id,
      read: async (tx) => {
        const row = await q.lockPointsShipping(tx, id);
        if (!row) throw notFound('积分订单');
        return row;
      },
    },
    (tx) => shipPointsOrder(tx, id, body.carrier, body.tracking_no),
  );
}
