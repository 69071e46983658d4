import type { ComponentType } from 'react';
import { withoutAntd, type LoadPage as Load } from './route-helpers';

// Registration, the member centre and the contract are chunks of their own, loaded on first visit.
const register = () => import('./register-screens');
const member = () => import('./member-screens');
const orders = () => import('./order-screens');

const from =
  <M>(load: () => Promise<M>) =>
  (pick: (module: M) => ComponentType): Load =>
  async () =>
    pick(await load());

const registerPage = from(register);
const memberPage = from(member);
const orderPage = from(orders);

export const registerStep1 = registerPage((m) => m.RegisterStep1Page);
export const registerStep2 = registerPage((m) => m.RegisterStep2Page);
export const registerStep3 = registerPage((m) => m.RegisterDoneScreen);
export const registerWechat = registerPage((m) => m.RegisterWechatPage);
export const forgetStep1 = registerPage((m) => m.ForgetStep1Page);
export const forgetStep2 = registerPage((m) => m.ForgetStep2Page);
export const forgetStep3 = registerPage((m) => m.ForgetStep3Page);

export const memberHome = memberPage((m) => m.MemberHomeScreen);
export const balance = memberPage((m) => m.BalanceScreen);
export const credit = memberPage((m) => m.CreditScreen);
export const points = memberPage((m) => m.PointsScreen);
export const coupons = memberPage((m) => m.CouponsPage);
export const vouchers = memberPage((m) => m.VouchersPage);
export const basicInfo = memberPage((m) => m.BasicInfoPage);
export const qualifications = memberPage((m) => m.QualificationsPage);
export const linkedStores = memberPage((m) => m.LinkedStoresPage);
export const wechatBind = memberPage((m) => m.WechatBindPage);
export const addresses = memberPage((m) => m.AddressesPage);
export const messages = memberPage((m) => m.MessagesScreen);
export const quickPurchase = memberPage((m) => m.QuickPurchaseScreen);
export const wantedList = memberPage((m) => m.WantedListPage);
export const wantedAdd = memberPage((m) => m.WantedAddPage);
export const wantedInfo = memberPage((m) => m.WantedInfoPage);
export const feedback = memberPage((m) => m.FeedbackPage);

// The list, which a buyer opens most, is a chunk of its own and draws without antd: it does not wait for antd, nor
// for the detail's timeline, steps and tables.
export const orderList = withoutAntd(async () => (await import('../../features/orders/pages/orders-page')).OrdersPage);
export const orderInfo = orderPage((m) => m.OrderDetailPage);
export const returnInfo = orderPage((m) => m.ReturnInfoPage);
export const afterSalesInfo = orderPage((m) => m.AfterSalesInfoPage);
export const hmReceipts = orderPage((m) => m.HmReceiptsPage);
export const invoices = orderPage((m) => m.InvoicesPage);

export const contract: Load = async () => (await import('../../features/contract/pages/contract-page')).ContractPage;
