import { describe, expect, it } from 'vitest';
import { createBuyer } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

describe('/api/contract (电子合同)', () => {
  it('offers an unsigned store this year’s contract, signs it once, and the session user shows it signed', async () => {
    const cookie = await login(app, await createBuyer(app));
    const view = (await app.inject({ method: 'GET', url: '/api/contract', headers: { cookie } })).json().data;
    expect(view.signed).toBe(0);
    expect(view.clauses.length).toBeGreaterThan(3);
    expect(view.clauses[0].text).toContain(view.company);
    expect((await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).json().data.contract_signed).toBe(0);

    const signed = await app.inject({ method: 'POST', url: '/api/contract/sign', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `signer_name=${encodeURIComponent('张三')}&agree=1` });
    expect(signed.json()).toMatchObject({ code: 10000, msg: '合同签署成功', data: { signed: 1, signer_name: '张三', contract_no: view.contract_no } });
    expect((await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).json().data.contract_signed).toBe(1);

    const again = await app.inject({ method: 'POST', url: '/api/contract/sign', headers: { cookie }, payload: { signer_name: '李四', agree: 1 } });
    expect(again.json()).toMatchObject({ code: 400, msg: '本年度合同已签署，无需重复签署' });
    expect((await app.inject({ method: 'GET', url: '/api/contract', headers: { cookie } })).json().data.signer_name).toBe('张三');
  });

  it('refuses to sign without agreeing, with the first message, and signs nothing', async () => {
    const cookie = await login(app, await createBuyer(app));
    const res = await app.inject({ method: 'POST', url: '/api/contract/sign', headers: { cookie }, payload: { signer_name: '张三', agree: 0 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('请阅读并同意合同条款');
    const short = await app.inject({ method: 'POST', url: '/api/contract/sign', headers: { cookie }, payload: { signer_name: '张', agree: 1 } });
    expect(short.json().msg).toBe('签署人姓名至少2个字');
    expect((await app.inject({ method: 'GET', url: '/api/contract', headers: { cookie } })).json().data.signed).toBe(0);
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/contract' })).statusCode).toBe(401);
  });
});
