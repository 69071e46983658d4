import { ARTICLE_CATEGORY } from '@yc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { ads, articleCategories, articles, coupons, hotSearches, navItems, siteSettings } from '../db/schema/index.js';
import type { SiteSettings } from '../modules/content/settings.js';
import {
  appLinks,
  bannerSlots,
  company,
  floorAdSlots,
  footerLicences,
  friendlyLinks,
  helpArticles,
  helpGroups,
  hotSearches as hotSearchTerms,
  navItems as nav,
  news,
  privacyPolicy,
  qualityInspection,
  supplier,
} from './data/content.js';
import type { NavSeed } from './data/types.js';
import { insertMany } from './insert.js';
import { seedDayShift } from './seed-day.js';

async function seedNav(tx: Tx, items: readonly NavSeed[], parentId: number | null): Promise<void> {
  for (const [sort, n] of items.entries()) {
    const [row] = await tx.insert(navItems).values({ parentId, name: n.name, url: n.url, isOpen: n.is_open, sort }).returning({ id: navItems.id });
    await seedNav(tx, n.children, row.id);
  }
}

/** The id of the public coupon an ad offers; the coupon centre is seeded before the content. */
async function offeredCoupon(tx: Tx, name: string | undefined): Promise<number | null> {
  if (name === undefined) return null;
  const [row] = await tx.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.name, name), eq(coupons.isPublic, true)));
  if (!row) throw new Error(`广告所领的优惠券 ${name} 不在领券中心`);
  return row.id;
}

async function seedAds(tx: Tx): Promise<void> {
  for (const slot of [...bannerSlots, ...floorAdSlots]) {
    for (const [sort, b] of slot.banners.entries()) {
      await tx.insert(ads).values({
        slot: slot.key,
        title: b.title,
        subtitle: b.subtitle,
        url: b.url,
        color: b.color,
        width: slot.width,
        height: slot.height,
        image: '',
        sort,
        couponId: await offeredCoupon(tx, b.coupon),
        newCustomers: b.new_customers ?? false,
      });
    }
  }
  // The picture is drawn from the row itself, so its address carries the row id.
  await tx.update(ads).set({ image: sql`'/api/img/ad/' || ${ads.id} || '.svg'` });
}

function pinnedId(key: string): number {
  if (!(key in ARTICLE_CATEGORY)) throw new Error(`文章栏目 ${key} 没有固定编号`);
  return ARTICLE_CATEGORY[key as keyof typeof ARTICLE_CATEGORY];
}

/** Help groups in the order of spec section 2, then the news lists and the privacy page. */
const ARTICLE_CATEGORIES = [
  ...helpGroups.map((g) => ({ key: g.key, kind: 'help', name: g.name, sort: g.order })),
  { key: 'hy', kind: 'news', name: '行业新闻', sort: 1 },
  { key: 'company', kind: 'news', name: '公司新闻', sort: 2 },
  { key: 'privacy', kind: 'news', name: '隐私政策', sort: 3 },
];

async function seedArticles(tx: Tx): Promise<void> {
  // The ids are pinned (ARTICLE_CATEGORY) because the page names categories by id, as the spec's category_id:3 does.
  await tx
    .insert(articleCategories)
    .overridingSystemValue()
    .values(ARTICLE_CATEGORIES.map((c) => ({ id: pinnedId(c.key), ...c })));
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('article_categories', 'id'), (SELECT max(id) FROM article_categories))`);
  await insertMany(
    tx,
    articles,
    helpArticles.map((a) => ({ categoryId: pinnedId(a.group_key), slug: a.slug, title: a.title, body: a.body_html, sort: a.order })),
  );
  const shift = seedDayShift();
  await insertMany(
    tx,
    articles,
    news.map((n, sort) => ({
      categoryId: pinnedId(n.type),
      title: n.title,
      summary: n.summary,
      body: n.body_html,
      publishedAt: new Date(shift(n.published_at)),
      sort,
    })),
  );
  await tx
    .insert(articles)
    .values({ categoryId: ARTICLE_CATEGORY.privacy, slug: 'privacy', title: privacyPolicy.title, body: privacyPolicy.body_html });
}

async function seedSettings(tx: Tx): Promise<void> {
  const settings: SiteSettings = {
    hot_line: company.complaint_hotline,
    site_name: company.name,
    links: friendlyLinks.map((l) => ({ name: l.name, url: l.url })),
    licence: [...footerLicences],
    miniprogram_url: appLinks.miniprogram_url,
    app_url: appLinks.app_url,
    quality_inspection: qualityInspection,
    supplier,
  };
  await tx.insert(siteSettings).values(Object.entries(settings).map(([key, value]) => ({ key, value })));
}

export async function seedContent(tx: Tx): Promise<void> {
  await insertMany(tx, hotSearches, hotSearchTerms.map((keyword, sort) => ({ keyword, sort })));
  await seedNav(tx, nav, null);
  await seedAds(tx);
  await seedArticles(tx);
  await seedSettings(tx);
}
