/**
 * Category trees and brands. The ordinary tree holds every class (a goods names its class by key);
 * the youx, zy and qx menus list ordinary classes under names of their own, found by the same key,
 * as the seed builds them. A class still holding goods, children or menu entries is not deleted.
 */
import {
  CATEGORY_KIND_TEXT,
  type AdminBrandBody,
  type AdminCategoryBody,
  type AdminCategoryNode,
  type CategoryKind,
  type PageQuery,
} from '@yc/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import { forgetCachedCatalogue } from '../../../lib/expiring-cache.js';
import { categoryIconSvg } from '../../../lib/images.js';
import { svgDataUri } from '../../../lib/images/svg-uri.js';
import { initialsOf } from '../../../lib/pinyin.js';
import { buildTree } from '../../content/service.js';
import type { CheckedUpload } from '../../../lib/uploads/kinds.js';
import { removePublicUpload } from '../../images/uploads.js';
import { audit, audited, type Actor } from '../shared/audit.js';
import { rowWrites } from '../shared/row-writes.js';
import * as q from './taxonomy-queries.js';
import { uploadRowPicture } from './uploads.js';

export async function categoryTree(db: Db, kind: CategoryKind): Promise<AdminCategoryNode[]> {
  const [rows, counts] = await Promise.all([q.categoriesOfKind(db, kind), q.goodsPerClass(db)]);
  return buildTree(rows, (c): AdminCategoryNode => ({
    id: c.id,
    key: c.key,
    name: c.name,
    sort: c.sort,
    depth: c.depth,
    logo: c.logo,
    goods_count: counts.get(c.key) ?? 0,
    children: [],
  }));
}

const categorySnapshot = (c: q.CategoryRow | undefined) =>
  c && { kind: c.kind, key: c.key, name: c.name, sort: c.sort, parent_id: c.parentId };
const categoryTarget = (action: string, id: number) => ({
  action,
  entity: 'category',
  entityId: id,
  read: async (tx: Tx) => categorySnapshot(await q.categoryById(tx, id, true)) ?? null,
});

/** A new ordinary class gets a key of its own: its parent's key, a dot, and the initials of its name. */
async function newOrdinaryKey(tx: Tx, parentKey: string | null, name: string): Promise<string> {
  const base = `${parentKey ? `${parentKey}.` : ''}${initialsOf(name).slice(0, 12) || 'c'}`;
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? base : `${base}${n}`;
    if (!(await q.keyTaken(tx, key))) return key;
  }
}

export async function createCategory(db: Db, staff: Actor, body: AdminCategoryBody): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const parent = body.parent_id === undefined ? undefined : await q.categoryById(tx, body.parent_id);
    if (body.parent_id !== undefined && (!parent || parent.kind !== body.kind)) throw new FieldError('parent_id', '上级分类不存在');
    let key: string;
    if (body.kind === 'ordinary') {
      key = await newOrdinaryKey(tx, parent?.key ?? null, body.name);
    } else {
      if (!body.key) throw new FieldError('key', '请选择对应的商品分类');
      if (!(await q.categoryOfKey(tx, 'ordinary', body.key))) throw new FieldError('key', '对应的商品分类不存在');
      if (await q.categoryOfKey(tx, body.kind, body.key)) throw refuse(`该分类已在${CATEGORY_KIND_TEXT[body.kind]}中`);
      key = body.key;
    }
    const depth = parent ? parent.depth + 1 : 1;
    // Top-level classes show an icon in the menus; the drawn one until an operator has a better one.
    const logo = depth === 1 ? svgDataUri(categoryIconSvg(body.name)) : '';
    const created = await q.insertCategory(tx, {
      kind: body.kind,
      key,
      name: body.name,
      sort: body.sort,
      depth,
      parentId: parent?.id ?? null,
      logo,
      logo1: logo,
    });
    await audit(tx, staff, {
      action: 'category.create',
      entity: 'category',
      entityId: created,
      before: null,
      after: categorySnapshot(await q.categoryById(tx, created)),
    });
    return created;
  });
  forgetCachedCatalogue();
  return id;
}

export async function updateCategory(db: Db, staff: Actor, id: number, body: { name: string; sort: number }): Promise<void> {
  if (!(await q.categoryById(db, id))) throw notFound('分类');
  await audited(db, staff, categoryTarget('category.update', id), (tx) => q.updateCategory(tx, id, { name: body.name, sort: body.sort }));
  forgetCachedCatalogue();
}

export async function deleteCategory(db: Db, dataDir: string, staff: Actor, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const c = await q.categoryById(tx, id, true);
    if (!c) throw notFound('分类');
    if ((await q.childCount(tx, id)) > 0) throw refuse('请先删除该分类的下级分类');
    if (c.kind === 'ordinary') {
      const goodsCount = await q.goodsOfClass(tx, c.key);
      if (goodsCount > 0) throw refuse(`该分类下还有${goodsCount}个商品，请先把商品移到其他分类`);
      const menus = await q.menusListing(tx, c.key);
      if (menus.length) throw refuse(`该分类仍在${menus.map((k) => CATEGORY_KIND_TEXT[k as CategoryKind]).join('、')}中，请先从那里删除`);
    }
    await q.deleteCategory(tx, id);
    await audit(tx, staff, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: categorySnapshot(c),
      after: { deleted: true },
    });
    return c;
  });
  forgetCachedCatalogue();
  await removePublicUpload(db, dataDir, removed.logo);
}

