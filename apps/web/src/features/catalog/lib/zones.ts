import type { CategoryKind, ZoneAdSlot } from '@yc/contracts';
import { paths } from '../../../config/paths';
import { BRAND_RED } from '../../../config/brand';

export type ListingView = 'cards' | 'table' | 'no_image';
export const LISTING_VIEWS: readonly ListingView[] = ['cards', 'table', 'no_image'];

export type ZoneKey =
  'list' | 'list_other' | 'yx' | 'qxzq' | 'zyyp' | 'jxqzc' | 'kxzq' | 'kxzq_new' | 'kxzq_goods' | 'search' | 'ppzq_info';

/** A zone is the one listing with a preset: its banner, its category tree and the views it has addresses for. */
export interface ZoneConfig {
  title: string;
  /** One line under the title when the zone has no banner of its own. */
  intro: string;
  /** The ad slot of GET /api/focus/{slot} the zone's banner comes from. */
  slot?: ZoneAdSlot;
  /** Category trees the buyer may pick from; the first is the default. */
  kinds: readonly CategoryKind[];
  /** Addresses of the views the spec gives routes for; other views go through ?view=. */
  viewPaths: Partial<Record<ListingView, string>>;
  /** Near-expiry zone: the expiry date leads every card. */
  expiryFirst?: boolean;
  accent: string;
}

export const ZONES: Readonly<Record<ZoneKey, ZoneConfig>> = {
  list: {
    title: '药品列表',
    intro: '全部在售品种，按分类、厂家与专区筛选',
    kinds: ['ordinary', 'youx', 'zy', 'qx'],
    viewPaths: { cards: paths.list, table: paths.listTable, no_image: paths.listNoImage },
    accent: BRAND_RED,
  },
  list_other: { title: '药品', intro: '该分类下的全部品种', kinds: ['ordinary'], viewPaths: {}, accent: BRAND_RED },
  yx: {
    title: '优选包邮',
    intro: '优选品种满额包邮，小批量也能轻松补货',
    slot: 'yx',
    kinds: ['youx'],
    viewPaths: { cards: paths.yx, table: paths.yxTable },
    accent: '#d4380d',
  },
  qxzq: { title: '器械专区', intro: '家用与诊所医疗器械，正规备案、厂家直供', kinds: ['qx'], viewPaths: {}, accent: '#006d75' },
  zyyp: {
    title: '中药饮片',
    intro: '道地药材精选饮片，批号可查、质量可溯',
    slot: 'zyzq',
    kinds: ['ordinary'],
    viewPaths: {},
    accent: '#874d00',
  },
  jxqzc: {
    title: '近效期专场',
    intro: '近效期品种特价清仓，下单前请留意每件商品的有效期',
    kinds: ['ordinary'],
    viewPaths: {},
    expiryFirst: true,
    accent: '#ad4e00',
  },
  kxzq: { title: '控销专区', intro: '区域授权品种，价格稳定利润可控', slot: 'kxzq', kinds: ['ordinary'], viewPaths: {}, accent: '#531dab' },
  kxzq_new: { title: '控销专区', intro: '本月新增授权品种', slot: 'new_kxzq', kinds: ['ordinary'], viewPaths: {}, accent: '#391085' },
  kxzq_goods: {
    title: '控销商品',
    intro: '区域授权品种，仅限授权地区与客户类型采购',
    slot: 'kxzq_ad',
    kinds: ['ordinary'],
    viewPaths: {},
    accent: '#531dab',
  },
  search: {
    title: '搜索结果',
    intro: '',
    kinds: ['ordinary', 'youx', 'zy', 'qx'],
    viewPaths: { cards: paths.search, table: paths.searchTable },
    accent: BRAND_RED,
  },
  ppzq_info: { title: '品牌详情', intro: '', kinds: ['ordinary'], viewPaths: {}, accent: '#0958d9' },
};

export const VIEW_LABEL: Readonly<Record<ListingView, string>> = { cards: '大图模式', table: '列表模式', no_image: '无图模式' };

export const isListingView = (value: string | null): value is ListingView =>
  value !== null && (LISTING_VIEWS as readonly string[]).includes(value);

/** The view a route without view addresses shows: ?view=, else the cards. */
export const viewFromSearch = (search: string): ListingView => {
  const view = new URLSearchParams(search).get('view');
  return isListingView(view) ? view : 'cards';
};
