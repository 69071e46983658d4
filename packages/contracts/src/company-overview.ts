/**
 * The head-office view of a company (GET /api/company/overview, issue 19): for its 负责人, every store
 * it is 负责人 of side by side — orders, spend by month, best-bought goods, orders waiting for
 * approval and credit in use. Money is yuan; months are YYYY-MM in China.
 */
import { z } from './zod.js';
import { ORDER_STATUSES } from './pay.js';

/** How many months the spend covers (this one and the ones before it), the goods ranked and the latest orders listed. */
export const OVERVIEW_MONTHS = 6;
export const OVERVIEW_TOP_GOODS = 10;
export const OVERVIEW_RECENT_ORDERS = 20;

export const OverviewStore = z.object({
  store_id: z.number().int(),
  company: z.string(),
  /** Orders placed over the months covered, cancelled ones left out. */
  orders: z.number().int(),
  /** What the paid orders of the months covered came to, one entry per month of `months`. */
  spend_by_month: z.array(z.number()),
  spend: z.number(),
  open_approvals: z.number().int(),
  /** 账期: the limit (0 when the store has none) and what is drawn and not yet repaid. */
  credit_limit: z.number(),
  credit_used: z.number(),
});
export type OverviewStore = z.infer<typeof OverviewStore>;

export const CompanyOverview = z.object({
  /** Oldest first, ending with this month. */
  months: z.array(z.string()),
  stores: z.array(OverviewStore),
  top_goods: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      number: z.number().int(),
      amount: z.number(),
    }),
  ),
  /** The latest orders of all the stores, newest first. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      store_id: z.number().int(),
      company: z.string(),
      buyer: z.string(),
      status: z.enum(ORDER_STATUSES),
      status_text: z.string(),
      pay_amount: z.number(),
      created_at: z.number().int(),
    }),
  ),
});
export type CompanyOverview = z.infer<typeof CompanyOverview>;
