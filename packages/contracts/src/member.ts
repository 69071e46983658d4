/**
 * Member centre views: wallet (/wdqb: balance, credit, points, coupons, cash vouchers) and
 * self-service (/zzfw: feedback, product-wanted requests, quick purchase). Money is yuan rounded
 * down to 2 decimals; times are ISO 8601; dates YYYY-MM-DD.
 */
import { z } from './zod.js';
import { PageQuery, Paged } from './envelope.js';
import { GoodsCard, dbIdParam } from './goods.js';
import { CartAddLine } from './goods-web.js';
import { optionalField } from './register.js';
import { toMillis } from './validators.js';

/** A filter value that may be left empty: '' means "any". */
const anyOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) => optionalField(z.enum(values, { message }));

/** A day in China (the buyers' time zone) as its first instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * A time filter: a date (YYYY-MM-DD) or a timestamp (10 digits = seconds, spec section 5). `end`
 * answers the first instant after the range, so a date includes its whole day.
 */
export const timeBound = (label: string, end: boolean) =>
  optionalField(
    z
      .string({ message: `${label}格式不正确` })
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2}|\d{10}|\d{13})$/, `${label}格式不正确`)
      .transform((v, ctx) => {
        const isDay = v.includes('-');
        const start = isDay ? dayStart(v) : new Date(toMillis(Number(v)));
        if (Number.isNaN(start.getTime())) {
          ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
          return z.NEVER;
        }
        if (!end) return start;
        const step = isDay ? 86_400_000 : v.length === 10 ? 1000 : 1;
        return new Date(start.getTime() + step);
      }),
  );

export const MONEY_USE_TYPES = ['recharge', 'pay', 'refund', 'cashback', 'adjust'] as const;
export type MoneyUseType = (typeof MONEY_USE_TYPES)[number];
export const MONEY_USE_TYPE_TEXT: Record<string, string> = {
  recharge: '充值',
  pay: '消费',
  refund: '退款',
  cashback: '返现',
  adjust: '调整',
};

/** GET /api/user/user_money. */
export const WalletSummary = z.object({ balance: z.number(), frozen: z.number(), recharge_total: z.number(), spend_total: z.number() });
export type WalletSummary = z.infer<typeof WalletSummary>;

export const MoneyLogQuery = PageQuery.extend({
  use_type: anyOf(MONEY_USE_TYPES, '收支类型不正确'),
  start_time: timeBound('开始时间', false),
  end_time: timeBound('结束时间', true),
}).refine((q) => !q.start_time || !q.end_time || q.start_time < q.end_time, { message: '开始时间不能晚于结束时间', path: ['start_time'] });
export type MoneyLogQuery = z.infer<typeof MoneyLogQuery>;

export const MoneyLog = z.object({
  id: z.number().int(),
  /** Signed: income positive, spending negative. */
  amount: z.number(),
  use_type: z.string(),
  use_type_text: z.string(),
  note: z.string(),
  /** The wallet balance right after this row. */
  balance: z.number(),
  created_at: z.string(),
});
export type MoneyLog = z.infer<typeof MoneyLog>;
export const MoneyLogPage = Paged(MoneyLog);
export type MoneyLogPage = z.infer<typeof MoneyLogPage>;

export const CREDIT_TYPES = ['use', 'repay', 'refund'] as const;
export const CREDIT_TYPE_TEXT: Record<string, string> = { use: '账期支付', repay: '还款', refund: '退款' };

export const CreditListQuery = PageQuery.extend({ type: anyOf(CREDIT_TYPES, '账单类型不正确') });
export type CreditListQuery = z.infer<typeof CreditListQuery>;

export const CreditBill = z.object({
  id: z.number().int(),
  type: z.string(),
  type_text: z.string(),
  /** Signed: debt positive, repayment and refund negative. */
  amount: z.number(),
  due_date: z.string().nullable(),
  /** Left to repay on a use bill (repayments settle the earliest due first); null on other rows. */
  outstanding: z.number().nullable(),
  is_overdue: z.number().int(),
  created_at: z.string(),
});
export type CreditBill = z.infer<typeof CreditBill>;
export const CreditBillPage = Paged(CreditBill);
export type CreditBillPage = z.infer<typeof CreditBillPage>;

export const POINTS_REASON_TEXT: Record<string, string> = {
  order: '订单奖励',
  /** Taken back when a completed order is refunded in part or whole. */
  refund: '退款扣回',
  exchange: '积分兑换',
  draw: '抽奖',
  adjust: '系统调整',
};

