import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page, redirectRoute } from './route-helpers';

/** Spec section 2, "Help and news". */
export const helpRoutes: RouteObject[] = [
  {
    id: 'help',
    children: [
      // /help and /help/pay only group their articles: each opens its first one.
      redirectRoute(paths.help, paths.helpHyzc),
      page(paths.helpHyzc, { name: 'help_xrzn_hyzc', title: '会员注册' }),
      page(paths.helpGwzn, { name: 'help_xrzn_gwzn', title: '购物指南' }),
      page(paths.helpAqgy, { name: 'help_xrzn_aqgy', title: '安全购药' }),
      page(paths.helpWzzz, { name: 'help_fwbz_wzzz', title: '网站资质' }),
      page(paths.helpYhxy, { name: 'help_fwbz_yhxy', title: '用户协议' }),
      page(paths.helpZskf, { name: 'help_fwbz_zskf', title: '专属客服' }),
      page(paths.helpTsjy, { name: 'help_us_tsjy', title: '投诉建议' }),
      page(paths.helpLxwm, { name: 'help_us_lxwm', title: '联系我们' }),
      page(paths.newsHy, { name: 'news_hy', title: '行业新闻' }),
      page(paths.newsCompany, { name: 'news_company', title: '公司新闻' }),
      page(paths.newsInfo, { name: 'news_info', title: '新闻详情' }),
      redirectRoute(paths.helpPay, paths.helpDdzf),
      page(paths.helpDdzf, { name: 'help_zfps_ddzf', title: '订单支付' }),
      page(paths.helpHwps, { name: 'help_zfps_hwps', title: '货物配送' }),
      page(paths.helpYpth, { name: 'help_zfps_ypth', title: '药品退货' }),
    ],
  },
];
