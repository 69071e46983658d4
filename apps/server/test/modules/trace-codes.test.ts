/**
 * 药品追溯码 at outbound (issue 37): the warehouse scans the boxes of a paid order's lines through
 * /api/admin/orders/:id/trace-codes; a code leaves once (also between two scans at the same instant),
 * belongs to its goods and batch, and a line takes no more codes than its quantity.
 */
import type { OrderTraceCodes } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, siteSettings, traceCodes } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { loggedInStaff } from '../staff-fixtures.js';

// Two scans at once need two connections besides the test's own reads.
const app = fileApp(6);

let serial = 0;
/** A fresh 20-digit code under this 药品标识码. */
const nmpaCode = (prefix = '8123456') => `${prefix}${String(++serial).padStart(13, '0')}`;

interface PaidOrder {
  buyer: ReadyBuyer;
  orderId: number;
  orderNo: string;
  lines: OrderTraceCodes['lines'];
}

async function paidOrder(lines: { goods: TestGoods; number: number }[]): Promise<PaidOrder> {
  const buyer = await readyBuyer(app);
  const order = await placeOrder(app, buyer, lines);
  await payOrder(app, buyer, order, 'wallet');
  const view = await okData<{ lines: PaidOrder['lines'] }>(request(await warehouse(), 'GET', order.orderId));
  return { buyer, orderId: order.orderId, orderNo: order.orderNo, lines: view.lines };
}

let warehouseCookie: string | undefined;
const warehouse = async () => (warehouseCookie ??= (await loggedInStaff(app, 'warehouse')).cookie);

const request = (cookie: string, method: 'GET' | 'POST' | 'DELETE', orderId: number, payload?: object, codeId?: number) =>
  app.inject({ method, url: `/api/admin/orders/${orderId}/trace-codes${codeId ? `/${codeId}` : ''}`, headers: { cookie }, payload });

const scan = async (orderId: number, orderItemId: number, code: string, cookie?: string) =>
  request(cookie ?? (await warehouse()), 'POST', orderId, { order_item_id: orderItemId, code });

