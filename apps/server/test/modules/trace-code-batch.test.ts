/**
 * A line's 追溯码 at once (issue 37): POST /api/admin/orders/:id/trace-codes/batch takes a case's
 * pasted codes or a WMS list, judges each as one scan would be, and stores all or none, naming the
 * one code to take out.
 */
import type { OrderTraceCodes } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, traceCodes } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { loggedInStaff } from '../staff-fixtures.js';

// Two batches at once need two connections besides the test's own reads.
const app = fileApp(6);

let serial = 0;
const nmpaCode = (prefix = '8234567') => `${prefix}${String(++serial).padStart(13, '0')}`;
const codesOf = (n: number, prefix?: string) => Array.from({ length: n }, () => nmpaCode(prefix));

interface PaidOrder {
  buyer: ReadyBuyer;
  orderId: number;
  orderNo: string;
  lines: OrderTraceCodes['lines'];
}

let warehouseCookie: string | undefined;
const warehouse = async () => (warehouseCookie ??= (await loggedInStaff(app, 'warehouse')).cookie);

const sheet = async (orderId: number) =>
  okData<OrderTraceCodes>(
    app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/trace-codes`, headers: { cookie: await warehouse() } }),
  );

async function paidOrder(lines: { goods: TestGoods; number: number }[]): Promise<PaidOrder> {
  const buyer = await readyBuyer(app);
  const order = await placeOrder(app, buyer, lines);
  await payOrder(app, buyer, order, 'wallet');
  return { buyer, orderId: order.orderId, orderNo: order.orderNo, lines: (await sheet(order.orderId)).lines };
}

const batch = async (orderId: number, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/trace-codes/batch`,
    headers: { cookie: cookie ?? (await warehouse()) },
    payload,
  });

const storedOn = async (orderId: number) => (await app.db.select().from(traceCodes).where(eq(traceCodes.orderId, orderId))).length;

