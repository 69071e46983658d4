/** The phone the phone-store journeys hold (issue 38): 390×844, scale 3, touch, an iPhone's user agent; and what every screen of it passes. */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.js';
import { newContext, screenshot } from './browser.js';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const phonePage = async (browser: Browser): Promise<Page> =>
  (
    await newContext(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
    })
  ).newPage();

/** What on the page is wider than a 360 px screen, or makes it scroll sideways; the screen is put back after. */
async function tooWideAt360(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 780 });
  const wide = await page.evaluate(() => {
    const width = window.innerWidth;
    const found = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().width > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    if (document.documentElement.scrollWidth > width) found.push(`页面可横向滚动 ${document.documentElement.scrollWidth}px`);
    return found;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  return wide;
}

/** The checks every phone screen passes (nothing wider than 360 px, axe with no serious finding), and its picture for a reviewer. */
export async function checkPhoneScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await tooWideAt360(page), name).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `phone-${name}`);
}
