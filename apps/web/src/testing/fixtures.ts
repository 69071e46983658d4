import type { Category, FocusCommon, HelpCategory, LinkedStore, NavItem, SiteLinks, UserBase } from '@yc/contracts';
import { createFakeApi, fail, ok, type Route } from './fake-api';

export const member = (overrides: Partial<UserBase> = {}): UserBase => ({
  show: 1,
  id: 7,
  store_id: 1,
  username: '13800000001',
  name: '张药师',
  phone: '13800000001',
  company: '仁和大药房连锁有限公司',
  face: '',
  rank: '普通会员',
  admin: { name: '李经理', phone: '13900000002', is_default: 0 },
  address: '湖北省武汉市江汉区',
  is_passed: 1,
  points: 120,
  cart: 3,
  message_count: 2,
  wechat: '',
  common_config: { hot_line: '400-800-1234' },
  quality_inspection: { quality_inspection_url: '', msg: '' },
  login_url: '',
  is_show_youx: 1,
  is_special: 0,
  is_can_chat: 1,
  token: '',
  is_AfterSale: 0,
  ywy: '',
  customer: '',
  levels: '',
  user_level: 1,
  contract_signed: 1,
  pay_password_set: 1,
  ...overrides,
});

const category = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  name,
  logo: '',
  logo1: '',
  children,
  childrenShow: 1,
});

const CATEGORY_NAMES = ['抗感染药', '心脑血管', '呼吸系统', '消化系统', '内分泌', '神经系统', '皮肤用药', '五官用药', '维生素', '医疗器械'];
const NAV_NAMES = [
  '首页',
  '器械专区',
  '中药饮片',
  '优选包邮',
  '近效期专场',
  '控销专区',
  '品牌专区',
  '领券中心',
  '积分商城',
  '每日特价',
  '拼团专区',
  '活动中心',
];

export const focusCommon: FocusCommon = {
  rnss: ['阿莫西林', '布洛芬', '连花清瘟'],
  nav: NAV_NAMES.map((name, index): NavItem => ({ id: index + 1, name, url: `/nav/${index + 1}`, image: '', is_open: 0, children: [] })),
  category: CATEGORY_NAMES.map((name, index) =>
    category(index + 1, name, [category(100 + index, `${name}常用`, [category(1000 + index, `${name}精选`)])]),
  ),
  category_yx: [],
  category_zy: [],
  category_qx: [],
  brand: [],
  timestamp: 1_700_000_000,
};

export const siteLinks: SiteLinks = {
  list: [{ name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' }],
  licence: ['互联网药品信息服务资格证书：（鄂）-经营性-2024-0001', '鄂ICP备00000000号'],
  miniprogram_url: 'https://example.com/mini',
  app_url: 'https://example.com/app',
};

const HELP_GROUPS = ['新手指南', '支付配送', '服务保障', '关于我们', '新闻中心', '售后服务'];

export const helpCategories: HelpCategory[] = HELP_GROUPS.map((name, index) => ({
  id: index + 1,
  key: `group${index + 1}`,
  name,
  children: [{ id: (index + 1) * 10, name: `${name}说明`, slug: `article${index + 1}` }],
}));

export const linkedStores: LinkedStore[] = [
  { id: 1, company: '仁和大药房连锁有限公司', username: '13800000001', is_current: 1, is_owner: 1, is_passed: 1 },
  { id: 2, company: '仁和大药房光谷分店', username: '13800000003', is_current: 0, is_owner: 1, is_passed: 1 },
];

export const visitorReply = fail(10001, '请先登录', 401);

/** The shell's endpoints answered as for a visitor; pass routes to change or add answers. */
export const shellApi = (routes: Record<string, Route> = {}) =>
  createFakeApi({
    'GET /api/user/base': visitorReply,
    'GET /api/focus/common': ok(focusCommon),
    'GET /api/global/links': ok(siteLinks),
    'GET /api/article/help_categories': ok(helpCategories),
    'GET /api/focus/top': ok([]),
    'GET /api/multi/index': ok(linkedStores),
    'POST /api/analytics/page_view': ok(null),
    'GET /api/company/me': visitorReply,
    // The demo store: online payment on the 演示支付 sandbox.
    'GET /api/pay/channels': ok({ providers: [{ value: 'sandbox', label: '演示支付' }], sandbox: true, reason: null }),
    ...routes,
  });
