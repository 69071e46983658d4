import type { Permission } from '@yc/contracts';
import { paths } from '../../config/paths';

export interface MenuEntry {
  label: string;
  to: string;
  /** Other addresses of the same page (the wallet's short aliases). */
  aliases?: readonly string[];
  /** What the login's role in the current store must be allowed (GET /api/company/me) to see the entry. */
  permission?: Permission;
}

export interface MenuGroup {
  title: string;
  /** Where the group's title leads, when it is a page of its own. */
  to?: string;
  entries: readonly MenuEntry[];
}

/** The member centre's side menu: the groups of spec section 2 ("Account"), every address from paths.ts. */
export const MEMBER_MENU: readonly MenuGroup[] = [
  { title: '会员中心', to: paths.user, entries: [] },
  {
    title: '订单管理',
    entries: [
      { label: '我的订单', to: paths.order },
      { label: '积分订单', to: paths.jfdd },
      { label: '含麻订单回执', to: paths.hmdd },
    ],
  },
  {
    title: '我的钱包',
    entries: [
      { label: '余额管理', to: paths.wdqbYegl, aliases: [paths.yegl] },
      { label: '账期管理', to: paths.wdqbZqgl, aliases: [paths.zqgl] },
      { label: '积分管理', to: paths.wdqbJfgl, aliases: [paths.jfgl] },
      { label: '我的优惠券', to: paths.wdqbYhq, aliases: [paths.yhq] },
      { label: '我的现金券', to: paths.wdqbXjq, aliases: [paths.xjq] },
    ],
  },
  {
    title: '账户中心',
    entries: [
      { label: '基本信息', to: paths.basic },
      { label: '资质证件', to: paths.zzzj },
      { label: '多店管理', to: paths.ddgl },
      { label: '绑定微信', to: paths.bdwx },
      { label: '收货地址', to: paths.addr },
      { label: '我的消息', to: paths.wdxx },
      { label: '对账单', to: paths.dzd },
      { label: 'ERP接口', to: paths.erpjk, permission: 'manage' },
    ],
  },
  {
    title: '企业管理',
    entries: [
      { label: '总部看板', to: paths.zbkb, permission: 'manage' },
      { label: '企业成员', to: paths.qycy, permission: 'manage' },
      { label: '待审批订单', to: paths.dspdd, permission: 'approve' },
      { label: '审批设置', to: paths.spsz, permission: 'manage' },
      { label: '操作日志', to: paths.czrz, permission: 'manage' },
    ],
  },
  {
    title: '自助服务',
    entries: [
      { label: '快捷采购', to: paths.kjcg, permission: 'purchase' },
      { label: '品种求购', to: paths.pzqg, permission: 'purchase' },
      { label: '电子发票', to: paths.dzfp },
      { label: '我的收藏', to: paths.star },
      { label: '我的足迹', to: paths.wdzj },
      { label: '意见反馈', to: paths.yjfk },
    ],
  },
];

/** True when the page at pathname is the entry's (its address, an alias, or a page under it such as /pzqg/add). */
export const isEntryActive = (entry: Pick<MenuEntry, 'to' | 'aliases'>, pathname: string): boolean =>
  [entry.to, ...(entry.aliases ?? [])].some((to) => pathname === to || pathname.startsWith(`${to}/`));
