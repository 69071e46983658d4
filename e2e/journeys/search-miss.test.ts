import { describe, expect, it } from 'vitest';
import { journeyBrowser, loginToConsole, screenshot } from '../browser.js';

const { freshPage, memberPage } = journeyBrowser();

/** No name, spelling, pinyin or alias of the demo catalogue comes near it, so neither the exact search nor the typo fallback finds anything. */
const MISSING = '氪星石口服液';

describe('无结果搜索 → 登记求购', () => {
  it('a search that finds nothing offers 登记求购 prefilled with the query; the console sees the query and the request', async () => {
    const page = await memberPage();
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/goods/list' && new URL(r.url()).searchParams.get('keywords') === MISSING,
    );
    await page.goto(`/search?${new URLSearchParams({ keywords: MISSING }).toString()}`);
    await answered;
    await page.waitForLoadState('networkidle');
    const empty = page.getByRole('status').filter({ hasText: `没有找到“${MISSING}”` });
    await empty.waitFor();
    await screenshot(page, 'search-miss-empty');

    await empty.getByRole('button', { name: '登记求购' }).click();
    await page.waitForURL((url) => url.pathname === '/pzqg/add' && url.searchParams.get('name') === MISSING);
    await page.waitForLoadState('networkidle');
    const name = page.getByLabel('商品名称');
    await expect.poll(() => name.inputValue()).toBe(MISSING);
    await page.getByLabel('求购数量').fill('20');
    await page.getByRole('button', { name: /提交求购/ }).click();
    await page.getByText('求购信息已提交').waitFor();
    await page.waitForURL((url) => url.pathname !== '/pzqg/add');

    const staff = await freshPage();
    await loginToConsole(staff, 'merchandiser');
    await staff.goto('/admin/search-misses');
    await staff.waitForLoadState('networkidle');
    const miss = staff.getByRole('row').filter({ hasText: MISSING });
    await miss.waitFor();
    await screenshot(staff, 'search-miss-console');

    await staff.goto('/admin/wanted');
    await staff.waitForLoadState('networkidle');
    const wanted = staff.getByRole('row').filter({ hasText: MISSING });
    await wanted.waitFor();
    expect(await wanted.innerText()).toContain('20');
    await screenshot(staff, 'search-miss-wanted');
  });
});
