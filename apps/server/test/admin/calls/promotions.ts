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
import { createdId, first, readCreated, type Created } from '../created-row.js';
import { newGoods } from '../catalog-fixtures.js';

let n = 0;
const next = () => (n += 1);
const roles: ['merchandiser'] = ['merchandiser'];

// Windows long past: the rows these calls leave never become the storefront's current offers.
const PAST = { starts_at: '2020-01-01 00:00', ends_at: '2020-01-02 00:00' };
const pastDate = { startsAt: new Date('2020-01-01T00:00:00+08:00'), endsAt: new Date('2020-01-02T00:00:00+08:00') };

/** Add, change and delete calls of one plain row; `body` may prepare what it names (a goods). */
function crud<R extends { id: number }>(spec: {
  path: string;
  entity: string;
  make(app: App): Promise<R>;
  read(app: App, id: number): Promise<unknown>;
  body(app: App): Record<string, unknown> | Promise<Record<string, unknown>>;
  findCreated(app: App, body: Record<string, unknown>): Promise<number | undefined>;
}) {
  return [
    adminCall({
      name: `POST /api/admin/${spec.path} (create)`,
      roles,
      prepare: async (app): Promise<Created & { body: Record<string, unknown> }> => ({ body: await spec.body(app) }),
      request: (c) => ({ method: 'POST', url: `/api/admin/${spec.path}`, payload: c.body }),
      change: {
        read: readCreated((app, c) => spec.findCreated(app, c.body)),
        audit: { action: `${spec.entity}.create`, entity: spec.entity, entityId: createdId },
      },
    }),
    adminCall({
      name: `POST /api/admin/${spec.path}/:id`,
      roles,
      prepare: async (app) => ({ id: (await spec.make(app)).id, body: await spec.body(app) }),
      request: (r) => ({ method: 'POST', url: `/api/admin/${spec.path}/${r.id}`, payload: r.body }),
      change: {
        read: (app, r) => spec.read(app, r.id),
        audit: { action: `${spec.entity}.update`, entity: spec.entity, entityId: (r) => r.id },
      },
    }),
    adminCall({
      name: `DELETE /api/admin/${spec.path}/:id`,
      roles,
      prepare: spec.make,
      request: (r) => ({ method: 'DELETE', url: `/api/admin/${spec.path}/${r.id}` }),
      change: {
        read: (app, r) => spec.read(app, r.id),
        audit: { action: `${spec.entity}.delete`, entity: spec.entity, entityId: (r) => r.id },
      },
    }),
  ];
}

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
    prepare: async (app) =>
      (
        await app.db
          .insert(promotions)
          .values({ type: 'gift', name: '权限买赠', rule: { buy_qty: 2, gift_qty: 1 }, goodsIds: [], ...pastDate })
          .returning()
      )[0],
    request: (p) => ({ method: 'GET', url: `/api/admin/promotions/${p.id}` }),
  }),
  ...crud({
    path: 'promotions',
    entity: 'promotion',
    make: async (app) =>
      (
        await app.db
          .insert(promotions)
          .values({ type: 'manjian', name: '权限满减', rule: { tiers: [] }, goodsIds: [], ...pastDate })
          .returning()
      )[0],
    read: async (app, id) => (await first(app.db.select().from(promotions).where(eq(promotions.id, id)))) ?? null,
    body: promotionBody,
    findCreated: async (app, body) =>
      (
        await first(
          app.db
            .select()
            .from(promotions)
            .where(eq(promotions.name, String(body.name))),
        )
      )?.id,
  }),
  adminCall({
    name: 'POST /api/admin/promotions/:id/end',
    roles,
    prepare: async (app) =>
      (
        await app.db
          .insert(promotions)
          .values({
            type: 'manjian',
            name: '权限结束',
            rule: { tiers: [] },
            goodsIds: [],
            // Not on yet: the refused attempts leave theirs behind, and one on now over every goods would price the cart tests' goods.
            startsAt: new Date(Date.now() + 86_400_000),
            endsAt: new Date(Date.now() + 2 * 86_400_000),
          })
          .returning()
      )[0],
    request: (p) => ({ method: 'POST', url: `/api/admin/promotions/${p.id}/end` }),
    change: {
      read: async (app, p) =>
        (await first(app.db.select({ endsAt: promotions.endsAt }).from(promotions).where(eq(promotions.id, p.id)))).endsAt.getTime(),
      audit: { action: 'promotion.end', entity: 'promotion', entityId: (p) => p.id },
    },
  }),

  adminCall({ name: 'GET /api/admin/coupons', roles, request: () => ({ method: 'GET', url: '/api/admin/coupons?is_public=1' }) }),
  adminCall({ name: 'GET /api/admin/coupons/options', roles, request: () => ({ method: 'GET', url: '/api/admin/coupons/options' }) }),
  ...crud({
    path: 'coupons',
    entity: 'coupon',
    make: async (app) =>
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
          })
          .returning()
      )[0],
    read: async (app, id) => (await first(app.db.select().from(coupons).where(eq(coupons.id, id)))) ?? null,
    body: couponBody,
    findCreated: async (app, body) =>
      (
        await first(
          app.db
            .select()
            .from(coupons)
            .where(eq(coupons.name, String(body.name))),
        )
      )?.id,
  }),
  ...(['publish', 'issue'] as const).map((what) =>
    adminCall({
      name: `POST /api/admin/coupons/:id/${what}`,
      roles,
      prepare: async (app) => {
        const [c] = await app.db
          .insert(coupons)
          .values({
            name: '权限发放券',
            type: 'amount',
            amount: 500,
            total: 10,
            scope: { kind: 'all' },
            validFrom: new Date(),
            validTo: new Date(Date.now() + 86_400_000),
          })
          .returning();
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
  ...crud({
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
    read: async (app, id) => (await first(app.db.select().from(flashSales).where(eq(flashSales.id, id)))) ?? null,
    // A goods of its own each time; the created sale is found by it.
    body: async (app) => ({ goods_id: (await newGoods(app, { price: 5000 })).id, price: `${(next() % 40) + 1}.00`, stock: 5, ...PAST }),
    findCreated: async (app, body) =>
      (
        await first(
          app.db
            .select()
            .from(flashSales)
            .where(eq(flashSales.goodsId, Number(body.goods_id))),
        )
      )?.id,
  }),

  adminCall({ name: 'GET /api/admin/combinations', roles, request: () => ({ method: 'GET', url: '/api/admin/combinations' }) }),
  ...combinationCalls(),

  adminCall({ name: 'GET /api/admin/points-goods', roles, request: () => ({ method: 'GET', url: '/api/admin/points-goods' }) }),
  adminCall({
    name: 'GET /api/admin/points-goods/options',
    roles,
    request: () => ({ method: 'GET', url: '/api/admin/points-goods/options' }),
  }),
  ...crud({
    path: 'points-goods',
    entity: 'points_goods',
    make: async (app) => (await app.db.insert(pointsGoods).values({ name: '权限礼品', points: 100, stock: 1, sort: 900 }).returning())[0],
    read: async (app, id) => (await first(app.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)))) ?? null,
    body: pointsBody,
    findCreated: async (app, body) =>
      (
        await first(
          app.db
            .select()
            .from(pointsGoods)
            .where(eq(pointsGoods.name, String(body.name))),
        )
      )?.id,
  }),

  adminCall({ name: 'GET /api/admin/draws', roles, request: () => ({ method: 'GET', url: '/api/admin/draws' }) }),
  ...crud({
    path: 'draws',
    entity: 'draw',
    make: async (app) =>
      (
        await app.db
          .insert(draws)
          .values({ name: '权限抽奖', ...pastDate })
          .returning()
      )[0],
    read: async (app, id) => (await first(app.db.select().from(draws).where(eq(draws.id, id)))) ?? null,
    body: drawBody,
    findCreated: async (app, body) =>
      (
        await first(
          app.db
            .select()
            .from(draws)
            .where(eq(draws.name, String(body.name))),
        )
      )?.id,
  }),
  adminCall({
    name: 'POST /api/admin/draws/:id/prizes',
    roles,
    prepare: async (app): Promise<Created & { drawId: number }> => ({
      drawId: (
        await app.db
          .insert(draws)
          .values({ name: '权限抽奖', ...pastDate })
          .returning()
      )[0].id,
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
        const [d] = await app.db
          .insert(draws)
          .values({ name: '权限抽奖', ...pastDate })
          .returning();
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
    prepare: async (app) =>
      (
        await app.db
          .insert(activities)
          .values({ kind: 'yyh', title: '权限活动', ...pastDate })
          .returning()
      )[0],
    request: (a) => ({ method: 'GET', url: `/api/admin/activities/${a.id}` }),
  }),
  ...crud({
    path: 'activities',
    entity: 'activity',
    make: async (app) => {
      const [a] = await app.db
        .insert(activities)
        .values({ kind: 'yyh', title: '权限活动', ...pastDate })
        .returning();
      const g = await newGoods(app);
      await app.db.insert(activityGoods).values({ activityId: a.id, goodsId: g.id, price: 100 });
      return a;
    },
    read: async (app, id) => [
      (await first(app.db.select().from(activities).where(eq(activities.id, id)))) ?? null,
      await app.db.select().from(activityGoods).where(eq(activityGoods.activityId, id)),
    ],
    body: () => ({ kind: 'yyh', title: `权限活动${next()}`, ...PAST, notes: ['说明'] }),
    findCreated: async (app, body) =>
      (
        await first(
          app.db
            .select()
            .from(activities)
            .where(eq(activities.title, String(body.title))),
        )
      )?.id,
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
