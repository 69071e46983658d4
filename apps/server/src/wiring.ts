/**
 * Where the domains plug into the ones below them, which cannot import them back (.dependency-cruiser.cjs):
 * who acts on an order's moves (orders/subscribers.ts) and who provides the parts a lower page shows. The one
 * place to read what happens beside an order's own effects; every entry point (app, ops CLI) wires at start.
 */
import { creditCashback } from './modules/activity/cashback.js';
import { openGroups } from './modules/activity/service.js';
import { requestsOfOrderView } from './modules/after-sales/service.js';
import { assertGroupFormed, groupOrderPaid } from './modules/group-buy/hooks.js';
import { openGroupsOf } from './modules/group-buy/view.js';
import { hmReceiptView } from './modules/hm-receipt/view.js';
import { hmBuyerParts } from './modules/hm-receipt/buyer.js';
import { invoiceOfOrderView } from './modules/invoice/service.js';
import { orderDetailParts } from './modules/orders/detail.js';
import { subscribeToOrders } from './modules/orders/subscribers.js';
import { recordOrderRefund } from './modules/payments/records.js';

export function wireDomains(): void {
  subscribeToOrders({
    paid: [(tx, { order }) => groupOrderPaid(tx, order.id)],
    shipping: [(tx, { order }) => assertGroupFormed(tx, order.id)],
    completed: [
      async (tx, { order, paidFen }) => {
        await creditCashback(tx, { ...order, paidFen });
      },
    ],
    refund: [recordOrderRefund],
  });
  openGroups.fill(openGroupsOf);
  orderDetailParts.invoice.fill(invoiceOfOrderView);
  orderDetailParts.afterSales.fill(requestsOfOrderView);
  orderDetailParts.hmReceipt.fill(hmReceiptView);
  orderDetailParts.hmBuyer.fill(hmBuyerParts);
}
