import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { App } from '../../../src/app.js';
import {
  ads,
  brands,
  categories,
  goods,
  goodsImports,
  hotSearches,
  navItems,
  qualityReports,
  staff,
  warehouses,
} from '../../../src/db/schema/index.js';
import { adminCall } from '../admin-call.js';
import { createdId, first, readCreated, type Created } from '../created-row.js';
import { fileForm, goodsBody, goodsRow, newGoods, PNG } from '../catalog-fixtures.js';

let n = 0;
const next = () => (n += 1);
const roles: ['merchandiser'] = ['merchandiser'];
const stockists: ['merchandiser', 'warehouse'] = ['merchandiser', 'warehouse'];

/** An upload as a call's payload: the runner hands it to app.inject, which sends FormData as multipart. */
export const upload = (name: string, data: Buffer | string, type: string) =>
  fileForm(name, data, type) as unknown as Record<string, unknown>;
/** The address of an upload whose file is not there: removing it only has the row to change. */
const fakeUpload = (kind: string, owner: number) => `/api/img/upload/${kind}/${owner}/${crypto.randomBytes(16).toString('hex')}.png`;

export const calls = [
  adminCall({
    name: 'GET /api/admin/goods',
    roles,
    request: () => ({ method: 'GET', url: '/api/admin/goods?keywords=阿莫西林&zone=free_shipping' }),
  }),
  adminCall({ name: 'GET /api/admin/goods/options', roles, request: () => ({ method: 'GET', url: '/api/admin/goods/options' }) }),
  adminCall({
    name: 'GET /api/admin/goods/:id',
    roles,
    prepare: (app) => newGoods(app),
    request: (g) => ({ method: 'GET', url: `/api/admin/goods/${g.id}` }),
  }),
  adminCall({
    name: 'POST /api/admin/goods (create)',
    roles,
    prepare: async (): Promise<Created & { sku: string }> => ({ sku: `CALL${process.pid}N${next()}` }),
    request: (c) => ({
      method: 'POST',
      url: '/api/admin/goods',
      payload: goodsBody({ sku: c.sku, name: `权限测试新品${c.sku}`, manufacturer: '权限测试药业' }),
    }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select({ id: goods.id }).from(goods).where(eq(goods.sku, c.sku))))?.id),
      audit: { action: 'goods.create', entity: 'goods', entityId: createdId },
    },
  }),
  adminCall({
    name: 'POST /api/admin/goods/:id (price and ladder)',
    roles,
    prepare: (app) => newGoods(app),
    request: (g) => ({
      method: 'POST',
      url: `/api/admin/goods/${g.id}`,
      payload: goodsBody(g, { base_price: `${20 + next()}.50`, ladder: [{ number: 10, price: '19.90' }] }),
    }),
    change: {
      read: async (app, g) => (await goodsRow(app, g.id)).basePrice,
      audit: { action: 'goods.update', entity: 'goods', entityId: (g) => g.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/goods/:id/on-sale',
    roles,
    prepare: (app) => newGoods(app),
    request: (g) => ({ method: 'POST', url: `/api/admin/goods/${g.id}/on-sale`, payload: { on_sale: 0 } }),
    change: {
      read: async (app, g) => (await goodsRow(app, g.id)).onSale,
      audit: { action: 'goods.off_sale', entity: 'goods', entityId: (g) => g.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/goods/:id/images',
    roles,
    prepare: (app) => newGoods(app),
    request: (g) => ({ method: 'POST', url: `/api/admin/goods/${g.id}/images`, payload: upload('a.png', PNG, 'image/png') }),
    change: {
      read: async (app, g) => (await goodsRow(app, g.id)).images,
      audit: { action: 'goods.image_add', entity: 'goods', entityId: (g) => g.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/goods/:id/images/remove',
    roles,
    prepare: async (app) => {
      const g = await newGoods(app);
      const url = fakeUpload('goods', g.id);
      await app.db
        .update(goods)
        .set({ images: [url] })
        .where(eq(goods.id, g.id));
      return { id: g.id, url };
    },
    request: (c) => ({ method: 'POST', url: `/api/admin/goods/${c.id}/images/remove`, payload: { url: c.url } }),
    change: {
      read: async (app, c) => (await goodsRow(app, c.id)).images,
      audit: { action: 'goods.image_remove', entity: 'goods', entityId: (c) => c.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/goods/:id/images/cover',
    roles,
    prepare: async (app) => {
      const g = await newGoods(app);
      const urls = [`/api/img/upload/goods/${g.id}/${'a'.repeat(32)}.png`, `/api/img/upload/goods/${g.id}/${'b'.repeat(32)}.png`];
      await app.db.update(goods).set({ images: urls }).where(eq(goods.id, g.id));
      return { id: g.id, url: urls[1] };
    },
    request: (c) => ({ method: 'POST', url: `/api/admin/goods/${c.id}/images/cover`, payload: { url: c.url } }),
    change: {
      read: async (app, c) => (await goodsRow(app, c.id)).images,
      audit: { action: 'goods.image_cover', entity: 'goods', entityId: (c) => c.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/goods/:id/reports',
    roles,
    prepare: async (app): Promise<Created & { goodsId: number }> => ({ goodsId: (await newGoods(app)).id }),
    request: (c) => ({ method: 'POST', url: `/api/admin/goods/${c.goodsId}/reports`, payload: { batch: 'C001', msg: '报告整理中' } }),
    change: {
      read: readCreated(
        async (app, c) => (await first(app.db.select().from(qualityReports).where(eq(qualityReports.goodsId, c.goodsId))))?.id,
      ),
      audit: { action: 'quality_report.create', entity: 'quality_report', entityId: createdId },
    },
  }),
  ...(['update', 'delete', 'file'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/goods/:id/reports/:rid${what === 'file' ? '/file' : ''}`,
      roles,
      prepare: async (app) => {
        const g = await newGoods(app);
        const [r] = await app.db.insert(qualityReports).values({ goodsId: g.id, batch: 'D001' }).returning();
        return { goodsId: g.id, rid: r.id };
      },
      request: (c) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/goods/${c.goodsId}/reports/${c.rid}` }
          : what === 'file'
            ? {
                method: 'POST' as const,
                url: `/api/admin/goods/${c.goodsId}/reports/${c.rid}/file`,
                payload: upload('r.pdf', '%PDF-1.4 x', 'application/pdf'),
              }
            : { method: 'POST' as const, url: `/api/admin/goods/${c.goodsId}/reports/${c.rid}`, payload: { batch: 'D002', msg: '' } },
      change: {
        read: async (app, c) => (await first(app.db.select().from(qualityReports).where(eq(qualityReports.id, c.rid)))) ?? null,
        audit: { action: `quality_report.${what}`, entity: 'quality_report', entityId: (c) => c.rid },
      },
    }),
  ),
  adminCall({
    name: 'POST /api/admin/goods/import (preview)',
    roles,
    prepare: (app) => newGoods(app),
    request: (g) => ({
      method: 'POST',
      url: '/api/admin/goods/import',
      payload: upload('p.csv', `商品编码,价格\n${g.sku},9.90\n`, 'text/csv'),
    }),
  }),
  ...(['read', 'apply'] as const).map((what) =>
    adminCall({
      name: what === 'read' ? 'GET /api/admin/goods/import/:id' : 'POST /api/admin/goods/import/:id/apply',
      roles,
      prepare: async (app) => {
        const g = await newGoods(app);
        const [staffRow] = await app.db.select({ id: staff.id }).from(staff).limit(1);
        const [imp] = await app.db
          .insert(goodsImports)
          .values({ staffId: staffRow.id, fileName: 'call.csv', rows: [{ line: 2, sku: g.sku, priceFen: 990, stock: null, errors: [] }] })
          .returning();
        return { importId: imp.id, goodsId: g.id };
      },
      request: (c) =>
        what === 'read'
          ? { method: 'GET' as const, url: `/api/admin/goods/import/${c.importId}` }
          : { method: 'POST' as const, url: `/api/admin/goods/import/${c.importId}/apply` },
      ...(what === 'apply' && {
        change: {
          read: async (app: App, c: { importId: number; goodsId: number }) => [
            (await goodsRow(app, c.goodsId)).basePrice,
            (await first(app.db.select().from(goodsImports).where(eq(goodsImports.id, c.importId)))).appliedAt,
          ],
          audit: { action: 'goods_import.apply', entity: 'goods_import', entityId: (c: { importId: number }) => c.importId },
        },
      }),
    }),
  ),

  adminCall({ name: 'GET /api/admin/warehouses', roles: stockists, request: () => ({ method: 'GET', url: '/api/admin/warehouses' }) }),
  adminCall({
    name: 'POST /api/admin/warehouses (create)',
    roles: stockists,
    prepare: async (): Promise<Created & { name: string }> => ({ name: `权限仓库${process.pid}x${next()}` }),
    request: (c) => ({ method: 'POST', url: '/api/admin/warehouses', payload: { name: c.name, city: '成都', sort: 9, is_active: 1 } }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(warehouses).where(eq(warehouses.name, c.name))))?.id),
      audit: { action: 'warehouse.create', entity: 'warehouse', entityId: createdId },
    },
  }),
  adminCall({
    name: 'POST /api/admin/warehouses/:id',
    roles: stockists,
    prepare: async (app) =>
      (
        await app.db
          .insert(warehouses)
          .values({ name: `权限改仓库${process.pid}x${next()}` })
          .returning()
      )[0],
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/warehouses/${w.id}`,
      payload: { name: w.name, city: '西安', sort: 5, is_active: 0 },
    }),
    change: {
      read: async (app, w) => (await first(app.db.select().from(warehouses).where(eq(warehouses.id, w.id)))) ?? null,
      audit: { action: 'warehouse.update', entity: 'warehouse', entityId: (w) => w.id },
    },
  }),

  adminCall({ name: 'GET /api/admin/categories', roles, request: () => ({ method: 'GET', url: '/api/admin/categories?kind=youx' }) }),
  adminCall({
    name: 'POST /api/admin/categories (create)',
    roles,
    prepare: async (): Promise<Created & { name: string }> => ({ name: `权限分类${process.pid}${next()}` }),
    request: (c) => ({ method: 'POST', url: '/api/admin/categories', payload: { kind: 'ordinary', name: c.name, sort: 0 } }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(categories).where(eq(categories.name, c.name))))?.id),
      audit: { action: 'category.create', entity: 'category', entityId: createdId },
    },
  }),
  ...(['update', 'delete'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/categories/:id`,
      roles,
      prepare: async (app) => {
        const key = `callcat${process.pid}x${next()}`;
        const [c] = await app.db.insert(categories).values({ kind: 'ordinary', key, name: '权限测试分类', depth: 1 }).returning();
        return c;
      },
      request: (c) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/categories/${c.id}` }
          : { method: 'POST' as const, url: `/api/admin/categories/${c.id}`, payload: { name: '改名分类', sort: 3 } },
      change: {
        read: async (app, c) => (await first(app.db.select().from(categories).where(eq(categories.id, c.id)))) ?? null,
        audit: { action: `category.${what}`, entity: 'category', entityId: (c) => c.id },
      },
    }),
  ),
  adminCall({
    name: 'POST /api/admin/categories/:id/logo',
    roles,
    prepare: async (app) =>
      (
        await app.db
          .insert(categories)
          .values({ kind: 'ordinary', key: `calllogo${process.pid}x${next()}`, name: '权限图标分类', depth: 1 })
          .returning()
      )[0],
    request: (c) => ({ method: 'POST', url: `/api/admin/categories/${c.id}/logo`, payload: upload('icon.png', PNG, 'image/png') }),
    change: {
      read: async (app, c) => (await first(app.db.select().from(categories).where(eq(categories.id, c.id))))?.logo,
      audit: { action: 'category.logo', entity: 'category', entityId: (c) => c.id },
    },
  }),

  adminCall({ name: 'GET /api/admin/brands', roles, request: () => ({ method: 'GET', url: '/api/admin/brands' }) }),
  adminCall({
    name: 'POST /api/admin/brands (create)',
    roles,
    prepare: async (): Promise<Created & { name: string }> => ({ name: `权限品牌${process.pid}${next()}` }),
    request: (c) => ({ method: 'POST', url: '/api/admin/brands', payload: { name: c.name, manufacturer: '', sort: 0 } }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(brands).where(eq(brands.name, c.name))))?.id),
      audit: { action: 'brand.create', entity: 'brand', entityId: createdId },
    },
  }),
  ...(['update', 'delete'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/brands/:id`,
      roles,
      prepare: async (app) =>
        (
          await app.db
            .insert(brands)
            .values({ name: `权限改品牌${process.pid}${next()}` })
            .returning()
        )[0],
      request: (b) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/brands/${b.id}` }
          : {
              method: 'POST' as const,
              url: `/api/admin/brands/${b.id}`,
              payload: { name: `${b.name}新`, manufacturer: '某药业', sort: 1 },
            },
      change: {
        read: async (app, b) => (await first(app.db.select().from(brands).where(eq(brands.id, b.id)))) ?? null,
        audit: { action: `brand.${what}`, entity: 'brand', entityId: (b) => b.id },
      },
    }),
  ),
  adminCall({
    name: 'POST /api/admin/brands/:id/logo',
    roles,
    prepare: async (app) =>
      (
        await app.db
          .insert(brands)
          .values({ name: `权限标志品牌${process.pid}${next()}` })
          .returning()
      )[0],
    request: (b) => ({ method: 'POST', url: `/api/admin/brands/${b.id}/logo`, payload: upload('logo.png', PNG, 'image/png') }),
    change: {
      read: async (app, b) => (await first(app.db.select().from(brands).where(eq(brands.id, b.id))))?.logo,
      audit: { action: 'brand.logo', entity: 'brand', entityId: (b) => b.id },
    },
  }),

  adminCall({ name: 'GET /api/admin/nav', roles, request: () => ({ method: 'GET', url: '/api/admin/nav' }) }),
  adminCall({
    name: 'POST /api/admin/nav (create)',
    roles,
    prepare: async (): Promise<Created & { name: string }> => ({ name: `导航${next()}` }),
    request: (c) => ({ method: 'POST', url: '/api/admin/nav', payload: { name: c.name, url: '/jfsc', sort: 900 } }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(navItems).where(eq(navItems.name, c.name))))?.id),
      audit: { action: 'nav.create', entity: 'nav', entityId: createdId },
    },
  }),
  ...(['update', 'delete'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/nav/:id`,
      roles,
      prepare: async (app) => (await app.db.insert(navItems).values({ name: '权限导航', url: '/yx', sort: 900 }).returning())[0],
      request: (v) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/nav/${v.id}` }
          : { method: 'POST' as const, url: `/api/admin/nav/${v.id}`, payload: { name: '改过的导航', url: '/yx', sort: 901 } },
      change: {
        read: async (app, v) => (await first(app.db.select().from(navItems).where(eq(navItems.id, v.id)))) ?? null,
        audit: { action: `nav.${what}`, entity: 'nav', entityId: (v) => v.id },
      },
    }),
  ),

  adminCall({ name: 'GET /api/admin/ads/slots', roles, request: () => ({ method: 'GET', url: '/api/admin/ads/slots' }) }),
  adminCall({ name: 'GET /api/admin/ads', roles, request: () => ({ method: 'GET', url: '/api/admin/ads?slot=top' }) }),
  adminCall({
    name: 'POST /api/admin/ads (create)',
    roles,
    prepare: async (): Promise<Created & { title: string }> => ({ title: `权限广告${process.pid}${next()}` }),
    request: (c) => ({ method: 'POST', url: '/api/admin/ads', payload: { slot: 'login', title: c.title, color: '#336699', sort: 900 } }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(ads).where(eq(ads.title, c.title))))?.id),
      audit: { action: 'ad.create', entity: 'ad', entityId: createdId },
    },
  }),
  ...(['update', 'delete', 'picture', 'picture_reset'] as const).map((what) =>
    adminCall({
      name: {
        update: 'POST /api/admin/ads/:id',
        delete: 'DELETE /api/admin/ads/:id',
        picture: 'POST /api/admin/ads/:id/picture',
        picture_reset: 'DELETE /api/admin/ads/:id/picture',
      }[what],
      roles,
      prepare: async (app) => {
        const [a] = await app.db.insert(ads).values({ slot: 'login', title: '权限广告', image: '', sort: 900 }).returning();
        const image = what === 'picture_reset' ? fakeUpload('ad', a.id) : `/api/img/ad/${a.id}.svg`;
        await app.db.update(ads).set({ image }).where(eq(ads.id, a.id));
        return a;
      },
      request: (a) => {
        if (what === 'update')
          return {
            method: 'POST' as const,
            url: `/api/admin/ads/${a.id}`,
            payload: { slot: 'login', title: '改过的广告', color: '#ff0000', sort: 1 },
          };
        if (what === 'picture')
          return { method: 'POST' as const, url: `/api/admin/ads/${a.id}/picture`, payload: upload('ad.png', PNG, 'image/png') };
        return { method: 'DELETE' as const, url: `/api/admin/ads/${a.id}${what === 'picture_reset' ? '/picture' : ''}` };
      },
      change: {
        read: async (app, a) => (await first(app.db.select().from(ads).where(eq(ads.id, a.id)))) ?? null,
        audit: { action: `ad.${what}`, entity: 'ad', entityId: (a) => a.id },
      },
    }),
  ),

  adminCall({ name: 'GET /api/admin/hot-searches', roles, request: () => ({ method: 'GET', url: '/api/admin/hot-searches' }) }),
  adminCall({
    name: 'POST /api/admin/hot-searches (create)',
    roles,
    prepare: async (): Promise<Created & { keyword: string }> => ({ keyword: `权限热搜${next()}` }),
    request: (c) => ({ method: 'POST', url: '/api/admin/hot-searches', payload: { keyword: c.keyword, sort: 900 } }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(hotSearches).where(eq(hotSearches.keyword, c.keyword))))?.id),
      audit: { action: 'hot_search.create', entity: 'hot_search', entityId: createdId },
    },
  }),
  ...(['update', 'delete'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/hot-searches/:id`,
      roles,
      prepare: async (app) => (await app.db.insert(hotSearches).values({ keyword: '权限热搜', sort: 900 }).returning())[0],
      request: (h) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/hot-searches/${h.id}` }
          : { method: 'POST' as const, url: `/api/admin/hot-searches/${h.id}`, payload: { keyword: '改过的热搜', sort: 902 } },
      change: {
        read: async (app, h) => (await first(app.db.select().from(hotSearches).where(eq(hotSearches.id, h.id)))) ?? null,
        audit: { action: `hot_search.${what}`, entity: 'hot_search', entityId: (h) => h.id },
      },
    }),
  ),
];
