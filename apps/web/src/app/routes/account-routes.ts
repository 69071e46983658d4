import { generatePath, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { indexPage, LOGIN_CHROME, page, pageAt, redirectIndex, redirectRoute } from './route-helpers';

const REGISTER = { title: '用户注册', ...LOGIN_CHROME } as const;

/** Spec section 2, "Account": member centre, registration, password reset, wallet, account centre, orders, self-service. */
export const accountRoutes: RouteObject[] = [
  { path: paths.user, children: [indexPage({ name: 'user_hyzx', title: '会员中心' })] },

  {
    path: paths.register,
    children: [redirectIndex(paths.registerIndex), page(paths.registerWechat, { name: 'register_wechat', ...REGISTER })],
  },
  {
    id: 'register_index',
    children: [
      redirectRoute(paths.registerIndex, paths.registerStep1),
      page(paths.registerStep1, { name: 'register_step1', ...REGISTER }),
      page(paths.registerStep2, { name: 'register_step2', ...REGISTER }),
      page(paths.registerStep3, { name: 'register_step3', ...REGISTER }),
    ],
  },
  {
    id: 'register_dd',
    children: [
      redirectRoute(paths.registerDd, paths.registerDdStep1),
      page(paths.registerDdStep1, { name: 'register_dd_step1', ...REGISTER }),
      page(paths.registerDdStep2, { name: 'register_dd_step2', ...REGISTER }),
      page(paths.registerDdStep3, { name: 'register_dd_step3', ...REGISTER }),
    ],
  },
  {
    path: paths.forget,
    children: [
      redirectIndex(paths.forgetStep1),
      page(paths.forgetStep1, { name: 'forget_step1', title: '忘记密码' }),
      page(paths.forgetStep2, { name: 'forget_step2', title: '重置密码' }),
      page(paths.forgetStep3, { name: 'forget_step3', title: '重置成功' }),
    ],
  },

  {
    id: 'wdqb',
    children: [
      // The spec names no default wallet page; the first one listed is it.
      redirectRoute(paths.wdqb, paths.wdqbYegl),
      ...pageAt([paths.wdqbYegl, paths.yegl], { name: 'wdqb_yegl', title: '余额管理' }),
      ...pageAt([paths.wdqbZqgl, paths.zqgl], { name: 'wdqb_zqgl', title: '账期管理' }),
      ...pageAt([paths.wdqbJfgl, paths.jfgl], { name: 'wdqb_jfgl', title: '积分管理' }),
      ...pageAt([paths.wdqbYhq, paths.yhq], { name: 'wdqb_yhq', title: '我的优惠券' }),
      ...pageAt([paths.wdqbXjq, paths.xjq], { name: 'wdqb_xjq', title: '我的现金券' }),
    ],
  },
  {
    id: 'zhzx',
    children: [
      redirectRoute(paths.zhzx, paths.basic),
      page(paths.basic, { name: 'zhzx_basic', title: '基本信息' }),
      page(paths.zzzj, { name: 'zhzx_zzzj', title: '资质证件' }),
      page(paths.ddgl, { name: 'zhzx_ddgl', title: '多店管理' }),
      page(paths.bdwx, { name: 'zhzx_bdwx', title: '绑定微信' }),
      page(paths.addr, { name: 'zhzx_addr', title: '收货地址' }),
      page(paths.wdxx, { name: 'zhzx_wdxx', title: '我的消息' }),
    ],
  },
  {
    path: paths.order,
    children: [
      indexPage({ name: 'order_index', title: '我的订单' }),
      page(paths.orderInfo, { name: 'order_info', title: '订单详情' }),
      page(paths.orderReturnInfo, { name: 'order_returnInfo', title: '退货详情' }),
      page(paths.orderAfterSalesInfo, { name: 'order_afterSalesInfo', title: '售后详情' }),
      redirectRoute(paths.orderWl, (params) => generatePath(paths.orderInfo, { id: params.id ?? '' })),
    ],
  },
  page(paths.jfdd, { name: 'jfdd', title: '积分订单' }),
  page(paths.hmdd, { name: 'hmdd', title: '含麻订单回执' }),
  {
    id: 'zzfw',
    children: [
      // The spec names no default self-service page; the first one listed is it.
      redirectRoute(paths.zzfw, paths.kjcg),
      page(paths.kjcg, { name: 'zzfw_kjcg', title: '快捷采购' }),
      page(paths.pzqg, { name: 'zzfw_pzqg', title: '品种求购' }),
      page(paths.pzqgAdd, { name: 'zzfw_pzqg_add', title: '发布求购' }),
      page(paths.pzqgInfo, { name: 'zzfw_pzqg_info', title: '求购详情' }),
      page(paths.dzfp, { name: 'zzfw_dzfp', title: '电子发票' }),
      page(paths.star, { name: 'zzfw_star', title: '我的收藏' }),
      page(paths.wdzj, { name: 'zzfw_wdzj', title: '我的足迹' }),
      page(paths.yjfk, { name: 'zzfw_yjfk', title: '意见反馈' }),
    ],
  },
];
