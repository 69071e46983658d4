import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { smsCodes } from '../../apps/server/src/db/schema/index.js';
import { approveStore } from '../../apps/server/src/modules/fulfilment/stores.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { DEMO_MEMBER, journeyBrowser, loginThroughPage, pageApi, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD, PNG, typePayPassword } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf } from '../goods.js';

const NEW_PHONE = '13912345678';
const KNOWN_CODE = '246810';
/** A store of its own with money but no 支付密码 yet, so the demo member's stays as the other journeys expect. */
const NO_PAY_PASSWORD = { phone: '13700007301', password: 'Pharma@2026', company: '安康大药房(支付密码测试店)', name: '赵安康' };

/** The default SMS sender only logs the code: the journey sets the code it sent to a known one. */
async function knownCode(phone: string): Promise<void> {
  const database = openServerDatabase();
  try {
    await database.db.update(smsCodes).set({ code: KNOWN_CODE }).where(eq(smsCodes.phone, phone));
  } finally {
    await database.close();
  }
}

const { freshPage, memberPage } = journeyBrowser();

/** Picks an option of the antd Select labelled `label`, typing it first when the Select searches. */
async function pick(page: Page, label: string, option: string, { search = false } = {}): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(option);
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

const balanceTile = (page: Page) =>
  page
    .locator('section')
    .filter({ hasText: '余额管理' })
    .getByText(/^¥[\d.]+$/)
    .first();

