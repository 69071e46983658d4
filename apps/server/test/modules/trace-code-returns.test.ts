/**
 * Returned boxes scanned back (issue 37): POST /api/admin/after-sales/:id/trace-codes takes a code that
 * went out with the return's order, on a line the store sends back, no more than the boxes returned;
 * the code may then go out again with another order. A code never shipped to the buyer is refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, traceCodes } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { shipOrder } from '../../src/modules/fulfilment/service.js';
import { OPERATOR, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { auditRowsOf, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();

let prefixes = 0;
let serial = 0;
/** A drug with a 药品标识码 of this file alone, so codes of it are its own. */
async function drug(): Promise<{ goods: TestGoods; code: () => string }> {
  const g = await seedGoods(app);
  const prefix = `87${String(process.pid % 1000).padStart(3, '0')}${String(++prefixes).padStart(2, '0')}`;
  await app.db
    .update(goods)
    .set({ traceExempt: false, tracePrefixes: [prefix] })
    .where(eq(goods.id, g.id));
  return { goods: g, code: () => `${prefix}${String(++serial).padStart(13, '0')}` };
}

let warehouseCookie: string | undefined;
const warehouse = async () => (warehouseCookie ??= (await loggedInStaff(app, 'warehouse')).cookie);

/** A paid order of `number` boxes of `d` scanned out with fresh codes, then shipped. */
async function shippedWithCodes(b: ReadyBuyer, d: Awaited<ReturnType<typeof drug>>, number: number) {
  const order = await placeOrder(app, b, [{ goods: d.goods, number }]);
  await payOrder(app, b, order, 'wallet');
  const view = await okData<{ lines: { order_item_id: number }[] }>(
    app.inject({ method: 'GET', url: `/api/admin/orders/${order.orderId}/trace-codes`, headers: { cookie: await warehouse() } }),
  );
  const itemId = view.lines[0]!.order_item_id;
  const codes = Array.from({ length: number }, d.code);
  for (const code of codes)
    await okData(post(app, await warehouse(), `/api/admin/orders/${order.orderId}/trace-codes`, { order_item_id: itemId, code }));
  await shipOrder(app.db, order.orderId, '顺丰速运', `SF${String(order.orderId).padStart(12, '0')}`, OPERATOR);
  return { ...order, itemId, codes };
}

async function returnOf(b: ReadyBuyer, orderId: number, itemId: number, number: number, type: 'return' | 'after_sale' = 'return') {
  const filed = await okData<{ id: number }>(
    post(app, b.cookie, '/api/order/return', { order_id: orderId, type, reason: '包装破损', items: [{ order_item_id: itemId, number }] }),
  );
  return filed.id;
}

