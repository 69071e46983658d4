/**
 * Issue 19, a chain's people: a 采购员 orders above its limit and sees no 付款; the 负责人 approves it
 * in 待审批订单; 财务 pays it; it ships; 财务 finds it in the month's 对账单 and its batches in the ERP
 * export; the buyer is told in 我的消息; the 负责人 reads its members, approval settings, log and the
 * head-office view of both its stores with its charts.
 */
import type { StoreRole } from '@yc/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, accountStores, companies, companyMembers } from '../../apps/server/src/db/schema/index.js';
import { chinaToday } from '../../apps/server/src/lib/china-day.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { readSpreadsheet } from '../../apps/server/test/spreadsheet-files.js';
import { shipOrder } from '../../apps/server/src/modules/fulfilment/service.js';
import { journeyBrowser, pageApi, pageFile, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD, typePayPassword } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf } from '../goods.js';

const PASSWORD = 'Pharma@2026';
const OWNER = {
  phone: '13700008801',
  password: PASSWORD,
  company: '仁心大药房连锁(总店)',
  name: '周仁心',
  signed: true,
  address: true,
  walletFen: 5_000_000,
};
const BRANCH = {
  phone: '13700008802',
  password: PASSWORD,
  company: '仁心大药房连锁(光谷分店)',
  name: '周分店',
  signed: true,
  address: true,
  walletFen: 5_000_000,
};
const BUYER = { phone: '13700008803', name: '吴采购' };
const FINANCE = { phone: '13700008804', name: '郑财务' };
/** ¥1,000 a order: the 采购员's order above it waits for approval. */
const ORDER_LIMIT_FEN = 100_000;

const { memberPage, freshPage } = journeyBrowser();
const login = (phone: string) => memberPage({ username: phone, password: PASSWORD });

/** The chain: the owner's store and a branch it linked, a 采购员 with a per-order limit and a 财务 in the first store. */
async function makeChain(): Promise<{ storeId: number; branchId: number }> {
  const database = openServerDatabase();
  try {
    const { db } = database;
    const owner = await createStore(db, OWNER);
    const branch = await createStore(db, BRANCH);
    await db.insert(accountStores).values({ accountId: owner.accountId, storeId: branch.storeId, role: 'owner' });
    const [company] = await db
      .insert(companies)
      .values({ ownerAccountId: owner.accountId, name: '仁心连锁' })
      .returning({ id: companies.id });
    await db.insert(companyMembers).values({ companyId: company.id, accountId: owner.accountId });
    const member = async (who: { phone: string; name: string }, role: StoreRole, orderLimit: number | null) => {
      const [account] = await db
        .insert(accounts)
        .values({
          phone: who.phone,
          name: who.name,
          passwordHash: await hashPassword(PASSWORD),
          payPasswordHash: await hashPassword(PAY_PASSWORD),
        })
        .returning({ id: accounts.id });
      await db.insert(companyMembers).values({ companyId: company.id, accountId: account.id });
      await db.insert(accountStores).values({ accountId: account.id, storeId: owner.storeId, role, orderLimit });
    };
    await member(BUYER, 'buyer', ORDER_LIMIT_FEN);
    await member(FINANCE, 'finance', null);
    return { storeId: owner.storeId, branchId: branch.storeId };
  } finally {
    await database.close();
  }
}

async function ship(orderId: number): Promise<void> {
  const database = openServerDatabase();
  try {
    await shipOrder(database.db, orderId, '顺丰速运', `SF${String(orderId).padStart(12, '0')}`, { kind: 'system', what: 'ops' });
  } finally {
    await database.close();
  }
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '会员中心菜单' }).getByRole('link', { name, exact: true });

