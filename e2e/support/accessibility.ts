import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * What one axe analysis may take on a busy 2-core machine: a full screen takes seconds there. Each analysis adds it to
 * the test's time, so a test is timed by its own steps, not by how many screens it checks.
 */
const axeAllowanceMs = 15_000;

/**
 * docs/budgets.md: 0 serious or critical axe-core violations on every screen. A failure lists one line per
 * failing node, naming the rule, the element and what axe measured. `only` names the rules to run, when the rest
 * were run on the same page already.
 */
export async function expectNoSeriousViolations(page: Page, what: string, only?: readonly string[]): Promise<void> {
  test.info().setTimeout(test.info().timeout + axeAllowanceMs);
  // Colours are measured as drawn: after a theme switch, mid-transition colours fail contrast that the settled ones
  // pass. A transition may start a frame or two after the switch (the app answering the new colour scheme), so the
  // page settles when two frames in a row start none. Endless animations (a spinner) are left running.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (;;) {
      await twoFrames();
      const settling = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (settling.length === 0) return;
      await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const axe = new AxeBuilder({ page });
  if (only) axe.withRules([...only]);
  const { violations } = await axe.analyze();
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
