/**
 * The console's switch 发货须扫追溯码 (issue 37): GET and PUT /api/admin/settings/trace-codes write the
 * site setting trace_codes_required that shipping reads, for administrators only, each change in the
 * operation log. The setting is site-wide: no store's or company's id is in the path to swap.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { goods, siteSettings } from '../../src/db/schema/index.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, readyBuyer } from '../ops/order-flow.js';
import { asStaff, auditRowsOf, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();
const URL = '/api/admin/settings/trace-codes';

const setting = async (cookie: string) => asStaff(app, cookie, { method: 'GET', url: URL });
const put = async (cookie: string, required: unknown) => asStaff(app, cookie, { method: 'PUT', url: URL, payload: { required } });
const stored = async () => (await app.db.select().from(siteSettings).where(eq(siteSettings.key, 'trace_codes_required')))[0]?.value;

afterEach(async () => {
  await app.db.delete(siteSettings).where(eq(siteSettings.key, 'trace_codes_required'));
});

describe('the 发货须扫追溯码 switch', () => {
  it('is off until turned on, is stored as the setting shipping reads, and logs each change with what it was', async () => {
    const { cookie, member } = await loggedInStaff(app, 'admin');
    expect((await setting(cookie)).json()).toMatchObject({ code: 10000, data: { required: 0 } });

    const on = await put(cookie, 1);
    expect(on.json(), on.body).toMatchObject({ code: 10000, msg: '已开启：发货须扫追溯码', data: { required: 1 } });
    expect(await stored()).toBe(true);
    expect((await setting(cookie)).json().data).toEqual({ required: 1 });

    expect((await put(cookie, 'false')).json()).toMatchObject({ code: 10000, msg: '已关闭：发货无须扫追溯码', data: { required: 0 } });
    expect(await stored()).toBe(false);

    const rows = await auditRowsOf(app, 'setting', 'trace_codes_required');
    expect(rows.map((r) => [r.action, r.staffId, r.before, r.after])).toEqual([
      ['setting.update', member.staffId, { trace_codes_required: true }, { trace_codes_required: false }],
      ['setting.update', member.staffId, { trace_codes_required: false }, { trace_codes_required: true }],
    ]);
  });

  it('makes shipping wait for the codes once on, through the route', async () => {
    const { cookie: admin } = await loggedInStaff(app, 'admin');
    const { cookie: warehouse } = await loggedInStaff(app, 'warehouse');
    const drug = await seedGoods(app);
    // seedGoods may hand back a seeded 无追溯码 device; this line must be a drug that ships with codes.
    await app.db.update(goods).set({ traceExempt: false }).where(eq(goods.id, drug.id));
    const buyer = await readyBuyer(app);
    const order = await placeOrder(app, buyer, [{ goods: drug, number: 1 }]);
    await payOrder(app, buyer, order, 'wallet');
    await okData(put(admin, 1));
    const ship = await asStaff(app, warehouse, {
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/ship`,
      payload: { carrier: '顺丰速运', tracking_no: 'SF202600000001' },
    });
    expect(ship.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^第1行 .+ 尚缺 1 个追溯码$/) });
  });

  it.each([[2], ['是'], [undefined]])('refuses required=%s with 422 in Chinese and changes nothing', async (required) => {
    const { cookie } = await loggedInStaff(app, 'admin');
    const res = await put(cookie, required);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toBe('发货须扫追溯码参数不正确');
    expect(await stored()).toBeUndefined();
  });

  it('is for administrators: the warehouse, a merchandiser, an account manager and a buyer get nothing and change nothing', async () => {
    const logged = (await auditRowsOf(app, 'setting', 'trace_codes_required')).length;
    for (const role of ['warehouse', 'merchandiser', 'account_manager'] as const) {
      const { cookie } = await loggedInStaff(app, role);
      for (const res of [await setting(cookie), await put(cookie, 1)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe('您的账号没有此项操作的权限');
      }
    }
    const buyer = await readyBuyer(app);
    const asBuyer = await app.inject({ method: 'PUT', url: URL, headers: { cookie: buyer.cookie }, payload: { required: 1 } });
    expect(asBuyer.statusCode).toBe(401);
    expect(await stored()).toBeUndefined();
    expect(await auditRowsOf(app, 'setting', 'trace_codes_required')).toHaveLength(logged);
  });
});