describe('a chain’s members, approvals and head-office view', () => {
  it('holds a 采购员’s order over its limit for the 负责人, lets 财务 pay it, and shows the chain at a glance', async () => {
    const chain = await makeChain();

    // The 采购员: an order above ¥1,000 waits, and the order shows no 付款.
    const buyer = await login(BUYER.phone);
    // Comfortably above the limit, whatever promotion the goods is in.
    const wanted = (g: { price: number | null }) => Math.ceil(((ORDER_LIMIT_FEN / 100) * 1.5) / (g.price ?? 1));
    const goods = (await orderableGoods(buyer, 30)).find((g) => g.number >= wanted(g) * 2);
    if (!goods) throw new Error('no seeded goods with stock for an order above the limit');
    const units = unitsOf(goods, wanted(goods));
    const order = await placeOrder(buyer, goods, units);
    expect(order.pay_amount).toBeGreaterThan(ORDER_LIMIT_FEN / 100);
    await buyer.goto(`/order/info/${order.id}`);
    await buyer.getByText('订单正在等待企业审批，审批通过后即可付款。').waitFor();
    expect(await buyer.getByRole('button', { name: '立即付款' }).count()).toBe(0);
    expect(await menuLink(buyer, '企业成员').count()).toBe(0);
    await screenshot(buyer, 'company-buyer-order-waiting');

    // The 负责人 approves it with its lines in front of it.
    const owner = await login(OWNER.phone);
    await owner.goto('/dspdd');
    const waiting = owner.getByRole('article', { name: `待审批订单 ${order.order_no}` });
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain(goods.name);
    await screenshot(owner, 'company-approvals');
    await waiting.getByRole('button', { name: '审批通过' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: '审批通过' }).click();
    await owner.getByText('暂无待审批订单').waitFor();

    // 财务 pays it from the wallet.
    const finance = await login(FINANCE.phone);
    await finance.goto(`/cart/step3/${order.id}`);
    await typePayPassword(finance);
    await finance.getByRole('button', { name: /立即支付/ }).click();
    await finance.waitForURL((url) => url.pathname === '/cart/step4');
    await ship(order.id);

    // 财务 finds the payment in the month's 对账单, and the batches shipped in the ERP export.
    await finance.goto('/dzd');
    const paid = finance.getByRole('row').filter({ hasText: order.order_no });
    await paid.waitFor();
    expect(await paid.innerText()).toContain(`-¥${order.pay_amount.toFixed(2)}`);
    const exported = await pageFile(finance, `/api/user/orders/export?from=${chinaToday()}&to=${chinaToday()}&format=xlsx`);
    const shipped = readSpreadsheet('export.xlsx', exported.body, ['.xlsx']).filter((row) => row[0] === order.order_no);
    expect(shipped.reduce((n, row) => n + Number(row[10]), 0)).toBe(units);
    for (const row of shipped) expect(String(row[6])).toMatch(/\S/);

    // The buyer is told in 我的消息.
    await buyer.goto('/wdxx');
    await buyer.getByText('订单审批通过').first().waitFor();

    // The branch buys too, so the head-office view compares two stores.
    await pageApi(owner, '/api/multi/switch', { id: chain.branchId });
    const branchOrder = await placeOrder(owner, goods, unitsOf(goods, 2));
    await pageApi(owner, '/api/pay/order', { order_id: branchOrder.id, method: 'wallet', pay_password: PAY_PASSWORD });
    await pageApi(owner, '/api/multi/switch', { id: chain.storeId });

    await owner.goto('/qycy');
    const buyerRow = owner.getByRole('row').filter({ hasText: BUYER.phone });
    await buyerRow.waitFor();
    expect(await buyerRow.innerText()).toContain('单笔 ¥1000.00 · 每月 不限');
    await screenshot(owner, 'company-members');
    await owner.getByRole('button', { name: `设置${BUYER.name}在${OWNER.company}的限额` }).click();
    await owner.getByRole('dialog').getByLabel('单笔限额（元）').waitFor();
    // The dialog fades in.
    await owner.waitForTimeout(500);
    await screenshot(owner, 'company-members-limits');
    await owner
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await owner.getByRole('button', { name: /邀请成员/ }).click();
    await owner.getByRole('dialog', { name: '邀请成员' }).getByLabel('手机号').waitFor();
    await owner.waitForTimeout(500);
    await screenshot(owner, 'company-invite');
    await owner
      .getByRole('dialog', { name: '邀请成员' })
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await menuLink(owner, '审批设置').click();
    await owner.getByLabel('审批等待时间（小时）').waitFor();
    await screenshot(owner, 'company-approval-settings');

    await menuLink(owner, '操作日志').click();
    await owner.getByRole('row').filter({ hasText: '审批通过' }).waitFor();
    await screenshot(owner, 'company-log');

    await menuLink(owner, '总部看板').click();
    const spendChart = owner.getByRole('img', { name: '各店铺月度采购额柱状图' });
    await spendChart.locator('canvas').waitFor();
    await owner.getByRole('img', { name: '采购额前十的商品条形图' }).locator('canvas').waitFor();
    const stores = owner.getByRole('row').filter({ hasText: BRANCH.company });
    expect(await stores.first().innerText()).toContain(`¥${branchOrder.pay_amount.toFixed(2)}`);
    expect(await owner.getByRole('row').filter({ hasText: order.order_no }).innerText()).toContain('已发货');
    // ECharts draws after its chunk arrives and animates in.
    await owner.waitForTimeout(1500);
    await screenshot(owner, 'company-overview');

    // Where an invited phone accepts (no login needed).
    const invited = await freshPage();
    await invited.goto('/qyyq?phone=13700008899');
    await invited.getByRole('button', { name: '加入企业' }).waitFor();
    await screenshot(invited, 'company-invite-accept');
  });
});
