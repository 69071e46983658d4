/**
 * The store's orders beyond one order's detail: the /order list with its tabs, confirm receipt, buy
 * again, logistics (/order/wl), 含麻 receipts (/hmdd) and points orders (/jfdd). Money is yuan
 * rounded down to 2 decimals; times are seconds, as in order.ts.
 */
import { z } from './zod.js';
import { Paged, PageQuery } from './envelope.js';
import { dbIdParam } from './goods.js';
import { timeBound } from './member.js';
import { ORDER_STATUSES } from './pay.js';

export const ORDER_LIST_STATUSES = ['all', ...ORDER_STATUSES] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** An order number or a goods name on the order, as /order's search box sends it. */
export const OrderKeywords = z.string({ message: '搜索关键词不正确' }).trim().max(50, '搜索关键词不能超过50个字').optional();

/** GET /api/order/list: keywords match an order number or a goods name on the order. */
export const OrderListQuery = PageQuery.extend({
  status: z.enum(ORDER_LIST_STATUSES, { message: '订单状态不正确' }).default('all'),
  keywords: OrderKeywords,
  start_time: timeBound('开始时间', false),
  end_time: timeBound('结束时间', true),
}).refine((q) => !q.start_time || !q.end_time || q.start_time < q.end_time, { message: '开始时间不能晚于结束时间', path: ['start_time'] });
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** POST /api/order/confirm, /api/order/buy_again and /api/order/cancel. */
export const OrderIdBody = z.strictObject({ id: dbIdParam('订单编号') });
export type OrderIdBody = z.infer<typeof OrderIdBody>;

/** What the buyer may do with an order now (1/0), the same on the list and the detail. */
export const OrderActions = z.object({
  can_pay: z.number().int(),
  can_cancel: z.number().int(),
  can_confirm: z.number().int(),
  /** Shipped or completed, with units not yet asked back in a return or after-sales request. */
  can_return: z.number().int(),
});
export type OrderActions = z.infer<typeof OrderActions>;

/** An order line's goods as bought: name, specification, maker, unit and unit price then. */
export const OrderLineGoods = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  image: z.string(),
  price: z.number(),
});
export type OrderLineGoods = z.infer<typeof OrderLineGoods>;

/** One of an order's first lines, as the list shows it. */
export const OrderListGoods = OrderLineGoods.extend({ number: z.number().int(), line_type: z.string() });
export type OrderListGoods = z.infer<typeof OrderListGoods>;

/** What names an order on every list and page: id, number and state. */
export const OrderHead = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_text: z.string(),
});

export const OrderListItem = OrderHead.extend({
  ...OrderActions.shape,
  goods_amount: z.number(),
  /** 满减/满折 + coupon + cash vouchers taken off. */
  discount_amount: z.number(),
  shipping_amount: z.number(),
  pay_amount: z.number(),
  pay_method: z.string().nullable(),
  is_hm: z.number().int(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
  /** Order lines (gift and 换购 lines included) and the units on them. */
  item_count: z.number().int(),
  goods_count: z.number().int(),
  /** The first ORDER_LIST_PREVIEW lines. */
  items: z.array(OrderListGoods),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

export const ORDER_LIST_PREVIEW = 3;

/** Orders per tab under the same keywords and time range (the status filter aside). */
const count = z.number().int();
export const OrderStatusCounts = z.object({ all: count, pending_approval: count, unpaid: count, paid: count, shipped: count, completed: count, cancelled: count });
export type OrderStatusCounts = z.infer<typeof OrderStatusCounts>;

export const OrderListPage = Paged(OrderListItem).extend({ counts: OrderStatusCounts, timestamp: z.number().int() });
export type OrderListPage = z.infer<typeof OrderListPage>;

export const OrderConfirmResult = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  status_text: z.string(),
  /** Points this order earned (1 per whole yuan paid). */
  points: z.number().int(),
  invoice_no: z.string(),
});
export type OrderConfirmResult = z.infer<typeof OrderConfirmResult>;

export const BuyAgainResult = z.object({
  added: z.array(z.object({ goods_id: z.number().int(), name: z.string(), number: z.number().int() })),
  /** Lines the cart refused (withdrawn, out of stock, over a limit), each with the cart's reason. */
  refused: z.array(z.object({ goods_id: z.number().int(), name: z.string(), reason: z.string() })),
  /** Lines in the cart afterwards. */
  total: z.number().int(),
});
export type BuyAgainResult = z.infer<typeof BuyAgainResult>;

export const OrderEventView = z.object({ status: z.string(), text: z.string(), created_at: z.number().int() });
export type OrderEventView = z.infer<typeof OrderEventView>;

/** The delivery of an order: carrier and tracking number once shipped, and its shipping events. */
export const OrderLogistics = z.object({
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  shipped_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  events: z.array(OrderEventView),
});
export type OrderLogistics = z.infer<typeof OrderLogistics>;

/** GET /api/order/wl/:id. */
export const OrderLogisticsView = OrderLogistics.extend({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_text: z.string(),
});
export type OrderLogisticsView = z.infer<typeof OrderLogisticsView>;

/** A discount the order took, in the order the page lists them. */
export const ORDER_PROMOTION_TYPES = ['promotion', 'coupon', 'voucher'] as const;
export const OrderPromotion = z.object({ type: z.enum(ORDER_PROMOTION_TYPES), name: z.string(), amount: z.number() });
export type OrderPromotion = z.infer<typeof OrderPromotion>;

/** 含麻 receipt states: not shipped yet, waiting for the signed receipt, uploaded, accepted by an operator. */
export const HM_RECEIPT_STATUSES = ['not_shipped', 'pending_upload', 'uploaded', 'reviewed'] as const;
export type HmReceiptStatus = (typeof HM_RECEIPT_STATUSES)[number];
export const HM_RECEIPT_STATUS_TEXT: Record<HmReceiptStatus, string> = {
  not_shipped: '未发货',
  pending_upload: '待上传',
  uploaded: '已上传',
  reviewed: '已审核',
};

export const HmReceiptView = z.object({
  status: z.enum(HM_RECEIPT_STATUSES),
  status_text: z.string(),
  /** GET /api/hm/receipt/:orderId once uploaded. */
  file_url: z.string().nullable(),
  uploaded_at: z.number().int().nullable(),
  reviewed_at: z.number().int().nullable(),
  /** 1 while a (new) receipt may be uploaded: shipped or completed, not yet accepted. */
  can_upload: z.number().int(),
});
export type HmReceiptView = z.infer<typeof HmReceiptView>;

/** GET /api/hm/orders: the store's 含麻 orders that were not cancelled, newest first. */
export const HmOrder = OrderHead.extend({
  pay_amount: z.number(),
  created_at: z.number().int(),
  shipped_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  items: z.array(OrderListGoods),
  receipt: HmReceiptView,
});
export type HmOrder = z.infer<typeof HmOrder>;
export const HmOrderPage = Paged(HmOrder);
export type HmOrderPage = z.infer<typeof HmOrderPage>;

/** The text field of the multipart POST /api/hm/receipt; the image or PDF goes in the part named `file`. */
export const HmReceiptFields = z.strictObject({ order_id: dbIdParam('订单编号') });
export type HmReceiptFields = z.infer<typeof HmReceiptFields>;

export const HmReceiptParams = z.object({ orderId: dbIdParam('订单编号') });
export type HmReceiptParams = z.infer<typeof HmReceiptParams>;