const scanBack = async (afterSaleId: number, code: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/after-sales/${afterSaleId}/trace-codes`,
    headers: { cookie: cookie ?? (await warehouse()) },
    payload: { code },
  });

describe('scanning returned boxes back', () => {
  it('takes back the codes of the returned boxes, once each and no more than returned, and frees them to go out again', async () => {
    const d = await drug();
    const b = await readyBuyer(app);
    const order = await shippedWithCodes(b, d, 2);
    const afterSaleId = await returnOf(b, order.orderId, order.itemId, 1);
    const [first, second] = order.codes as [string, string];

    const back = await scanBack(afterSaleId, ` ${first}\n`);
    expect(back.json(), back.body).toMatchObject({
      code: 10000,
      msg: '已扫回 1/1',
      data: { code: first, order_item_id: order.itemId, name: d.goods.name, returned: 1, quantity: 1 },
    });
    expect((await scanBack(afterSaleId, first)).json()).toMatchObject({
      code: 400,
      msg: `追溯码 ${first} 已于${chinaToday()}退回，请勿重复扫码`,
    });
    expect((await scanBack(afterSaleId, second)).json()).toMatchObject({
      code: 400,
      msg: `「${d.goods.name}」退货 1 件，已扫回 1 个追溯码`,
    });
    const [audit] = await auditRowsOf(app, 'after_sale', afterSaleId);
    expect(audit).toMatchObject({ action: 'after_sale.trace_code.return', after: { code: first, order_item_id: order.itemId } });

    // The buyer's order detail lists the boxes they keep; the returned code goes out with the next order.
    const detail = await okData<{ items: { trace_codes: string[] }[] }>(
      app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: b.cookie } }),
    );
    expect(detail.items[0]!.trace_codes).toEqual([second]);
    const next = await placeOrder(app, b, [{ goods: d.goods, number: 1 }]);
    await payOrder(app, b, next, 'wallet');
    const [line] = (
      await okData<{ lines: { order_item_id: number }[] }>(
        app.inject({ method: 'GET', url: `/api/admin/orders/${next.orderId}/trace-codes`, headers: { cookie: await warehouse() } }),
      )
    ).lines;
    const again = await post(app, await warehouse(), `/api/admin/orders/${next.orderId}/trace-codes`, {
      order_item_id: line!.order_item_id,
      code: first,
    });
    expect(again.json(), again.body).toMatchObject({ code: 10000, msg: '已扫 1/1' });
    expect(await app.db.select().from(traceCodes).where(eq(traceCodes.code, first))).toHaveLength(2);
  });

  it('refuses a code the buyer was never shipped, one of another order, and a request that is no return', async () => {
    const d = await drug();
    const b = await readyBuyer(app);
    const order = await shippedWithCodes(b, d, 2);
    const other = await shippedWithCodes(b, d, 1);
    const afterSaleId = await returnOf(b, order.orderId, order.itemId, 2);
    const never = d.code();
    expect((await scanBack(afterSaleId, never)).json()).toMatchObject({
      code: 400,
      msg: `追溯码 ${never} 未随订单 ${order.orderNo} 发出，不能退回`,
    });
    // Another order's box, returned on this order's request: refused, and that box stays out.
    expect((await scanBack(afterSaleId, other.codes[0]!)).json()).toMatchObject({
      code: 400,
      msg: `追溯码 ${other.codes[0]} 未随订单 ${order.orderNo} 发出，不能退回`,
    });
    const [otherRow] = await app.db.select().from(traceCodes).where(eq(traceCodes.code, other.codes[0]!));
    expect(otherRow!.returnedAt).toBeNull();

    const service = await returnOf(b, other.orderId, other.itemId, 1, 'after_sale');
    expect((await scanBack(service, other.codes[0]!)).json()).toMatchObject({ code: 400, msg: '只有退货申请可以扫回追溯码' });
    const missing = await scanBack(999_999_999, order.codes[0]!);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('退货申请不存在');
    expect((await scanBack(afterSaleId, '8123')).json()).toMatchObject({ code: 422, msg: '追溯码须为20位数字' });
  });

  it('is for the warehouse and administrators: a merchandiser, an account manager and a buyer cannot scan back', async () => {
    const d = await drug();
    const b = await readyBuyer(app);
    const order = await shippedWithCodes(b, d, 1);
    const afterSaleId = await returnOf(b, order.orderId, order.itemId, 1);
    for (const role of ['merchandiser', 'account_manager'] as const) {
      const { cookie } = await loggedInStaff(app, role);
      const res = await scanBack(afterSaleId, order.codes[0]!, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('您的账号没有此项操作的权限');
    }
    expect((await scanBack(afterSaleId, order.codes[0]!, b.cookie)).statusCode).toBe(401);
    const [row] = await app.db.select().from(traceCodes).where(eq(traceCodes.code, order.codes[0]!));
    expect(row!.returnedAt).toBeNull();
    const { cookie: admin } = await loggedInStaff(app, 'admin');
    expect((await scanBack(afterSaleId, order.codes[0]!, admin)).json().code).toBe(10000);
  });
});
