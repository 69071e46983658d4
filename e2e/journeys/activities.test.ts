import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughPage, newContext, screenshot } from '../browser.js';
import { createStore, openServerDatabase, typePayPassword } from '../fixtures.js';

/** A store of this journey alone, that may check out and pay from its wallet: the demo store's cart stays as the other journeys expect. */
const BUYER = { phone: '13700009001', password: 'Pharma@2026', company: '康宁大药房(活动测试店)', name: '李康宁' };

/** The wire shapes this journey reads (a subset of the contracts' ActivityList and ActivityInfo). */
interface Summary {
  id: number;
  kind: string;
  title: string;
  status: number;
}
interface Info extends Summary {
  goods: { id: number; name: string; activity_price: number | null }[];
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const server = openServerDatabase();
  try {
    await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  } finally {
    await server.close();
  }
  browser = await launch();
  page = await (await newContext(browser)).newPage();
  await loginThroughPage(page, BUYER.phone, BUYER.password);
});
afterAll(() => browser.close());

/** An API call made by the page itself, with its session cookie. */
async function api<T>(path: string): Promise<T> {
  const answer = await page.evaluate(
    async (url) => (await fetch(url)).json() as Promise<{ code: number; msg: string; data: unknown }>,
    path,
  );
  if (answer.code !== 10000) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}

/** The page's money format: yuan rounded down to 2 decimals. */
const yuan = (amount: number): string => `¥${(Math.floor(Math.round(amount * 1000) / 10) / 100).toFixed(2)}`;

async function open(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

describe('activities', () => {
  it('adds a goods of the daily special at its activity price, and the cart shows that price', async () => {
    const info = await api<Info>('/api/activity/info?kind=mrtj');
    expect(info.status).toBe(1);
    const goods = info.goods[0];
    await open('/mrtj');
    await page.getByRole('heading', { level: 1, name: info.title }).waitFor({ timeout: 15_000 });
    const card = page.getByRole('article', { name: goods.name }).first();
    await card.getByText('活动价', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(yuan(goods.activity_price ?? 0));
    await screenshot(page, 'activity-mrtj');

    await card.getByRole('button', { name: /加入购物车/ }).click();
    await page.getByText('加入购物车成功').waitFor({ timeout: 15_000 });
    await open('/cart');
    const row = page.getByRole('table', { name: '购物车商品' }).getByRole('row', { name: goods.name, exact: true });
    await row.waitFor({ timeout: 15_000 });
    const text = await row.innerText();
    expect(text).toContain(yuan(goods.activity_price ?? 0));
    expect(text).toContain('特');
    await screenshot(page, 'activity-cart');
  });

  it('says 活动未开始 on an activity not started yet, and on its links; 活动暂未开始 and the note on the others', async () => {
    const coming = (await api<{ list: Summary[] }>('/api/activity/list?kind=yjh')).list.find((a) => a.status === 0);
    if (!coming) throw new Error('the seed has no yjh activity to come');
    await open(`/yjh/${coming.id}`);
    await page.getByRole('heading', { level: 1, name: coming.title }).waitFor({ timeout: 15_000 });
    await page.getByRole('alert').getByText('活动未开始').waitFor();
    const card = page.getByRole('article').first();
    await card.getByRole('note').getByText('活动未开始').waitFor();
    expect(await card.getByRole('button', { name: /加入购物车/ }).isDisabled()).toBe(true);
    await screenshot(page, 'activity-not-started');

    await open(`/activity/yjh/${coming.id}`);
    await page.getByText('活动未开始', { exact: true }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/loading/activity');
    await screenshot(page, 'activity-link-not-started');
    await open('/activity');
    await page.getByText('活动暂未开始', { exact: true }).waitFor({ timeout: 15_000 });
    await open(`/activity/yjh/${coming.id}#${encodeURIComponent('夏季备货节6月1日开抢')}`);
    await page.getByText('夏季备货节6月1日开抢', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'activity-link-note');
  });

  it('opens a group buy, pays it from the wallet and sees the group waiting for two more stores', async () => {
    const info = await api<Info>('/api/activity/info?kind=ptzq');
    const goods = info.goods[0];
    await open('/ptzq');
    const card = page.getByRole('article', { name: goods.name });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(yuan(goods.activity_price ?? 0));
    await screenshot(page, 'activity-ptzq');

    await card.getByRole('button', { name: '我要开团' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
    await page.getByRole('heading', { name: '订单提交成功，请尽快付款！' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    await typePayPassword(page);
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step4', { timeout: 15_000 });
    await page.getByText('支付成功').waitFor();

    await open('/ptzq');
    const mine = page.getByRole('table').filter({ hasText: goods.name });
    await mine.getByText('拼团中').waitFor({ timeout: 15_000 });
    expect(await mine.innerText()).toContain('1/3 家');
    const groups = card.getByRole('list', { name: '正在拼团' });
    expect(await groups.innerText()).toContain('还差 2 家成团');
    await screenshot(page, 'activity-ptzq-joined');
  });

  it('shows the cashback tiers of /hb and the activity lists and centre', async () => {
    await open('/hb');
    await page.getByText('订单满500元', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'activity-hb');
    await open('/yyh/list');
    await page.getByRole('link', { name: /优药惠 · 第12期/ }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'activity-yyh-list');
    const ids = (await api<{ list: Summary[] }>('/api/activity/list?kind=welfare')).list.map((a) => a.id);
    await open(`/Hdzx/${ids.join(',')}`);
    await page.getByRole('tab').first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab').count()).toBe(ids.length);
    await screenshot(page, 'activity-hdzx');
  });
});