describe('scanning 追溯码 into a paid order', () => {
  it('lists the lines with quantity and batches, takes codes up to the quantity, and shows them', async () => {
    const order = await paidOrder([
      { goods: await seedGoods(app), number: 2 },
      { goods: await seedGoods(app), number: 1 },
    ]);
    const first = order.lines.find((l) => l.quantity === 2)!;
    const second = order.lines.find((l) => l.quantity === 1)!;
    expect(order.lines.map((l) => l.line_no)).toEqual([1, 2]);
    expect(first).toMatchObject({ trace_exempt: 0, codes: [] });
    expect(first.batches.length).toBeGreaterThan(0);

    const a = nmpaCode();
    const res = await scan(order.orderId, first.order_item_id, ` ${a}\n`);
    expect(res.json(), res.body).toMatchObject({
      code: 10000,
      msg: '已扫 1/2',
      data: { code: a, scanned: 1, quantity: 2, batch_no: first.batches[0] },
    });
    expect((await scan(order.orderId, first.order_item_id, nmpaCode())).json()).toMatchObject({ code: 10000, msg: '已扫 2/2' });
    const over = await scan(order.orderId, first.order_item_id, nmpaCode());
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ code: 400, msg: `${first.name} 数量 2，已扫满 2 个追溯码` });
    expect((await scan(order.orderId, second.order_item_id, nmpaCode())).json().code).toBe(10000);

    const view = await okData<{ can_scan: number; lines: { codes: { code: string; scanned_by: string }[] }[] }>(
      request(await warehouse(), 'GET', order.orderId),
    );
    expect(view.can_scan).toBe(1);
    expect(view.lines.map((l) => l.codes.length)).toEqual(order.lines.map((l) => l.quantity));
    expect(view.lines.find((l) => l.codes.length === 2)!.codes[0]).toMatchObject({
      code: a,
      scanned_by: expect.stringContaining('warehouse'),
    });
  });

  it('refuses a code scanned twice, and one already shipped with another order saying when and with which order', async () => {
    const one = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const two = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const code = nmpaCode();
    expect((await scan(one.orderId, one.lines[0].order_item_id, code)).json().code).toBe(10000);
    expect((await scan(one.orderId, one.lines[0].order_item_id, code)).json()).toMatchObject({
      code: 400,
      msg: `追溯码 ${code} 已扫入本订单，请勿重复扫码`,
    });
    const again = await scan(two.orderId, two.lines[0].order_item_id, code);
    expect(again.json()).toMatchObject({ code: 400, msg: `追溯码 ${code} 已于${chinaToday()}出库（订单 ${one.orderNo}）` });
  });

  it('keeps a code once when two orders scan it at the same instant: one is taken, the other refused in Chinese', async () => {
    const one = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const two = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const code = nmpaCode();
    const answers = await Promise.all([
      scan(one.orderId, one.lines[0].order_item_id, code),
      scan(two.orderId, two.lines[0].order_item_id, code),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const codes = answers.map((r) => r.json().code as number).sort((x, y) => x - y);
    expect(codes).toEqual([400, 10000]);
    const refused = answers.find((r) => r.json().code === 400)!;
    expect(refused.json().msg).toMatch(new RegExp(`^追溯码 ${code} 已于\\d{4}-\\d{2}-\\d{2}出库（订单 YC`));
    expect(await app.db.select().from(traceCodes).where(eq(traceCodes.code, code))).toHaveLength(1);
  });

  it('refuses a code whose 药品标识码 belongs to another goods, naming both', async () => {
    const other = await seedGoods(app);
    const mine = await seedGoods(app);
    await app.db
      .update(goods)
      .set({ tracePrefixes: ['8765432'] })
      .where(eq(goods.id, other.id));
    await app.db
      .update(goods)
      .set({ tracePrefixes: ['8111111'] })
      .where(eq(goods.id, mine.id));
    const order = await paidOrder([{ goods: mine, number: 2 }]);
    const line = order.lines[0];
    const code = nmpaCode('8765432');
    expect((await scan(order.orderId, line.order_item_id, code)).json()).toMatchObject({
      code: 400,
      msg: `追溯码 ${code} 的药品标识码 8765432 属于「${other.name}」，不是本行的「${line.name}」`,
    });
    const stranger = nmpaCode('8999999');
    expect((await scan(order.orderId, line.order_item_id, stranger)).json().msg).toBe(
      `追溯码 ${stranger} 的药品标识码 8999999 不是「${line.name}」的`,
    );
    expect((await scan(order.orderId, line.order_item_id, nmpaCode('8111111'))).json().code).toBe(10000);
  });

  it('takes a GS1 code of the line’s batch and a manufacturer’s code, and refuses a GS1 code of another batch', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 2 }]);
    const line = order.lines[0];
    const batch = line.batches[0];
    const ok = await scan(order.orderId, line.order_item_id, `010690123456789217271130${`10${batch}`}\u001d21SN${++serial}`);
    expect(ok.json(), ok.body).toMatchObject({
      code: 10000,
      data: { batch_no: batch, code: `(01)06901234567892(17)271130(10)${batch}(21)SN${serial}` },
    });
    // A manufacturer's own code says no batch: the line's only batch is recorded with it.
    const own = await scan(order.orderId, line.order_item_id, `hrzy2024a${String(++serial).padStart(6, '0')}`);
    expect(own.json(), own.body).toMatchObject({
      code: 10000,
      data: { code: `HRZY2024A${String(serial).padStart(6, '0')}`, batch_no: batch },
    });
    const wrong = await scan(order.orderId, line.order_item_id, `(01)06901234567892(10)X999(21)SN${++serial}`);
    expect(wrong.json()).toMatchObject({ code: 400, msg: `追溯码的批号 X999 与本行批号 ${line.batches.join('、')} 不符` });
  });

  it('refuses a 无追溯码 goods, and an order no longer waiting to ship', async () => {
    const device = await seedGoods(app);
    await app.db.update(goods).set({ traceExempt: true }).where(eq(goods.id, device.id));
    const order = await paidOrder([{ goods: device, number: 1 }]);
    const line = order.lines[0];
    expect((await scan(order.orderId, line.order_item_id, nmpaCode())).json()).toMatchObject({
      code: 400,
      msg: `${line.name} 为无追溯码商品，无需扫码`,
    });
    expect((await request(await warehouse(), 'GET', order.orderId)).json().data.lines[0].trace_exempt).toBe(1);

    const cancelled = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    await okData(
      app.inject({
        method: 'POST',
        url: '/api/order/cancel',
        headers: { cookie: cancelled.buyer.cookie },
        payload: { id: cancelled.orderId },
      }),
    );
    expect((await scan(cancelled.orderId, cancelled.lines[0].order_item_id, nmpaCode())).json()).toMatchObject({
      code: 400,
      msg: '只有待发货的订单可以扫追溯码',
    });
    expect((await request(await warehouse(), 'GET', cancelled.orderId)).json().data.can_scan).toBe(0);
  });

  it('removes a mis-scanned code, which may then be scanned again', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const line = order.lines[0];
    const code = nmpaCode();
    const scanned = await okData<{ id: number }>(scan(order.orderId, line.order_item_id, code));
    const removed = await request(await warehouse(), 'DELETE', order.orderId, undefined, scanned.id);
    expect(removed.json()).toMatchObject({ code: 10000, msg: `已删除追溯码 ${code}` });
    expect((await scan(order.orderId, line.order_item_id, code)).json().code).toBe(10000);
  });
});

