import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '@yc/contracts';
import type { App } from '../../src/app.js';
import { createBuyer } from '../fixtures.js';
import { buildTestApp } from '../helper.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { paidOrder } from './order-fixtures.js';

// Goods slots of this file: plain 535 (see seedGoods).
let app: App;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = (await loggedInStaff(app)).cookie;
});
afterAll(() => app.close());

const dashboard = async () => (await asStaff(app, cookie, { method: 'GET', url: '/api/admin/dashboard' })).json().data;

describe('GET /api/admin/dashboard', () => {
  it('counts today’s orders, sales and new stores, and the last 30 days day by day', async () => {
    const before = await dashboard();
    expect(before.sales).toHaveLength(DASHBOARD_DAYS);
    expect(before.sales.at(-1).day).toBe(chinaToday());
    await createBuyer(app, { passed: false });
    const order = await paidOrder(app, 535);
    const after = await dashboard();
    const paid = (
      await app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: order.buyer.cookie } })
    ).json().data.pay_amount;
    // Other files write orders at the same time, so only growth is certain.
    expect(after.today.orders).toBeGreaterThanOrEqual(before.today.orders + 1);
    expect(after.today.new_stores).toBeGreaterThanOrEqual(before.today.new_stores + 2);
    expect(after.today.sales).toBeGreaterThanOrEqual(before.today.sales + paid - 0.01);
    expect(after.sales.at(-1).sales).toBeGreaterThanOrEqual(before.sales.at(-1).sales + paid - 0.01);
    expect(after.today.to_ship).toBeGreaterThanOrEqual(1);
    expect(after.top_goods.length).toBeGreaterThan(0);
    expect(after.top_goods[0]).toMatchObject({ name: expect.any(String), units: expect.any(Number), sales: expect.any(Number) });
    expect(after.waiting_stores.length).toBeGreaterThan(0);
  });

  it('counts storefront page views per route', async () => {
    const name = `admin_test_${process.pid}`;
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'POST', url: '/api/analytics/page_view', payload: { path: '/list', name } });
    const views = (await dashboard()).page_views.find((v: { name: string }) => v.name === name);
    expect(views).toEqual({ name, views: 3, today: 3 });
  });
});
