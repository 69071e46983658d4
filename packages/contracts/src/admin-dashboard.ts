/** The console's dashboard (GET /api/admin/dashboard). Money is yuan; days are YYYY-MM-DD in China. */
import { z } from 'zod';

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
  top_goods: z.array(z.object({ goods_id: z.number().int(), name: z.string(), manufacturer: z.string(), units: z.number().int(), sales: z.number() })),
  /** The oldest stores waiting for review. */
  waiting_stores: z.array(z.object({ id: z.number().int(), company: z.string(), province: z.string(), created_at: z.number().int() })),
  /** Storefront page views per route (its name), over the last DASHBOARD_DAYS days and today. */
  page_views: z.array(z.object({ name: z.string(), views: z.number().int(), today: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;
