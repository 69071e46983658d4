import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { buildTestApp } from '../helper.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf, staffLogin } from '../staff-fixtures.js';

let app: App;
let admin: { member: { staffId: number }; cookie: string };
beforeAll(async () => {
  app = await buildTestApp();
  admin = await loggedInStaff(app, 'admin');
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, cookie = admin.cookie) =>
  asStaff(app, cookie, { method, url, payload });
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
let seq = 0;
const username = () => `clerk_${process.pid % 10000}_${(seq += 1)}`;

describe('staff accounts', () => {
  it('creates a member who can log in with the roles given, and refuses a taken name', async () => {
    const name = username();
    const res = await call('POST', '/api/admin/staff', { username: name, name: '钱仓管', roles: ['warehouse'], password: 'Start2026x' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '员工账号已创建', data: { id: expect.any(Number) } });
    const cookie = await staffLogin(app, name, 'Start2026x');
    expect((await me(cookie)).json().data).toMatchObject({ username: name, name: '钱仓管', roles: ['warehouse'] });
    const [row] = await auditRowsOf(app, 'staff', res.json().data.id);
    expect(row).toMatchObject({
      action: 'staff.create',
      before: null,
      after: expect.objectContaining({ username: name, roles: ['warehouse'] }),
    });
    expect(JSON.stringify(row.after)).not.toContain('scrypt');

    const taken = await call('POST', '/api/admin/staff', { username: name, name: '重名', roles: ['warehouse'], password: 'Start2026x' });
    expect(taken.json()).toMatchObject({ code: 422, msg: '该用户名已被使用' });
    const weak = await call('POST', '/api/admin/staff', { username: username(), name: '弱密码', roles: ['warehouse'], password: 'short' });
    expect(weak.json()).toMatchObject({ code: 422, msg: '初始密码长度为8-20位' });
    const noRole = await call('POST', '/api/admin/staff', { username: username(), name: '无角色', roles: [], password: 'Start2026x' });
    expect(noRole.json()).toMatchObject({ code: 422, msg: '请至少选择一个角色' });
    const unlinked = await call('POST', '/api/admin/staff', {
      username: username(),
      name: '经理',
      roles: ['account_manager'],
      password: 'Start2026x',
    });
    expect(unlinked.json()).toMatchObject({ code: 422, msg: '客户经理须关联一位对外显示的客户经理' });
  });

  it('changes roles at once, and disabling or a new password ends the member’s sessions', async () => {
    const member = await createStaff(app, ['warehouse']);
    const cookie = await staffCookieOf(app, member);
    await call('POST', `/api/admin/staff/${member.staffId}`, { name: '改岗员工', roles: ['reviewer'], enabled: 1 });
    expect((await me(cookie)).json().data).toMatchObject({ name: '改岗员工', roles: ['reviewer'] });
    expect((await call('GET', '/api/admin/orders', undefined, cookie)).statusCode).toBe(403);

    await call('POST', `/api/admin/staff/${member.staffId}/password`, { password: 'Newpass2026' });
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await staffLogin(app, member.username, 'Newpass2026');
    await call('POST', `/api/admin/staff/${member.staffId}`, { name: '改岗员工', roles: ['reviewer'], enabled: 0 });
    expect((await me(again)).statusCode).toBe(401);
    const list = (await call('GET', `/api/admin/staff?keywords=${member.username}`)).json().data.list;
    expect(list).toEqual([expect.objectContaining({ id: member.staffId, enabled: 0, roles: ['reviewer'] })]);
    expect((await auditRowsOf(app, 'staff', member.staffId)).map((r) => r.action)).toEqual([
      'staff.update',
      'staff.password',
      'staff.update',
    ]);
  });

  it('keeps an administrator from locking themselves out', async () => {
    const self = admin.member.staffId;
    expect((await call('POST', `/api/admin/staff/${self}`, { name: '管理员', roles: ['admin'], enabled: 0 })).json()).toMatchObject({
      code: 400,
      msg: '不能停用自己的账号',
    });
    expect((await call('POST', `/api/admin/staff/${self}`, { name: '管理员', roles: ['reviewer'], enabled: 1 })).json()).toMatchObject({
      code: 400,
      msg: '不能取消自己的管理员角色',
    });
    expect((await me(admin.cookie)).json().data.roles).toEqual(['admin']);
  });
});
