import type { Banner, Category, FocusCommon, HelpCategory, NavItem, PageViewCount, SiteLinks } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { getSetting } from './settings.js';
import * as q from './queries.js';

interface TreeRow {
  id: number;
  parentId: number | null;
}

/** Turns parent-linked rows into nested nodes, keeping row order among siblings. */
export function buildTree<R extends TreeRow, N extends { children: N[] }>(rows: R[], toNode: (r: R) => N): N[] {
  const nodes = new Map<number, N>();
  for (const r of rows) nodes.set(r.id, toNode(r));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as N;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function focusCommon(db: Db): Promise<FocusCommon> {
  const [hot, nav, cats, brandRows] = await Promise.all([q.hotSearchTerms(db), q.allNavItems(db), q.allCategories(db), q.allBrands(db)]);
  const tree = (kind: string): Category[] =>
    buildTree(
      cats.filter((c) => c.kind === kind),
      (c): Category => ({ id: c.id, name: c.name, logo: c.logo, logo1: c.logo1, children: [], childrenShow: 0 }),
    ).map((c) => ({ ...c, childrenShow: c.children.length > 0 ? 1 : 0 }));
  return {
    rnss: hot.map((h) => h.keyword),
    nav: buildTree(nav, (n): NavItem => ({ id: n.id, name: n.name, url: n.url, image: n.image, is_open: n.isOpen, children: [] })),
    category: tree('ordinary'),
    category_yx: tree('youx'),
    category_zy: tree('zy'),
    category_qx: tree('qx'),
    brand: brandRows.map((b) => ({ id: b.id, name: b.name, logo: b.logo })),
    // Seconds: the page multiplies a 10-digit timestamp by 1000 (spec section 5).
    timestamp: Math.floor(Date.now() / 1000),
  };
}

/** Slots for new customers only (xrtj 新人特价): a store that has paid no order yet; nobody else sees them. */
const NEW_CUSTOMER_SLOTS: ReadonlySet<string> = new Set(['xrtj']);

/**
 * A slot's ads; `ids` ("3,4", from a zone link) narrows them to the ads it names. A new customers'
 * ad elsewhere (新客首单立减30元) also shows to visitors: signing up makes one a new customer.
 */
export async function adSlot(db: Db, slot: string, ids?: string, storeId: number | null = null): Promise<Banner[]> {
  const newCustomer = storeId === null || !(await q.hasPaidOrder(db, storeId));
  if (NEW_CUSTOMER_SLOTS.has(slot) && (storeId === null || !newCustomer)) return [];
  return q.adsOfSlot(db, slot, { ids: ids?.split(',').map(Number), newCustomer });
}

export async function siteLinks(db: Db): Promise<SiteLinks> {
  const [list, licence, miniprogram, app] = await Promise.all([
    getSetting(db, 'links'),
    getSetting(db, 'licence'),
    getSetting(db, 'miniprogram_url'),
    getSetting(db, 'app_url'),
  ]);
  return { list, licence, miniprogram_url: miniprogram, app_url: app };
}

export async function helpCategories(db: Db): Promise<HelpCategory[]> {
  const rows = await q.helpCategoriesWithArticles(db);
  const groups = new Map<number, HelpCategory>();
  for (const r of rows) {
    const g = groups.get(r.catId) ?? { id: r.catId, key: r.catKey, name: r.catName, children: [] };
    g.children.push({ id: r.id, name: r.title, slug: r.slug });
    groups.set(r.catId, g);
  }
  return [...groups.values()];
}

export async function recordPageView(db: Db, v: { path: string; name?: string; storeId: number | null }) {
  await q.insertPageView(db, { path: v.path, name: v.name ?? '', storeId: v.storeId });
}

/** Page views per route name over a period, for the operator console's traffic report. */
export async function pageViewCounts(db: Db, period: { from: Date; to: Date }): Promise<PageViewCount[]> {
  if (!(period.from < period.to)) throw refuse('统计的开始时间须早于结束时间');
  return q.pageViewCounts(db, period);
}
