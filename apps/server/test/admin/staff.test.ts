import { idCardCheck } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountManagers } from '../../src/db/schema/index.js';
import { fileApp } from '../helper.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf, staffLogin } from '../staff-fixtures.js';

const app = fileApp();
let admin: { member: { staffId: number }; cookie: string };
beforeAll(async () => {
  admin = await loggedInStaff(app, 'admin');
});

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

describe('an account manager’s 身份证号 (the 委托书 of the 首营资料)', () => {
  const newCard = async () =>
    (await app.db.insert(accountManagers).values({ name: '李经理', phone: '13900007777' }).returning({ id: accountManagers.id }))[0].id;
  const stored = async (id: number) =>
    (await app.db.select({ no: accountManagers.idCardNo }).from(accountManagers).where(eq(accountManagers.id, id)))[0].no;
  const setIdCard = (id: number, no: unknown, cookie = admin.cookie) =>
    call('POST', `/api/admin/account-managers/${id}/id-card`, { id_card_no: no }, cookie);
  const listed = async (id: number) =>
    ((await call('GET', '/api/admin/account-managers')).json().data as { id: number; id_card_no: string }[]).find((m) => m.id === id);

  it('keeps a valid number in full for the 委托书, masked in the list and in the audit row', async () => {
    const id = await newCard();
    expect(await listed(id)).toMatchObject({ name: '李经理', phone: '13900007777', is_default: 0, id_card_no: '' });
    // An X typed in lower case is stored as GB 11643 writes it.
    const res = await setIdCard(id, ' 11010519491231002x ');
    expect(res.json()).toMatchObject({ code: 10000, msg: '身份证号已保存' });
    expect(await stored(id)).toBe('11010519491231002X');
    expect((await listed(id))?.id_card_no).toBe('110105********002X');
    const list = (await call('GET', '/api/admin/account-managers')).body;
    expect(list).not.toContain('11010519491231002X');
    // The seeded manager's number is masked too.
    expect(list).toContain('110105********0036');
    expect(list).not.toContain('110105198806120036');

    const [row] = await auditRowsOf(app, 'account_manager', id);
    expect(row).toMatchObject({
      action: 'account_manager.id_card',
      staffId: admin.member.staffId,
      before: { name: '李经理', idCardNo: '' },
      after: { name: '李经理', idCardNo: '110105********002X' },
    });
    expect(JSON.stringify(row)).not.toContain('11010519491231002X');

    // Cleared, the 委托书 says it is not on record.
    expect((await setIdCard(id, '')).json().code).toBe(10000);
    expect(await stored(id)).toBe('');
  });

  it('refuses a number that is not a 身份证号 with 422, writing nothing', async () => {
    const id = await newCard();
    expect((await setIdCard(id, '110105198806120036')).json().code).toBe(10000);
    const first17 = '11010520000229123';
    const wrongCheck = idCardCheck(first17) === '0' ? '1' : '0';
    for (const [no, msg] of [
      ['11010519880612003', '身份证号应为18位，末位可为数字或X'],
      ['1101051988061200361', '身份证号应为18位，末位可为数字或X'],
      ['11010519880612003A', '身份证号应为18位，末位可为数字或X'],
      [`${first17}${wrongCheck}`, '身份证号校验位不正确，请核对'],
      // 2001 has no 29 February; a birth date to come is none either.
      ['110105200102291230', '身份证号中的出生日期不正确'],
      ['110105209901011230', '身份证号中的出生日期不正确'],
      [12345, '身份证号不正确'],
    ] as const) {
      const res = await setIdCard(id, no);
      expect(res.statusCode, String(no)).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
    expect(await stored(id)).toBe('110105198806120036');
    expect(await auditRowsOf(app, 'account_manager', id)).toHaveLength(1);
    expect((await setIdCard(id, `${first17}${idCardCheck(first17)}`)).json().code).toBe(10000);
  });

  it('answers 404 for a card that does not exist, and only an administrator may read or change the numbers', async () => {
    expect((await setIdCard(2_000_000_000, '110105198806120036')).json()).toMatchObject({ code: 404, msg: '客户经理不存在' });
    const id = await newCard();
    for (const role of ['account_manager', 'reviewer'] as const) {
      const { cookie } = await loggedInStaff(app, role);
      expect((await call('GET', '/api/admin/account-managers', undefined, cookie)).statusCode).toBe(403);
      expect((await setIdCard(id, '110105198806120036', cookie)).statusCode).toBe(403);
    }
    expect(await stored(id)).toBe('');
  });
});
