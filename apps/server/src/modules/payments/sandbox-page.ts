import { fenToYuan } from '@yc/contracts';
import type { PaymentRow } from './records.js';

const PURPOSE_TEXT: Record<string, string> = { order: '订单付款', recharge: '账户充值', credit_repay: '账期还款' };

/** Where the buyer lands after the sandbox provider confirms, by what was paid. */
export function returnUrl(purpose: string, refId: number): string {
  if (purpose === 'order') return `/cart/step4?order_id=${refId}`;
  if (purpose === 'recharge') return `/wdqb_yegl?recharge_id=${refId}`;
  return '/wdqb_zqgl';
}

/**
 * The local sandbox standing in for an online payment provider (PAYMENT_SANDBOX=1 only): a page with
 * the 演示支付 banner, the amount and a confirm button. Every value on it is a number, fixed text or
 * the payment's number (letters and digits).
 */
export function sandboxPage(payment: PaymentRow): string {
  const amount = fenToYuan(payment.amount).toFixed(2);
  const done = payment.status !== 'pending';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>演示支付（沙箱）</title>
<style>
body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0}
.box{width:420px;margin:80px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.tip{color:#999;font-size:13px}.amount{font-size:32px;color:#e4393c;margin:24px 0}
.demo{background:#fff7e6;border:1px solid #ffd591;color:#d46b08;border-radius:4px;padding:8px 12px;margin:0 0 16px;font-size:14px}
button{width:100%;height:44px;border:0;border-radius:4px;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}
</style></head><body><div class="box">
<div class="demo" role="alert">演示支付：本商城运行在演示模式（PAYMENT_SANDBOX=1），此页面模拟支付，不会产生真实扣款</div>
<h1>演示支付（沙箱）</h1><p class="tip">本页面为演示用的本地支付沙箱，不会产生真实扣款。</p>
<p>支付用途：${PURPOSE_TEXT[payment.purpose] ?? '支付'}（支付单号 ${payment.id}）</p>
<div class="amount">¥${amount}</div>
${
  done
    ? `<p>该支付单已处理。</p><p><a href="${returnUrl(payment.purpose, payment.refId)}">返回商城</a></p>`
    : `<form method="post" action="/api/pay/sandbox/${payment.outTradeNo}/confirm"><button type="submit">确认支付 ¥${amount}</button></form>`
}
</div></body></html>`;
}
