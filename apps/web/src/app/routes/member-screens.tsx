/** The member centre's pages as routes mount them; the front page gets the wallet overview and the recent orders, the balance and credit pages the payments feature's recharge and repayment, from here. */
import { useAddToCart } from '../../features/catalog/api/add-to-cart';
import { ChatUnreadNotice } from '../../features/chat/components/chat-unread-notice';
import { DrawRecordsPanel } from '../../features/draw/components/draw-records-panel';
import { MemberHomePage } from '../../features/member/pages/member-home-page';
import { MessagesPage } from '../../features/member/pages/messages-page';
import { RecentOrders } from '../../features/orders/components/recent-orders';
import { RechargePanel } from '../../features/payments/components/recharge-panel';
import { RechargeReturn } from '../../features/payments/components/recharge-result';
import { RepayDialog } from '../../features/payments/components/repay-dialog';
import { RepaymentReturn } from '../../features/payments/components/repayment-result';
import { QuickPurchasePage } from '../../features/selfservice/pages/quick-purchase-page';
import { WalletOverview } from '../../features/wallet/components/wallet-overview';
import { BalancePage } from '../../features/wallet/pages/balance-page';
import { CreditPage } from '../../features/wallet/pages/credit-page';
import { PointsPage } from '../../features/wallet/pages/points-page';

export { LinkedStoresPage } from '../../features/account/pages/linked-stores-page';
export { AddressesPage } from '../../features/member/pages/addresses-page';
export { BasicInfoPage } from '../../features/member/pages/basic-info-page';
export { QualificationsPage } from '../../features/member/pages/qualifications-page';
export { WechatBindPage } from '../../features/member/pages/wechat-bind-page';
export { FeedbackPage } from '../../features/selfservice/pages/feedback-page';
export { WantedAddPage } from '../../features/selfservice/pages/wanted-add-page';
export { WantedInfoPage } from '../../features/selfservice/pages/wanted-info-page';
export { WantedListPage } from '../../features/selfservice/pages/wanted-list-page';
export { CouponsPage } from '../../features/coupons/pages/coupons-page';
export { VouchersPage } from '../../features/coupons/pages/vouchers-page';

export function MemberHomeScreen() {
  return <MemberHomePage wallet={<WalletOverview />} orders={<RecentOrders />} />;
}

/** Quick purchase adds to the cart through the catalogue's own call. */
export function QuickPurchaseScreen() {
  const cart = useAddToCart();
  return <QuickPurchasePage cart={cart} />;
}

/** The points page with the store's draw records under the ledger: where a draw's result is looked up. */
export function PointsScreen() {
  return (
    <>
      <PointsPage />
      <DrawRecordsPanel />
    </>
  );
}

/** /wdxx with the unread customer-service answers above the store's messages. */
export function MessagesScreen() {
  return <MessagesPage chat={<ChatUnreadNotice />} />;
}

/** The balance with the payments feature's recharge. */
export function BalanceScreen() {
  return <BalancePage RechargePanel={RechargePanel} RechargeReturn={RechargeReturn} />;
}

/** The credit with the payments feature's repayment, from the wallet or online. */
export function CreditScreen() {
  return <CreditPage RepayDialog={RepayDialog} RepaymentReturn={RepaymentReturn} />;
}
