import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { auditLog, staff, stores } from '../../src/db/schema/index.js';
import { audit, audited } from '../../src/modules/admin/shared/audit.js';
import { enforceGuards, requireStaff } from '../../src/modules/admin/shared/guard.js';
import { fileApp, DEMO_MEMBER, login } from '../helper.js';
import { createBuyer } from '../fixtures.js';
import {
  auditRowsOf,
  createStaff,
  loggedInStaff,
  SEEDED_STAFF,
  SEEDED_STAFF_PASSWORD,
  staffCookieOf,
  staffLogin,
} from '../staff-fixtures.js';

const app = fileApp();

const loginAs = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/admin/login', payload });
const me = (cookie?: string) => app.inject({ method: 'GET', url: '/api/admin/me', headers: cookie ? { cookie } : {} });

describe('POST /api/admin/login', () => {
  it.each(Object.entries(SEEDED_STAFF))(
    'logs the seeded %s in with an httpOnly cookie of its own, sent only to /api/admin',
    async (role, username) => {
      const res = await loginAs({ username, password: SEEDED_STAFF_PASSWORD });
      expect(res.json()).toMatchObject({ code: 10000, msg: '登录成功' });
      const cookie = res.cookies.find((c) => c.name === 'yc_staff');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
      expect(res.cookies.find((c) => c.name === 'yc_sid')).toBeUndefined();
      expect((await me(`yc_staff=${cookie?.value}`)).json().data).toMatchObject({ username, roles: [role] });
    },
  );

  it('answers a wrong password and an unknown name alike, and locks the name after five failures', async () => {
    const member = await createStaff(app, ['warehouse']);
    const wrong = await loginAs({ username: member.username, password: 'nope-nope' });
    const unknown = await loginAs({ username: 'nobody-here', password: 'nope-nope' });
    expect(wrong.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    expect(unknown.json()).toEqual(wrong.json());
    for (let i = 0; i < 4; i += 1) await loginAs({ username: member.username, password: 'nope-nope' });
    expect((await loginAs({ username: member.username, password: member.password })).json()).toMatchObject({ code: 429 });
  });

  it('does not take a buyer login, and a buyer phone is not locked by staff failures', async () => {
    expect((await loginAs(DEMO_MEMBER)).json()).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    await login(app, DEMO_MEMBER);
  });

  it('refuses a disabled member, and disabling one ends its sessions at once', async () => {
    const member = await createStaff(app, ['reviewer']);
    const cookie = await staffLogin(app, member.username, member.password);
    expect((await me(cookie)).json().code).toBe(10000);
    await app.db.update(staff).set({ enabled: false }).where(eq(staff.id, member.staffId));
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await loginAs({ username: member.username, password: member.password })).json()).toMatchObject({
      code: 400,
      msg: '该账号已停用，请联系管理员',
    });
  });

  it('answers an empty form with 422 and the first field message', async () => {
    const res = await loginAs({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: '请输入用户名' });
  });
});

describe('sessions are kept apart', () => {
  it('a buyer session does not open the console, and a staff session is no buyer', async () => {
    const buyerCookie = await login(app, DEMO_MEMBER);
    expect((await me(buyerCookie)).json()).toEqual({ code: 10001, msg: '请先登录管理后台', data: null });
    const { cookie } = await loggedInStaff(app, 'admin');
    const base = await app.inject({ method: 'GET', url: '/api/user/user_money', headers: { cookie } });
    expect(base.statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const { cookie } = await loggedInStaff(app, 'warehouse');
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.json()).toMatchObject({ code: 10000 });
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('guards', () => {
  it('refuse to start a console route without requireStaff', async () => {
    const bare = Fastify();
    await expect(
      bare.register(async (scope) => {
        enforceGuards(scope);
        scope.get('/open', async () => 'open');
      }),
    ).rejects.toThrow('缺少 requireStaff');
    const guarded = Fastify();
    await guarded.register(async (scope) => {
      enforceGuards(scope);
      scope.get('/closed', { preHandler: requireStaff('admin') }, async () => 'closed');
    });
    await guarded.close();
  });
});

describe('audit', () => {
  it('writes its row with the change, and neither survives a failure after it', async () => {
    const member = await createStaff(app, ['reviewer']);
    const buyer = await createBuyer(app, { passed: false });
    const read = async (tx: Parameters<Parameters<App['db']['transaction']>[0]>[0]) =>
      (await tx.select({ status: stores.qualificationStatus }).from(stores).where(eq(stores.id, buyer.storeId)).for('update'))[0];
    const target = { action: 'test.pass', entity: 'store', entityId: buyer.storeId, read };
    await expect(
      audited(app.db, member, target, async (tx) => {
        await tx.update(stores).set({ qualificationStatus: 'passed' }).where(eq(stores.id, buyer.storeId));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await auditRowsOf(app, 'store', buyer.storeId)).toHaveLength(0);
    await audited(app.db, member, target, (tx) =>
      tx.update(stores).set({ qualificationStatus: 'passed' }).where(eq(stores.id, buyer.storeId)),
    );
    const [row] = await auditRowsOf(app, 'store', buyer.storeId);
    expect(row).toMatchObject({ staffId: member.staffId, action: 'test.pass', before: { status: 'pending' }, after: { status: 'passed' } });
  });

  it('is listed for administrators, filtered by member, action prefix and entity', async () => {
    const author = await createStaff(app, ['merchandiser']);
    await app.db.transaction(async (tx) => {
      await audit(tx, author, { action: 'goods.update', entity: 'goods', entityId: 7, before: { price: 1 }, after: { price: 2 } });
      await audit(tx, author, { action: 'goods.stock', entity: 'goods', entityId: 8, after: { stock: 3 } });
      await audit(tx, author, { action: 'brand.update', entity: 'brand', entityId: 7, after: {} });
    });
    const { cookie } = await loggedInStaff(app, 'admin');
    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/audit?staff_id=${author.staffId}&${query}`, headers: { cookie } })).json().data;
    expect((await list('')).total).toBe(3);
    const goods = await list('action=goods');
    expect(goods.list.map((r: { action: string }) => r.action)).toEqual(['goods.stock', 'goods.update']);
    expect((await list('entity=goods&entity_id=7')).list).toEqual([
      expect.objectContaining({
        staff_name: expect.stringContaining('测试'),
        before: { price: 1 },
        after: { price: 2 },
        at: expect.any(Number),
      }),
    ]);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/audit?start_time=yesterday', headers: { cookie } });
    expect(bad.json()).toMatchObject({ code: 422, msg: '开始时间格式不正确' });
    expect(await app.db.select().from(auditLog).where(eq(auditLog.staffId, author.staffId))).toHaveLength(3);
  });
});

it('staffCookieOf and createStaff give working members', async () => {
  const member = await createStaff(app, []);
  expect((await me(await staffCookieOf(app, member))).json().data).toMatchObject({ roles: [] });
});
