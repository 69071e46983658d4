/**
 * `npm run admin:create` on a production store: the first administrator with a password piped in or
 * generated; the shared password rule in Chinese, a taken username refused, and a generated password
 * replaced at the first login before the console gives a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postForm, runTool, startProduction, type ProductionStore } from './production-store.js';

let url: string;
let store: ProductionStore;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ url, drop } = await freshDatabase());
  expect((await runTool('src/ops/migrate.ts', url)).code).toBe(0);
  store = await startProduction(url);
}, 180_000);

afterAll(async () => {
  await store?.stop();
  await drop?.();
});

const create = (args: string[], input = '') => runTool('src/ops/admin-create.ts', url, args, input);
const login = (body: Record<string, string>) => postForm(`${store.base}/api/admin/login`, body);

describe('npm run admin:create', { timeout: 120_000 }, () => {
  it('makes an administrator with the piped password, who logs in to the console; the username is then taken', async () => {
    expect(await create(['--username', 'boss', '--name', '王店长'], 'Strong2026pw\n')).toMatchObject({ code: 0, stdout: '已创建管理员 boss\n' });
    const ok = await login({ username: 'boss', password: 'Strong2026pw' });
    expect(ok).toMatchObject({ code: 10000 });
    const me = (await (await fetch(`${store.base}/api/admin/me`, { headers: { cookie: ok.cookie } })).json()) as { data: unknown };
    expect(me.data).toMatchObject({ username: 'boss', name: '王店长', roles: ['admin'] });
    expect(await create(['--username', 'boss'], 'Other2026pw\n')).toMatchObject({ code: 1, stderr: '创建管理员失败: 用户名 boss 已存在\n' });
  });

  it('refuses a weak password and a bad username in Chinese, writing nothing', async () => {
    expect(await create(['--username', 'weak'], 'password\n')).toMatchObject({ code: 1, stderr: '创建管理员失败: 密码须同时包含字母和数字\n' });
    expect(await create(['--username', 'short'], 'ab1\n')).toMatchObject({ code: 1, stderr: '创建管理员失败: 密码长度为8-20位\n' });
    expect(await create(['--username', 'Bad Name'], 'Strong2026pw\n')).toMatchObject({ code: 1, stderr: expect.stringContaining('用户名为3到20位小写字母') });
    expect(await create([])).toMatchObject({ code: 2, stderr: expect.stringContaining('用法: npm run admin:create') });
    expect(await login({ username: 'weak', password: 'password' })).toMatchObject({ code: 400, msg: '用户名或密码错误' });
  });

  it('--generate prints a password once, which opens no session until a new one is set', async () => {
    const made = await create(['--username', 'ops', '--generate']);
    expect(made.code).toBe(0);
    const generated = /初始密码（只显示这一次）: (\S+)\n首次登录须设置新密码/.exec(made.stdout)?.[1] as string;
    expect(generated).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{16}$/);

    const first = await login({ username: 'ops', password: generated });
    expect(first).toMatchObject({ code: 400, msg: '首次登录请先设置新密码', data: { must_change_password: 1 }, cookie: '' });
    expect((await fetch(`${store.base}/api/admin/me`)).status).toBe(401);
    expect(await login({ username: 'ops', password: generated, new_password: 'weakpass' })).toMatchObject({ code: 422, msg: '新密码须同时包含字母和数字' });
    expect(await login({ username: 'ops', password: generated, new_password: generated })).toMatchObject({ code: 422, msg: '新密码不能与原密码相同' });
    expect(await login({ username: 'ops', password: 'Wrong2026pw', new_password: 'Mine2026pass' })).toMatchObject({ code: 400, msg: '用户名或密码错误' });

    const changed = await login({ username: 'ops', password: generated, new_password: 'Mine2026pass' });
    expect(changed).toMatchObject({ code: 10000, cookie: expect.stringMatching(/^yc_staff=/) });
    expect((await fetch(`${store.base}/api/admin/me`, { headers: { cookie: changed.cookie } })).status).toBe(200);
    expect(await login({ username: 'ops', password: generated })).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(await login({ username: 'ops', password: 'Mine2026pass' })).toMatchObject({ code: 10000 });
  });
});
