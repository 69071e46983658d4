import { GROUP_BUY_STATUSES } from '@yc/contracts';
import { index, integer, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { goods } from './catalog.js';
import { activities } from './marketing.js';
import { orders } from './orders.js';
import { createdAt, id, tstz } from './columns.js';

/**
 * A group buy (拼团) of one goods of a ptzq activity: opened by a store, completed once `size`
 * stores have paid their group orders, expired (and its orders refunded) when `expires_at` passes first.
 */
export const groupBuyStatus = pgEnum('group_buy_status', GROUP_BUY_STATUSES);

export const groupBuys = pgTable(
  'group_buys',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    leaderStoreId: integer('leader_store_id')
      .notNull()
      .references(() => stores.id),
    size: integer('size').notNull(),
    status: groupBuyStatus('status').notNull().default('open'),
    expiresAt: tstz('expires_at').notNull(),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('group_buys_status_idx').on(t.status, t.expiresAt), index('group_buys_activity_idx').on(t.activityId, t.goodsId)],
);

/** A seat in a group: the store's group order. A seat whose order was cancelled is free again. */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupBuys.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('group_buy_members_group_idx').on(t.groupId), index('group_buy_members_store_idx').on(t.storeId)],
);
