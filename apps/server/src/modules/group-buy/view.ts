/** Groups as the /ptzq page shows them: open groups to join, and the store's own seats. */
import { GROUP_STATUS_TEXT, fenToYuan, type GroupBuyView, type MyGroupBuys } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import * as q from './queries.js';

/** Open groups listed on an activity page. */
const OPEN_GROUPS_SHOWN = 50;
const MY_SEATS_SHOWN = 50;

/** 华康大药房(朝阳店) → 华***房: other buyers see that a store opened the group, not which. */
export function maskCompany(company: string): string {
  const name = company.split(/[(（]/)[0] || company;
  return name.length <= 2 ? `${name.slice(0, 1)}***` : `${name.slice(0, 1)}***${name.slice(-1)}`;
}

function groupView(group: q.GroupRow, leader: string, counts: { seats: number; joined: number } | undefined, mine: boolean): GroupBuyView {
  const status = group.status as GroupBuyView['status'];
  return {
    id: group.id,
    goods_id: group.goodsId,
    size: group.size,
    joined: counts?.joined ?? 0,
    seats: counts?.seats ?? 0,
    status,
    status_text: GROUP_STATUS_TEXT[status],
    leader: maskCompany(leader),
    expires_at: seconds(group.expiresAt),
    is_mine: mine ? 1 : 0,
  };
}

export async function openGroupsOf(db: DbOrTx, activityId: number, storeId: number | null): Promise<GroupBuyView[]> {
  const rows = await q.openGroups(db, activityId, OPEN_GROUPS_SHOWN);
  const counts = await q.groupCounts(
    db,
    rows.map((r) => r.group.id),
  );
  const mine =
    storeId === null
      ? new Set<number>()
      : await q.seatedGroupIds(
          db,
          storeId,
          rows.map((r) => r.group.id),
        );
  return rows.map((r) => groupView(r.group, r.leader, counts.get(r.group.id), mine.has(r.group.id)));
}

export async function myGroups(db: DbOrTx, storeId: number): Promise<MyGroupBuys> {
  const rows = await q.storeSeats(db, storeId, MY_SEATS_SHOWN);
  const counts = await q.groupCounts(db, [...new Set(rows.map((r) => r.group.id))]);
  return rows.map((r) => ({
    ...groupView(r.group, r.leader, counts.get(r.group.id), true),
    activity_id: r.group.activityId,
    goods_name: r.goodsName,
    price: fenToYuan(r.price),
    number: r.number,
    order_id: r.orderId,
    order_status: r.orderStatus,
  }));
}
