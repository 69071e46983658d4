import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { ads, articleCategories, articles, hotSearches, navItems, siteSettings } from '../db/schema/index.js';
import type { SiteSettings } from '../modules/content/settings.js';
import {
  appLinks,
  bannerSlots,
  company,
  footerLicences,
  friendlyLinks,
  helpArticles,
  helpGroups,
  hotSearches as hotSearchTerms,
  navItems as nav,
  news,
  privacyPolicy,
  qualityInspection,
} from './data/content.js';
import type { NavSeed } from './data/types.js';
import { insertMany } from './insert.js';

async function seedNav(tx: Tx, items: readonly NavSeed[], parentId: number | null): Promise<void> {
  for (const [sort, n] of items.entries()) {
    const [row] = await tx.insert(navItems).values({ parentId, name: n.name, url: n.url, isOpen: n.is_open, sort }).returning({ id: navItems.id });
    await seedNav(tx, n.children, row.id);
  }
}

async function seedAds(tx: Tx): Promise<void> {
  for (const slot of bannerSlots) {
    for (const [sort, b] of slot.banners.entries()) {
      await tx
        .insert(ads)
        .values({ slot: slot.key, title: b.title, subtitle: b.subtitle, url: b.url, color: b.color, width: slot.width, height: slot.height, image: '', sort });
    }
  }
  // The picture is drawn from the row itself, so its address carries the row id.
  await tx.update(ads).set({ image: sql`'/api/img/ad/' || ${ads.id} || '.svg'` });
}

async function seedArticles(tx: Tx): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const g of helpGroups) {
    const [row] = await tx.insert(articleCategories).values({ kind: 'help', key: g.key, name: g.name, sort: g.order }).returning({ id: articleCategories.id });
    groupIds.set(g.key, row.id);
  }
  await insertMany(
    tx,
    articles,
    helpArticles.map((a) => ({ categoryId: groupIds.get(a.group_key) as number, slug: a.slug, title: a.title, body: a.body_html, sort: a.order })),
  );
  const newsGroups = [
    { key: 'hy', name: '行业资讯' },
    { key: 'company', name: '公司动态' },
    { key: 'privacy', name: '隐私政策' },
  ];
  const newsIds = new Map<string, number>();
  for (const [sort, g] of newsGroups.entries()) {
    const [row] = await tx.insert(articleCategories).values({ kind: 'news', key: g.key, name: g.name, sort }).returning({ id: articleCategories.id });
    newsIds.set(g.key, row.id);
  }
  await insertMany(
    tx,
    articles,
    news.map((n, sort) => ({
      categoryId: newsIds.get(n.type) as number,
      title: n.title,
      summary: n.summary,
      body: n.body_html,
      publishedAt: new Date(n.published_at),
      sort,
    })),
  );
  await tx.insert(articles).values({ categoryId: newsIds.get('privacy') as number, slug: 'privacy', title: privacyPolicy.title, body: privacyPolicy.body_html });
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
