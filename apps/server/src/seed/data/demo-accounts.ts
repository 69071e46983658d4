/**
 * Demo logins, their stores and the account managers. Passwords are plain text: the inserter hashes
 * them. Dates are fixed relative to SEED_REFERENCE_DATE (2026-11-20), not to the clock.
 */
import type { AccountManagerSeed, DemoAccountSeed, QualificationSeed, StoreSeed, WalletSeed } from './types.js';

export const DEMO_PASSWORD = 'Pharma@2026';
/** The demo member's 支付密码 (wallet and credit payments ask for it); the README gives it. */
export const DEMO_PAY_PASSWORD = '135790';

export const accountManagers: readonly AccountManagerSeed[] = [
  { key: 'service-desk', name: '客服中心', phone: '400-800-1234', is_default: 1, id_card_no: '' },
  { key: 'wang', name: '王经理', phone: '13900000001', is_default: 0, id_card_no: '110105198806120036' },
];

/** Every top-level class of the ordinary category tree. */
const FULL_SCOPE = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'];

const chainPharmacyQualifications = (licenceNo: string, gspNo: string): QualificationSeed[] => [
  { type: '营业执照', number: '91110105MA01DEMO1X', valid_until: '2045-06-30', status: 'passed' },
  { type: '药品经营许可证', number: licenceNo, valid_until: '2030-03-31', status: 'passed' },
  { type: '第二类医疗器械经营备案凭证', number: gspNo, valid_until: '2099-12-31', status: 'passed' },
  { type: '采购委托书', number: 'WT-2026-0001', valid_until: '2027-12-31', status: 'passed' },
  { type: '被委托人身份证', number: '110105********1234', valid_until: '2036-05-20', status: 'passed' },
];

const chaoyangWallet: WalletSeed = {
  balance_fen: 500000,
  credit_limit_fen: 5000000,
  credit_used_fen: 0,
  credit_due_day: 25,
  points: 2680,
  coupons: [
    {
      type: 'amount',
      name: '全场满1000减50',
      threshold_fen: 100000,
      amount_fen: 5000,
      scope: { kind: 'all' },
      valid_from: '2026-11-01',
      valid_to: '2026-12-31',
      status: 'unused',
    },
    {
      type: 'amount',
      name: '中成药满300减20',
      threshold_fen: 30000,
      amount_fen: 2000,
      scope: { kind: 'category', category_keys: ['zcy'] },
      valid_from: '2026-11-10',
      valid_to: '2026-12-10',
      status: 'unused',
    },
    {
      type: 'rate',
      name: '医疗器械满2000享9.5折',
      threshold_fen: 200000,
      rate_percent: 95,
      max_discount_fen: 20000,
      scope: { kind: 'category', category_keys: ['qx'] },
      valid_from: '2026-11-15',
      valid_to: '2027-01-15',
      status: 'unused',
    },
    {
      type: 'amount',
      name: '999品牌满500减30',
      threshold_fen: 50000,
      amount_fen: 3000,
      scope: { kind: 'brand', brand_keys: ['999'] },
      valid_from: '2026-11-01',
      valid_to: '2026-11-30',
      status: 'unused',
    },
    {
      type: 'amount',
      name: '新客首单满199减30',
      threshold_fen: 19900,
      amount_fen: 3000,
      scope: { kind: 'all' },
      valid_from: '2026-09-01',
      valid_to: '2026-10-31',
      status: 'expired',
    },
  ],
};

const chaoyang: StoreSeed = {
  key: 'renji-chaoyang',
  company: '仁济大药房(朝阳店)',
  contact_name: '李仁济',
  contact_phone: '13800000001',
  customer_type: '连锁药店',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  address: '朝阳路示例街18号院1号楼底商',
  is_passed: true,
  business_scope: FULL_SCOPE,
  qualifications: chainPharmacyQualifications('京AA0105001', '京朝药监械经营备20260101号'),
  contract: {
    contract_no: 'YCY-HT-2026-000101',
    title: '2026年度药品购销合同',
    signed: true,
    signed_at: '2026-01-05',
    valid_from: '2026-01-01',
    valid_until: '2026-12-31',
  },
  account_manager_key: 'wang',
  addresses: [
    {
      consignee: '李仁济',
      phone: '13800000001',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      detail: '朝阳路示例街18号院1号楼底商 仁济大药房',
      is_default: true,
    },
    {
      consignee: '赵敏',
      phone: '13800000011',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      detail: '望京示例路6号 仁济大药房仓库（收货时间9:00-17:00）',
      is_default: false,
    },
  ],
  wallet: chaoyangWallet,
};

// The second store lacks the decoction-piece scope, so the demo shows goods with is_buy = 0.
const haidian: StoreSeed = {
  key: 'renji-haidian',
  company: '仁济大药房(海淀店)',
  contact_name: '周海',
  contact_phone: '13800000021',
  customer_type: '连锁药店',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  address: '中关村示例大街66号1层',
  is_passed: true,
  business_scope: FULL_SCOPE.filter((key) => key !== 'zyyp'),
  qualifications: chainPharmacyQualifications('京AA0108002', '京海药监械经营备20260202号'),
  contract: {
    contract_no: 'YCY-HT-2026-000102',
    title: '2026年度药品购销合同',
    signed: true,
    signed_at: '2026-02-18',
    valid_from: '2026-02-18',
    valid_until: '2026-12-31',
  },
  account_manager_key: 'wang',
  addresses: [
    {
      consignee: '周海',
      phone: '13800000021',
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      detail: '中关村示例大街66号1层 仁济大药房',
      is_default: true,
    },
  ],
  wallet: null,
};

// A clinic whose papers are still under review: prices show 资质审核中 and checkout is refused.
const kangning: StoreSeed = {
  key: 'kangning-clinic',
  company: '康宁诊所',
  contact_name: '陈康宁',
  contact_phone: '13800000002',
  customer_type: '诊所',
  province: '北京市',
  city: '北京市',
  district: '丰台区',
  address: '丰台示例路9号',
  is_passed: false,
  business_scope: ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'pf', 'wg', 'ek', 'zcy', 'qx'],
  qualifications: [
    { type: '营业执照', number: '92110106MA02DEMO2Y', valid_until: '2046-08-31', status: 'pending' },
    { type: '医疗机构执业许可证', number: 'PDY00001-111010621D2112', valid_until: '2031-08-31', status: 'pending' },
    { type: '采购委托书', number: 'WT-2026-0002', valid_until: '2027-11-30', status: 'pending' },
  ],
  contract: null,
  account_manager_key: 'service-desk',
  addresses: [
    {
      consignee: '陈康宁',
      phone: '13800000002',
      province: '北京市',
      city: '北京市',
      district: '丰台区',
      detail: '丰台示例路9号 康宁诊所',
      is_default: true,
    },
  ],
  wallet: null,
};

export const demoAccounts: readonly DemoAccountSeed[] = [
  {
    username: '13800000001',
    password: DEMO_PASSWORD,
    pay_password: DEMO_PAY_PASSWORD,
    name: '李仁济',
    phone: '13800000001',
    email: 'renji@demo.example',
    stores: [chaoyang, haidian],
    // A 采购员 whose orders over ¥5,000 wait for 李仁济's approval.
    company: {
      name: '仁济大药房',
      members: [{ phone: '13800000003', password: DEMO_PASSWORD, name: '赵采购', role: 'buyer', order_limit_fen: 500000 }],
    },
  },
  {
    username: '13800000002',
    password: DEMO_PASSWORD,
    name: '陈康宁',
    phone: '13800000002',
    email: 'kangning@demo.example',
    stores: [kangning],
  },
];
