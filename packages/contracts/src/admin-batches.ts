/**
 * The console's 效期看板 (batches that expire soon, by warehouse, and the expired ones to destroy)
 * and the warehouse's batch override of an order line before shipping. Money is yuan.
 */
import { z } from './zod.js';
import { adminText } from './admin.js';
import { AdminBatch } from './batches.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { optionalField } from './register.js';

/** The board's windows: batches expiring within this many days from today. */
export const EXPIRY_WINDOWS = [30, 90, 180] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

const boardFilter = {
  warehouse_id: optionalField(dbIdParam('仓库')),
  /** Goods name, SKU or 批号 (a recall names the batch). */
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
};

/** GET /api/admin/batches/expiring: batches still in date that expire within `days`, the first to expire first. */
export const AdminExpiringQuery = PageQuery.extend({
  days: z.coerce
    .number({ message: '到期天数只能是30、90或180' })
    .refine((d) => (EXPIRY_WINDOWS as readonly number[]).includes(d), '到期天数只能是30、90或180')
    .default(30),
  ...boardFilter,
});
export type AdminExpiringQuery = z.infer<typeof AdminExpiringQuery>;

/** GET /api/admin/batches/expired: batches past their date still holding units, for destruction. */
export const AdminExpiredQuery = PageQuery.extend(boardFilter);
export type AdminExpiredQuery = z.infer<typeof AdminExpiredQuery>;

/** A batch on the board: the goods and warehouse it belongs to, the days it has left, and what its units are worth. */
export const AdminExpiryBatch = AdminBatch.extend({
  sku: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  warehouse_name: z.string(),
  /** Days from today to its expiry date (negative once past). */
  days_left: z.number().int(),
  /** (quantity + reserved) × the goods' base price, yuan: every unit still in the warehouse. */
  value: z.number(),
});
export type AdminExpiryBatch = z.infer<typeof AdminExpiryBatch>;

/** A page of the board, with the totals of every batch the filter finds. */
export const AdminExpiryPage = Paged(AdminExpiryBatch).extend({ units: z.number().int(), value: z.number() });
export type AdminExpiryPage = z.infer<typeof AdminExpiryPage>;

/** Batches, units in the warehouse (free and reserved) and their value (yuan). */
export const ExpiryBucket = z.object({ batches: z.number().int(), units: z.number().int(), value: z.number() });
export type ExpiryBucket = z.infer<typeof ExpiryBucket>;

/** GET /api/admin/batches/expiry-summary: per warehouse, what expires within 30, 90 and 180 days, and what has expired. */
export const AdminExpirySummary = z.array(
  z.object({
    warehouse_id: z.number().int(),
    warehouse_name: z.string(),
    within_30: ExpiryBucket,
    within_90: ExpiryBucket,
    within_180: ExpiryBucket,
    expired: ExpiryBucket,
  }),
);
export type AdminExpirySummary = z.infer<typeof AdminExpirySummary>;

/**
 * POST /api/admin/orders/:id/line-batch: before shipping, the warehouse moves the units a line holds
 * on one batch onto another of the same goods (sellable, in date, with the units free), with the reason.
 */
export const AdminLineBatchBody = z.strictObject({
  order_item_id: dbIdParam('订单商品'),
  from_batch_id: dbIdParam('原批次'),
  to_batch_id: dbIdParam('新批次'),
  reason: adminText('更换原因', 200, '请填写'),
});
export type AdminLineBatchBody = z.infer<typeof AdminLineBatchBody>;