export const PointsLog = z.object({
  id: z.number().int(),
  points: z.number().int(),
  reason: z.string(),
  reason_text: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type PointsLog = z.infer<typeof PointsLog>;
export const PointsLogPage = Paged(PointsLog).extend({ balance: z.number().int() });
export type PointsLogPage = z.infer<typeof PointsLogPage>;

export const COUPON_TYPES = ['amount', 'rate'] as const;
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_TEXT: Record<CouponStatus, string> = { unused: '未使用', used: '已使用', expired: '已过期' };

/** The spec's coupon page sends 0 for its 全部 tab, in type and in status. */
const isAll = (v: unknown) => v === 0 || v === '0';
const couponType = z.preprocess((v) => (isAll(v) ? undefined : v), anyOf(COUPON_TYPES, '优惠券类型不正确'));

export const CouponQuery = PageQuery.extend({
  type: couponType,
  status: z.preprocess(
    (v) => (isAll(v) ? 'all' : v),
    z.enum([...COUPON_STATUSES, 'all'], { message: '优惠券状态不正确' }).default('unused'),
  ),
});
export type CouponQuery = z.infer<typeof CouponQuery>;

export const AvailableCouponQuery = PageQuery.extend({ type: couponType });
export type AvailableCouponQuery = z.infer<typeof AvailableCouponQuery>;

export const StoreCoupon = z.object({
  /** The store's coupon (what checkout takes), not the template. */
  id: z.number().int(),
  coupon_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  /** Yuan off for amount coupons, 0 for rate coupons. */
  amount: z.number(),
  /** Percent paid for rate coupons (95 = 9.5折), 100 for amount coupons. */
  rate: z.number().int(),
  threshold: z.number(),
  max_discount: z.number(),
  /** 满1000减50 / 满2000享9.5折 / 无门槛减10. */
  title: z.string(),
  scope_text: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  status: z.enum(COUPON_STATUSES),
  status_text: z.string(),
  used_at: z.string().nullable(),
});
export type StoreCoupon = z.infer<typeof StoreCoupon>;
export const StoreCouponPage = Paged(StoreCoupon);
export type StoreCouponPage = z.infer<typeof StoreCouponPage>;

/** GET api/user/couponNum. */
export const CouponCounts = z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() });
export type CouponCounts = z.infer<typeof CouponCounts>;

export const VOUCHER_STATUS_TEXT: Record<string, string> = { usable: '可使用', used_up: '已用完', expired: '已过期' };

export const CashVoucher = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  used: z.number(),
  /** amount less what orders spent (the voucher ledger). */
  balance: z.number(),
  valid_to: z.string(),
  /** usable | used_up | expired */
  status: z.string(),
  status_text: z.string(),
});
export type CashVoucher = z.infer<typeof CashVoucher>;
/** GET /api/user/vouchers; balance sums the usable vouchers. */
export const CashVoucherPage = Paged(CashVoucher).extend({ balance: z.number() });
export type CashVoucherPage = z.infer<typeof CashVoucherPage>;

export const FEEDBACK_TYPES = ['商品问题', '物流配送', '售后服务', '网站使用', '功能建议', '其他'] as const;

