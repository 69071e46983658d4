/**
 * Company accounts through the API: inviting a member by phone, roles, disabling (sessions end at
 * once), limits, approvals of orders over a limit through the order lifecycle, the log, and that one
 * company never reaches another's members or orders.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountManagers,
  accountStores,
  companies,
  companyInvites,
  companyLogs,
  goods,
  messages,
  orderEvents,
  orders,
  sessions,
  storeCoupons,
  stores,
} from '../../src/db/schema/index.js';
import { expireApprovals } from '../../src/jobs/expire-approvals.js';
import { captureSms, expectInvalid, fundWallet, issueCoupon, PAY_PASSWORD, seedGoods, sessionCookie, unusedPhone } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, placeOrder, post, readyBuyer } from '../ops/order-flow.js';
import { createStaff, staffCookieOf } from '../staff-fixtures.js';
import { addMember, companyOwner, MEMBER_PASSWORD } from './company-fixtures.js';

const app = fileApp(8);
const sms = captureSms();

const logActions = async (companyId: number) =>
  (await app.db.select({ action: companyLogs.action }).from(companyLogs).where(eq(companyLogs.companyId, companyId))).map((r) => r.action);
const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
const statusOf = async (orderId: number) => (await app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].s;
const stockOf = async (goodsId: number) => (await app.db.select({ s: goods.stock }).from(goods).where(eq(goods.id, goodsId)))[0].s;
const messagesOf = async (storeId: number) =>
  (await app.db.select({ title: messages.title }).from(messages).where(eq(messages.storeId, storeId))).map((m) => m.title);

describe('members', () => {
  it('invites a phone, which accepts with the SMS code, logs in with its own password and has the role it was given', async () => {
    const c = await companyOwner(app);
    const phone = unusedPhone();
    const invited = await post(app, c.owner.cookie, '/api/company/members/invite', {
      phone,
      name: '钱采购',
      roles: [{ store_id: c.owner.storeId, role: 'buyer' }],
    });
    expect(invited.json()).toMatchObject({ code: 10000, msg: '邀请已发送' });
    const wrong = await post(app, '', '/api/company/invite/accept', { phone, code: '000000', password: MEMBER_PASSWORD });
    if (sms.codeFor(phone) !== '000000') expectInvalid(wrong, '验证码错误');
    const accepted = await okData<{ account_id: number }>(
      post(app, '', '/api/company/invite/accept', { phone, code: sms.codeFor(phone), password: MEMBER_PASSWORD }),
    );
    const res = await login(phone, MEMBER_PASSWORD);
    expect(res.json().code).toBe(10000);
    const cookie = `yc_sid=${res.cookies.find((k) => k.name === 'yc_sid')?.value}`;
    expect(await okData(get(app, cookie, '/api/company/me'))).toMatchObject({ role: 'buyer', role_text: '采购员' });
    const view = await okData<{ members: { id: number; name: string; stores: { role: string }[] }[] }>(
      get(app, c.owner.cookie, '/api/company'),
    );
    expect(view.members.find((m) => m.id === accepted.account_id)).toMatchObject({ name: '钱采购', stores: [{ role: 'buyer' }] });
    expect(await logActions(c.companyId)).toEqual(['邀请成员', '加入企业']);
  });

  it('refuses to invite an existing member, and writes nothing', async () => {
    const c = await companyOwner(app);
    const m = await addMember(app, c, 'buyer');
    const invites = async () => (await app.db.select().from(companyInvites).where(eq(companyInvites.companyId, c.companyId))).length;
    const res = await post(app, c.owner.cookie, '/api/company/members/invite', {
      phone: m.phone,
      name: '重复',
      roles: [{ store_id: c.owner.storeId, role: 'viewer' }],
    });
    expectInvalid(res, '该手机号已是企业成员');
    expect(await invites()).toBe(0);
    expect(await logActions(c.companyId)).toEqual([]);
  });

  it('refuses to take the last 负责人 from a store, and writes nothing', async () => {
    const c = await companyOwner(app);
    const m = await addMember(app, c, 'buyer');
    const res = await post(app, c.owner.cookie, `/api/company/members/${c.owner.accountId}/roles`, {
      roles: [{ store_id: c.owner.storeId, role: 'buyer' }],
    });
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('至少需要一位负责人') });
    const disable = await post(app, m.cookie, `/api/company/members/${c.owner.accountId}/disable`, {});
    expect(disable.statusCode).toBe(403);
    const roles = await app.db
      .select({ role: accountStores.role })
      .from(accountStores)
      .where(eq(accountStores.accountId, c.owner.accountId));
    expect(roles).toEqual([{ role: 'owner' }]);
    expect(await logActions(c.companyId)).toEqual([]);
    // With a second 负责人 the founder may step back.
    await okData(
      post(app, c.owner.cookie, `/api/company/members/${m.accountId}/roles`, { roles: [{ store_id: c.owner.storeId, role: 'owner' }] }),
    );
    await okData(
      post(app, c.owner.cookie, `/api/company/members/${c.owner.accountId}/roles`, {
        roles: [{ store_id: c.owner.storeId, role: 'finance' }],
      }),
    );
    expect(await okData(get(app, c.owner.cookie, '/api/company/me'))).toMatchObject({ role: 'finance' });
  });

  it('changes a role at once: the member’s next call runs with the new role', async () => {
    const c = await companyOwner(app);
    const m = await addMember(app, c, 'viewer');
    expect((await post(app, m.cookie, '/api/cart', { params: [] })).statusCode).toBe(403);
    await okData(
      post(app, c.owner.cookie, `/api/company/members/${m.accountId}/roles`, { roles: [{ store_id: c.owner.storeId, role: 'buyer' }] }),
    );
    expect(await okData(get(app, m.cookie, '/api/company/me'))).toMatchObject({ role: 'buyer' });
  });

  it('disables a member: its sessions stop at once, it cannot log in, and enabling lets it back', async () => {
    const c = await companyOwner(app);
    const m = await addMember(app, c, 'buyer');
    expect((await get(app, m.cookie, '/api/user/base')).statusCode).toBe(200);
    await okData(post(app, c.owner.cookie, `/api/company/members/${m.accountId}/disable`, {}));
    expect((await get(app, m.cookie, '/api/user/base')).statusCode).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.accountId, m.accountId))).toEqual([]);
    // A session made any other way does not work either.
    expect((await get(app, await sessionCookie(app, m), '/api/user/base')).statusCode).toBe(401);
    expect((await login(m.phone, MEMBER_PASSWORD)).json()).toMatchObject({ code: 400, msg: '该账号已被企业停用，请联系企业负责人' });
    expect((await post(app, c.owner.cookie, `/api/company/members/${c.owner.accountId}/disable`, {})).json().msg).toBe(
      '不能停用自己的账号',
    );
    await okData(post(app, c.owner.cookie, `/api/company/members/${m.accountId}/enable`, {}));
    expect((await login(m.phone, MEMBER_PASSWORD)).json().code).toBe(10000);
    expect(await logActions(c.companyId)).toEqual(['停用成员', '启用成员']);
  });

  it('refuses limits of zero, below zero, fractions of a fen or absurd, and writes nothing', async () => {
    const c = await companyOwner(app);
    const m = await addMember(app, c, 'buyer');
    const url = `/api/company/members/${m.accountId}/limits`;
    const body = (order: unknown) => ({ store_id: c.owner.storeId, order_limit_fen: order, month_limit_fen: '' });
    expectInvalid(await post(app, c.owner.cookie, url, body(0)), '单笔限额须大于0');
    expectInvalid(await post(app, c.owner.cookie, url, body(-100)), '单笔限额须大于0');
    expectInvalid(await post(app, c.owner.cookie, url, body(10.5)), '单笔限额须为整数（分）');
    expectInvalid(await post(app, c.owner.cookie, url, body(1_000_000_001)), '单笔限额不能超过1000万元');
    expect((await post(app, c.owner.cookie, `/api/company/members/${c.owner.accountId}/limits`, body(100))).json().msg).toBe(
      '负责人的订单无需审批，不设限额',
    );
    const [row] = await app.db.select().from(accountStores).where(eq(accountStores.accountId, m.accountId));
    expect(row).toMatchObject({ orderLimit: null, monthLimit: null });
    expect(await logActions(c.companyId)).toEqual([]);
    await okData(post(app, c.owner.cookie, url, body(500000)));
    const [set] = await app.db.select().from(accountStores).where(eq(accountStores.accountId, m.accountId));
    expect(set).toMatchObject({ orderLimit: 500000, monthLimit: null });
  });

  it('never lets one company reach another’s members, log or approvals', async () => {
    const a = await companyOwner(app);
    const b = await companyOwner(app);
    const aMember = await addMember(app, a, 'buyer', { orderLimit: 1 });
    for (const path of ['roles', 'limits', 'disable', 'enable']) {
      const body =
        path === 'roles'
          ? { roles: [{ store_id: b.owner.storeId, role: 'viewer' }] }
          : path === 'limits'
            ? { store_id: a.owner.storeId, order_limit_fen: 5 }
            : {};
      const res = await post(app, b.owner.cookie, `/api/company/members/${aMember.accountId}/${path}`, body);
      expect(res.json()).toMatchObject({ code: 404, msg: '成员不存在' });
    }
    expect(
      await app.db
        .select({ role: accountStores.role, limit: accountStores.orderLimit })
        .from(accountStores)
        .where(eq(accountStores.accountId, aMember.accountId)),
    ).toEqual([{ role: 'buyer', limit: 1 }]);
    // Roles may be given only in stores the caller is 负责人 of.
    const mine = await addMember(app, b, 'viewer');
    const foreign = await post(app, b.owner.cookie, `/api/company/members/${mine.accountId}/roles`, {
      roles: [{ store_id: a.owner.storeId, role: 'owner' }],
    });
    expect(foreign.json().msg).toBe('只能在您担任负责人的店铺中分配角色');
    const view = await okData<{ members: { id: number }[] }>(get(app, b.owner.cookie, '/api/company'));
    expect(view.members.map((m) => m.id).sort()).toEqual([b.owner.accountId, mine.accountId].sort());
    const order = await placeOrder(app, aMember, [{ goods: await seedGoods(app), number: 1 }]);
    expect(await okData<unknown[]>(get(app, b.owner.cookie, '/api/company/approvals'))).toEqual([]);
    expect((await post(app, b.owner.cookie, `/api/company/approvals/${order.orderId}/approve`, {})).json()).toMatchObject({ code: 404 });
    expect((await post(app, b.owner.cookie, `/api/company/approvals/${order.orderId}/reject`, { reason: '不要' })).json()).toMatchObject({
      code: 404,
    });
    expect(await statusOf(order.orderId)).toBe('pending_approval');
    expect((await get(app, b.owner.cookie, `/api/order/info/${order.orderId}`)).json().code).toBe(404);
    const log = await okData<{ list: { action: string }[] }>(get(app, b.owner.cookie, '/api/company/log'));
    expect(log.list.map((l) => l.action)).toEqual([]);
  });
});

describe('reading the company', () => {
  it('shows a login that never managed members as the 负责人 of its company alone, and makes nothing', async () => {
    const b = await readyBuyer(app);
    const view = await okData<{ id: number; members: { id: number; is_owner: number; stores: { role: string }[] }[] }>(
      get(app, b.cookie, '/api/company'),
    );
    expect(view).toMatchObject({ id: 0, members: [{ id: b.accountId, is_owner: 1, stores: [{ role: 'owner' }] }] });
    expect(await app.db.select().from(companies).where(eq(companies.ownerAccountId, b.accountId))).toEqual([]);
  });

  it('shows the store’s account manager in the console every login of the store with its role and limits', async () => {
    const c = await companyOwner(app);
    const m = await addMember(app, c, 'buyer', { orderLimit: 500000 });
    const [card] = await app.db
      .insert(accountManagers)
      .values({ name: '测试经理', phone: '13900000099' })
      .returning({ id: accountManagers.id });
    await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, c.owner.storeId));
    const manager = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: card.id }));
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/stores/${c.owner.storeId}`, headers: { cookie: manager } })).json()
      .data;
    expect(detail.accounts).toEqual([
      expect.objectContaining({ id: c.owner.accountId, role: 'owner', role_text: '负责人', order_limit: null, is_disabled: 0 }),
      expect.objectContaining({
        id: m.accountId,
        role: 'buyer',
        role_text: '采购员',
        order_limit: 5000,
        month_limit: null,
        is_disabled: 0,
      }),
    ]);
    // Another manager's store is not found.
    const [otherCard] = await app.db
      .insert(accountManagers)
      .values({ name: '其他经理', phone: '13900000098' })
      .returning({ id: accountManagers.id });
    const other = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: otherCard.id }));
    expect((await app.inject({ method: 'GET', url: `/api/admin/stores/${c.owner.storeId}`, headers: { cookie: other } })).statusCode).toBe(
      404,
    );
  });
});

describe('approvals', () => {
  it('holds an order over the per-order limit as 待审批 until the owner approves; then 财务 pays it', async () => {
    const c = await companyOwner(app);
    const buyer = await addMember(app, c, 'buyer', { orderLimit: 100 });
    const finance = await addMember(app, c, 'finance');
    const g = await seedGoods(app);
    const order = await placeOrder(app, buyer, [{ goods: g, number: 2 }]);
    expect(await statusOf(order.orderId)).toBe('pending_approval');
    await fundWallet(app, c.owner.storeId, order.payFen);
    const early = await post(app, finance.cookie, '/api/pay/order', {
      order_id: order.orderId,
      method: 'wallet',
      pay_password: PAY_PASSWORD,
    });
    expect(early.json()).toMatchObject({ code: 400, msg: '订单待审批，审批通过后才能支付' });
    const waiting = await okData<{ id: number; reason: string; items: { number: number }[] }[]>(
      get(app, c.owner.cookie, '/api/company/approvals'),
    );
    expect(waiting).toMatchObject([{ id: order.orderId, reason: '订单已提交，超出单笔限额¥1.00，等待审批', items: [{ number: 2 }] }]);
    // The company has 负责人 approve: 财务 is told so.
    expect((await post(app, finance.cookie, `/api/company/approvals/${order.orderId}/approve`, {})).json().msg).toBe(
      '本企业的订单由负责人审批',
    );
    expect(await okData(post(app, c.owner.cookie, `/api/company/approvals/${order.orderId}/approve`, {}))).toMatchObject({
      status: 'unpaid',
      status_text: '待付款',
    });
    expect(await messagesOf(c.owner.storeId)).toContain('订单审批通过');
    expect(
      await okData(post(app, finance.cookie, '/api/pay/order', { order_id: order.orderId, method: 'wallet', pay_password: PAY_PASSWORD })),
    ).toMatchObject({ status: 'paid' });
    expect(await logActions(c.companyId)).toEqual(['审批通过']);
  });

  it('rejects with a reason: the coupon comes back through the lifecycle (the waiting order held no stock), and the buyer is told', async () => {
    const c = await companyOwner(app);
    const buyer = await addMember(app, c, 'buyer', { orderLimit: 100 });
    const g = await seedGoods(app);
    const couponId = await issueCoupon(app, c.owner.storeId, { amount: 100, threshold: 0 });
    const before = await stockOf(g.id);
    const order = await placeOrder(app, buyer, [{ goods: g, number: 3 }], { coupon_id: couponId });
    expect(await stockOf(g.id)).toBe(before);
    const couponOf = async () => (await app.db.select().from(storeCoupons).where(eq(storeCoupons.id, couponId)))[0];
    expect((await couponOf()).usedOrderId).toBe(order.orderId);
    expectInvalid(await post(app, c.owner.cookie, `/api/company/approvals/${order.orderId}/reject`, { reason: ' ' }), '请填写驳回原因');
    expect(
      await okData(post(app, c.owner.cookie, `/api/company/approvals/${order.orderId}/reject`, { reason: '本月预算已用完' })),
    ).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(g.id)).toBe(before);
    expect(await couponOf()).toMatchObject({ usedOrderId: null, usedAt: null });
    const [o] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(o.cancelReason).toBe('审批未通过：本月预算已用完');
    expect(await messagesOf(c.owner.storeId)).toContain('订单审批未通过');
  });

  it('lets the buyer withdraw a waiting order, which gives its stock back and leaves nothing to approve', async () => {
    const c = await companyOwner(app);
    const buyer = await addMember(app, c, 'buyer', { orderLimit: 1 });
    const g = await seedGoods(app);
    const before = await stockOf(g.id);
    const order = await placeOrder(app, buyer, [{ goods: g, number: 2 }]);
    const detail = await okData(get(app, buyer.cookie, `/api/order/info/${order.orderId}`));
    expect(detail).toMatchObject({ status: 'pending_approval', status_text: '待审批', can_pay: 0, can_cancel: 1 });
    await okData(post(app, buyer.cookie, '/api/order/cancel', { id: order.orderId }));
    expect(await stockOf(g.id)).toBe(before);
    expect(await okData(get(app, c.owner.cookie, '/api/company/approvals'))).toEqual([]);
    expect((await post(app, c.owner.cookie, `/api/company/approvals/${order.orderId}/approve`, {})).json().msg).toBe(
      '订单已取消，无法审批',
    );
  });

  it('counts the month’s orders against the monthly limit, and a store may have every order approved', async () => {
    const c = await companyOwner(app);
    const g = await seedGoods(app);
    const first = await placeOrder(app, await addMember(app, c, 'buyer'), [{ goods: g, number: 1 }]);
    const buyer = await addMember(app, c, 'buyer', { monthLimit: first.payFen * 2 });
    expect(await statusOf((await placeOrder(app, buyer, [{ goods: g, number: 1 }])).orderId)).toBe('unpaid');
    const over = await placeOrder(app, buyer, [{ goods: g, number: 2 }]);
    expect(await statusOf(over.orderId)).toBe('pending_approval');
    const [event] = await app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, over.orderId), eq(orderEvents.status, 'pending_approval')));
    expect(event.text).toContain('超出本月限额');
    await okData(post(app, c.owner.cookie, '/api/company/stores/approval', { store_id: c.owner.storeId, requires_approval: 1 }));
    const any = await placeOrder(app, await addMember(app, c, 'buyer'), [{ goods: g, number: 1 }]);
    expect(await statusOf(any.orderId)).toBe('pending_approval');
    // 负责人 never wait.
    expect(await statusOf((await placeOrder(app, c.owner, [{ goods: g, number: 1 }])).orderId)).toBe('unpaid');
    const [store] = await app.db.select({ r: stores.requiresApproval }).from(stores).where(eq(stores.id, c.owner.storeId));
    expect(store.r).toBe(true);
  });

  it('releases the stock of an order left waiting past the hold time (the pg-boss job)', async () => {
    const c = await companyOwner(app);
    await okData(post(app, c.owner.cookie, '/api/company/settings', { approver_role: 'finance', approval_hold_hours: 2 }));
    const buyer = await addMember(app, c, 'buyer', { orderLimit: 1 });
    const g = await seedGoods(app);
    const before = await stockOf(g.id);
    const order = await placeOrder(app, buyer, [{ goods: g, number: 2 }]);
    const [o] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(o.expiresAt.getTime() - o.createdAt.getTime()).toBeCloseTo(2 * 3_600_000, -4);
    expect(await expireApprovals(app.db)).toBe(0);
    await app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.orderId));
    expect(await expireApprovals(app.db)).toBe(1);
    expect(await statusOf(order.orderId)).toBe('cancelled');
    expect(await stockOf(g.id)).toBe(before);
    expect(await messagesOf(c.owner.storeId)).toContain('订单审批超时');
  });

  it('ends in exactly one outcome when two approvers approve and reject one order at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const c = await companyOwner(app);
      await okData(post(app, c.owner.cookie, '/api/company/settings', { approver_role: 'finance', approval_hold_hours: 24 }));
      const finance = await addMember(app, c, 'finance');
      const buyer = await addMember(app, c, 'buyer', { orderLimit: 1 });
      const g = await seedGoods(app);
      const before = await stockOf(g.id);
      const order = await placeOrder(app, buyer, [{ goods: g, number: 1 }]);
      const [approve, reject] = await Promise.all([
        post(app, c.owner.cookie, `/api/company/approvals/${order.orderId}/approve`, {}),
        post(app, finance.cookie, `/api/company/approvals/${order.orderId}/reject`, { reason: '重复采购' }),
      ]);
      const codes = [approve.json().code, reject.json().code];
      expect(codes.filter((code) => code === 10000)).toHaveLength(1);
      expect(codes.filter((code) => code === 400)).toHaveLength(1);
      const status = await statusOf(order.orderId);
      expect(status).toBe(approve.json().code === 10000 ? 'unpaid' : 'cancelled');
      expect(await stockOf(g.id)).toBe(status === 'cancelled' ? before : before - 1);
      const decided = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
      expect(decided.map((e) => e.status)).toEqual(['pending_approval', status]);
      expect(await logActions(c.companyId)).toHaveLength(2);
    }
  });
});
