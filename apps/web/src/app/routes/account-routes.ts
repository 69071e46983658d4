import { generatePath, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { LOGISTICS_ANCHOR } from '../../features/orders/lib/order-links';
import { favorites, visitHistory } from './catalogue-lazy';
import * as company from './company-lazy';
import { pointsOrders } from './marketing-lazy';
import * as member from './member-lazy';
import * as statements from './statements-lazy';
import {
  lazyIndexPage,
  lazyLayout,
  lazyPage,
  withoutAntd,
  lazyPageAt,
  LOGIN_CHROME,
  redirectIndex,
  redirectRoute,
  type LoadPage,
} from './route-helpers';

type Meta = Parameters<typeof lazyPage>[1];

/** A page's path, or its path and aliases. */
type At = string | readonly string[];
const pathsOf = (at: At) => (typeof at === 'string' ? [at] : at);

/** Pages whose group's own path opens the first of them (the spec names no default page for it). */
const firstPageGroup = (id: string, path: string, pages: [at: At, meta: Meta, load: LoadPage][]): RouteObject => ({
  id,
  children: [redirectRoute(path, pathsOf(pages[0][0])[0]), ...pages.flatMap(([at, meta, load]) => lazyPageAt(pathsOf(at), meta, load))],
});

/** The three registration steps, as each of the two registration paths has them. */
const registration = (id: string, path: string, steps: readonly [string, string, string], name: string) =>
  firstPageGroup(
    id,
    path,
    [member.registerStep1, member.registerStep2, member.registerStep3].map((load, i) => [
      steps[i],
      { name: `${name}_step${i + 1}`, title: '用户注册', ...LOGIN_CHROME },
      load,
    ]),
  );

/** Spec section 2, "Account": member centre, registration, password reset, wallet, account centre, orders, self-service. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.register,
    children: [
      redirectIndex(paths.registerIndex),
      lazyPage(paths.registerWechat, { name: 'register_wechat', title: '用户注册', ...LOGIN_CHROME }, member.registerWechat),
    ],
  },
  registration('register_index', paths.registerIndex, [paths.registerStep1, paths.registerStep2, paths.registerStep3], 'register'),
  registration('register_dd', paths.registerDd, [paths.registerDdStep1, paths.registerDdStep2, paths.registerDdStep3], 'register_dd'),
  {
    path: paths.forget,
    children: [
      redirectIndex(paths.forgetStep1),
      lazyPage(paths.forgetStep1, { name: 'forget_step1', title: '忘记密码', ...LOGIN_CHROME }, member.forgetStep1),
      lazyPage(paths.forgetStep2, { name: 'forget_step2', title: '重置密码', ...LOGIN_CHROME }, member.forgetStep2),
      lazyPage(paths.forgetStep3, { name: 'forget_step3', title: '重置成功', ...LOGIN_CHROME }, member.forgetStep3),
    ],
  },
  lazyPage(paths.qyyq, { name: 'qyyq', title: '加入企业', ...LOGIN_CHROME }, company.inviteAccept),

  // The member centre's pages share its side menu.
  {
    id: 'member_centre',
    // The menu draws without antd; each page under it that uses antd brings its scope (route-helpers.ts).
    lazy: lazyLayout(withoutAntd(async () => (await import('../../layouts/member-centre/member-centre-layout')).MemberCentreLayout)),
    children: [
      { path: paths.user, children: [lazyIndexPage({ name: 'user_hyzx', title: '会员中心' }, member.memberHome)] },
      lazyPage(paths.jfdd, { name: 'jfdd', title: '积分订单' }, pointsOrders),
      {
        path: paths.order,
        children: [
          lazyIndexPage({ name: 'order_index', title: '我的订单' }, member.orderList),
          lazyPage(paths.orderInfo, { name: 'order_info', title: '订单详情' }, member.orderInfo),
          lazyPage(paths.orderReturnInfo, { name: 'order_returnInfo', title: '退货详情' }, member.returnInfo),
          lazyPage(paths.orderAfterSalesInfo, { name: 'order_afterSalesInfo', title: '售后详情' }, member.afterSalesInfo),
          // The logistics are a section of the detail page.
          redirectRoute(paths.orderWl, (params) => `${generatePath(paths.orderInfo, { id: params.id ?? '' })}#${LOGISTICS_ANCHOR}`),
        ],
      },
      lazyPage(paths.hmdd, { name: 'hmdd', title: '含麻订单回执' }, member.hmReceipts),
      firstPageGroup('wdqb', paths.wdqb, [
        [[paths.wdqbYegl, paths.yegl], { name: 'wdqb_yegl', title: '余额管理' }, member.balance],
        [[paths.wdqbZqgl, paths.zqgl], { name: 'wdqb_zqgl', title: '账期管理' }, member.credit],
        [[paths.wdqbJfgl, paths.jfgl], { name: 'wdqb_jfgl', title: '积分管理' }, member.points],
        [[paths.wdqbYhq, paths.yhq], { name: 'wdqb_yhq', title: '我的优惠券' }, member.coupons],
        [[paths.wdqbXjq, paths.xjq], { name: 'wdqb_xjq', title: '我的现金券' }, member.vouchers],
      ]),
      firstPageGroup('zhzx', paths.zhzx, [
        [paths.basic, { name: 'zhzx_basic', title: '基本信息' }, member.basicInfo],
        [paths.zzzj, { name: 'zhzx_zzzj', title: '资质证件' }, member.qualifications],
        [paths.ddgl, { name: 'zhzx_ddgl', title: '多店管理' }, member.linkedStores],
        [paths.bdwx, { name: 'zhzx_bdwx', title: '绑定微信' }, member.wechatBind],
        [paths.addr, { name: 'zhzx_addr', title: '收货地址' }, member.addresses],
        [paths.wdxx, { name: 'zhzx_wdxx', title: '我的消息' }, member.messages],
        [paths.dzd, { name: 'zhzx_dzd', title: '对账单' }, statements.statements],
        [paths.erpjk, { name: 'zhzx_erpjk', title: 'ERP接口' }, statements.apiKeys],
        [paths.qycy, { name: 'zhzx_qycy', title: '企业成员' }, company.members],
        [paths.spsz, { name: 'zhzx_spsz', title: '审批设置' }, company.approvalSettings],
        [paths.dspdd, { name: 'zhzx_dspdd', title: '待审批订单' }, company.approvals],
        [paths.czrz, { name: 'zhzx_czrz', title: '操作日志' }, company.companyLog],
        [paths.zbkb, { name: 'zhzx_zbkb', title: '总部看板' }, company.overview],
      ]),
      firstPageGroup('zzfw', paths.zzfw, [
        [paths.kjcg, { name: 'zzfw_kjcg', title: '快捷采购' }, member.quickPurchase],
        [paths.pzqg, { name: 'zzfw_pzqg', title: '品种求购' }, member.wantedList],
        [paths.pzqgAdd, { name: 'zzfw_pzqg_add', title: '发布求购' }, member.wantedAdd],
        [paths.pzqgInfo, { name: 'zzfw_pzqg_info', title: '求购详情' }, member.wantedInfo],
        [paths.yjfk, { name: 'zzfw_yjfk', title: '意见反馈' }, member.feedback],
        [paths.dzfp, { name: 'zzfw_dzfp', title: '电子发票' }, member.invoices],
      ]),
    ],
  },
  // Self-service pages drawn in their own full-width frame (the catalogue's lists).
  {
    id: 'zzfw_lists',
    children: [
      lazyPage(paths.star, { name: 'zzfw_star', title: '我的收藏' }, favorites),
      lazyPage(paths.wdzj, { name: 'zzfw_wdzj', title: '我的足迹' }, visitHistory),
    ],
  },
];
