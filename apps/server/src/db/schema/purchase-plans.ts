import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { createdAt, id } from './columns.js';

/** One row of an uploaded purchase plan as read from the file, with what it matched when uploaded. */
export interface PlanSourceRow {
  line: number;
  name: string;
  spec: string;
  maker: string;
  approvalNo: string;
  barcode: string;
  quantity: number | null;
  /** The unit the file wrote the quantity in ('' none); absent in plans read before units were kept. */
  unit?: string;
  errors: string[];
  /** The goods the row matched exactly; null: the buyer picks from `candidateIds`, or nothing was found. */
  goodsId: number | null;
  candidateIds: number[];
  /** Candidates of another strength or pack than the row asked for (offered marked 规格不同); absent in plans read before. */
  specDiffers?: number[];
}

/** 采购计划导入: a store's uploaded list, kept so the review survives a reload and a second 加入购物车 adds nothing twice. */
export const purchasePlans = pgTable(
  'purchase_plans',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    rows: jsonb('rows').$type<PlanSourceRow[]>().notNull(),
    /** Lines already put in the cart, and lines already sent to 求购. */
    addedLines: integer('added_lines').array().notNull().default([]),
    wantedLines: integer('wanted_lines').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_plans_store_idx').on(t.storeId, t.id)],
);