describe('a batch of codes into one line', () => {
  it('takes the codes after those scanned one by one, answers each as stored in the order sent, and the line shows them', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 4 }]);
    const line = order.lines[0];
    const single = nmpaCode();
    await okData(
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/trace-codes`,
        headers: { cookie: await warehouse() },
        payload: { order_item_id: line.order_item_id, code: single },
      }),
    );
    const codes = codesOf(3);
    // A scanner's memory gives them with spaces and line ends; full-width digits are read as ASCII.
    const sent = [` ${codes[0]}\r\n`, codes[1].replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))), codes[2]];
    const res = await batch(order.orderId, { order_item_id: line.order_item_id, codes: sent });
    expect(res.json(), res.body).toMatchObject({ code: 10000, msg: '已扫 4/4（本次 3 个）', data: { scanned: 4, quantity: 4 } });
    const answered = res.json().data.codes as { code: string; batch_no: string | null; scanned_by: string }[];
    expect(answered.map((c) => c.code)).toEqual(codes);
    expect(answered.every((c) => c.batch_no === line.batches[0] && c.scanned_by.includes('warehouse'))).toBe(true);
    expect((await sheet(order.orderId)).lines[0].codes.map((c) => c.code).sort()).toEqual([single, ...codes].sort());
  });

  it('stores none when one code is refused, naming its place: another order’s, a double in the batch, another goods’ prefix', async () => {
    const other = await seedGoods(app);
    const mine = await seedGoods(app);
    await app.db
      .update(goods)
      .set({ tracePrefixes: ['8765400'] })
      .where(eq(goods.id, other.id));
    await app.db
      .update(goods)
      .set({ tracePrefixes: ['8234500'] })
      .where(eq(goods.id, mine.id));
    const shippedWith = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    // A code of this goods' prefix that went out with another order: a box shipped twice.
    const taken = nmpaCode('8234500');
    await app.db
      .update(goods)
      .set({ tracePrefixes: ['8234500'] })
      .where(eq(goods.id, shippedWith.lines[0].goods_id));
    await okData(batch(shippedWith.orderId, { order_item_id: shippedWith.lines[0].order_item_id, codes: [taken] }));

    const order = await paidOrder([{ goods: mine, number: 5 }]);
    const line = order.lines[0];
    const fresh = codesOf(2, '8234500');
    const refusals: [string[], string][] = [
      [[...fresh, taken], `第3个追溯码：追溯码 ${taken} 已于${chinaToday()}出库（订单 ${shippedWith.orderNo}）`],
      [[fresh[0], fresh[1], fresh[0]], `第3个追溯码 ${fresh[0]} 与第1个重复`],
    ];
    const foreign = nmpaCode('8765400');
    refusals.push([
      [fresh[0], foreign],
      `第2个追溯码：追溯码 ${foreign} 的药品标识码 8765400 属于「${other.name}」，不是本行的「${line.name}」`,
    ]);
    refusals.push([codesOf(6, '8234500'), `${line.name} 数量 5，已扫 0 个，本次 6 个追溯码多出 1 个`]);
    for (const [codes, msg] of refusals) {
      const res = await batch(order.orderId, { order_item_id: line.order_item_id, codes });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 400, msg });
    }
    expect(await storedOn(order.orderId)).toBe(0);
    // Taken out, the rest goes in.
    expect((await batch(order.orderId, { order_item_id: line.order_item_id, codes: fresh })).json().msg).toBe('已扫 2/5（本次 2 个）');
  });

  it('keeps a code once when two orders’ batches hold it at the same instant: one batch is stored whole, the other not at all', async () => {
    const one = await paidOrder([{ goods: await seedGoods(app), number: 3 }]);
    const two = await paidOrder([{ goods: await seedGoods(app), number: 3 }]);
    const shared = nmpaCode();
    const answers = await Promise.all([
      batch(one.orderId, { order_item_id: one.lines[0].order_item_id, codes: [...codesOf(2), shared] }),
      batch(two.orderId, { order_item_id: two.lines[0].order_item_id, codes: [shared, ...codesOf(2)] }),
    ]);
    expect(answers.map((r) => r.json().code as number).sort((x, y) => x - y)).toEqual([400, 10000]);
    const refused = answers.find((r) => r.json().code === 400)!;
    expect(refused.json().msg).toMatch(new RegExp(`追溯码 ${shared} 已于\\d{4}-\\d{2}-\\d{2}出库（订单 YC`));
    expect((await storedOn(one.orderId)) + (await storedOn(two.orderId))).toBe(3);
    expect(await app.db.select().from(traceCodes).where(eq(traceCodes.code, shared))).toHaveLength(1);
  });

  it('refuses a 无追溯码 line and an order no longer waiting to ship', async () => {
    const device = await seedGoods(app);
    await app.db.update(goods).set({ traceExempt: true }).where(eq(goods.id, device.id));
    const order = await paidOrder([{ goods: device, number: 2 }]);
    expect((await batch(order.orderId, { order_item_id: order.lines[0].order_item_id, codes: codesOf(2) })).json()).toMatchObject({
      code: 400,
      msg: `${order.lines[0].name} 为无追溯码商品，无需扫码`,
    });
    const buyer = await readyBuyer(app);
    const unpaid = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 1 }]);
    const unpaidLine = (await sheet(unpaid.orderId)).lines[0];
    expect((await batch(unpaid.orderId, { order_item_id: unpaidLine.order_item_id, codes: codesOf(1) })).json()).toMatchObject({
      code: 400,
      msg: '只有待发货的订单可以扫追溯码',
    });
  });
});

describe('bad input, other orders and roles', () => {
  it.each([
    [{ codes: [] }, '请扫描或输入追溯码'],
    [{ codes: 'x' }, '请提交追溯码列表'],
    [{ codes: ['81234560000000000001', '8123456'] }, '第2个追溯码：追溯码须为20位数字'],
    [{ codes: [12] }, '追溯码须为文本'],
    [{ codes: Array.from({ length: 501 }, (_, k) => `8${String(k).padStart(19, '0')}`) }, '一次最多提交500个追溯码'],
    [{ order_item_id: 0 }, '订单商品不正确'],
  ])('refuses %o with 422 and the Chinese reason', async (change, msg) => {
    const res = await batch(1, { order_item_id: 1, codes: [nmpaCode()], ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('finds no line of another order (another store’s)', async () => {
    const one = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const two = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const res = await batch(one.orderId, { order_item_id: two.lines[0].order_item_id, codes: codesOf(1) });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('订单商品不存在');
    expect((await storedOn(one.orderId)) + (await storedOn(two.orderId))).toBe(0);
  });

  it('is for the warehouse and administrators: a merchandiser, an account manager and a buyer cannot', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 2 }]);
    const payload = { order_item_id: order.lines[0].order_item_id, codes: codesOf(1) };
    for (const role of ['merchandiser', 'account_manager', 'reviewer'] as const) {
      const res = await batch(order.orderId, payload, (await loggedInStaff(app, role)).cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('您的账号没有此项操作的权限');
    }
    expect((await batch(order.orderId, payload, order.buyer.cookie)).statusCode).toBe(401);
    expect(await storedOn(order.orderId)).toBe(0);
    expect((await batch(order.orderId, payload, (await loggedInStaff(app, 'admin')).cookie)).json().code).toBe(10000);
  });
});
