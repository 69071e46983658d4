/**
 * The console's orders (/admin/orders): lists by state with search, shipping with carrier and
 * tracking number, delivery and completion; returns and after-sales decisions (refunds go back the
 * way the order was paid); 含麻 receipts to check; e-invoices. Money is yuan; times are seconds.
 */
import { z } from './zod.js';
import { AFTER_SALE_STATUSES, AFTER_SALE_TYPES, AfterSaleSummary } from './after-sales.js';
import { adminText } from './admin.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { InvoiceView } from './invoice.js';
import { timeBound } from './member.js';
import { OrderInfo } from './order.js';
import { HmReceiptView, ORDER_LIST_STATUSES } from './order-list.js';
import { HmBuyerView } from './id-card.js';
import { ORDER_STATUSES } from './pay.js';
import { optionalField } from './register.js';

const keywords = optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字'));
const dateRange = {
  start_time: timeBound('开始时间', false),
  end_time: timeBound('结束时间', true),
};
const rangeInOrder = <T extends { start_time?: Date; end_time?: Date }>(q: T) => !q.start_time || !q.end_time || q.start_time < q.end_time;
const RANGE_MESSAGE = { message: '开始时间不能晚于结束时间', path: ['start_time'] };

export const AdminOrderParams = z.object({ id: dbIdParam('订单编号') });

export const AdminOrderQuery = PageQuery.extend({
  status: z.enum(ORDER_LIST_STATUSES, { message: '订单状态不正确' }).default('all'),
  /** Order number, company or contact phone. */
  keywords,
  is_hm: optionalField(
    z.coerce.number({ message: '含麻筛选不正确' }).int('含麻筛选不正确').min(0, '含麻筛选不正确').max(1, '含麻筛选不正确'),
  ),
  ...dateRange,
}).refine(rangeInOrder, RANGE_MESSAGE);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_text: z.string(),
  store_id: z.number().int(),
  company: z.string(),
  contact_phone: z.string(),
  pay_amount: z.number(),
  pay_method: z.string().nullable(),
  is_hm: z.number().int(),
  /** Units on the order. */
  goods_count: z.number().int(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  shipped_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPage = Paged(AdminOrderRow).extend({
  /** Orders in each state under the same search, for the tabs. */
  counts: z.record(z.string(), z.number().int()),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** The order as the buyer's detail shows it, with the store and what the warehouse may do now. */
export const AdminOrderDetail = z.object({
  order: OrderInfo,
  store: z.object({ id: z.number().int(), company: z.string(), contact_name: z.string(), contact_phone: z.string() }),
  can_ship: z.number().int(),
  can_deliver: z.number().int(),
  can_complete: z.number().int(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const ShipBody = z.strictObject({
  carrier: adminText('承运商', 30),
  tracking_no: z
    .string({ message: '请输入运单号' })
    .trim()
    .min(1, '请输入运单号')
    .regex(/^[A-Za-z0-9-]{4,40}$/, '运单号应为4到40位字母、数字或短横线'),
});
export type ShipBody = z.infer<typeof ShipBody>;

export const AdminAfterSaleQuery = PageQuery.extend({
  status: optionalField(z.enum(AFTER_SALE_STATUSES, { message: '申请状态不正确' })),
  type: optionalField(z.enum(AFTER_SALE_TYPES, { message: '申请类型不正确' })),
  keywords,
});
export type AdminAfterSaleQuery = z.infer<typeof AdminAfterSaleQuery>;

export const AdminAfterSaleRow = AfterSaleSummary.extend({ store_id: z.number().int(), company: z.string() });
export type AdminAfterSaleRow = z.infer<typeof AdminAfterSaleRow>;
export const AdminAfterSalePage = Paged(AdminAfterSaleRow);
export type AdminAfterSalePage = z.infer<typeof AdminAfterSalePage>;

export const AdminAfterSaleParams = z.object({ id: dbIdParam('申请编号') });
export const AdminAfterSaleImageParams = z.object({
  id: dbIdParam('申请编号'),
  name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg)$/, '图片不存在'),
});

export const AfterSaleApproveBody = z.strictObject({ reply: optionalField(z.string().trim().max(200, '备注不能超过200个字')) });
export type AfterSaleApproveBody = z.infer<typeof AfterSaleApproveBody>;
export const AfterSaleRejectBody = z.strictObject({ reason: adminText('拒绝原因', 200, '请填写') });
export type AfterSaleRejectBody = z.infer<typeof AfterSaleRejectBody>;

/**
 * uploaded: waiting for the check; overdue: shipped more than HM_RECEIPT_DUE_DAYS ago and still not
 * accepted (the arrival the wholesaler must chase); missing: shipped, nothing uploaded yet; reviewed: accepted.
 */
export const HM_CHECK_STATES = ['uploaded', 'overdue', 'missing', 'reviewed'] as const;
/** Days after shipping within which a 含麻 order's signed receipt should be back and accepted. */
export const HM_RECEIPT_DUE_DAYS = 7;
export type HmCheckState = (typeof HM_CHECK_STATES)[number];

export const AdminHmQuery = PageQuery.extend({
  state: z.enum(HM_CHECK_STATES, { message: '回执状态不正确' }).default('uploaded'),
  keywords,
});
export type AdminHmQuery = z.infer<typeof AdminHmQuery>;

export const AdminHmRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status_text: z.string(),
  company: z.string(),
  contact_phone: z.string(),
  pay_amount: z.number(),
  shipped_at: z.number().int().nullable(),
  /** Whole days past HM_RECEIPT_DUE_DAYS without an accepted receipt; 0 when not overdue. */
  overdue_days: z.number().int(),
  /** The 采购人 the order was paid with, 身份证号 masked; null when none was recorded (orders paid before the rule). */
  hm_buyer: HmBuyerView.nullable(),
  /** file_url is the console's own download. */
  receipt: HmReceiptView,
});
export type AdminHmRow = z.infer<typeof AdminHmRow>;
export const AdminHmPage = Paged(AdminHmRow);
export type AdminHmPage = z.infer<typeof AdminHmPage>;

export const AdminInvoiceQuery = PageQuery.extend({ keywords, ...dateRange }).refine(rangeInOrder, RANGE_MESSAGE);
export type AdminInvoiceQuery = z.infer<typeof AdminInvoiceQuery>;

/** pdf_url is the console's own download. */
export const AdminInvoiceRow = InvoiceView.extend({ store_id: z.number().int(), company: z.string() });
export type AdminInvoiceRow = z.infer<typeof AdminInvoiceRow>;
export const AdminInvoicePage = Paged(AdminInvoiceRow);
export type AdminInvoicePage = z.infer<typeof AdminInvoicePage>;
export const AdminInvoiceParams = z.object({ id: dbIdParam('发票编号') });
