import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, STAFF_ROLES, WORK_QUEUE_KINDS, type StaffRole, type WorkQueue } from '@yc/contracts';
import { accountManagers, stores } from '../../src/db/schema/index.js';
import { clientMsgId, textMessage } from '../chat-fixtures.js';
import { createBuyer, loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { newGoods } from './catalog-fixtures.js';
import { paidOrder } from './order-fixtures.js';

const app = fileApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await loggedInStaff(app, 'admin')).cookie;
});

const dashboard = async () => (await asStaff(app, cookie, { method: 'GET', url: '/api/admin/dashboard' })).json().data;

describe('GET /api/admin/dashboard', () => {
  it('counts today’s orders, sales and new stores, and the last 30 days day by day', async () => {
    const before = await dashboard();
    expect(before.sales).toHaveLength(DASHBOARD_DAYS);
    expect(before.sales.at(-1).day).toBe(chinaToday());
    await createBuyer(app, { passed: false });
    const order = await paidOrder(app);
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

describe('who sees the sales figures', () => {
  it.each(STAFF_ROLES.filter((r) => r !== 'admin'))('refuses %s with the 403 envelope', async (role) => {
    const member = (await loggedInStaff(app, role)).cookie;
    const res = await asStaff(app, member, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '您的账号没有此项操作的权限', data: null });
  });

  it('refuses a member without roles and a buyer', async () => {
    expect((await asStaff(app, (await loggedInStaff(app)).cookie, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
    const buyer = await loggedInBuyer(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: buyer.cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard/queue', headers: { cookie: buyer.cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/admin/dashboard/queue: each role’s own work', () => {
  const queueOf = async (member: string): Promise<WorkQueue> => {
    const res = await asStaff(app, member, { method: 'GET', url: '/api/admin/dashboard/queue' });
    expect(res.json().code, res.body).toBe(10000);
    return res.json().data;
  };
  const sectionOf = (q: WorkQueue, kind: string) => q.sections.find((s) => s.kind === kind);
  const kindsOf = (q: WorkQueue) => q.sections.map((s) => s.kind);
  const queueAs = async (...roles: StaffRole[]) => queueOf((await loggedInStaff(app, ...roles)).cookie);

  it('gives the reviewer the stores to review, oldest first, and nothing of sales', async () => {
    const pending = await createBuyer(app, { passed: false });
    const q = await queueAs('reviewer');
    expect(kindsOf(q)).toEqual(['stores_to_review', 'hm_receipts_to_review', 'hm_receipts_overdue']);
    const section = sectionOf(q, 'stores_to_review')!;
    expect(section).toMatchObject({ title: '待审核门店', path: 'stores/review' });
    const waiting = await app.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.qualificationStatus, 'pending'))
      .orderBy(stores.createdAt, stores.id);
    expect(section.count).toBe(waiting.length);
    expect(section.items.map((i) => i.id)).toEqual(waiting.slice(0, 5).map((w) => w.id));
    expect(section.items[0].path).toBe(`stores/${waiting[0].id}`);
    expect(waiting.map((w) => w.id)).toContain(pending.storeId);
    expect(JSON.stringify(q)).not.toMatch(/sales/);
  });

  it('gives the warehouse the paid orders to ship, the requests and the points orders', async () => {
    const before = sectionOf(await queueAs('warehouse'), 'orders_to_ship')!.count;
    const order = await paidOrder(app);
    const q = await queueAs('warehouse');
    expect(kindsOf(q)).toEqual(['orders_to_ship', 'after_sales_to_handle', 'points_orders_to_ship']);
    expect(sectionOf(q, 'orders_to_ship')).toMatchObject({ title: '待发货订单', path: 'orders?status=paid', count: before + 1 });
    const ids = sectionOf(q, 'orders_to_ship')!.items.map((i) => i.id);
    if (before < 5) expect(ids).toContain(order.orderId);
  });

  it('gives the merchandiser the goods out of stock and low on stock, emptiest first', async () => {
    const before = await queueAs('merchandiser');
    await newGoods(app, { stock: 0 });
    await newGoods(app, { stock: 1 });
    const q = await queueAs('merchandiser');
    expect(kindsOf(q)).toEqual(['goods_out_of_stock', 'goods_low_stock']);
    expect(sectionOf(q, 'goods_out_of_stock')).toMatchObject({
      title: '缺货商品',
      path: 'goods?stock=out',
      count: sectionOf(before, 'goods_out_of_stock')!.count + 1,
    });
    const short = sectionOf(q, 'goods_low_stock')!;
    expect(short.count).toBe(sectionOf(before, 'goods_low_stock')!.count + 1);
    const stocks = short.items.map((i) => Number(i.detail.split('库存 ')[1]));
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBe(1);
  });

  it('gives customer service the chats waiting for an answer', async () => {
    const kefu = await loggedInStaff(app, 'customer_service');
    const before = sectionOf(await queueOf(kefu.cookie), 'chats_waiting')!.count;
    const { cookie } = await loggedInBuyer(app);
    expect(
      (
        await app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload: textMessage('请问有货吗', clientMsgId()) })
      ).json().code,
    ).toBe(10000);
    const q = await queueOf(kefu.cookie);
    expect(kindsOf(q)).toEqual(['chats_waiting']);
    expect(sectionOf(q, 'chats_waiting')!.count).toBe(before + 1);
  });

  it('gives an account manager the pending items of their own stores only, never another manager’s', async () => {
    const [mine, theirs] = await app.db
      .insert(accountManagers)
      .values([
        { name: '队列经理甲', phone: '13911110001' },
        { name: '队列经理乙', phone: '13911110002' },
      ])
      .returning({ id: accountManagers.id });
    const own = await createBuyer(app, { passed: false });
    const other = await createBuyer(app, { passed: false });
    await app.db.update(stores).set({ managerId: mine.id }).where(eq(stores.id, own.storeId));
    await app.db.update(stores).set({ managerId: theirs.id }).where(eq(stores.id, other.storeId));
    const manager = await createStaff(app, ['account_manager'], { accountManagerId: mine.id });
    const q = await queueOf(await staffCookieOf(app, manager));
    expect(kindsOf(q)).toEqual(['stores_to_review', 'hm_receipts_overdue', 'after_sales_to_handle', 'chats_waiting']);
    expect(sectionOf(q, 'stores_to_review')).toMatchObject({ count: 1, items: [expect.objectContaining({ id: own.storeId })] });
    expect(JSON.stringify(q)).not.toContain(`"id":${other.storeId},`);
  });

  it('gives the administrator every kind, and a member without roles an empty queue', async () => {
    expect(kindsOf(await queueAs('admin'))).toEqual([...WORK_QUEUE_KINDS]);
    expect(await queueAs()).toEqual({ sections: [] });
  });
});
