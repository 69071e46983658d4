/**
 * Flash sales (a goods at a price with its own stock and per-store limit, for a window; one at a
 * time per goods) and combination packages (a goods of type 3 holding other goods, sold as a set).
 */
import {
  fenToYuan,
  type AdminCombinationBody,
  type AdminCombinationRow,
  type AdminFlashSale,
  type AdminFlashSaleBody,
  type PageQuery,
  type PromotionStatus,
} from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { flashSales, goods } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, refuse } from '../../../lib/errors.js';
import { forgetCachedCatalogue } from '../../../lib/expiring-cache.js';
import { initialsOf } from '../../../lib/pinyin.js';
import { reindexGoods } from '../../search/reindex.js';
import { goodsBriefs } from '../catalog/pickers.js';
import type { Actor } from '../shared/audit.js';
import { firstRow, rowWrites, tableWrites } from '../shared/row-writes.js';
import * as q from './offer-queries.js';
import { windowStatus, windowWhere } from './window.js';

const flashRows = tableWrites(flashSales, {
  entity: 'flash_sale',
  label: '秒杀活动',
  view: (f) => ({
    goods_id: f.goodsId,
    price: fenToYuan(f.price),
    stock: f.stock,
    sold: f.sold,
    limit_per_store: f.limitPerStore,
    starts_at: f.startsAt,
    ends_at: f.endsAt,
  }),
});

export async function listFlashSales(db: Db, query: PageQuery & { status?: PromotionStatus }) {
  const where = windowWhere(query.status, flashSales.startsAt, flashSales.endsAt);
  const { rows, total } = await q.flashSalePage(db, where, sliceOf(query));
  const briefs = new Map((await goodsBriefs(db, [...new Set(rows.map((r) => r.goodsId))])).map((g) => [g.id, g]));
  const list = rows.flatMap((f): AdminFlashSale[] => {
    const g = briefs.get(f.goodsId);
    if (!g) return [];
    return [
      {
        id: f.id,
        goods: g,
        price: fenToYuan(f.price),
        stock: f.stock,
        sold: f.sold,
        limit_per_store: f.limitPerStore,
        starts_at: seconds(f.startsAt),
        ends_at: seconds(f.endsAt),
        ...windowStatus(f),
      },
    ];
  });
  return pageOf(list, total, query);
}

async function flashColumns(tx: Tx, body: AdminFlashSaleBody, self: number | null) {
  const g = await q.goodsPriceAndType(tx, body.goods_id);
  if (!g || g.goodsType !== 1) throw new FieldError('goods_id', '秒杀商品不存在');
  if (body.price >= g.basePrice) throw new FieldError('price', `秒杀价须低于商品原价¥${fenToYuan(g.basePrice).toFixed(2)}`);
  // The storefront shows one flash price per goods: windows of one goods may not overlap.
  if (await q.flashSaleOverlaps(tx, body.goods_id, body.starts_at, body.ends_at, self)) throw refuse('该商品在这段时间已有秒杀活动');
  return {
    goodsId: body.goods_id,
    price: body.price,
    stock: body.stock,
    limitPerStore: body.limit_per_store,
    startsAt: body.starts_at,
    endsAt: body.ends_at,
  };
}

export const createFlashSale = (db: Db, staff: Actor, body: AdminFlashSaleBody) =>
  flashRows.create(db, staff, async (tx) => q.insertFlashSale(tx, await flashColumns(tx, body, null)));

export const updateFlashSale = (db: Db, staff: Actor, id: number, body: AdminFlashSaleBody) =>
  flashRows.update(db, staff, id, async (tx, f) => {
    if (body.stock < f.sold) throw new FieldError('stock', `秒杀库存不能少于已售出的${f.sold}件`);
    if (f.sold > 0 && body.goods_id !== f.goodsId) throw new FieldError('goods_id', '已有售出的秒杀活动不能更换商品');
    await q.setFlashSale(tx, id, await flashColumns(tx, body, id));
  });

/** A flash sale that sold nothing goes; one that sold is ended instead, keeping its orders' record. */
export const deleteFlashSale = (db: Db, staff: Actor, id: number) =>
  flashRows.remove(db, staff, id, async (tx, f) => {
    if (f.sold > 0) throw refuse(`该秒杀已售出${f.sold}件，不能删除，可修改结束时间提前结束`);
    await q.deleteFlashSaleRow(tx, id);
  });

type GoodsRow = typeof goods.$inferSelect;

