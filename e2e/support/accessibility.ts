import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * docs/budgets.md: 0 serious or critical axe-core violations on every screen. A failure lists one line per
 * failing node, naming the rule, the element and what axe measured.
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
  expect(serious, what).toEqual([]);
}

/**
 * "Usable at 375 px wide": the page itself never scrolls sideways. Checked until it holds: just after a test resizes
 * the window, the parts that follow the width in script (the header's menus, lib/use-media-query.ts) may still be
 * drawn for the old width for a frame, which a person never sees; an overflow that stays fails.
 */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${what}: no horizontal scroll`,
    })
    .toBeLessThanOrEqual(0);
}
