import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import {
  activities,
  activityGoods,
  coupons,
  drawPrizes,
  draws,
  flashSales,
  goods,
  pointsGoods,
  promotions,
  storeCoupons,
} from '../../../src/db/schema/index.js';
import { createBuyer } from '../../fixtures.js';
import { adminCall } from '../admin-call.js';
import { createdId, first, readCreated, rowCalls, type Created } from '../created-row.js';
import { newGoods, PNG } from '../catalog-fixtures.js';
import { upload } from './catalog.js';

let n = 0;
const next = () => (n += 1);
const roles: ['merchandiser'] = ['merchandiser'];

// Windows long past: the rows these calls leave never become the storefront's current offers.
const PAST = { starts_at: '2020-01-01 00:00', ends_at: '2020-01-02 00:00' };
const pastDate = { startsAt: new Date('2020-01-01T00:00:00+08:00'), endsAt: new Date('2020-01-02T00:00:00+08:00') };

/** A promotion over no goods, in the past window unless `p` gives one. */
const ownPromotion = async (
  app: App,
  p: Pick<typeof promotions.$inferInsert, 'type' | 'name' | 'rule'> & Partial<typeof promotions.$inferInsert>,
) =>
  (
    await app.db
      .insert(promotions)
      .values({ goodsIds: [], ...pastDate, ...p })
      .returning()
  )[0];
const pastDraw = async (app: App) =>
  (
    await app.db
      .insert(draws)
      .values({ name: '权限抽奖', ...pastDate })
      .returning()
  )[0];
const pastActivity = async (app: App) =>
  (
    await app.db
      .insert(activities)
      .values({ kind: 'yyh', title: '权限活动', ...pastDate })
      .returning()
  )[0];
/** A coupon template of the calls' own; `over` sets what a call needs (a total to issue from). */
const ownCoupon = async (app: App, over: Partial<typeof coupons.$inferInsert> = {}) =>
  (
    await app.db
      .insert(coupons)
      .values({
        name: '权限券',
        type: 'amount',
        amount: 500,
        scope: { kind: 'all' },
        validFrom: new Date(),
        validTo: new Date(Date.now() + 86_400_000),
        ...over,
      })
      .returning()
  )[0];

const promotionBody = () => ({
  type: 'manjian',
  name: `权限满减${next()}`,
  ...PAST,
  tiers: [{ threshold: '100', reduce: `${(n % 50) + 1}` }],
});
const couponBody = () => ({
  name: `权限券${next()}`,
  type: 'amount',
  amount: `${(n % 50) + 1}`,
  threshold: '100',
  scope_kind: 'all',
  valid_from: '2020-01-01',
  valid_to: '2099-01-01',
});
const pointsBody = () => ({ name: `权限礼品${next()}`, points: 100 + n, stock: 5, description: '', sort: 900 });
const drawBody = () => ({ name: `权限抽奖${next()}`, remarks: '', ...PAST });

