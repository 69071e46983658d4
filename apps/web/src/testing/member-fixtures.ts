import type {
  CouponCounts,
  CreditSummary,
  MessagePage,
  MoneyLogPage,
  Qualification,
  QualificationList,
  WalletSummary,
} from '@yc/contracts';
import { address } from './cart-fixtures';
import { myRoles } from './company-fixtures';
import { ok, type Route } from './fake-api';
import { member, shellApi } from './fixtures';

export const walletSummary: WalletSummary = { balance: 5000, frozen: 0, recharge_total: 5000, spend_total: 0 };

export const creditSummary: CreditSummary = {
  limit: 50000,
  used: 1200.5,
  available: 48799.5,
  term_days: 30,
  overdue_amount: 0,
  next_due_date: '2026-12-25',
};

export const couponCounts: CouponCounts = { unused: 4, used: 0, expired: 1 };

export const moneyLog = (rows: MoneyLogPage['list'] = []): MoneyLogPage => ({ list: rows, total: rows.length, page: 1, page_size: 10 });

export const chargeIndex = { balance: 5000, options: [500, 1000, 2000, 5000, 10000], records: [] };

export const qualification = (overrides: Partial<Qualification> = {}): Qualification => ({
  id: 1,
  type: '营业执照',
  number: '91110105MA01DEMO1X',
  status: 'passed',
  status_text: '已通过',
  reason: null,
  expires_at: '2045-06-30',
  days_left: 6800,
  expired: 0,
  expiry_warning: 0,
  file_url: '/api/user/zizhi/1/file',
  file_name: 'licence.png',
  created_at: '2026-01-05T02:00:00.000Z',
  ...overrides,
});

export const qualificationList = (
  list: Qualification[] = [qualification()],
  overrides: Partial<QualificationList> = {},
): QualificationList => ({
  status: 'passed',
  status_text: '已通过',
  is_passed: 1,
  reason: null,
  types: ['营业执照', '药品经营许可证'],
  list,
  ...overrides,
});

export const messagePage = (overrides: Partial<MessagePage> = {}): MessagePage => ({
  list: [],
  total: 0,
  page: 1,
  page_size: 10,
  unread: 0,
  ...overrides,
});

/** The shell answered for the logged-in demo member, plus what the member centre's pages ask; pass routes to change or add. */
export const memberApi = (routes: Record<string, Route> = {}) =>
  shellApi({
    'GET /api/user/base': ok(member()),
    'GET /api/user/user_money': ok(walletSummary),
    'GET /api/user/user_money_log': ok(moneyLog()),
    'GET /api/charge/index': ok(chargeIndex),
    'GET /api/user/user_credit': ok(creditSummary),
    'GET /api/user/couponNum': ok(couponCounts),
    'GET /api/user/zizhi': ok(qualificationList()),
    'GET /api/user/jyfw': ok([{ key: 'kgr', name: '抗感染药' }]),
    'GET /api/user/messages': ok(messagePage()),
    'GET /api/address': ok([address()]),
    'GET /api/company/me': ok(myRoles('owner')),
    ...routes,
  });
