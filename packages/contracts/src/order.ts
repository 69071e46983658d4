/** One order of the current store as the pay step and the order pages read it, and its cancel. Money in yuan, times in seconds. */
import { z } from './zod.js';
import { HmBuyerView } from './id-card.js';
import { AfterSaleSummary } from './after-sales.js';
import { OrderLineBatch } from './batches.js';
import { dbIdParam } from './goods.js';
import { InvoiceView } from './invoice.js';
import { HmReceiptView, OrderActions, OrderEventView, OrderHead, OrderLineGoods, OrderLogistics, OrderPromotion } from './order-list.js';

export const OrderParams = z.object({ id: dbIdParam('订单编号') });
export type OrderParams = z.infer<typeof OrderParams>;

export const OrderItemView = z.object({
  id: z.number().int(),
  ...OrderLineGoods.shape,
  /** Set on units bought at a flash-sale price. */
  flash_sale_id: z.number().int().nullable(),
  number: z.number().int(),
  /** What the line costs after its share of 满减/满折 and the coupon. */
  amount: z.number(),
  /** The units before any discount; subtotal − discount − voucher = paid. */
  subtotal: z.number(),
  /** Its share of 满减/满折 and the coupon. */
  discount: z.number(),
  /** Its share of the cash vouchers. */
  voucher: z.number(),
  /** What the line was paid: what returning all of it gives back. */
  paid: z.number(),
  /** goods, gift (赠) or hg (换购). */
  line_type: z.string(),
  /** Units a return or after-sales request may still ask for (0 unless shipped or completed). */
  returnable_number: z.number().int(),
  /** 效期要求 the buyer set on the line (months; 0: none). */
  min_validity_months: z.number().int(),
  /** The batches the line was allocated and ships from (FEFO); empty once cancelled. */
  batches: z.array(OrderLineBatch),
  /** 药品追溯码 the warehouse scanned into the line at outbound, one per box. */
  trace_codes: z.array(z.string()),
});
export type OrderItemView = z.infer<typeof OrderItemView>;

/** The head's status_text is ORDER_STATUS_TEXT: 待付款, 待发货, 已发货, 已完成, 已取消. */
export const OrderInfo = OrderHead.extend({
  goods_amount: z.number(),
  promotion_amount: z.number(),
  coupon_amount: z.number(),
  voucher_amount: z.number(),
  shipping_amount: z.number(),
  /** Shipping after its share of the cash vouchers: the items' paid + this = pay_amount. */
  shipping_paid: z.number(),
  pay_amount: z.number(),
  pay_method: z.string().nullable(),
  address: z.record(z.string(), z.string()),
  invoice_type: z.string(),
  remark: z.string(),
  is_hm: z.number().int(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  cancel_reason: z.string().nullable(),
  /** An unpaid order is cancelled at this second. */
  expires_at: z.number().int(),
  /** The server clock in seconds, for the 30-minute countdown. */
  timestamp: z.number().int(),
  items: z.array(OrderItemView),
  events: z.array(OrderEventView),
  shipped_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  ...OrderActions.shape,
  logistics: OrderLogistics,
  /** The discounts taken, by kind (满减/满折, the coupon by name, cash vouchers). */
  promotions: z.array(OrderPromotion),
  /** Issued when the order completes. */
  invoice: InvoiceView.nullable(),
  after_sales: z.array(AfterSaleSummary),
  /** The signed receipt of a 含麻 order; null on other orders. */
  hm_receipt: HmReceiptView.nullable(),
  /** The 采购人 a 含麻 order was paid with (身份证号 masked); null before payment and on other orders. */
  hm_buyer: HmBuyerView.nullable(),
  /** A 含麻 order to pay: the 采购人 its store's previous 含麻 order recorded, offered again (`hm_buyer_last: 1`). */
  hm_buyer_last: HmBuyerView.nullable(),
});
export type OrderInfo = z.infer<typeof OrderInfo>;

export const OrderCancelResult = OrderHead.omit({ order_no: true });
export type OrderCancelResult = z.infer<typeof OrderCancelResult>;