export const calls = [
  adminCall({
    name: 'GET /api/admin/promotions',
    roles,
    request: () => ({ method: 'GET', url: '/api/admin/promotions?type=manjian&status=running' }),
  }),
  adminCall({
    name: 'GET /api/admin/promotions/:id',
    roles,
    prepare: (app) => ownPromotion(app, { type: 'gift', name: '权限买赠', rule: { buy_qty: 2, gift_qty: 1 } }),
    request: (p) => ({ method: 'GET', url: `/api/admin/promotions/${p.id}` }),
  }),
  ...rowCalls({
    roles,
    path: 'promotions',
    entity: 'promotion',
    make: (app) => ownPromotion(app, { type: 'manjian', name: '权限满减', rule: { tiers: [] } }),
    table: promotions,
    body: promotionBody,
    createdBy: ['name', promotions.name],
  }),
  adminCall({
    name: 'POST /api/admin/promotions/:id/end',
    roles,
    prepare: (app) =>
      ownPromotion(app, {
        type: 'manjian',
        name: '权限结束',
        rule: { tiers: [] },
        // Not on yet: the refused attempts leave theirs behind, and one on now over every goods would price the cart tests' goods.
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 2 * 86_400_000),
      }),
    request: (p) => ({ method: 'POST', url: `/api/admin/promotions/${p.id}/end` }),
    change: {
      read: async (app, p) =>
        (await first(app.db.select({ endsAt: promotions.endsAt }).from(promotions).where(eq(promotions.id, p.id)))).endsAt.getTime(),
      audit: { action: 'promotion.end', entity: 'promotion', entityId: (p) => p.id },
    },
  }),

  adminCall({ name: 'GET /api/admin/coupons', roles, request: () => ({ method: 'GET', url: '/api/admin/coupons?is_public=1' }) }),
  adminCall({ name: 'GET /api/admin/coupons/options', roles, request: () => ({ method: 'GET', url: '/api/admin/coupons/options' }) }),
  ...rowCalls({
    roles,
    path: 'coupons',
    entity: 'coupon',
    make: ownCoupon,
    table: coupons,
    body: couponBody,
    createdBy: ['name', coupons.name],
  }),
  ...(['publish', 'issue'] as const).map((what) =>
    adminCall({
      name: `POST /api/admin/coupons/:id/${what}`,
      roles,
      prepare: async (app) => {
        const c = await ownCoupon(app, { name: '权限发放券', total: 10 });
        return { id: c.id, storeId: (await createBuyer(app)).storeId };
      },
      request: (c) => ({
        method: 'POST',
        url: `/api/admin/coupons/${c.id}/${what}`,
        payload: what === 'publish' ? { is_public: 1 } : { store_ids: [c.storeId] },
      }),
      change: {
        read: async (app, c) =>
          what === 'publish'
            ? (await first(app.db.select().from(coupons).where(eq(coupons.id, c.id)))).isPublic
            : (await app.db.select().from(storeCoupons).where(eq(storeCoupons.couponId, c.id))).length,
        audit: { action: `coupon.${what}`, entity: 'coupon', entityId: (c) => c.id },
      },
    }),
  ),

  adminCall({ name: 'GET /api/admin/flash-sales', roles, request: () => ({ method: 'GET', url: '/api/admin/flash-sales?status=ended' }) }),
  ...rowCalls({
    roles,
    path: 'flash-sales',
    entity: 'flash_sale',
    make: async (app) => {
      const g = await newGoods(app, { price: 5000 });
      return (
        await app.db
          .insert(flashSales)
          .values({ goodsId: g.id, price: 100, stock: 5, ...pastDate })
          .returning()
      )[0];
    },
    table: flashSales,
    // A goods of its own each time; the created sale is found by it.
    body: async (app) => ({ goods_id: (await newGoods(app, { price: 5000 })).id, price: `${(next() % 40) + 1}.00`, stock: 5, ...PAST }),
    createdBy: ['goods_id', flashSales.goodsId],
  }),

  adminCall({ name: 'GET /api/admin/combinations', roles, request: () => ({ method: 'GET', url: '/api/admin/combinations' }) }),
  ...combinationCalls(),

  adminCall({ name: 'GET /api/admin/points-goods', roles, request: () => ({ method: 'GET', url: '/api/admin/points-goods' }) }),
  adminCall({
    name: 'GET /api/admin/points-goods/options',
    roles,
    request: () => ({ method: 'GET', url: '/api/admin/points-goods/options' }),
  }),
  ...rowCalls({
    roles,
    path: 'points-goods',
    entity: 'points_goods',
    make: async (app) => (await app.db.insert(pointsGoods).values({ name: '权限礼品', points: 100, stock: 1, sort: 900 }).returning())[0],
    table: pointsGoods,
    body: pointsBody,
    createdBy: ['name', pointsGoods.name],
  }),
  adminCall({
    name: 'POST /api/admin/points-goods/:id/image',
    roles,
    prepare: async (app) =>
      (await app.db.insert(pointsGoods).values({ name: '权限图片礼品', points: 100, stock: 1, sort: 900 }).returning())[0],
    request: (g) => ({ method: 'POST', url: `/api/admin/points-goods/${g.id}/image`, payload: upload('gift.png', PNG, 'image/png') }),
    change: {
      read: async (app, g) => (await first(app.db.select().from(pointsGoods).where(eq(pointsGoods.id, g.id))))?.image,
      audit: { action: 'points_goods.image', entity: 'points_goods', entityId: (g) => g.id },
    },
  }),

  adminCall({ name: 'GET /api/admin/draws', roles, request: () => ({ method: 'GET', url: '/api/admin/draws' }) }),
  ...rowCalls({
    roles,
    path: 'draws',
    entity: 'draw',
    make: pastDraw,
    table: draws,
    body: drawBody,
    createdBy: ['name', draws.name],
  }),
  adminCall({
    name: 'POST /api/admin/draws/:id/prizes',
    roles,
    prepare: async (app): Promise<Created & { drawId: number }> => ({
      drawId: (await pastDraw(app)).id,
    }),
    request: (c) => ({
      method: 'POST',
      url: `/api/admin/draws/${c.drawId}/prizes`,
      payload: { name: '10积分', type: 'points', value: 10, weight: 5, stock: 3 },
    }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(drawPrizes).where(eq(drawPrizes.drawId, c.drawId))))?.id),
      audit: { action: 'draw_prize.create', entity: 'draw_prize', entityId: createdId },
    },
  }),
  ...(['update', 'delete'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/draws/:id/prizes/:pid`,
      roles,
      prepare: async (app) => {
        const d = await pastDraw(app);
        const [p] = await app.db
          .insert(drawPrizes)
          .values({ drawId: d.id, name: '谢谢参与', type: 'none', weight: 1, stock: 0 })
          .returning();
        return { drawId: d.id, pid: p.id };
      },
      request: (c) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/draws/${c.drawId}/prizes/${c.pid}` }
          : {
              method: 'POST' as const,
              url: `/api/admin/draws/${c.drawId}/prizes/${c.pid}`,
              payload: { name: '谢谢参与', type: 'none', weight: 7, stock: 0 },
            },
      change: {
        read: async (app, c) => (await first(app.db.select().from(drawPrizes).where(eq(drawPrizes.id, c.pid)))) ?? null,
        audit: { action: `draw_prize.${what}`, entity: 'draw_prize', entityId: (c) => c.pid },
      },
    }),
  ),

  adminCall({ name: 'GET /api/admin/activities', roles, request: () => ({ method: 'GET', url: '/api/admin/activities?kind=ptzq' }) }),
  adminCall({
    name: 'GET /api/admin/activities/:id',
    roles,
    prepare: pastActivity,
    request: (a) => ({ method: 'GET', url: `/api/admin/activities/${a.id}` }),
  }),
  ...rowCalls({
    roles,
    path: 'activities',
    entity: 'activity',
    make: async (app) => {
      const a = await pastActivity(app);
      const g = await newGoods(app);
      await app.db.insert(activityGoods).values({ activityId: a.id, goodsId: g.id, price: 100 });
      return a;
    },
    table: activities,
    read: async (app, id) => [
      (await first(app.db.select().from(activities).where(eq(activities.id, id)))) ?? null,
      await app.db.select().from(activityGoods).where(eq(activityGoods.activityId, id)),
    ],
    body: () => ({ kind: 'yyh', title: `权限活动${next()}`, ...PAST, notes: ['说明'] }),
    createdBy: ['title', activities.title],
  }),
];

