/** The member centre's pages as routes mount them; the front page gets the wallet feature's overview from here. */
import { MemberHomePage } from '../../features/member/pages/member-home-page';
import { WalletOverview } from '../../features/wallet/components/wallet-overview';

export { LinkedStoresPage } from '../../features/account/pages/linked-stores-page';
export { AddressesPage } from '../../features/member/pages/addresses-page';
export { BasicInfoPage } from '../../features/member/pages/basic-info-page';
export { MessagesPage } from '../../features/member/pages/messages-page';
export { QualificationsPage } from '../../features/member/pages/qualifications-page';
export { WechatBindPage } from '../../features/member/pages/wechat-bind-page';
export { FeedbackPage } from '../../features/selfservice/pages/feedback-page';
export { QuickPurchasePage } from '../../features/selfservice/pages/quick-purchase-page';
export { WantedAddPage } from '../../features/selfservice/pages/wanted-add-page';
export { WantedInfoPage } from '../../features/selfservice/pages/wanted-info-page';
export { WantedListPage } from '../../features/selfservice/pages/wanted-list-page';
export { BalancePage } from '../../features/wallet/pages/balance-page';
export { CouponsPage } from '../../features/wallet/pages/coupons-page';
export { CreditPage } from '../../features/wallet/pages/credit-page';
export { PointsPage } from '../../features/wallet/pages/points-page';
export { VouchersPage } from '../../features/wallet/pages/vouchers-page';

export function MemberHomeScreen() {
  return <MemberHomePage wallet={<WalletOverview />} />;
}
