/** The company of the web tests: the demo chain's two stores, its 负责人 and its 采购员, and the role answers of each role. */
import {
  mayDo,
  PERMISSIONS,
  STORE_ROLE_TEXT,
  type ApprovalRow,
  type CompanyOverview,
  type CompanyView,
  type MyRoles,
  type StoreRole,
} from '@yc/contracts';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { ok, type Route } from './fake-api';

export const STORES = [
  { id: 1, company: '仁和大药房连锁有限公司', requires_approval: 0 },
  { id: 2, company: '仁和大药房光谷店', requires_approval: 0 },
];

/** GET /api/company/me of a login with `role` in both stores. */
export const myRoles = (role: StoreRole = 'owner'): MyRoles => ({
  role,
  role_text: STORE_ROLE_TEXT[role],
  permissions: PERMISSIONS.filter((p) => mayDo(role, p)),
  stores: STORES.map((s) => ({
    store_id: s.id,
    company: s.company,
    role,
    role_text: STORE_ROLE_TEXT[role],
    order_limit_fen: null,
    month_limit_fen: null,
  })),
});

/** The routes that make the logged-in member of the API have `role` in the current store. */
export const asRole = (role: StoreRole): Record<string, Route> => ({ 'GET /api/company/me': ok(myRoles(role)) });

export const companyView = (overrides: Partial<CompanyView> = {}): CompanyView => ({
  id: 1,
  name: '仁和连锁',
  approver_role: 'owner',
  approval_hold_hours: 24,
  my_role: 'owner',
  my_permissions: [...PERMISSIONS],
  stores: STORES,
  members: [
    {
      id: 7,
      phone: '13800000001',
      name: '张药师',
      is_owner: 1,
      status: 'active',
      stores: STORES.map((s) => ({
        store_id: s.id,
        company: s.company,
        role: 'owner',
        role_text: '负责人',
        order_limit_fen: null,
        month_limit_fen: null,
      })),
    },
    {
      id: 9,
      phone: '13800000003',
      name: '王采购',
      is_owner: 0,
      status: 'active',
      stores: [
        { store_id: 1, company: STORES[0].company, role: 'buyer', role_text: '采购员', order_limit_fen: 500000, month_limit_fen: null },
      ],
    },
  ],
  ...overrides,
});

export const approvalRow = (overrides: Partial<ApprovalRow> = {}): ApprovalRow => ({
  id: 301,
  order_no: 'YC202611250001',
  store_id: 1,
  company: STORES[0].company,
  buyer: '王采购',
  pay_amount: 6240.5,
  reason: '订单已提交，超出单笔限额¥5000.00，等待审批',
  expires_at: 1_795_000_000,
  created_at: 1_794_913_600,
  items: [
    { name: '阿莫西林胶囊', spec: '0.25g*24粒', price: 12.5, number: 400, amount: 5000 },
    { name: '布洛芬缓释胶囊', spec: '0.3g*20粒', price: 24.82, number: 50, amount: 1241 },
  ],
  ...overrides,
});

export const companyOverview = (overrides: Partial<CompanyOverview> = {}): CompanyOverview => ({
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
  stores: [
    {
      store_id: 1,
      company: STORES[0].company,
      orders: 12,
      spend_by_month: [1200, 0, 3400.5, 800, 2000, 6240.5],
      spend: 13641,
      open_approvals: 2,
      credit_limit: 50000,
      credit_used: 12000.5,
    },
    {
      store_id: 2,
      company: STORES[1].company,
      orders: 3,
      spend_by_month: [0, 0, 0, 500, 0, 1000.25],
      spend: 1500.25,
      open_approvals: 0,
      credit_limit: 0,
      credit_used: 0,
    },
  ],
  top_goods: [
    { goods_id: 11, name: '阿莫西林胶囊', spec: '0.25g*24粒', manufacturer: '华北制药', number: 800, amount: 10000 },
    { goods_id: 12, name: '布洛芬缓释胶囊', spec: '0.3g*20粒', manufacturer: '中美史克', number: 120, amount: 2978.4 },
  ],
  orders: [
    {
      id: 301,
      order_no: 'YC202611250001',
      store_id: 1,
      company: STORES[0].company,
      buyer: '王采购',
      status: 'pending_approval',
      status_text: '待审批',
      pay_amount: 6240.5,
      created_at: 1_794_913_600,
    },
    {
      id: 300,
      order_no: 'YC202611240007',
      store_id: 2,
      company: STORES[1].company,
      buyer: '张药师',
      status: 'paid',
      status_text: '待发货',
      pay_amount: 1000.25,
      created_at: 1_794_800_000,
    },
  ],
  ...overrides,
});

/** Waits for the header to name the role: from then on the page hides what the role may not do. */
export const roleShown = (text: string) =>
  screen.findByTitle('您在当前店铺的角色', {}, { timeout: 15_000 }).then((el) => expect(el).toHaveTextContent(text));
