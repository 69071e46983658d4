import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSales, orders, stores, walletLedger } from '../../src/db/schema/index.js';
import { run } from '../../src/ops/cli.js';
import { createBuyer, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, post, readyBuyer } from './order-flow.js';

const app = fileApp();

/** Runs a command line as `npm run ops -- …` does, answering the exit code and what it printed. */
async function ops(...argv: string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await run(argv, { db: app.db, out: (line) => out.push(line) });
  return { code, out };
}

const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const storeRow = async (id: number) => (await app.db.select().from(stores).where(eq(stores.id, id)))[0];

describe('npm run ops', () => {
  it('prints the usage for help, and refuses unknown commands and missing arguments', async () => {
    const help = await ops();
    expect(help.code).toBe(0);
    expect(help.out[0]).toBe('用法: npm run ops -- <命令> [参数]');
    expect(help.out.join('\n')).toContain('ship-order <订单号|订单编号> <承运商> <运单号>');
    expect((await ops('help')).code).toBe(0);
    expect(await ops('drop-tables')).toMatchObject({ code: 2, out: expect.arrayContaining(['未知命令: drop-tables']) });
    expect(await ops('toString')).toMatchObject({ code: 2 });
    expect(await ops('ship-order', 'YC1')).toMatchObject({
      code: 2,
      out: expect.arrayContaining(['参数不足: ship-order <订单号|订单编号> <承运商> <运单号>']),
    });
  });

  it('lists pending stores, approves one by phone and rejects one by id with a reason', async () => {
    const first = await createBuyer(app, { passed: false });
    const second = await createBuyer(app, { passed: false });
    const listed = await ops('list-pending-stores');
    expect(listed.code).toBe(0);
    expect(listed.out.some((l) => l.startsWith(`#${first.storeId} `))).toBe(true);
    const approved = await ops('approve-store', first.username);
    expect(approved).toMatchObject({ code: 0, out: [expect.stringMatching(new RegExp(`^门店 #${first.storeId}「.+」资质审核已通过$`))] });
    expect((await storeRow(first.storeId)).qualificationStatus).toBe('passed');
    expect(await ops('approve-store', first.username)).toMatchObject({ code: 1, out: [expect.stringContaining('失败: ')] });
    expect((await ops('reject-store', String(second.storeId), '经营许可证', '不清晰')).code).toBe(0);
    expect(await storeRow(second.storeId)).toMatchObject({ qualificationStatus: 'rejected', qualificationReason: '经营许可证 不清晰' });
  });

  it('ships by order number, delivers, completes, and decides returns', async () => {
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: await seedGoods(app), number: 4 }]);
    expect(await ops('ship-order', order.orderNo, '顺丰速运', 'SF3000000001')).toMatchObject({
      code: 1,
      out: ['失败: 订单尚未付款，不能发货'],
    });
    await payOrder(app, b, order, 'wallet');
    expect(await ops('ship-order', order.orderNo, '顺丰速运', 'SF3000000001')).toMatchObject({
      code: 0,
      out: [`订单 #${order.orderId} 已发货，承运商 顺丰速运，运单号 SF3000000001`],
    });
    expect((await ops('deliver-order', String(order.orderId))).out).toEqual([`订单 #${order.orderId} 已送达`]);

    const [item] = (
      await okData<{ items: { id: number }[] }>(
        app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: b.cookie } }),
      )
    ).items;
    const ask = (number: number) =>
      okData<{ id: number }>(
        post(app, b.cookie, '/api/order/return', {
          order_id: order.orderId,
          type: 'return',
          reason: '破损',
          items: [{ order_item_id: item.id, number }],
        }),
      );
    const approvedReq = await ask(1);
    const rejectedReq = await ask(1);
    const approve = await ops('approve-return', String(approvedReq.id), '已核实');
    expect(approve.code).toBe(0);
    expect(approve.out[0]).toMatch(new RegExp(`^申请 #${approvedReq.id} 已同意，退款 ¥\\d+\\.\\d{2}$`));
    expect((await ops('approve-return', String(approvedReq.id))).out).toEqual(['失败: 该申请已同意，请勿重复处理']);
    expect(await ops('reject-return', String(rejectedReq.id), '超过退货期限')).toMatchObject({
      code: 0,
      out: [`申请 #${rejectedReq.id} 已拒绝`],
    });
    expect((await app.db.select().from(afterSales).where(eq(afterSales.id, rejectedReq.id)))[0]).toMatchObject({
      status: 'rejected',
      reply: '超过退货期限',
    });
    const refunds = await app.db.select().from(walletLedger).where(eq(walletLedger.refType, 'after_sale'));
    expect(refunds.filter((r) => r.refId === approvedReq.id)).toHaveLength(1);
    expect((await ops('approve-return', 'abc')).out).toEqual(['失败: 申请编号不正确：abc']);

    const completed = await ops('complete-order', order.orderNo);
    expect(completed).toMatchObject({
      code: 0,
      out: [expect.stringMatching(new RegExp(`^订单 #${order.orderId} 已完成，奖励积分 \\d+，电子发票 FP\\d{18}$`))],
    });
    expect((await orderRow(order.orderId)).status).toBe('completed');
    expect((await ops('complete-order', order.orderNo)).out).toEqual(['失败: 订单已完成，请勿重复确认收货']);
    expect((await ops('approve-receipt', order.orderNo)).out).toEqual(['失败: 该订单尚未上传签收回执']);
    expect((await ops('auto-complete', '0')).out).toEqual(['失败: 天数不正确：0']);
    expect((await ops('ship-order', 'YC-NONE', '顺丰速运', 'SF3000000002')).out).toEqual(['失败: 订单不存在']);
  });
});
