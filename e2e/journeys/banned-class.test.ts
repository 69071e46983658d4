/**
 * 药品网络销售禁止清单 (issue 37): a goods of a banned class (疫苗 here) never goes on sale online. In the
 * console the editor refuses 上架 for it under the field, and the list's 上架 switch is refused by the
 * server in Chinese; the storefront's search and detail never show it, even when its row is forced to
 * say on sale (an old row, a direct edit), as the server's rule, not the console's, decides.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, loginThroughPage, loginToConsole, screenshot } from '../browser.js';
import { openServerDatabase } from '../fixtures.js';

const MEMBER = { username: '13800000001', password: 'Pharma@2026' };
const REFUSAL = '疫苗属于药品网络销售禁止清单，不能上架';

const { freshPage } = journeyBrowser();

let server: ReturnType<typeof openServerDatabase>;
type Goods = { id: number; sku: string; name: string };
let goods: Goods;

/** A slow seller no other journey orders, of a name few other goods share (so its search answers one short page). */
beforeAll(async () => {
  server = openServerDatabase();
  const found = await server.db.execute<Goods>(sql`
    SELECT g.id, g.sku, g.name FROM goods g
    WHERE g.on_sale AND g.restricted_class IS NULL AND g.goods_type = 1 AND NOT g.is_controlled AND NOT g.contains_ephedrine
    ORDER BY (SELECT count(*) FROM goods o WHERE o.name = g.name), g.sales, g.id OFFSET 7 LIMIT 1`);
  goods = found.rows[0] as Goods;
});
afterAll(async () => {
  await server.db.execute(sql`UPDATE goods SET restricted_class = NULL, on_sale = true WHERE id = ${goods.id}`);
  await server.close();
});

/** The ids the storefront's search answered for the goods' name, and whether its page links the goods. */
async function searchAsMember(page: Page): Promise<{ ids: number[]; linked: number }> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/goods/list' && new URL(r.url()).searchParams.get('keywords') === goods.name,
    { timeout: 30_000 },
  );
  await page.goto(`/search?${new URLSearchParams({ keywords: goods.name }).toString()}`);
  const body = (await (await answered).json()) as { data: { list: { id: number }[] } };
  await page.waitForLoadState('networkidle');
  return { ids: body.data.list.map((g) => g.id), linked: await page.locator(`a[href$="/list/info/${goods.id}"]`).count() };
}

async function detailAnswer(page: Page): Promise<{ code: number; msg: string }> {
  return page.evaluate(async (id) => (await fetch(`/api/goods/detail/${id}`)).json() as Promise<{ code: number; msg: string }>, goods.id);
}

describe('药品网络销售禁止清单', () => {
  it('the console refuses to put a 疫苗 on sale, and the storefront never shows it', { timeout: 240_000 }, async () => {
    const buyer = await freshPage();
    await loginThroughPage(buyer, MEMBER.username, MEMBER.password);
    // Before: an ordinary goods, found by its name and shown.
    expect((await searchAsMember(buyer)).ids).toContain(goods.id);
    expect((await detailAnswer(buyer)).code).toBe(10000);

    const staff = await freshPage();
    await staff.setViewportSize({ width: 1440, height: 900 });
    await loginToConsole(staff, 'merchandiser');
    await staff.goto(`/admin/goods/${goods.id}`);
    const restricted = staff.getByLabel('网售禁止类别');
    await restricted.waitFor({ timeout: 20_000 });
    await restricted.click();
    await staff.locator('.ant-select-item-option[title="疫苗"]').click();
    // The goods is still on sale in the form: the class's rule speaks under 上架 before anything is sent.
    await staff.getByText(REFUSAL).waitFor({ timeout: 15_000 });
    await staff.getByRole('button', { name: '保存商品' }).click();
    await staff.getByText(REFUSAL).first().waitFor();
    await screenshot(staff, 'banned-class-editor');
    const [row] = (
      await server.db.execute<{ restricted_class: string | null; on_sale: boolean }>(
        sql`SELECT restricted_class, on_sale FROM goods WHERE id = ${goods.id}`,
      )
    ).rows;
    expect(row).toEqual({ restricted_class: null, on_sale: true });

    // Taken off sale it saves with its class.
    await staff.getByRole('switch', { name: '上架销售' }).click();
    await staff.getByRole('button', { name: '保存商品' }).click();
    await staff.getByText('商品已保存').waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await server.db.execute(sql`SELECT restricted_class, on_sale FROM goods WHERE id = ${goods.id}`)).rows[0])
      .toEqual({ restricted_class: '疫苗', on_sale: false });

    // The list's switch asks the server, which refuses in Chinese.
    await staff.goto('/admin/goods');
    await staff.getByPlaceholder('名称、编码、批准文号或厂家').fill(goods.sku);
    await staff.getByRole('button', { name: /查\s*询/ }).click();
    const onSale = staff.getByRole('switch', { name: `${goods.name}上架` });
    await onSale.waitFor({ timeout: 15_000 });
    await onSale.click();
    const refused = staff.getByRole('dialog', { name: '温馨提示' });
    await refused.getByText(REFUSAL).waitFor({ timeout: 15_000 });
    await screenshot(staff, 'banned-class-list-refused');
    await refused.getByRole('button').last().click();
    expect(await onSale.getAttribute('aria-checked')).toBe('false');
    expect((await server.db.execute(sql`SELECT on_sale FROM goods WHERE id = ${goods.id}`)).rows[0]).toEqual({ on_sale: false });

    const off = await searchAsMember(buyer);
    expect(off.ids).not.toContain(goods.id);
    expect(off.linked).toBe(0);
    expect((await detailAnswer(buyer)).code).not.toBe(10000);

    // A row forced on sale behind the console's back is still not shown: the storefront's own rule holds.
    await server.db.execute(sql`UPDATE goods SET on_sale = true WHERE id = ${goods.id}`);
    const forced = await searchAsMember(buyer);
    expect(forced.ids).not.toContain(goods.id);
    expect(forced.linked).toBe(0);
    expect((await detailAnswer(buyer)).code).not.toBe(10000);
  });
});
