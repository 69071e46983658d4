import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { indexPage, NO_CHROME, page, pageAt } from './route-helpers';

const FREE_SHIPPING = { yx: 1 } as const;

/** Spec section 2, "Catalogue and zones". */
export const catalogueRoutes: RouteObject[] = [
  {
    path: paths.list,
    children: [
      indexPage({ name: 'list_index', title: '药品列表' }),
      page(paths.listTable, { name: 'list_table', title: '药品列表' }),
      page(paths.listNoImage, { name: 'list_no_image', title: '药品列表' }),
      // Spec: the detail and the group-buy detail share one name.
      ...pageAt([paths.listInfo, paths.listInfoPt], { name: 'list_info', title: '商品详情' }),
    ],
  },
  {
    path: paths.yx,
    children: [
      indexPage({ name: 'yx_index', title: '优选包邮', select: FREE_SHIPPING }),
      page(paths.yxTable, { name: 'yx_table', title: '优选包邮', select: FREE_SHIPPING }),
      page(paths.yxRule, { name: 'yx_rule', title: '优选规则', ...NO_CHROME }),
    ],
  },
  page(paths.yjh, { name: 'yjh', title: '活动专区' }),
  page(paths.hdzx, { name: 'Hdzx', title: '活动中心' }),
  page(paths.qxzq, { name: 'qxzq', title: '器械专区' }),
  page(paths.zyyp, { name: 'zyyp', title: '中药饮片' }),
  page(paths.jxqzc, { name: 'jxqzc', title: '近效期专场' }),
  page(paths.kxzq, { name: 'kxzq', title: '控销专区' }),
  {
    id: 'kxzq_new',
    children: [
      ...pageAt([paths.kxzqNew, paths.kxzqNewAlias], { name: 'kxzq_new_index', title: '控销专区' }),
      page(paths.kxzqGoods, { name: 'kxzq_goods', title: '控销商品' }),
    ],
  },
  // /ppzq comes before its /ppzq/:page? alias: for the bare path the first equal-ranked route wins.
  page(paths.ppzq, { name: 'ppzq', title: '品牌专区' }),
  ...pageAt([paths.ppzqIndex, paths.ppzqIndexAlias], { name: 'ppzq_index', title: '品牌专区' }),
  page(paths.ppzqInfo, { name: 'ppzq_info', title: '品牌详情' }),
  {
    path: paths.search,
    children: [
      indexPage({ name: 'search_index', title: '搜索结果' }),
      page(paths.searchTable, { name: 'search_table', title: '搜索结果' }),
    ],
  },
  page(paths.ptzq, { name: 'ptzq', title: '拼团专区' }),
  page(paths.hb, { name: 'hb', title: '满返专区' }),
  page(paths.welfare, { name: 'welfare', title: '福利专区' }),
  page(paths.mrtj, { name: 'mrtj', title: '每日特价' }),
  page(paths.lqzx, { name: 'lqzx', title: '领券中心' }),
  // The spec gives no meaning for these words: they are activity pages (DESIGN.md glossary).
  page(paths.zqmb, { name: 'zqmb', title: '活动专区' }),
  page(paths.yyh, { name: 'yyh', title: '活动专区' }),
  page(paths.yyhList, { name: 'yyh_list', title: '活动列表' }),
  page(paths.hdmb, { name: 'hdmb', title: '活动专区' }),
  page(paths.zhmz, { name: 'zhmz', title: '活动专区' }),
  page(paths.zhmzList, { name: 'zhmz_list', title: '活动列表' }),
];
