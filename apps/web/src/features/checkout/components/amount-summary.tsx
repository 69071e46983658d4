import { cartAmountParts, type CartTotals } from '@yc/contracts';
import { AmountList } from '../../../components/ui/amount-list';

/** Step 2's amounts as the server priced them: line subtotals, 换购, shipping, each discount, and what is payable. */
export function AmountSummary({ totals }: { totals: CartTotals }) {
  return <AmountList label="订单金额" parts={cartAmountParts(totals)} totalLabel="应付金额" />;
}
