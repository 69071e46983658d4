import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium through playwright-core: no browser is downloaded. `extraArgs` add to the standard flags (a fake camera). */
export function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** What the pages of every context reported breaking the Content Security Policy; csp-guard.ts fails the test they happened in. */
const cspViolations: string[] = [];
export const takeCspViolations = (): string[] => cspViolations.splice(0);

/**
 * A context whose pages report every CSP violation: Chromium's own console lines ("... violates the following
 * Content Security Policy directive") and the document's securitypolicyviolation events, which also
 * cover what leaves no line (a caught eval).
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN', ...options });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return context;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Logs in through the login page as a buyer would. */
export async function loginThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder(/手机号/).fill(username);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The page reloads once after login (spec section 4); wait for the reloaded header.
  await page.locator('header').getByText('安全退出').waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The seed's demo member (README): verified, with two stores, money, credit, coupons and points. */
export const DEMO_MEMBER = { username: '13800000001', password: 'Pharma@2026' };

/** One Chromium for a journey file, launched before its tests and closed after them, and pages of it in fresh contexts. */
export function journeyBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  const freshPage = async (): Promise<Page> => (await newContext(browser)).newPage();
  return {
    freshPage,
    /** A fresh page logged in through the login page, as the demo member unless told. */
    memberPage: async (who: { username: string; password: string } = DEMO_MEMBER): Promise<Page> => {
      const page = await freshPage();
      await loginThroughPage(page, who.username, who.password);
      return page;
    },
  };
}

/** Logs in to the operator console (/admin) as a staff member. */
export async function loginToConsole(page: Page, username: string, password = 'Pharma@2026'): Promise<void> {
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await page.waitForLoadState('networkidle');
}

/** An API call made by the page itself, with its session cookie (JSON body when given); the data of a successful answer. */
export async function pageApi<T>(page: Page, path: string, body?: object): Promise<T> {
  const answer = await page.evaluate(
    async ([url, payload]) => {
      const init = payload ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) } : undefined;
      return (await fetch(url, init)).json() as Promise<{ code: number; msg: string; data: unknown }>;
    },
    [path, body] as const,
  );
  if (answer.code !== 10000) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}

/** A file the page downloads, fetched with its session as the link would be. */
export async function pageFile(page: Page, path: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const got = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), body: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, path);
  return { ...got, body: Buffer.from(got.body) };
}
