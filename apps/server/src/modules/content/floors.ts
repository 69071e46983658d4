/** The home page's floors (GET /api/focus/demo): one per zone, each with its ad, its classes and its best sellers. */
import { HOME_FLOOR_KEYS, type FloorLink, type HomeFloor, type HomeFloorKey, type HomeFloorQuery } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { controlledAudience, type Buyer } from '../catalog/buyer.js';
import type { GoodsFilter } from '../catalog/list-queries.js';
import { goodsPage } from '../catalog/service.js';
import * as q from './queries.js';

type CategoryRow = Awaited<ReturnType<typeof q.allCategories>>[number];

const FLOOR_LINKS = 6;
/** Roots of the ordinary tree that are not western drugs: they have floors of their own. */
const NOT_WESTERN = ['zcy', 'zyyp', 'qx'];

interface FloorSpec {
  title: string;
  subtitle: string;
  /** The zone page the floor's 更多 and class links open. */
  zone: string;
  filter(categories: readonly CategoryRow[]): Omit<GoodsFilter, 'audience'>;
  /** The classes linked in the floor's title bar. */
  links(categories: readonly CategoryRow[]): CategoryRow[];
  /** 更多 of a floor that is one class lists that class. */
  classKey?: string;
}

const roots = (categories: readonly CategoryRow[], kind: string) => categories.filter((c) => c.kind === kind && c.parentId === null);

const childrenOf = (categories: readonly CategoryRow[], kind: string, key: string) => {
  const parent = categories.find((c) => c.kind === kind && c.key === key);
  return parent ? categories.filter((c) => c.parentId === parent.id) : [];
};

const westernRoots = (categories: readonly CategoryRow[]) => roots(categories, 'ordinary').filter((c) => !NOT_WESTERN.includes(c.key));

const FLOORS: Readonly<Record<HomeFloorKey, FloorSpec>> = {
  yp: {
    title: '药品',
    subtitle: '常用西药 · 品种齐全',
    zone: '/list',
    filter: (categories) => ({ anyCategoryKeys: westernRoots(categories).map((c) => c.key) }),
    links: westernRoots,
  },
  zcy: {
    title: '中成药',
    subtitle: '经典名方 · 品牌好药',
    zone: '/list',
    classKey: 'zcy',
    filter: () => ({ categoryKey: 'zcy' }),
    links: (categories) => childrenOf(categories, 'ordinary', 'zcy'),
  },
  qx: {
    title: '器械专区',
    subtitle: '家用器械 · 诊所耗材',
    zone: '/qxzq',
    filter: () => ({ kind: 'device' }),
    links: (categories) => roots(categories, 'qx'),
  },
  zyyp: {
    title: '中药饮片',
    subtitle: '道地药材 · 批号可溯',
    zone: '/zyyp',
    // The decoction pieces' own class: kind tcm also holds the patent medicines.
    filter: () => ({ categoryKey: 'zyyp' }),
    links: (categories) => childrenOf(categories, 'ordinary', 'zyyp'),
  },
  yx: {
    title: '优选包邮',
    subtitle: '满额包邮 · 次日送达',
    zone: '/yx',
    filter: () => ({ freeShipping: true }),
    links: (categories) => roots(categories, 'youx'),
  },
  jxq: {
    title: '近效期专场',
    subtitle: '效期清晰 · 特价清仓',
    zone: '/jxqzc',
    filter: () => ({ nearExpiry: true }),
    links: westernRoots,
  },
};

const listingHref = (zone: string, categoryId: number) => `${zone}?category_id=${categoryId}`;

async function floorOf(
  db: DbOrTx,
  buyer: Buyer,
  key: HomeFloorKey,
  categories: readonly CategoryRow[],
  pageSize: number,
): Promise<HomeFloor> {
  const spec = FLOORS[key];
  const filter: GoodsFilter = { ...spec.filter(categories), audience: controlledAudience(buyer) };
  const [page, [ad]] = await Promise.all([
    goodsPage(db, buyer, filter, 'sales', { page: 1, page_size: pageSize }),
    q.adsOfSlot(db, `floor_${key}`),
  ]);
  const own = spec.classKey ? categories.find((c) => c.kind === 'ordinary' && c.key === spec.classKey) : undefined;
  const links: FloorLink[] = spec
    .links(categories)
    .slice(0, FLOOR_LINKS)
    .map((c) => ({ name: c.name, url: listingHref(spec.zone, c.id) }));
  return {
    key,
    title: spec.title,
    subtitle: spec.subtitle,
    url: own ? listingHref(spec.zone, own.id) : spec.zone,
    ad: ad ?? null,
    links,
    goods: page.list,
  };
}

export async function homeFloors(db: DbOrTx, buyer: Buyer, query: HomeFloorQuery): Promise<HomeFloor[]> {
  const categories = await q.allCategories(db);
  return Promise.all((query.keys ?? HOME_FLOOR_KEYS).map((key) => floorOf(db, buyer, key, categories, query.page_size)));
}
