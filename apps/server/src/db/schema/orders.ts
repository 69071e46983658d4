import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { AFTER_SALE_STATUSES, ORDER_STATUSES, PAYMENT_REFUND_STATUSES, PAYMENT_STATUSES } from '@yc/contracts';
import { accounts, stores } from './accounts.js';
import { goods } from './catalog.js';
import { createdAt, fen, id, tstz } from './columns.js';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    /** 0 = ordinary, 1 = flash sale (spec section 9), 2 = at an activity page's price. */
    type: smallint('type').notNull().default(0),
    flashSaleId: integer('flash_sale_id'),
    /** The activity page whose price a type 2 line is bought at (activity_goods.price). */
    activityId: integer('activity_id'),
    number: integer('number').notNull(),
    goodsPriceId: integer('goods_price_id').notNull().default(0),
    ladderPriceId: integer('ladder_price_id').notNull().default(0),
    goodsManjianId: integer('goods_manjian_id').notNull().default(0),
    isYj: smallint('is_yj').notNull().default(0),
    isSelected: smallint('is_selected').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_store_goods_idx').on(t.storeId, t.goodsId, t.type)],
);

/** The states of the lifecycles' tables (modules/orders/process.ts and its siblings), so the database refuses any other. */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const afterSaleStatus = pgEnum('after_sale_status', AFTER_SALE_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentRefundStatus = pgEnum('payment_refund_status', PAYMENT_REFUND_STATUSES);

/** 待付款 unpaid → 待发货 paid → 已发货 shipped → 已完成 completed, or 已取消 cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    status: orderStatus('status').notNull(),
    goodsAmount: fen('goods_amount').notNull(),
    promotionAmount: fen('promotion_amount').notNull().default(0),
    couponAmount: fen('coupon_amount').notNull().default(0),
    voucherAmount: fen('voucher_amount').notNull().default(0),
    shippingAmount: fen('shipping_amount').notNull().default(0),
    payAmount: fen('pay_amount').notNull(),
    /** wallet | credit | online */
    payMethod: varchar('pay_method', { length: 12 }),
    storeCouponId: integer('store_coupon_id'),
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    invoiceType: varchar('invoice_type', { length: 20 }).notNull().default('电子普通发票'),
    remark: text('remark').notNull().default(''),
    isHm: boolean('is_hm').notNull().default(false),
    hmReceiptPath: text('hm_receipt_path'),
    /** When the signed 含麻 receipt was uploaded, and when an operator accepted it. */
    hmReceiptAt: tstz('hm_receipt_at'),
    hmReceiptReviewedAt: tstz('hm_receipt_reviewed_at'),
    /** A 含麻 order's 采购人 as the buyer recorded them when paying (the wholesaler's record of who bought); lists show the 身份证号 masked. */
    hmBuyerName: varchar('hm_buyer_name', { length: 20 }),
    hmBuyerIdNo: varchar('hm_buyer_id_no', { length: 18 }),
    carrier: varchar('carrier', { length: 30 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    expiresAt: tstz('expires_at').notNull(),
    paidAt: tstz('paid_at'),
    shippedAt: tstz('shipped_at'),
    deliveredAt: tstz('delivered_at'),
    completedAt: tstz('completed_at'),
    cancelledAt: tstz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_store_idx').on(t.storeId, t.status, t.createdAt), index('orders_expiry_idx').on(t.status, t.expiresAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    flashSaleId: integer('flash_sale_id'),
    name: varchar('name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 60 }).notNull(),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    price: fen('price').notNull(),
    number: integer('number').notNull(),
    amount: fen('amount').notNull(),
    /** The line's share of 满减/满折 and the coupon: amount + discount is what the units cost before them. */
    discount: fen('discount').notNull().default(0),
    /** gift 赠 or exchange 换购 lines ride along with the order. */
    lineType: varchar('line_type', { length: 10 }).notNull().default('goods'),
    /** 效期要求: the buyer takes only batches with at least this many months left (0: any sellable batch). */
    minValidityMonths: smallint('min_validity_months').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The order timeline, logistics included. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    status: varchar('status', { length: 20 }).notNull(),
    text: text('text').notNull(),
    /** Who made the move: buyer:<account>, staff:<staff>, system:job or system:payment (empty on rows older than the column). */
    actor: varchar('actor', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Returns (退货) and after-sales (售后) requests with their own states. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    /** return | after_sale */
    type: varchar('type', { length: 12 }).notNull(),
    reason: text('reason').notNull(),
    /** `amount`: the line's refund in fen (an estimate while pending, what was refunded once approved). */
    /** batch_no: the named batch's 批号 as it was when asked (batch numbers never change). */
    items: jsonb('items').$type<{ order_item_id: number; number: number; amount: number; batch_id?: number; batch_no?: string }[]>().notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    refundAmount: fen('refund_amount').notNull().default(0),
    status: afterSaleStatus('status').notNull().default('pending'),
    reply: text('reply'),
    handledAt: tstz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('after_sales_store_idx').on(t.storeId), index('after_sales_order_idx').on(t.orderId)],
);

/** The timeline of a return or after-sales request. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: id(),
    afterSaleId: integer('after_sale_id').notNull().references(() => afterSales.id),
    status: varchar('status', { length: 12 }).notNull(),
    text: text('text').notNull(),
    actor: varchar('actor', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [index('after_sale_events_request_idx').on(t.afterSaleId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id).unique(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull().unique(),
    title: varchar('title', { length: 100 }).notNull(),
    amount: fen('amount').notNull(),
    /** The 数电票号码 the tax system gave (20 digits), recorded by finance; one order's only. */
    taxInvoiceNo: varchar('tax_invoice_no', { length: 20 }).unique(),
    /** The 开票日期 printed on the 数电票. */
    taxInvoiceDate: date('tax_invoice_date'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_store_idx').on(t.storeId)],
);

/** The tax system's files of a 数电票 (pdf, ofd, xml), one of each kind per invoice; a new upload replaces the old. */
export const invoiceTaxFiles = pgTable(
  'invoice_tax_files',
  {
    id: id(),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    kind: varchar('kind', { length: 4 }).notNull(),
    /** Under DATA_DIR (lib/uploads/files). */
    path: varchar('path', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    size: integer('size').notNull(),
    uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_tax_files_kind_idx').on(t.invoiceId, t.kind)],
);

/** One row per payment attempt; `idempotency_key` makes a repeated callback a no-op. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    /** order | recharge | credit_repay */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    refId: integer('ref_id').notNull(),
    method: varchar('method', { length: 12 }).notNull(),
    amount: fen('amount').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull().unique(),
    /** wechat | alipay | sandbox for online payments; null for wallet and credit. */
    provider: varchar('provider', { length: 12 }),
    /** The number the provider knows this payment by: letters and digits only, which both providers accept. */
    outTradeNo: varchar('out_trade_no', { length: 32 }).unique(),
    /** The provider's own number (WeChat transaction_id, Alipay trade_no), set when it pays. */
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    /** The provider closes an unpaid payment after this; the query job stops asking then. */
    expiresAt: tstz('expires_at'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_ref_idx').on(t.purpose, t.refId),
    index('payments_pending_online_idx').on(t.createdAt).where(sql`${t.status} = 'pending' AND ${t.outTradeNo} IS NOT NULL`),
  ],
);

/** Every move of a payment, as order_events are an order's: when it was made, settled, closed or refunded, and from what. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Null on the row of its creation. */
    fromStatus: paymentStatus('from_status'),
    toStatus: paymentStatus('to_status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/** Online money going back (a cancelled order, a return, a payment that came too late), sent to the provider by a job, never inside the transaction that decided it. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    amount: fen('amount').notNull(),
    /** The provider's idempotency key: a retry with the same number refunds once. */
    outRefundNo: varchar('out_refund_no', { length: 32 }).notNull().unique(),
    reason: varchar('reason', { length: 80 }).notNull(),
    status: paymentRefundStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerRefundNo: varchar('provider_refund_no', { length: 64 }),
    lastError: text('last_error'),
    settledAt: tstz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId), index('payment_refunds_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`)],
);