describe('member centre', () => {
  it('logs in from the login page and opens the member centre, both passing axe-core', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await loginThroughPage(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/user');
    await page.getByRole('navigation', { name: '会员中心菜单' }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'member-centre');
  });

  it('registers a new store in three steps, uploads a certificate, sees 资质审核中 on goods, and prices once approved', async () => {
    const page = await freshPage();
    await page.goto('/register');
    await page.waitForURL('**/register/step1');
    expect(await page.locator('header').innerText()).toContain('用户注册');

    await page.getByLabel('手机号').fill(NEW_PHONE);
    await page.getByText('该手机号可以注册').waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /\d+秒后重新获取/ }).waitFor();
    await knownCode(NEW_PHONE);
    await page.getByRole('textbox', { name: '验证码' }).fill(KNOWN_CODE);
    await page.getByLabel('设置密码').fill('Newshop2026');
    await page.getByLabel('确认密码').fill('Newshop2026');
    await screenshot(page, 'member-register-step1');
    await page.getByRole('button', { name: '下一步' }).click();

    await page.waitForURL('**/register/step2');
    await page.getByLabel('企业名称').fill('光谷健民大药房');
    await page.getByLabel('联系人').fill('王健民');
    await pick(page, '所在省份', '湖北省', { search: true });
    await page.getByRole('textbox', { name: '所在城市' }).fill('武汉市');
    await page.getByLabel('详细地址').fill('东湖高新区光谷大道1号');
    await page.getByRole('radio', { name: '单体药店' }).check();
    await page.getByLabel('固定电话').fill('027-87654321');
    await screenshot(page, 'member-register-step2');
    await page.getByRole('button', { name: '提交注册' }).click();

    await page.waitForURL('**/register/step3');
    await page.getByText('注册成功！').waitFor();
    await page.getByText('资质审核中').first().waitFor();
    await pick(page, '证件类型', '营业执照');
    await page.getByLabel('证件编号').fill('91420100MA4KTEST1X');
    const expiry = page.getByLabel('有效期至');
    await expiry.click();
    await expiry.fill('2031-12-31');
    await expiry.press('Enter');
    await page.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '上传并提交审核' }).click();
    await page.getByRole('list', { name: '已上传的资质' }).getByText('营业执照（91420100MA4KTEST1X）').waitFor();
    await screenshot(page, 'member-register-step3');

    const base = await page.evaluate(async () => (await (await fetch('/api/user/base')).json()).data);
    expect(base.company).toBe('光谷健民大药房');
    expect(base.is_passed).toBe(0);

    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/list');
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor({ timeout: 15_000 });
    expect(await firstCard.innerText()).toContain('资质审核中');
    await screenshot(page, 'member-new-store-goods');

    // An operator passes the review (the ops command's approve-store): the same store now sees prices.
    const review = openServerDatabase();
    try {
      await approveStore(review.db, NEW_PHONE);
    } finally {
      await review.close();
    }
    await page.reload();
    await page.waitForLoadState('networkidle');
    const first = (await pageApi<{ list: { name: string; price: number | null }[] }>(page, '/api/goods/list?page=1')).list[0];
    expect(first.price).not.toBeNull();
    const card = page.getByRole('article', { name: first.name }).first();
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`¥${Number(first.price).toFixed(2)}`);
    expect(await page.getByRole('article').first().innerText()).not.toContain('资质审核中');
    await screenshot(page, 'member-new-store-approved');
  });

  it('switches store after 您是否确定要切换此账号？ and shows the other store’s cart, orders and balance', async () => {
    const page = await memberPage();
    const api = <T>(path: string, body?: object) => pageApi<T>(page, path, body);
    const [mine, theirs] = await orderableGoods(page, 2);
    // This store's goods: an order of it, and the same goods in the cart again.
    const myOrder = await placeOrder(page, mine, unitsOf(mine, 1));
    await api('/api/cart', { params: [{ goods_id: mine.id, price: mine.price, number: unitsOf(mine, 1) }] });

    await page.goto('/ddgl');
    const switchButton = page.getByRole('button', { name: /^切换到/ }).first();
    await switchButton.waitFor();
    const otherCompany = ((await switchButton.getAttribute('aria-label')) ?? '').replace(/^切换到/, '');
    await switchButton.click();
    await page.getByText('您是否确定要切换此账号？').filter({ visible: true }).waitFor();
    await screenshot(page, 'member-ddgl-switch-confirm');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('header').innerText(), { timeout: 15_000 }).toContain(otherCompany);

    await page.goto('/wdqb_yegl');
    const summary = await page.evaluate(async () => (await (await fetch('/api/user/user_money')).json()).data as { balance: number });
    await expect.poll(() => balanceTile(page).innerText(), { timeout: 15_000 }).toBe(`¥${summary.balance.toFixed(2)}`);
    const stores = await page.evaluate(
      async () => (await (await fetch('/api/multi/index')).json()).data as { id: number; company: string; is_current: number }[],
    );
    expect(stores.find((s) => s.is_current === 1)?.company).toBe(otherCompany);
    await screenshot(page, 'member-other-store-balance');

    // The other store's own goods, order and cart line; nothing of the first store shows.
    const theirOrder = await placeOrder(page, theirs, unitsOf(theirs, 1));
    await api('/api/cart', { params: [{ goods_id: theirs.id, price: theirs.price, number: unitsOf(theirs, 1) }] });
    await page.goto('/cart');
    const cart = page.getByRole('table', { name: '购物车商品' });
    await cart.getByRole('row', { name: theirs.name, exact: true }).waitFor({ timeout: 15_000 });
    expect(await cart.getByRole('row', { name: mine.name, exact: true }).count()).toBe(0);
    await screenshot(page, 'member-other-store-cart');
    await page.goto('/order');
    await page.waitForLoadState('networkidle');
    await page.getByRole('article', { name: `订单 ${theirOrder.order_no}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('article', { name: `订单 ${myOrder.order_no}` }).count()).toBe(0);
    await screenshot(page, 'member-other-store-orders');

    // Both stores as they were: the orders cancelled, the cart lines gone.
    const tidy = async (orderId: number) => {
      await api('/api/order/cancel', { id: orderId });
      const lines = (await api<{ data: { id: number }[] }>('/api/cart/list')).data.map((l) => l.id);
      if (lines.length > 0) await api('/api/cart/batch_delete', { ids: lines });
    };
    await tidy(theirOrder.id);
    const home = stores.find((s) => s.is_current !== 1);
    if (!home) throw new Error('the demo member owns one store only');
    await api('/api/multi/switch', { id: home.id });
    await tidy(myOrder.id);
  });

  it('recharges through the sandbox provider and finds the recharge in the ledger', async () => {
    const page = await memberPage();
    await page.goto('/wdqb_yegl');
    const before = await page.evaluate(async () => (await (await fetch('/api/user/user_money')).json()).data.balance as number);
    await page.getByRole('button', { name: '¥500', exact: true }).click();
    await page.getByRole('button', { name: '立即充值' }).click();

    await page.waitForURL('**/api/pay/sandbox/**');
    await page.getByRole('button', { name: /确认支付 ¥500\.00/ }).click();
    await page.waitForURL((url) => url.pathname === '/wdqb_yegl' && url.searchParams.has('recharge_id'));
    await page.getByText('充值成功，¥500.00 已存入账户余额').waitFor({ timeout: 15_000 });
    await expect.poll(() => balanceTile(page).innerText(), { timeout: 15_000 }).toBe(`¥${(before + 500).toFixed(2)}`);

    const row = page.getByRole('row').filter({ hasText: '在线充值' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('+¥500.00');
    await screenshot(page, 'member-recharge-done');
  });
  it('sends a buyer without a 支付密码 from the pay page to 账户安全, sets it with an SMS code, then pays with it', async () => {
    const server = openServerDatabase();
    try {
      await createStore(server.db, { ...NO_PAY_PASSWORD, signed: true, address: true, walletFen: 10_000_000, payPassword: false });
    } finally {
      await server.close();
    }
    const page = await memberPage({ username: NO_PAY_PASSWORD.phone, password: NO_PAY_PASSWORD.password });
    const [goods] = await orderableGoods(page, 1);
    const order = await placeOrder(page, goods, unitsOf(goods, 1));

    await page.goto(`/cart/step3/${order.id}`);
    await page.getByText('请先在账户安全中设置支付密码').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /立即支付/ }).isDisabled()).toBe(true);
    await screenshot(page, 'pay-password-unset');
    await page.getByRole('link', { name: '去设置支付密码' }).click();
    await page.waitForURL((url) => url.pathname === '/basic' && url.hash === '#pay-password');

    const form = page.getByRole('form', { name: '设置支付密码' });
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByRole('button', { name: /\d+秒后重新获取/ }).waitFor();
    await knownCode(NO_PAY_PASSWORD.phone);
    await form.getByRole('textbox', { name: '验证码' }).fill(KNOWN_CODE);
    for (const label of ['支付密码', '确认支付密码']) {
      await form.getByRole('group', { name: label, exact: true }).locator('input').first().click();
      await page.keyboard.type(PAY_PASSWORD);
    }
    // The confirmation is checked as it is typed: once all six digits are in, the boxes agree.
    await expect.poll(() => form.getByText('两次输入的支付密码不一致').count()).toBe(0);
    await screenshot(page, 'member-account-security');
    await form.getByRole('button', { name: '设置支付密码' }).click();
    await page.getByText('支付密码设置成功').waitFor();
    await page.getByRole('tab', { name: '修改支付密码' }).waitFor();
    await screenshot(page, 'member-account-security-set');

    // A wrong 支付密码 is refused with the tries left and the order stays to pay; the right one pays it.
    await page.goto(`/cart/step3/${order.id}`);
    await page.getByRole('group', { name: '支付密码' }).locator('input').first().click();
    await page.keyboard.type('246802');
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.getByRole('alert').filter({ hasText: '支付密码错误，还可尝试 4 次' }).waitFor();
    await screenshot(page, 'pay-password-wrong');
    await typePayPassword(page);
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step4');
    await page.getByText('支付成功').waitFor();
  });
});
