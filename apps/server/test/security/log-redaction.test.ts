/** Passwords and payment passwords never reach the log, whether a request carries them or code logs a body while debugging. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { testDatabaseUrl } from '../file-database.js';
import { captureSms, createBuyer, createUnpaidOrder, fundWallet, PAY_PASSWORD, postForm } from '../fixtures.js';

const lines: string[] = [];
let app: App;
const sms = captureSms();
beforeAll(async () => {
  const { db, pool } = createDb(testDatabaseUrl(), 2);
  app = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: 'trace', LOG_REQUESTS: 'true' }), databaseUrl: testDatabaseUrl() },
    db,
    logger: { stream: { write: (line) => void lines.push(line) } },
  });
  app.addHook('onClose', async () => pool.end());
});
afterAll(() => app.close());

it('keeps login passwords and payment passwords out of every log line', async () => {
  const buyer = await createBuyer(app, { payPassword: false });
  await fundWallet(app, buyer.storeId, 10_000_000);
  const login = await postForm(app, '/api/user/login', { username: buyer.username, password: buyer.password });
  const cookie = `yc_sid=${login.cookies.find((c) => c.name === 'yc_sid')?.value}`;

  await postForm(app, '/api/user/sms_code', { phone: buyer.username, purpose: 'pay_password' }, cookie);
  const chosen = '258013';
  expect(
    (await postForm(app, '/api/user/payPassword/set', { code: sms.codeFor(buyer.username), password: chosen }, cookie)).json().code,
  ).toBe(10000);
  const order = await createUnpaidOrder(app, buyer);
  await postForm(app, '/api/pay/order', { order_id: String(order.orderId), method: 'wallet', pay_password: PAY_PASSWORD }, cookie);
  expect(
    (await postForm(app, '/api/pay/order', { order_id: String(order.orderId), method: 'wallet', pay_password: chosen }, cookie)).json()
      .code,
  ).toBe(10000);
  // What a handler logging its body while debugging would write.
  app.log.info({ body: { password: buyer.password, pay_password: chosen, old_password: PAY_PASSWORD } }, 'debugging a body');
  app.log.info({ req: { headers: { cookie } } }, 'debugging headers');
  const idCardNo = '110105198806120036';
  app.log.info({ body: { id_card_no: idCardNo }, manager: { name: '王经理', idCardNo } }, 'debugging a manager');

  const log = lines.join('');
  expect(log).toContain('debugging a body');
  expect(log).toContain('[Redacted]');
  for (const secret of [
    buyer.password,
    `"${chosen}"`,
    `=${chosen}`,
    `"${PAY_PASSWORD}"`,
    `=${PAY_PASSWORD}`,
    cookie.slice('yc_sid='.length),
    idCardNo,
  ]) {
    expect(log).not.toContain(secret);
  }
});