function combinationCalls() {
  return [
    adminCall({
      name: 'POST /api/admin/combinations (create)',
      roles,
      prepare: async (app): Promise<Created & { members: number[]; sku: string }> => ({
        sku: `CPK${process.pid}N${next()}`,
        members: [(await newGoods(app)).id, (await newGoods(app)).id],
      }),
      request: (c) => ({
        method: 'POST',
        url: '/api/admin/combinations',
        payload: {
          sku: c.sku,
          name: '权限套餐',
          price: '20',
          stock: 5,
          on_sale: 0,
          members: c.members.map((goods_id) => ({ goods_id, number: 1 })),
        },
      }),
      change: {
        read: readCreated(async (app, c) => (await first(app.db.select().from(goods).where(eq(goods.sku, c.sku))))?.id),
        audit: { action: 'goods.create', entity: 'goods', entityId: createdId },
      },
    }),
    adminCall({
      name: 'POST /api/admin/combinations/:id',
      roles,
      prepare: async (app) => {
        const [a, b] = [await newGoods(app), await newGoods(app)];
        const { id: _id, ...columns } = a;
        const res = await app.db
          .insert(goods)
          .values({ ...columns, sku: `CPU${process.pid}N${next()}`, goodsType: 3, onSale: false })
          .returning();
        return { id: res[0].id, sku: res[0].sku, members: [a.id, b.id] };
      },
      request: (c) => ({
        method: 'POST',
        url: `/api/admin/combinations/${c.id}`,
        payload: {
          sku: c.sku,
          name: '权限套餐改',
          price: `${(next() % 40) + 10}`,
          stock: 5,
          on_sale: 0,
          members: c.members.map((goods_id) => ({ goods_id, number: 2 })),
        },
      }),
      change: {
        read: async (app, c) =>
          (await first(app.db.select({ price: goods.basePrice, name: goods.name }).from(goods).where(eq(goods.id, c.id)))) ?? null,
        audit: { action: 'goods.combination_update', entity: 'goods', entityId: (c) => c.id },
      },
    }),
  ];
}
