import { describe, expect, it } from 'vitest';
import { fileApp, DEMO_MEMBER, login } from '../helper.js';

const app = fileApp();

const post = (payload: unknown, contentType?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: payload as string,
    headers: contentType ? { 'content-type': contentType } : undefined,
  });

describe('POST /api/user/login', () => {
  it('logs the demo member in with an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await post(DEMO_MEMBER);
    expect(res.json()).toMatchObject({ code: 10000, msg: '登录成功' });
    const cookie = res.cookies.find((c) => c.name === 'yc_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('accepts a form-encoded body', async () => {
    const res = await post('username=13800000001&password=Pharma%402026', 'application/x-www-form-urlencoded');
    expect(res.json().code).toBe(10000);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await post({ username: '13800000001', password: 'nope-nope' });
    const unknown = await post({ username: '13999999999', password: 'nope-nope' });
    expect(wrong.json()).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks a name for this client at the fifth failure in fifteen minutes, saying how long to wait', async () => {
    const who = { username: '13700000042', password: 'whatever1' };
    for (let i = 0; i < 4; i += 1) expect((await post(who)).json().msg).toBe('账号或密码错误');
    const locked = await post(who);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, msg: '密码错误次数过多，请1分钟后再试' });
    expect((await post(who)).json()).toMatchObject({ code: 429 });
  });

  it.each([
    [{}, 'username', '请输入手机号'],
    [{ username: '13800000001' }, 'password', '请输入密码'],
    [{ username: '', password: 'x' }, 'username', '请输入手机号'],
    [{ username: 'x'.repeat(40), password: 'x' }, 'username', '账号过长'],
  ])('answers %j with 422 and the first field message', async (body, field, msg) => {
    const res = await post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg });
    expect(res.json().errors[field][0]).toBe(msg);
  });

  it('refuses unknown keys and malformed JSON with 422 in Chinese, never 500', async () => {
    const extra = await post({ ...DEMO_MEMBER, admin: 1 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    const broken = await post('{"username":', 'application/json');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().msg).toBe('提交的数据格式不正确');
  });
});

describe('session', () => {
  it('GET /api/user/base answers 401/10001 for a visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/base' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 10001 });
  });

  it('logout ends the session', async () => {
    const cookie = await login(app);
    expect((await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).json().code).toBe(10000);
    const out = await app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(out.json().code).toBe(10000);
    expect((await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).json().code).toBe(10001);
  });

  it('ignores a forged session id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: 'yc_sid=forged' } });
    expect(res.json().code).toBe(10001);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toEqual({ code: 404, msg: '请求的接口不存在', data: null });
  });
});
