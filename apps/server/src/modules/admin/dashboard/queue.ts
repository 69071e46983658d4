/**
 * Each console member's home: the work waiting for their roles, the longest waiting first. An
 * account manager's is narrowed to the stores they look after; an administrator sees every kind.
 */
import { STAFF_ROLES, WORK_QUEUE_KINDS, WORK_QUEUE_TITLES, type StaffRole, type WorkQueue, type WorkQueueKind } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';
import * as q from './queue-queries.js';

const SHOWN = 5;

const ROLE_QUEUES: Record<StaffRole, readonly WorkQueueKind[]> = {
  admin: WORK_QUEUE_KINDS,
  reviewer: ['stores_to_review', 'hm_receipts_to_review', 'hm_receipts_overdue'],
  warehouse: ['orders_to_ship', 'after_sales_to_handle', 'points_orders_to_ship'],
  merchandiser: ['goods_out_of_stock', 'goods_low_stock'],
  customer_service: ['chats_waiting'],
  // The account manager is the one to ring a store whose 含麻 receipt is overdue.
  account_manager: ['stores_to_review', 'hm_receipts_overdue', 'after_sales_to_handle', 'chats_waiting'],
};

/** Each kind: its rows, the list page of the kind and the page of one item (under /admin). */
const KINDS: Record<
  WorkQueueKind,
  { read: (db: Db, staff: StaffContext, managerId: number | null) => Promise<q.QueuePart>; path: string; itemPath: (id: number) => string }
> = {
  stores_to_review: { read: (db, _, m) => q.storesToReview(db, m, SHOWN), path: 'stores/review', itemPath: (id) => `stores/${id}` },
  hm_receipts_to_review: {
    read: (db, _, m) => q.hmReceiptsToReview(db, m, SHOWN),
    path: 'orders/hm-receipts',
    itemPath: (id) => `orders/${id}`,
  },
  hm_receipts_overdue: {
    read: (db, _, m) => q.hmReceiptsOverdue(db, m, SHOWN),
    path: 'orders/hm-receipts?state=overdue',
    itemPath: (id) => `orders/${id}`,
  },
  orders_to_ship: { read: (db, _, m) => q.ordersToShip(db, m, SHOWN), path: 'orders?status=paid', itemPath: (id) => `orders/${id}` },
  after_sales_to_handle: {
    read: (db, _, m) => q.afterSalesToHandle(db, m, SHOWN),
    path: 'orders/after-sales',
    itemPath: (id) => `orders/${id}`,
  },
  points_orders_to_ship: { read: (db, _, m) => q.pointsOrdersToShip(db, m, SHOWN), path: 'orders/points', itemPath: () => 'orders/points' },
  goods_out_of_stock: { read: (db) => q.goodsShort(db, false, SHOWN), path: 'goods?stock=out', itemPath: (id) => `goods/${id}` },
  goods_low_stock: { read: (db) => q.goodsShort(db, true, SHOWN), path: 'goods?stock=low', itemPath: (id) => `goods/${id}` },
  chats_waiting: { read: (db, staff, m) => q.chatsWaiting(db, staff.staffId, m, SHOWN), path: 'chat', itemPath: () => 'chat' },
};

/** The kinds of a member's roles, in the queue's order. */
export function queueKindsOf(roles: readonly StaffRole[]): WorkQueueKind[] {
  const held = new Set(roles.filter((r) => STAFF_ROLES.includes(r)).flatMap((r) => ROLE_QUEUES[r]));
  return WORK_QUEUE_KINDS.filter((k) => held.has(k));
}

export async function workQueue(db: Db, staff: StaffContext): Promise<WorkQueue> {
  const managerId = managedStoresOf(staff);
  const kinds = queueKindsOf(staff.roles);
  const parts = await Promise.all(kinds.map((k) => KINDS[k].read(db, staff, managerId)));
  return {
    sections: kinds.map((kind, i) => ({
      kind,
      title: WORK_QUEUE_TITLES[kind],
      count: parts[i].count,
      path: KINDS[kind].path,
      items: parts[i].rows.map((r) => ({
        id: r.id,
        title: r.title,
        detail: r.detail,
        at: r.at ? seconds(r.at) : null,
        path: KINDS[kind].itemPath(r.pageId ?? r.id),
      })),
    })),
  };
}
