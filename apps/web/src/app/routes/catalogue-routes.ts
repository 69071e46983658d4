import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { brandDetail, brandWall, goodsDetail, listing, yxRule } from './catalogue-lazy';
import { activityCentre, activityList, activityPage } from './activity-lazy';
import { couponCentre } from './marketing-lazy';
import { lazyIndexPage, lazyPage, lazyPageAt, NO_CHROME } from './route-helpers';

// Spec section 2: listing routes carry a query `select`; each zone's flag is the one GoodsListQuery reads.
const FREE_SHIPPING = { yx: 1 } as const;
const DEVICES = { qx: 1 } as const;
const TCM = { zyyp: 1 } as const;
const NEAR_EXPIRY = { jxq: 1 } as const;
const CONTROLLED = { kx: 1 } as const;

/** Spec section 2, "Catalogue and zones". */
export const catalogueRoutes: RouteObject[] = [
  {
    path: paths.list,
    children: [
      lazyIndexPage({ name: 'list_index', title: '药品列表' }, listing('list', 'cards')),
      lazyPage(paths.listTable, { name: 'list_table', title: '药品列表' }, listing('list', 'table')),
      lazyPage(paths.listNoImage, { name: 'list_no_image', title: '药品列表' }, listing('list', 'no_image')),
      // Spec: the detail and the group-buy detail share one name.
      ...lazyPageAt([paths.listInfo, paths.listInfoPt], { name: 'list_info', title: '商品详情' }, goodsDetail),
    ],
  },
  {
    path: paths.yx,
    children: [
      lazyIndexPage({ name: 'yx_index', title: '优选包邮', select: FREE_SHIPPING }, listing('yx', 'cards')),
      lazyPage(paths.yxTable, { name: 'yx_table', title: '优选包邮', select: FREE_SHIPPING }, listing('yx', 'table')),
      lazyPage(paths.yxRule, { name: 'yx_rule', title: '优选规则', ...NO_CHROME }, yxRule),
    ],
  },
  lazyPage(paths.yjh, { name: 'yjh', title: '活动专区' }, activityPage('yjh')),
  lazyPage(paths.hdzx, { name: 'Hdzx', title: '活动中心' }, activityCentre),
  lazyPage(paths.qxzq, { name: 'qxzq', title: '器械专区', select: DEVICES }, listing('qxzq')),
  lazyPage(paths.zyyp, { name: 'zyyp', title: '中药饮片', select: TCM }, listing('zyyp')),
  lazyPage(paths.jxqzc, { name: 'jxqzc', title: '近效期专场', select: NEAR_EXPIRY }, listing('jxqzc')),
  lazyPage(paths.kxzq, { name: 'kxzq', title: '控销专区', select: CONTROLLED }, listing('kxzq')),
  {
    id: 'kxzq_new',
    children: [
      ...lazyPageAt(
        [paths.kxzqNew, paths.kxzqNewAlias],
        { name: 'kxzq_new_index', title: '控销专区', select: CONTROLLED },
        listing('kxzq_new'),
      ),
      lazyPage(paths.kxzqGoods, { name: 'kxzq_goods', title: '控销商品', select: CONTROLLED }, listing('kxzq_goods')),
    ],
  },
  // /ppzq comes before its /ppzq/:page? alias: for the bare path the first equal-ranked route wins.
  lazyPage(paths.ppzq, { name: 'ppzq', title: '品牌专区' }, brandWall(false)),
  ...lazyPageAt([paths.ppzqIndex, paths.ppzqIndexAlias], { name: 'ppzq_index', title: '品牌专区' }, brandWall(true)),
  lazyPage(paths.ppzqInfo, { name: 'ppzq_info', title: '品牌详情' }, brandDetail),
  {
    path: paths.search,
    children: [
      lazyIndexPage({ name: 'search_index', title: '搜索结果' }, listing('search', 'cards')),
      lazyPage(paths.searchTable, { name: 'search_table', title: '搜索结果' }, listing('search', 'table')),
    ],
  },
  lazyPage(paths.ptzq, { name: 'ptzq', title: '拼团专区' }, activityPage('ptzq')),
  lazyPage(paths.hb, { name: 'hb', title: '满返专区' }, activityPage('hb')),
  lazyPage(paths.welfare, { name: 'welfare', title: '福利专区' }, activityPage('welfare')),
  lazyPage(paths.mrtj, { name: 'mrtj', title: '每日特价' }, activityPage('mrtj')),
  lazyPage(paths.lqzx, { name: 'lqzx', title: '领券中心' }, couponCentre),
  // The spec gives no meaning for these words: they are activity pages (DESIGN.md glossary).
  lazyPage(paths.zqmb, { name: 'zqmb', title: '活动专区' }, activityPage('zqmb')),
  lazyPage(paths.yyh, { name: 'yyh', title: '活动专区' }, activityPage('yyh')),
  lazyPage(paths.yyhList, { name: 'yyh_list', title: '活动列表' }, activityList('yyh', '优药惠往期活动')),
  lazyPage(paths.hdmb, { name: 'hdmb', title: '活动专区' }, activityPage('hdmb')),
  lazyPage(paths.zhmz, { name: 'zhmz', title: '活动专区' }, activityPage('zhmz')),
  lazyPage(paths.zhmzList, { name: 'zhmz_list', title: '活动列表' }, activityList('zhmz', '综合专场活动列表')),
];
