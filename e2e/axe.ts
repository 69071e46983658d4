/** axe-core over a journey's screen: the serious and critical findings fail the test, each with the elements it names. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Fails listing every serious or critical axe-core finding on the page (rule, then its elements); call it once the screen has settled. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) =>
      [`${v.id} (${v.impact}): ${v.help}`, ...v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)].join('\n'),
    );
  expect(serious, `axe-core on ${new URL(page.url()).pathname}`).toEqual([]);
}
