import { fenToYuan } from '@yc/contracts';
import type { PaymentRow } from '../payments/records.js';

const PURPOSE_TEXT: Record<string, string> = { order: '订单付款', recharge: '账户充值', credit_repay: '账期还款' };

/** Where the buyer lands after the sandbox provider confirms, by what was paid. */
export function returnUrl(purpose: string, refId: number): string {
  if (purpose === 'order') return `/cart/step4?order_id=${refId}`;
  if (purpose === 'recharge') return `/wdqb_yegl?recharge_id=${refId}`;
  return '/wdqb_zqgl';
}

/**
 * The local sandbox standing in for an online payment provider: a page with the amount and a
 * confirm button that posts the provider's callback. Every value on it is a number or fixed text.
 */
export function sandboxPage(payment: PaymentRow): string {
  const amount = fenToYuan(payment.amount).toFixed(2);
  const done = payment.status !== 'pending';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>在线支付（沙箱）</title>
<style>
body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0}
.box{width:420px;margin:80px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.tip{color:#999;font-size:13px}.amount{font-size:32px;color:#e4393c;margin:24px 0}
button{width:100%;height:44px;border:0;border-radius:4px;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}
</style></head><body><div class="box">
<h1>在线支付（沙箱）</h1><p class="tip">本页面为演示用的本地支付沙箱，不会产生真实扣款。</p>
<p>支付用途：${PURPOSE_TEXT[payment.purpose] ?? '支付'}（支付单号 ${payment.id}）</p>
<div class="amount">¥${amount}</div>
${
  done
    ? `<p>该支付单已处理。</p><p><a href="${returnUrl(payment.purpose, payment.refId)}">返回商城</a></p>`
    : `<form method="post" action="/api/pay/sandbox/${payment.idempotencyKey}/confirm"><button type="submit">确认支付 ¥${amount}</button></form>`
}
</div></body></html>`;
}
