/**
 * The console's home: the sales dashboard (GET /api/admin/dashboard) for the roles allowed to see
 * sales, and for every member the work queue of their roles (GET /api/admin/dashboard/queue). Money
 * is yuan; days are YYYY-MM-DD in China.
 */
import { z } from './zod.js';
import type { StaffRole } from './admin.js';

/** Who sees the sales figures: the administrator only. Every other role's home is its work queue. */
export const SALES_ROLES = ['admin'] as const satisfies readonly StaffRole[];

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_GOODS = 10;

export const Dashboard = z.object({
  today: z.object({
    /** Orders placed today, and what orders paid today brought in (cancelled ones left out). */
    orders: z.number().int(),
    sales: z.number(),
    new_stores: z.number().int(),
    /** Work waiting: stores to review, paid orders to ship, returns and after-sales to decide. */
    pending_stores: z.number().int(),
    to_ship: z.number().int(),
    pending_after_sales: z.number().int(),
  }),
  /** One entry per day of the last DASHBOARD_DAYS days, oldest first, days without sales included. */
  sales: z.array(z.object({ day: z.string(), sales: z.number(), orders: z.number().int() })),
  /** Best sellers of the last DASHBOARD_DAYS days by amount. */
  top_goods: z.array(
    z.object({ goods_id: z.number().int(), name: z.string(), manufacturer: z.string(), units: z.number().int(), sales: z.number() }),
  ),
  /** The oldest stores waiting for review. */
  waiting_stores: z.array(z.object({ id: z.number().int(), company: z.string(), province: z.string(), created_at: z.number().int() })),
  /** Storefront page views per route (its name), over the last DASHBOARD_DAYS days and today. */
  page_views: z.array(z.object({ name: z.string(), views: z.number().int(), today: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** The kinds of waiting work, in the order the queue shows them. */
export const WORK_QUEUE_KINDS = [
  'stores_to_review',
  'hm_receipts_to_review',
  'hm_receipts_overdue',
  'orders_to_ship',
  'after_sales_to_handle',
  'points_orders_to_ship',
  'goods_out_of_stock',
  'goods_low_stock',
  'chats_waiting',
] as const;
export type WorkQueueKind = (typeof WORK_QUEUE_KINDS)[number];
export const WORK_QUEUE_TITLES: Record<WorkQueueKind, string> = {
  stores_to_review: '待审核门店',
  hm_receipts_to_review: '待审核含麻回执',
  hm_receipts_overdue: '含麻回执逾期未确认',
  orders_to_ship: '待发货订单',
  after_sales_to_handle: '待处理退货/售后',
  points_orders_to_ship: '待发货积分订单',
  goods_out_of_stock: '缺货商品',
  goods_low_stock: '库存不足商品',
  chats_waiting: '待回复会话',
};

export const WorkQueueItem = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  /** When it started waiting (seconds); null where nothing says (stock). */
  at: z.number().int().nullable(),
  /** The console page that handles it, under /admin. */
  path: z.string(),
});
export const WorkQueueSection = z.object({
  kind: z.enum(WORK_QUEUE_KINDS),
  title: z.string(),
  count: z.number().int(),
  /** The list page of the whole kind, under /admin. */
  path: z.string(),
  /** The longest waiting first, a few of them. */
  items: z.array(WorkQueueItem),
});
export const WorkQueue = z.object({ sections: z.array(WorkQueueSection) });
export type WorkQueue = z.infer<typeof WorkQueue>;
export type WorkQueueSection = z.infer<typeof WorkQueueSection>;
