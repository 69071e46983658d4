import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/db/schema/index.js';
import { fundWallet, PAY_PASSWORD, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, HM_BUYER, okData, payOrder, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';

/** 含麻 orders are paid only with their 采购人: a name and a 身份证号 that passes GB 11643, typed or the store's previous one. */
const app = fileApp();

async function hmOrder(b: ReadyBuyer) {
  const order = await placeOrder(app, b, [{ goods: await seedGoods(app, 'hm', { hmLimit: 5 }), number: 1 }]);
  await fundWallet(app, b.storeId, order.payFen);
  return order;
}
const payWith = (b: ReadyBuyer, orderId: number, hmBuyer?: unknown, more: object = {}) =>
  post(app, b.cookie, '/api/pay/order', {
    order_id: orderId,
    method: 'wallet',
    pay_password: PAY_PASSWORD,
    ...(hmBuyer ? { hm_buyer: hmBuyer } : {}),
    ...more,
  });
const row = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const detail = (b: ReadyBuyer, id: number) => okData<Record<string, unknown>>(get(app, b.cookie, `/api/order/info/${id}`));

describe('a 含麻 order’s 采购人', () => {
  it('refuses to pay without one and changes nothing, then records the one typed and shows it masked', async () => {
    const b = await readyBuyer(app);
    const order = await hmOrder(b);
    const refused = await payWith(b, order.orderId);
    expect(refused.json()).toMatchObject({ code: 400, msg: '含麻药品订单须登记采购人姓名和身份证号后才能支付' });
    expect(await row(order.orderId)).toMatchObject({ status: 'unpaid', hmBuyerName: null, hmBuyerIdNo: null });
    expect(await detail(b, order.orderId)).toMatchObject({ hm_buyer: null, hm_buyer_last: null });

    expect((await payWith(b, order.orderId, { name: ' 张药师 ', id_no: '11010519491231002x' })).json()).toMatchObject({ code: 10000 });
    // Kept whole for the wholesaler's record (X upper case, the name trimmed); every page sees it masked.
    expect(await row(order.orderId)).toMatchObject({ status: 'paid', hmBuyerName: '张药师', hmBuyerIdNo: '11010519491231002X' });
    const shown = await detail(b, order.orderId);
    expect(shown).toMatchObject({ hm_buyer: { name: '张药师', id_no: '110105********002X' }, hm_buyer_last: null });
    expect(JSON.stringify(shown)).not.toContain('11010519491231002X');
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
    expect(events.map((e) => e.text)).toContain('登记含麻药品采购人：张药师（110105********002X）');
  });

  it('checks the 身份证号 as GB 11643 writes it and names the first wrong field', async () => {
    const b = await readyBuyer(app);
    const order = await hmOrder(b);
    const cases: [unknown, string][] = [
      [{ name: '张药师', id_no: '110105194912310021' }, '身份证号校验位不正确，请核对'],
      [{ name: '张药师', id_no: '110105194913310024' }, '身份证号中的出生日期不正确'],
      [{ name: '张药师', id_no: '1101051949123100' }, '身份证号应为18位，末位可为数字或X'],
      [{ name: '张药师', id_no: '' }, '请填写采购人身份证号'],
      [{ name: '', id_no: HM_BUYER.id_no }, '请填写采购人姓名'],
      [{ name: '<b>张</b>', id_no: HM_BUYER.id_no }, '采购人姓名只能包含汉字、字母和间隔号'],
    ];
    for (const [given, msg] of cases) {
      const res = await payWith(b, order.orderId, given);
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 422, msg });
    }
    const wrongChoice = await payWith(b, order.orderId, undefined, { hm_buyer_last: 2 });
    expect({ status: wrongChoice.statusCode, msg: wrongChoice.json().msg }).toEqual({ status: 422, msg: '采购人选择不正确' });
    expect((await row(order.orderId)).status).toBe('unpaid');
  });

  it('offers the store’s previous 采购人 for the next order, and never another store’s', async () => {
    const b = await readyBuyer(app);
    const first = await hmOrder(b);
    await payOrder(app, b, first, 'wallet', { hm_buyer: { name: '李药师', id_no: '44030419900307123X' } });
    const next = await hmOrder(b);
    expect(await detail(b, next.orderId)).toMatchObject({ hm_buyer: null, hm_buyer_last: { name: '李药师', id_no: '440304********123X' } });
    expect((await payWith(b, next.orderId, undefined, { hm_buyer_last: 1 })).json()).toMatchObject({ code: 10000 });
    expect(await row(next.orderId)).toMatchObject({ status: 'paid', hmBuyerName: '李药师', hmBuyerIdNo: '44030419900307123X' });

    // Another store (another company) has recorded none: hm_buyer_last is refused, nothing of b's is offered.
    const other = await readyBuyer(app);
    const theirs = await hmOrder(other);
    expect(await detail(other, theirs.orderId)).toMatchObject({ hm_buyer_last: null });
    expect((await payWith(other, theirs.orderId, undefined, { hm_buyer_last: 1 })).json()).toMatchObject({
      code: 400,
      msg: '本店铺尚无登记过的采购人，请填写采购人姓名和身份证号',
    });
    expect((await row(theirs.orderId)).status).toBe('unpaid');
    // b's order is not another store's to pay or to read.
    expect((await payWith(other, next.orderId, HM_BUYER)).json().code).toBe(404);
    expect((await get(app, other.cookie, `/api/order/info/${next.orderId}`)).json().code).toBe(404);
  });

  it('asks nothing of an order without 含麻 goods, and ignores a 采购人 sent with one', async () => {
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: await seedGoods(app, 'plain'), number: 1 }]);
    await fundWallet(app, b.storeId, order.payFen);
    expect((await payWith(b, order.orderId, HM_BUYER)).json()).toMatchObject({ code: 10000 });
    expect(await row(order.orderId)).toMatchObject({ status: 'paid', hmBuyerName: null, hmBuyerIdNo: null });
  });
});
