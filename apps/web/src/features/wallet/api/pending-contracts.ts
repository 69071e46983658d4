/**
 * Answers of the pay module that @yc/contracts does not describe yet (apps/server/src/modules/pay:
 * recharge.ts and service.ts answer them without a response schema). They belong in
 * packages/contracts/src/pay.ts; until they move there, the page parses them with these.
 */
import { z } from 'zod';

/** pending until the provider confirms, then paid. */
export const RECHARGE_STATUS_TEXT: Record<string, string> = { pending: '待支付', paid: '已到账' };

/** One recharge order (GET /api/pay/check_cz_order, and the records of GET /api/charge/index). */
export const RechargeOrder = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type RechargeOrder = z.infer<typeof RechargeOrder>;

/** POST /api/charge/store: the order and the provider's page to pay it on. */
export const RechargeCreated = RechargeOrder.extend({ pay_url: z.string() });
export type RechargeCreated = z.infer<typeof RechargeCreated>;

/** GET /api/charge/index: the balance, suggested amounts in yuan and recent recharges. */
export const ChargeIndex = z.object({ balance: z.number(), options: z.array(z.number()), records: z.array(RechargeOrder) });
export type ChargeIndex = z.infer<typeof ChargeIndex>;

/** pending until paid; succeeded once the debt is repaid. */
export const REPAYMENT_STATUS_TEXT: Record<string, string> = {
  pending: '待支付',
  succeeded: '还款成功',
  refunded: '已退款',
  failed: '支付失败',
};

/** POST /api/pay/user_credit_create and /api/pay/user_credit_check. */
export const CreditRepayment = z.object({ id: z.number().int(), amount: z.number(), status: z.string() });
export type CreditRepayment = z.infer<typeof CreditRepayment>;

/** POST /api/pay/user_credit_pay: paid from the wallet at once, or a page to pay on. */
export const CreditRepaymentPaid = z.object({ id: z.number().int(), status: z.string(), pay_url: z.string().nullable() });
export type CreditRepaymentPaid = z.infer<typeof CreditRepaymentPaid>;
