import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { goods } from './catalog.js';
import { createdAt, id, tstz } from './columns.js';

/** 到货提醒: a store asked to be told when an out-of-stock goods is back; told once, then `notifiedAt` is set. */
export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: createdAt(),
    notifiedAt: tstz('notified_at'),
  },
  (t) => [
    // One waiting request per store and goods; once told, the store may ask again.
    uniqueIndex('arrival_notices_waiting_idx').on(t.storeId, t.goodsId).where(sql`${t.notifiedAt} IS NULL`),
    index('arrival_notices_goods_idx').on(t.goodsId).where(sql`${t.notifiedAt} IS NULL`),
  ],
);