export const FeedbackBody = z.strictObject({
  type: z.enum(FEEDBACK_TYPES, { message: '请选择反馈类型' }),
  content: z
    .string({ message: '请输入反馈内容' })
    .trim()
    .min(1, '请输入反馈内容')
    .min(5, '反馈内容至少5个字')
    .max(500, '反馈内容不能超过500个字'),
  contact: optionalField(z.string({ message: '联系方式不正确' }).trim().max(50, '联系方式不能超过50个字')),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/** A store's feedback as it wrote it, with the operator's reply; the console lists the same. */
export const FeedbackNote = z.object({
  type: z.string(),
  content: z.string(),
  contact: z.string(),
  reply: z.string().nullable(),
});
export type FeedbackNote = z.infer<typeof FeedbackNote>;

export const Feedback = z.object({
  id: z.number().int(),
  ...FeedbackNote.shape,
  /** 1 once the operator has answered. */
  is_replied: z.number().int(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof Feedback>;
export const FeedbackPage = Paged(Feedback);
export type FeedbackPage = z.infer<typeof FeedbackPage>;

const optionalText = (label: string, max: number) =>
  optionalField(
    z
      .string({ message: `${label}不正确` })
      .trim()
      .max(max, `${label}不能超过${max}个字`),
  );

export const WantedBody = z.strictObject({
  name: z.string({ message: '请输入商品名称' }).trim().min(1, '请输入商品名称').max(100, '商品名称不能超过100个字'),
  spec: optionalText('规格', 100),
  manufacturer: optionalText('生产厂家', 100),
  quantity: z.coerce
    .number({ message: '请输入求购数量' })
    .int('求购数量须为正整数')
    .positive('求购数量须为正整数')
    .max(1_000_000, '求购数量过大'),
  expected_price: optionalField(
    z.coerce
      .number({ message: '期望价格不正确' })
      .min(0, '期望价格不能为负数')
      .max(1_000_000, '期望价格过大')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '期望价格最多两位小数'),
  ),
  remark: optionalText('备注', 500),
});
export type WantedBody = z.infer<typeof WantedBody>;

export const WANTED_STATUS_TEXT: Record<string, string> = { pending: '待处理', replied: '已回复', closed: '已关闭' };

/** A product-wanted request as the store wrote it, with how it was answered; the console lists the same. */
export const WantedRequest = z.object({
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  quantity: z.number().int(),
  expected_price: z.number().nullable(),
  remark: z.string(),
  status: z.string(),
  status_text: z.string(),
  reply: z.string().nullable(),
});
export type WantedRequest = z.infer<typeof WantedRequest>;

export const Wanted = z.object({ id: z.number().int(), ...WantedRequest.shape, created_at: z.string() });
export type Wanted = z.infer<typeof Wanted>;
export const WantedPage = Paged(Wanted);
export type WantedPage = z.infer<typeof WantedPage>;
export const WantedIdParams = z.object({ id: dbIdParam('求购编号') });

export const FAST_BUY_ORDERS = ['last_time', 'times', 'quantity'] as const;
/** The periods 常购清单 looks back over, in days; 0 = every order. The page opens on the first (a month's restock). */
export const FAST_BUY_PERIODS = [30, 90, 365, 0] as const;
export const FastBuyQuery = PageQuery.extend({
  order: z.enum(FAST_BUY_ORDERS, { message: '排序方式不正确' }).default('last_time'),
  days: z.coerce
    .number({ message: '时间范围不正确' })
    .refine((v) => (FAST_BUY_PERIODS as readonly number[]).includes(v), '时间范围不正确')
    .default(0),
});
export type FastBuyQuery = z.infer<typeof FastBuyQuery>;

/** A goods the store has bought (non-cancelled orders), with what it paid last and the goods as it stands now. */
export const FastBuyItem = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  last_price: z.number(),
  last_number: z.number().int(),
  times: z.number().int(),
  quantity: z.number().int(),
  last_time: z.string(),
  /** The current card (price, is_buy, stock...); null once the goods is withdrawn. */
  goods: GoodsCard.nullable(),
});
export type FastBuyItem = z.infer<typeof FastBuyItem>;
export const FastBuyPage = Paged(FastBuyItem);
export type FastBuyPage = z.infer<typeof FastBuyPage>;

/** The most goods one 全部加入 takes: a whole page of 常购清单 at its largest page size. */
export const FAST_BUY_CART_MAX = 100;

/** POST /api/user/fast_buy/cart: goods of 常购清单 and how many of each, all put in the cart at once. */
export const FastBuyCartBody = z.strictObject({
  lines: z
    .array(z.strictObject({ goods_id: dbIdParam('商品编号'), number: CartAddLine.shape.number }), { message: '请选择商品' })
    .min(1, '请选择商品')
    .max(FAST_BUY_CART_MAX, `一次最多加入${FAST_BUY_CART_MAX}种商品`),
});
export type FastBuyCartBody = z.infer<typeof FastBuyCartBody>;

const FastBuyGoodsRef = z.object({ goods_id: z.number().int(), name: z.string() });
/**
 * Every line goes in that can: `added` with the number put in the cart; `short` those of them given
 * less than asked (what the stock left allows, on the goods' quantity rule); `skipped` the lines
 * left out, each with why. One goods short of stock never stops the others.
 */
export const FastBuyCartResult = z.object({
  added: z.array(FastBuyGoodsRef.extend({ number: z.number().int() })),
  short: z.array(FastBuyGoodsRef.extend({ asked: z.number().int(), number: z.number().int(), stock: z.number().int() })),
  skipped: z.array(FastBuyGoodsRef.extend({ reason: z.string() })),
  /** Lines in the cart now (the header badge). */
  total: z.number().int(),
});
export type FastBuyCartResult = z.infer<typeof FastBuyCartResult>;
