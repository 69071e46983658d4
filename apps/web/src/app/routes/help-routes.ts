import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { helpArticle, newsInfo, newsList } from './content-lazy';
import { lazyPage, redirectRoute } from './route-helpers';

/** Spec section 2, "Help and news". */
export const helpRoutes: RouteObject[] = [
  {
    id: 'help',
    children: [
      // /help and /help/pay only group their articles: each opens its first one.
      redirectRoute(paths.help, paths.helpHyzc),
      lazyPage(paths.helpHyzc, { name: 'help_xrzn_hyzc', title: '会员注册' }, helpArticle('hyzc')),
      lazyPage(paths.helpGwzn, { name: 'help_xrzn_gwzn', title: '购物指南' }, helpArticle('gwzn')),
      lazyPage(paths.helpAqgy, { name: 'help_xrzn_aqgy', title: '安全购药' }, helpArticle('aqgy')),
      lazyPage(paths.helpWzzz, { name: 'help_fwbz_wzzz', title: '网站资质' }, helpArticle('wzzz')),
      lazyPage(paths.helpYhxy, { name: 'help_fwbz_yhxy', title: '用户协议' }, helpArticle('yhxy')),
      lazyPage(paths.helpZskf, { name: 'help_fwbz_zskf', title: '专属客服' }, helpArticle('zskf')),
      lazyPage(paths.helpTsjy, { name: 'help_us_tsjy', title: '投诉建议' }, helpArticle('tsjy')),
      lazyPage(paths.helpLxwm, { name: 'help_us_lxwm', title: '联系我们' }, helpArticle('lxwm')),
      lazyPage(paths.newsHy, { name: 'news_hy', title: '行业新闻' }, newsList('hy')),
      lazyPage(paths.newsCompany, { name: 'news_company', title: '公司新闻' }, newsList('company')),
      lazyPage(paths.newsInfo, { name: 'news_info', title: '新闻详情' }, newsInfo),
      redirectRoute(paths.helpPay, paths.helpDdzf),
      lazyPage(paths.helpDdzf, { name: 'help_zfps_ddzf', title: '订单支付' }, helpArticle('ddzf')),
      lazyPage(paths.helpHwps, { name: 'help_zfps_hwps', title: '货物配送' }, helpArticle('hwps')),
      lazyPage(paths.helpYpth, { name: 'help_zfps_ypth', title: '药品退货' }, helpArticle('ypth')),
    ],
  },
];