export async function listBrands(db: Db, query: PageQuery & { keywords?: string }) {
  const { rows, total } = await q.brandPage(db, query.keywords, sliceOf(query));
  return pageOf(
    rows.map((r) => ({
      id: r.brand.id,
      name: r.brand.name,
      manufacturer: r.brand.manufacturer,
      logo: r.brand.logo,
      sort: r.brand.sort,
      goods_count: r.goodsCount,
    })),
    total,
    query,
  );
}

const brandTarget = (action: string, id: number) => ({
  action,
  entity: 'brand',
  entityId: id,
  read: async (tx: Tx) => {
    const row = await q.brandById(tx, id, true);
    return row ? { name: row.brand.name, manufacturer: row.brand.manufacturer, sort: row.brand.sort } : null;
  },
});

async function uniqueBrandName(tx: Db | Tx, name: string, id: number | null): Promise<void> {
  const other = await q.brandIdOfName(tx, name);
  if (other !== undefined && other !== id) throw new FieldError('name', '品牌名称已存在');
}

export async function createBrand(db: Db, staff: Actor, body: AdminBrandBody): Promise<number> {
  return db.transaction(async (tx) => {
    await uniqueBrandName(tx, body.name, null);
    const id = await q.insertBrand(tx, { name: body.name, manufacturer: body.manufacturer, sort: body.sort, logo: '' });
    // The logo is drawn from the row, so its address carries the id (as the seed writes it).
    await q.updateBrand(tx, id, { logo: `/api/img/brand/${id}.svg` });
    await audit(tx, staff, {
      action: 'brand.create',
      entity: 'brand',
      entityId: id,
      before: null,
      after: { name: body.name, manufacturer: body.manufacturer, sort: body.sort },
    });
    return id;
  });
}

export async function updateBrand(db: Db, staff: Actor, id: number, body: AdminBrandBody): Promise<void> {
  if (!(await q.brandById(db, id))) throw notFound('品牌');
  await audited(db, staff, brandTarget('brand.update', id), async (tx) => {
    await uniqueBrandName(tx, body.name, id);
    await q.updateBrand(tx, id, { name: body.name, manufacturer: body.manufacturer, sort: body.sort });
  });
  forgetCachedCatalogue();
}

export async function deleteBrand(db: Db, dataDir: string, staff: Actor, id: number): Promise<void> {
  const logo = await db.transaction(async (tx) => {
    const row = await q.brandById(tx, id, true);
    if (!row) throw notFound('品牌');
    if (row.goodsCount > 0) throw refuse(`该品牌下还有${row.goodsCount}个商品，请先修改这些商品的品牌`);
    await q.deleteBrand(tx, id);
    await audit(tx, staff, {
      action: 'brand.delete',
      entity: 'brand',
      entityId: id,
      before: { name: row.brand.name },
      after: { deleted: true },
    });
    return row.brand.logo;
  });
  await removePublicUpload(db, dataDir, logo);
}

/** The logos of brands and categories as their `.logo` audit rows show them: the address before and after. */
const brandLogos = rowWrites({
  entity: 'brand',
  label: '品牌',
  find: async (db: DbOrTx, id: number, lock?: boolean) => (await q.brandById(db, id, lock))?.brand,
  view: (b) => ({ logo: b.logo }),
});
const categoryLogos = rowWrites({ entity: 'category', label: '分类', find: q.categoryById, view: (c) => ({ logo: c.logo }) });

/** An uploaded logo replaces the drawn one (the brand wall and brand pages show it); a replaced upload's file goes. */
export async function setBrandLogo(db: Db, dataDir: string, staff: Actor, id: number, file: CheckedUpload): Promise<string> {
  const url = await uploadRowPicture(
    db,
    dataDir,
    staff,
    { rows: brandLogos, id, action: 'logo', kind: 'brand', owner: id },
    file,
    (b) => b.logo,
    (tx, logo) => q.updateBrand(tx, id, { logo }),
  );
  forgetCachedCatalogue();
  return url;
}

/** An uploaded icon replaces the drawn one in the category menus (both the icon and its highlighted form). */
export async function setCategoryLogo(db: Db, dataDir: string, staff: Actor, id: number, file: CheckedUpload): Promise<string> {
  const url = await uploadRowPicture(
    db,
    dataDir,
    staff,
    { rows: categoryLogos, id, action: 'logo', kind: 'category', owner: id },
    file,
    (c) => c.logo,
    (tx, logo) => q.updateCategory(tx, id, { logo, logo1: logo }),
  );
  forgetCachedCatalogue();
  return url;
}
