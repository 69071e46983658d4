/** What the wallet pages call the states of recharges and credit repayments. */
export const RECHARGE_STATUS_TEXT: Record<string, string> = { pending: '待支付', paid: '已到账' };

export const REPAYMENT_STATUS_TEXT: Record<string, string> = {
  pending: '待支付',
  succeeded: '还款成功',
  refunded: '已退款',
  failed: '支付失败',
};
