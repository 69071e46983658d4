import type { CartTotals } from '@yc/contracts';
import { AmountList } from '../../../components/ui/amount-list';
import { yuan } from '../../../lib/format/money';

/** The final amounts as the server priced them: goods, promotions, coupon, vouchers, shipping, payable. */
export function AmountSummary({ totals }: { totals: CartTotals }) {
  const rows: [string, string][] = [
    ['商品金额', yuan(totals.goods_amount)],
    ...(totals.exchange_amount > 0 ? ([['换购商品', `+${yuan(totals.exchange_amount)}`]] as [string, string][]) : []),
    ['活动优惠', `-${yuan(totals.promotion_amount)}`],
    ['优惠券', `-${yuan(totals.coupon_amount)}`],
    ['现金券', `-${yuan(totals.voucher_amount)}`],
    ['运费', `+${yuan(totals.shipping_amount)}`],
  ];
  return <AmountList label="订单金额" rows={rows} total={['应付金额', yuan(totals.pay_amount)]} />;
}
