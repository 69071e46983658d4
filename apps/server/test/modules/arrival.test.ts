import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arrivalNotices, messages } from '../../src/db/schema/index.js';
import { deliverArrivals } from '../../src/modules/arrival/service.js';
import { captureSms, getAs, loggedInBuyer, postForm, seedGoods, stockBatches } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();

const subscribe = (cookie: string, goodsId: number) => postForm(app, `/api/goods/${goodsId}/arrival`, {}, cookie);
const arrivalMessages = (storeId: number) =>
  app.db.select({ title: messages.title, content: messages.content }).from(messages).where(and(eq(messages.storeId, storeId), eq(messages.title, '到货提醒')));

/** A day as YYYY-MM-DD, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('到货提醒', { timeout: 60_000 }, () => {
  it('subscribes a store to an out-of-stock goods once, and refuses goods in stock or unknown', async () => {
    const { cookie } = await loggedInBuyer(app);
    const out = await seedGoods(app, 'plain', { stock: 0 });
    const inStock = await seedGoods(app);
    expect((await subscribe(cookie, out.id)).json()).toMatchObject({ code: 10000, data: { goods_id: out.id } });
    expect((await subscribe(cookie, out.id)).json()).toMatchObject({ code: 10000 });
    expect((await getAs(app, '/api/user/arrivals', cookie)).json().data).toEqual({ goods_ids: [out.id] });
    expect((await subscribe(cookie, inStock.id)).json()).toMatchObject({ msg: '该商品有货，可直接购买' });
    expect((await subscribe(cookie, 99_999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/goods/${out.id}/arrival` })).json()).toMatchObject({ code: 10001 });
  });

  it('tells every waiting store once, in 消息中心 and by SMS, when the warehouse receives a batch', async () => {
    const sms = captureSms();
    const out = await seedGoods(app, 'plain', { stock: 0 });
    const [a, b, other] = [await loggedInBuyer(app), await loggedInBuyer(app), await loggedInBuyer(app)];
    await subscribe(a.cookie, out.id);
    await subscribe(b.cookie, out.id);
    // Another store's list shows none of theirs.
    expect((await getAs(app, '/api/user/arrivals', other.cookie)).json().data).toEqual({ goods_ids: [] });

    const { cookie: warehouse } = await loggedInStaff(app, 'warehouse');
    const received = await asStaff(app, warehouse, {
      method: 'POST',
      url: '/api/admin/batches',
      payload: { goods_id: out.id, batch_no: 'B2611250', produced_on: day(-30), expires_on: day(700), quantity: 200 },
    });
    expect(received.json()).toMatchObject({ code: 10000 });
    await expect.poll(async () => (await arrivalMessages(a.buyer.storeId)).length).toBe(1);
    expect(await arrivalMessages(a.buyer.storeId)).toEqual([{ title: '到货提醒', content: expect.stringContaining('已到货，当前库存200') }]);
    expect(await arrivalMessages(b.buyer.storeId)).toHaveLength(1);
    expect(sms.sent.filter((m) => m.text.includes('已到货'))).toHaveLength(2);
    expect((await getAs(app, '/api/user/arrivals', a.cookie)).json().data).toEqual({ goods_ids: [] });

    // Told once: the job's next pass and another restock send nothing more.
    expect(await deliverArrivals(app.db, app.log)).toBe(0);
    await stockBatches(app, out.id, 300);
    expect(await deliverArrivals(app.db, app.log)).toBe(0);
    expect(await arrivalMessages(a.buyer.storeId)).toHaveLength(1);
  });

  it('tells a store through the minute job whatever brought the stock back, and lets it ask again after', async () => {
    const out = await seedGoods(app, 'plain', { stock: 0 });
    const { buyer, cookie } = await loggedInBuyer(app);
    await subscribe(cookie, out.id);
    expect(await deliverArrivals(app.db, app.log)).toBe(0);
    await stockBatches(app, out.id, 5);
    expect(await deliverArrivals(app.db, app.log)).toBe(1);
    expect(await arrivalMessages(buyer.storeId)).toHaveLength(1);
    await stockBatches(app, out.id, 0);
    expect((await subscribe(cookie, out.id)).json()).toMatchObject({ code: 10000 });
    const rows = await app.db.select().from(arrivalNotices).where(eq(arrivalNotices.storeId, buyer.storeId));
    expect(rows.map((r) => r.notifiedAt === null)).toEqual([false, true]);
  });
});
