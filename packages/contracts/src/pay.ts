import { z } from './zod.js';
import { payPassword } from './pay-password.js';
import { HmBuyerBody } from './id-card.js';

/** Order states of DESIGN.md: (待审批 →) 待付款 → 待发货 → 已发货 → 已完成, or 已取消. */
export const ORDER_STATUSES = ['pending_approval', 'unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending_approval: '待审批',
  unpaid: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

export const PAY_METHODS = ['wallet', 'credit', 'online'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_TEXT: Record<PayMethod, string> = { wallet: '余额支付', credit: '账期支付', online: '在线支付' };

/** Online payment providers; the sandbox (演示支付) exists only in the demo (PAYMENT_SANDBOX=1). */
export const PAY_PROVIDERS = ['wechat', 'alipay', 'sandbox'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];
export const PAY_PROVIDER_TEXT: Record<PayProvider, string> = { wechat: '微信支付', alipay: '支付宝', sandbox: '演示支付' };
/** Which online provider pays; may be left out when only one is offered. */
const payType = z.enum(PAY_PROVIDERS, { message: '请选择在线支付方式' }).optional();

/** Money going back to an online payer: recorded at once, sent to the provider by a job, settled when it answers. */
export const PAYMENT_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** A payment record: pending online until the provider calls back, closed if the order went first, refunded when money went back. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'closed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const positiveId = (label: string) =>
  z.coerce
    .number({ message: `${label}不正确` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`)
    .max(2_147_483_647, `${label}不正确`);

/** Money leaving the store's wallet or credit needs the 支付密码; an online payment is confirmed on the provider's page. */
const needsPayPassword = (body: { method: string; pay_password?: string }, ctx: z.RefinementCtx) => {
  if (body.method !== 'online' && body.pay_password === undefined) {
    ctx.addIssue({ code: 'custom', path: ['pay_password'], message: '请输入支付密码' });
  }
};

export const PayOrderBody = z
  .strictObject({
    order_id: positiveId('订单编号'),
    method: z.enum(PAY_METHODS, { message: '请选择支付方式' }),
    pay_type: payType,
    pay_password: payPassword().optional(),
    /** A 含麻 order's 采购人, typed in; or `hm_buyer_last: 1` for the one the store's previous 含麻 order recorded. */
    hm_buyer: HmBuyerBody.optional(),
    hm_buyer_last: z.literal(1, { message: '采购人选择不正确' }).optional(),
  })
  .superRefine(needsPayPassword);
export type PayOrderBody = z.infer<typeof PayOrderBody>;

/** Where an online payment continues: the provider's page (`pay_url`) or, for WeChat Pay Native, a QR code of `code_url`; both null when paid at once. */
const payAt = { pay_url: z.string().nullable(), code_url: z.string().nullable() };

/** What a payment call answers: paid at once (wallet, credit) or a page or QR code to pay with (online). */
export const PayResult = z.object({
  order_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  ...payAt,
});
export type PayResult = z.infer<typeof PayResult>;

export const PayNotifyBody = z.strictObject({
  payment_id: positiveId('支付单号'),
  token: z.string({ message: '缺少支付凭证' }).min(16, '支付凭证不正确').max(64, '支付凭证不正确'),
});
export type PayNotifyBody = z.infer<typeof PayNotifyBody>;
/** 1: this callback applied the payment; 0: it was applied before (a repeat changes nothing). */
export const PayNotifyResult = z.object({ applied: z.number().int().min(0).max(1) });

export const OrderIdQuery = z.object({ order_id: positiveId('订单编号') });
export const IdQuery = z.object({ id: positiveId('单号') });

/** Recharge amounts in yuan; the wallet takes whole yuan from 1 to 1,000,000. */
export const RechargeBody = z.strictObject({
  amount: z.coerce
    .number({ message: '请输入充值金额' })
    .int('充值金额须为整数元')
    .min(1, '充值金额至少1元')
    .max(1_000_000, '单次充值不能超过100万元'),
  pay_type: payType,
});
export type RechargeBody = z.infer<typeof RechargeBody>;

export const CreditRepayCreateBody = z.strictObject({
  /** Yuan, two decimals at most; absent = everything owed. */
  amount: z.coerce
    .number({ message: '还款金额不正确' })
    .positive('还款金额须大于0')
    .max(100_000_000, '还款金额过大')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '还款金额最多两位小数')
    .optional(),
});
export type CreditRepayCreateBody = z.infer<typeof CreditRepayCreateBody>;

export const CreditRepayPayBody = z
  .strictObject({
    id: positiveId('还款单号'),
    method: z.enum(['wallet', 'online'], { message: '请选择还款方式' }),
    pay_type: payType,
    pay_password: payPassword().optional(),
  })
  .superRefine(needsPayPassword);
export type CreditRepayPayBody = z.infer<typeof CreditRepayPayBody>;

export const CreditSummary = z.object({
  limit: z.number(),
  used: z.number(),
  available: z.number(),
  term_days: z.number().int(),
  overdue_amount: z.number(),
  next_due_date: z.string().nullable(),
});
export type CreditSummary = z.infer<typeof CreditSummary>;

/** A recharge order waits for its provider, then is paid: no other move. */
export const RECHARGE_STATUSES = ['pending', 'paid'] as const;

/** One recharge order (GET /api/pay/check_cz_order, and the records of GET /api/charge/index); pending until the provider confirms, then paid. */
export const RechargeOrder = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(RECHARGE_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type RechargeOrder = z.infer<typeof RechargeOrder>;

/** POST /api/charge/store: the order and the provider's page or QR code to pay it with. */
export const RechargeCreated = RechargeOrder.extend(payAt);
export type RechargeCreated = z.infer<typeof RechargeCreated>;

/** GET /api/charge/index: the balance, suggested amounts in yuan and recent recharges. */
export const ChargeIndex = z.object({ balance: z.number(), options: z.array(z.number()), records: z.array(RechargeOrder) });
export type ChargeIndex = z.infer<typeof ChargeIndex>;

/** POST /api/pay/user_credit_create and /api/pay/user_credit_check: pending until paid, succeeded once the debt is repaid. */
export const CreditRepayment = z.object({ id: z.number().int(), amount: z.number(), status: z.string() });
export type CreditRepayment = z.infer<typeof CreditRepayment>;

/** POST /api/pay/user_credit_pay: paid from the wallet at once, or a page to pay on. */
export const CreditRepaymentPaid = z.object({ id: z.number().int(), status: z.string(), ...payAt });
export type CreditRepaymentPaid = z.infer<typeof CreditRepaymentPaid>;

/** GET /api/pay/channels: the online providers this store offers, and why none when there are none (wallet and credit still work). */
export const PayChannels = z.object({
  providers: z.array(z.object({ value: z.enum(PAY_PROVIDERS), label: z.string() })),
  /** The 演示支付 sandbox is on: the pay step shows its banner. */
  sandbox: z.boolean(),
  /** Chinese, shown in place of 在线支付 when no provider is configured; null when one is. */
  reason: z.string().nullable(),
});
export type PayChannels = z.infer<typeof PayChannels>;
