/**
 * Checkout (steps 2 and 3 of the cart): the confirm page's data (GET /api/cart/confirm) and the order
 * it places (POST /api/cart/checkout). Money is yuan rounded down; times are seconds.
 */
import { z } from './zod.js';
import { AddressView } from './address.js';
import {
  ActivityData,
  CartFlag,
  CartItem,
  CheckoutIds,
  CartTotals,
  ExchangeOffer,
  foldIndexedKeys,
  GiftView,
  ShippingData,
} from './cart.js';
import { Envelope, Refused } from './envelope.js';
import { dbIdParam, GoodsIds } from './goods.js';

export const INVOICE_TYPES = ['电子普通发票', '电子增值税专用发票', '纸质普通发票'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** One 换购 pick (buy_hg_goods): rule_id as the cart list's exchange offers give it. */
export const ExchangePick = z.strictObject({
  rule_id: dbIdParam('换购活动编号'),
  number: z.coerce.number({ message: '换购数量不正确' }).int('换购数量不正确').positive('换购数量不正确').max(999, '换购数量不正确'),
});

/** buy_hg_goods arrives serialized (spec section 7): a JSON array string; a parsed array is read too. */
export const BuyHgGoods = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.array(ExchangePick, { message: '换购商品格式不正确' }).max(20, '换购商品最多20种'),
);

/** coupon_id: absent = the best coupon, 0 = none, else one of the store's coupons (its store coupon id). */
const CouponId = z.coerce.number({ message: '优惠券不正确' }).int('优惠券不正确').min(0, '优惠券不正确').max(2_147_483_647, '优惠券不正确');

const orderOptions = {
  buy_hg_goods: BuyHgGoods.optional(),
  address_id: dbIdParam('收货地址').optional(),
  coupon_id: CouponId.optional(),
  voucher_ids: GoodsIds('现金券编号').optional(),
};

/** GET /api/cart/confirm: what step 2 shows for these cart lines and options (ids as "1,2" or ids[0]=1). */
export const ConfirmQuery = z.preprocess(foldIndexedKeys, z.object({ ids: CheckoutIds, ...orderOptions }));
export type ConfirmQuery = z.infer<typeof ConfirmQuery>;

/** The most 效期要求 a buyer may ask: five years of validity left. */
export const MAX_VALIDITY_MONTHS = 60;

/**
 * 效期要求 per goods (validity[<goods_id>]=<months>): only batches with at least that many months
 * left are allocated, or the order is refused.
 */
const Validity = z.record(
  z.string().regex(/^[1-9]\d{0,9}$/, '效期要求的商品不正确'),
  z.coerce
    .number({ message: '效期要求不正确' })
    .int('效期要求应为整月数')
    .min(1, '效期要求至少为1个月')
    .max(MAX_VALIDITY_MONTHS, `效期要求不能超过${MAX_VALIDITY_MONTHS}个月`),
  { message: '效期要求不正确' },
);

/** The data of a checkout refusal about one goods' lines (a 效期要求 its batches cannot meet): step 2 shows the message beside them. */
export const CheckoutLineRefusal = z.object({ goods_id: z.number().int() });
export type CheckoutLineRefusal = z.infer<typeof CheckoutLineRefusal>;

/** POST /api/cart/checkout: spec section 7 names ids, buy_hg_goods and new; step 2 adds the rest. */
export const CheckoutBody = z.strictObject({
  ids: CheckoutIds,
  new: CartFlag('new').optional(),
  ...orderOptions,
  validity: Validity.optional(),
  remark: z.string({ message: '备注不正确' }).trim().max(200, '订单备注不能超过200个字').optional(),
  invoice_type: z.enum(INVOICE_TYPES, { message: '发票类型不正确' }).optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CouponOption = z.object({
  /** The store coupon id to send as coupon_id. */
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['amount', 'rate']),
  amount: z.number(),
  /** Percent paid for a rate coupon (95 = 9.5折); 100 for an amount coupon. */
  rate: z.number().int(),
  threshold: z.number(),
  max_discount: z.number(),
  valid_from: z.number().int(),
  valid_to: z.number().int(),
  usable: z.number().int(),
  /** 不在有效期内, 无适用商品 or 未达到使用门槛; null when usable. */
  reason: z.string().nullable(),
  /** What it takes off this order; 0 when not usable. */
  discount: z.number(),
});
export type CouponOption = z.infer<typeof CouponOption>;

export const VoucherOption = z.object({
  id: z.number().int(),
  name: z.string(),
  balance: z.number(),
  valid_to: z.number().int(),
  usable: z.number().int(),
  reason: z.string().nullable(),
  /** What this order takes from it with the vouchers chosen. */
  used: z.number(),
});
export type VoucherOption = z.infer<typeof VoucherOption>;

export const ConfirmView = z.object({
  lines: z.array(CartItem),
  addresses: z.array(AddressView),
  /** The address the order goes to: the one asked for, else the default; null when the store has none. */
  address_id: z.number().int().nullable(),
  coupons: z.array(CouponOption),
  /** The coupon applied (0 = none) and the best one. */
  coupon_id: z.number().int(),
  best_coupon_id: z.number().int().nullable(),
  /** Why the coupon asked for cannot be used; null otherwise. */
  coupon_refused: z.string().nullable(),
  vouchers: z.array(VoucherOption),
  invoice_types: z.array(z.string()),
  exchange: z.object({
    offers: z.array(ExchangeOffer),
    lines: z.array(
      z.object({
        rule_id: z.number().int(),
        goods_id: z.number().int(),
        name: z.string(),
        number: z.number().int(),
        price: z.number(),
        amount: z.number(),
      }),
    ),
    refused: z.array(z.object({ rule_id: z.number().int(), number: z.number().int(), reason: z.string() })),
  }),
  gifts: z.array(GiftView),
  activity_data: ActivityData,
  shipping_data: ShippingData,
  totals: CartTotals,
  /** 1 when the order holds 含麻 goods: it is paid through /cart/hm. */
  is_hm: z.number().int(),
});
export type ConfirmView = z.infer<typeof ConfirmView>;

export const CheckoutResult = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  pay_amount: z.number(),
  is_hm: z.number().int(),
  /** 1: the order waits for the company's approval (待审批) before it can be paid. */
  needs_approval: z.number().int(),
  /** Seconds: the order is cancelled if unpaid (or not approved) by then. */
  expires_at: z.number().int(),
  /** The server clock in seconds, for the countdown. */
  timestamp: z.number().int(),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** What POST /api/cart/checkout answers: the order, a refusal, or a refusal naming the goods whose lines it is about. */
export const CheckoutAnswer = z.union([Envelope(CheckoutResult), Refused, Refused.extend({ data: CheckoutLineRefusal })]);