const packageRows = rowWrites({
  entity: 'goods',
  label: '组合套餐',
  find: async (db: DbOrTx, id: number, lock = false) => {
    const row = await firstRow(db, goods, and(eq(goods.id, id), eq(goods.goodsType, 3)), lock);
    if (!row) return undefined;
    return { row, members: await q.packageMembers(db, id) };
  },
  view: (p: { row: GoodsRow; members: { goodsId: number; number: number }[] }) => ({
    sku: p.row.sku,
    name: p.row.name,
    base_price: fenToYuan(p.row.basePrice).toFixed(2),
    stock: p.row.stock,
    on_sale: p.row.onSale,
    members: p.members.map((m) => `${m.goodsId}×${m.number}`).join('，'),
  }),
});

export async function listCombinations(db: Db, query: PageQuery & { keywords?: string }) {
  const { rows, total } = await q.combinationPage(db, query.keywords, sliceOf(query));
  const links = await q.membersOfPackages(
    db,
    rows.map((r) => r.id),
  );
  const briefs = new Map((await goodsBriefs(db, [...new Set(links.map((l) => l.goodsId))])).map((g) => [g.id, g]));
  const list = rows.map((p): AdminCombinationRow => {
    const members = links
      .filter((l) => l.packageId === p.id)
      .flatMap((l) => {
        const g = briefs.get(l.goodsId);
        return g ? [{ ...g, number: l.number }] : [];
      });
    return {
      id: p.id,
      sku: p.sku,
      name: p.name,
      price: fenToYuan(p.basePrice),
      original_price: Math.round(members.reduce((sum, m) => sum + m.base_price * 100 * m.number, 0)) / 100,
      stock: p.stock,
      on_sale: p.onSale ? 1 : 0,
      members,
    };
  });
  return pageOf(list, total, query);
}

/** The members, checked: ordinary goods (not packages), each once. */
async function membersOf(tx: Tx, body: AdminCombinationBody) {
  const ids = body.members.map((m) => m.goods_id);
  if (new Set(ids).size !== ids.length) throw new FieldError('members', '套餐商品不能重复');
  const found = await q.ordinaryGoodsAmong(tx, ids);
  if (found.length !== ids.length) throw new FieldError('members', '套餐商品不存在');
  return ids.map((id) => found.find((g) => g.id === id) as GoodsRow);
}

async function skuFree(tx: Tx, sku: string, self: number | null): Promise<void> {
  const other = await q.goodsIdOfSku(tx, sku);
  if (other !== undefined && other !== self) throw new FieldError('sku', '商品编码已存在');
}

async function replaceMembers(tx: Tx, packageId: number, body: AdminCombinationBody): Promise<void> {
  await q.replacePackageMembers(
    tx,
    packageId,
    body.members.map((m) => ({ goodsId: m.goods_id, number: m.number })),
  );
}

/** A package is a goods of its own (type 3), classed and labelled like its first member, as the seed makes them. */
export async function createCombination(db: Db, staff: Actor, body: AdminCombinationBody): Promise<number> {
  const id = await packageRows.create(db, staff, async (tx) => {
    await skuFree(tx, body.sku, null);
    const [first] = await membersOf(tx, body);
    const packageId = await q.insertGoods(tx, {
      sku: body.sku,
      name: body.name,
      commonName: body.name,
      kind: first.kind,
      spec: `${body.members.length}种组合`,
      unit: '套',
      manufacturerId: first.manufacturerId,
      manufacturer: first.manufacturer,
      approvalNo: first.approvalNo,
      categoryKey: first.categoryKey,
      categoryKeys: first.categoryKeys,
      goodsType: 3,
      basePrice: body.price,
      stock: body.stock,
      onSale: body.on_sale === 1,
      nameInitials: initialsOf(body.name),
    });
    await replaceMembers(tx, packageId, body);
    await reindexGoods(tx, [packageId]);
    return packageId;
  });
  forgetCachedCatalogue();
  return id;
}

export async function updateCombination(db: Db, staff: Actor, id: number, body: AdminCombinationBody): Promise<void> {
  await packageRows.update(
    db,
    staff,
    id,
    async (tx) => {
      await skuFree(tx, body.sku, id);
      await membersOf(tx, body);
      await q.setGoods(tx, id, {
        sku: body.sku,
        name: body.name,
        commonName: body.name,
        spec: `${body.members.length}种组合`,
        basePrice: body.price,
        stock: body.stock,
        onSale: body.on_sale === 1,
        nameInitials: initialsOf(body.name),
      });
      await replaceMembers(tx, id, body);
      await reindexGoods(tx, [id]);
    },
    'combination_update',
  );
  forgetCachedCatalogue();
}