describe('bad input, other orders and roles', () => {
  it.each([
    [{ code: '8123456' }, '追溯码须为20位数字'],
    [{ code: '61234560000000000001' }, '20位药品追溯码应以8开头'],
    [{ code: '(01)06901234567893(21)SN1' }, 'GS1 商品编码 (01) 校验位不正确'],
    [{ code: '' }, '请扫描或输入追溯码'],
    [{ code: 12 }, '请扫描或输入追溯码'],
    [{ order_item_id: 0 }, '订单商品不正确'],
  ])('refuses %o with 422 and the Chinese reason', async (change, msg) => {
    const res = await request(await warehouse(), 'POST', 1, { order_item_id: 1, code: nmpaCode(), ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('finds no line of another order, and no code of another order to remove', async () => {
    const one = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const two = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const foreignLine = await scan(one.orderId, two.lines[0].order_item_id, nmpaCode());
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.json().msg).toBe('订单商品不存在');

    const scanned = await okData<{ id: number }>(scan(two.orderId, two.lines[0].order_item_id, nmpaCode()));
    const foreignCode = await request(await warehouse(), 'DELETE', one.orderId, undefined, scanned.id);
    expect(foreignCode.statusCode).toBe(404);
    expect(foreignCode.json().msg).toBe('追溯码不存在');
    expect(await app.db.select().from(traceCodes).where(eq(traceCodes.id, scanned.id))).toHaveLength(1);
    expect((await request(await warehouse(), 'GET', 999_999_999)).statusCode).toBe(404);
  });

  it('is for the warehouse and administrators: a merchandiser, an account manager and a buyer cannot scan', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 2 }]);
    const line = order.lines[0];
    for (const role of ['merchandiser', 'account_manager', 'reviewer'] as const) {
      const { cookie } = await loggedInStaff(app, role);
      for (const res of [await scan(order.orderId, line.order_item_id, nmpaCode(), cookie), await request(cookie, 'GET', order.orderId)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe('您的账号没有此项操作的权限');
      }
    }
    const asBuyer = await scan(order.orderId, line.order_item_id, nmpaCode(), order.buyer.cookie);
    expect(asBuyer.statusCode).toBe(401);
    expect(await app.db.select().from(traceCodes).where(eq(traceCodes.orderId, order.orderId))).toHaveLength(0);

    const { cookie: admin } = await loggedInStaff(app, 'admin');
    expect((await scan(order.orderId, line.order_item_id, nmpaCode(), admin)).json().code).toBe(10000);
  });
});

describe('shipping and the buyer', () => {
  const ship = async (orderId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/ship`,
      headers: { cookie: await warehouse() },
      payload: { carrier: '顺丰速运', tracking_no: `SF${String(orderId).padStart(12, '0')}` },
    });

  it('refuses, when the setting asks for codes, to ship a drug line short of them; a 无追溯码 line needs none', async () => {
    const device = await seedGoods(app);
    await app.db.update(goods).set({ traceExempt: true }).where(eq(goods.id, device.id));
    const order = await paidOrder([
      { goods: await seedGoods(app), number: 2 },
      { goods: device, number: 3 },
    ]);
    const drug = order.lines.find((l) => l.trace_exempt === 0)!;
    await app.db.insert(siteSettings).values({ key: 'trace_codes_required', value: true });
    try {
      expect((await scan(order.orderId, drug.order_item_id, nmpaCode())).json().code).toBe(10000);
      const short = await ship(order.orderId);
      expect(short.json()).toMatchObject({ code: 400, msg: `第${drug.line_no}行 ${drug.name} 尚缺 1 个追溯码` });
      expect((await request(await warehouse(), 'GET', order.orderId)).json().data.can_scan).toBe(1);
      expect((await scan(order.orderId, drug.order_item_id, nmpaCode())).json().code).toBe(10000);
      expect((await ship(order.orderId)).json().code).toBe(10000);
    } finally {
      await app.db.delete(siteSettings).where(eq(siteSettings.key, 'trace_codes_required'));
    }
    expect((await scan(order.orderId, drug.order_item_id, nmpaCode())).json()).toMatchObject({
      code: 400,
      msg: '只有待发货的订单可以扫追溯码',
    });
  });

  it('ships without codes while the setting is off', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    expect((await ship(order.orderId)).json().code).toBe(10000);
  });

  it('shows the buyer the codes of each line of their order, and another store nothing of it', async () => {
    const order = await paidOrder([
      { goods: await seedGoods(app), number: 2 },
      { goods: await seedGoods(app), number: 1 },
    ]);
    const scanned = new Map<number, string[]>();
    for (const line of order.lines) {
      const codes = Array.from({ length: line.quantity }, () => nmpaCode());
      for (const code of codes) await okData(scan(order.orderId, line.order_item_id, code));
      scanned.set(line.order_item_id, codes);
    }
    await okData(ship(order.orderId));
    const detail = await okData<{ items: { id: number; trace_codes: string[] }[] }>(
      app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: order.buyer.cookie } }),
    );
    expect(new Map(detail.items.map((i) => [i.id, i.trace_codes]))).toEqual(scanned);

    const stranger = await readyBuyer(app);
    const foreign = await app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: stranger.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(scanned.get(order.lines[0].order_item_id)![0]);
  });
});
