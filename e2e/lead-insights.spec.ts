import { leadInsightsTexts as texts, leadTexts, monthLabel } from '@shutterdesk/core';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** Lead Flow's Insights panel and its Contacted tick (docs/decisions/0019-lead-insights.md). */

const insightsButton = (page: Page) => page.getByRole('button', { name: leadTexts.insights });
const insightsPanel = (page: Page) => page.getByRole('region', { name: leadTexts.insightsTitle });

async function openLeads(page: Page) {
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Flow' })).toBeVisible();
}

/** The 15th of last month (UTC): inside the last 12 months in any time zone. */
function lastMonthMiddle(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 10);
}

/** The cells of a figures table's row, its header first. */
const rowCells = (table: Locator, label: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

test('[LEADS] the Insights panel opens by keyboard, shows loading, a failure with retry and the empty state; axe in both themes', async ({
  page,
  createUser,
  logIn,
}) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const user = await createUser();
  await logIn(page, user);
  // The first answer is held until the loading state has been seen; it and the query's own retry fail, and the
  // retry the user asks for gets the real answer.
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let answers = 0;
  await page.route('**/api/leads/insights', async (route) => {
    answers += 1;
    if (answers > 2) return route.continue();
    await firstHeld;
    return route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try later' } } });
  });
  await openLeads(page);
  await expect(insightsButton(page)).toHaveAttribute('aria-expanded', 'false');

  // Reached with Tab from the page's heading, opened with Enter.
  await page.getByRole('heading', { level: 1, name: 'Lead Flow' }).click();
  const focused = () => insightsButton(page).evaluate((button) => button === document.activeElement);
  for (let press = 0; press < 30 && !(await focused()); press += 1) await page.keyboard.press('Tab');
  await expect(insightsButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(insightsButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(insightsPanel(page).getByRole('status')).toHaveText(leadTexts.insightsLoading);
  releaseFirst();
  await expect(insightsPanel(page).getByText(texts.loadFailed)).toBeVisible();
  await insightsPanel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(insightsPanel(page).getByText(texts.empty)).toBeVisible();

  await expectNoSeriousViolations(page, 'the empty Insights panel in the light theme');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expectNoSeriousViolations(page, 'the empty Insights panel in the dark theme');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page, 'the empty Insights panel at 375 px');

  // Closing it puts the focus nowhere surprising: the button stays where it was, closed.
  await insightsButton(page).press('Enter');
  await expect(insightsPanel(page)).toHaveCount(0);
  await expect(insightsButton(page)).toBeFocused();
});

test('[LEADS] ticking Contacted in Lead Flow fills speed to lead and the within-a-day figures; the tables match the charts', async ({
  page,
  createUser,
  logIn,
}) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const user = await createUser();
  await logIn(page, user);
  const inquiryDate = lastMonthMiddle();
  const leads = [
    { name: 'Ivy Instagram', source: '1', booked: true },
    { name: 'Ian Instagram', source: '1', booked: false },
    { name: 'Rae Referral', source: '4', booked: true },
    { name: 'Rob Referral', source: '4', booked: false },
  ];
  for (const lead of leads) {
    const answer = await page.request.post('/api/leads', {
      data: { ...lead, inquiryDate, sessionType: 'Family', ...(lead.booked && { sessionPackage: 'Mini session' }) },
    });
    expect(answer.status()).toBe(201);
  }
  await openLeads(page);
  await insightsButton(page).click();
  const panel = insightsPanel(page);
  await expect(panel.getByText(texts.untimed(4))).toBeVisible();
  await expect(panel.getByText(texts.noSpeed)).toBeVisible();

  // Ticked in the table, as CRM Workflow is; the open panel reads its figures again once each is saved.
  const table = page.getByRole('table', { name: 'Leads' });
  for (const name of ['Ivy Instagram', 'Ian Instagram']) {
    const contacted = table.getByRole('checkbox', { name: `${leadTexts.contacted} of ${name}` });
    await expect(contacted).not.toBeChecked();
    await contacted.click();
    await expect(contacted).toBeChecked();
  }
  await expect(panel.getByText(texts.untimed(2))).toBeVisible();
  const speed = panel.getByRole('region', { name: texts.speedToLead });
  await expect(speed.getByText(texts.speedToLeadHelp)).toBeVisible();
  await expect(speed.getByText(/^\d+ min$/)).toBeVisible();
  await expect(speed.getByRole('definition')).toHaveText(['50%', texts.bookedOf(1, 2), '—', texts.bookedOf(0, 0)]);
  // The instant reply is counted apart: none went here (workflows.spec.ts sends one).
  await expect(speed.getByRole('heading', { name: texts.automaticReply })).toBeVisible();
  await expect(speed.getByText(texts.noAutomaticReply)).toBeVisible();

  // A chart is one tab stop; the arrow keys walk its bars, each with its month and figure in a tooltip.
  const perMonth = panel.getByRole('region', { name: texts.leadsPerMonth });
  const month = monthLabel(inquiryDate.slice(0, 7));
  // Shown only by the chart's tooltip while the table's disclosure is closed.
  const shownMonth = perMonth.getByText(month).filter({ visible: true });
  await expect(shownMonth).toHaveCount(0);
  const chart = perMonth.getByRole('application', { name: texts.leadsPerMonth });
  await chart.focus();
  // Recharts takes at most one arrow key per animation frame, so each press waits for the tooltip to move on.
  const tooltipMonth = async () =>
    (await perMonth.locator('.recharts-tooltip-label').filter({ visible: true }).allTextContents())[0];
  for (let press = 0; press < 12 && (await tooltipMonth()) !== month; press += 1) {
    const before = await tooltipMonth();
    await page.keyboard.press('ArrowRight');
    await expect.poll(tooltipMonth).not.toBe(before);
  }
  await expect(shownMonth).toHaveCount(1);

  // The same figures as tables, for screen readers and anyone who prefers numbers.
  const bySource = panel.getByRole('region', { name: texts.bookingRateBySource });
  await bySource.getByText(texts.asTable(texts.bookingRateBySource)).click();
  const sourceTable = bySource.getByRole('table', { name: texts.bookingRateBySource });
  await expect(rowCells(sourceTable, 'Instagram')).toHaveText(['2', '1', '50%']);
  await expect(rowCells(sourceTable, 'Referral')).toHaveText(['2', '1', '50%']);
  await expect(rowCells(sourceTable, 'Facebook')).toHaveText(['0', '0', '—']);
  await perMonth.getByText(texts.asTable(texts.leadsPerMonth)).click();
  await expect(rowCells(perMonth.getByRole('table'), month)).toHaveText(['4', '2', '50%']);

  await expectNoSeriousViolations(page, 'the Insights panel with figures in the light theme');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expectNoSeriousViolations(page, 'the Insights panel with figures in the dark theme');

  // On a phone: the cards have the same tick, and the panel's charts fit the width.
  await page.setViewportSize({ width: 375, height: 740 });
  const rae = page.getByRole('listitem').filter({ hasText: 'Rae Referral' });
  const raeContacted = rae.getByRole('checkbox', { name: `${leadTexts.contacted} of Rae Referral` });
  await raeContacted.click();
  await expect(raeContacted).toBeChecked();
  await expect(panel.getByText(texts.untimed(1))).toBeVisible();
  await expect(speed.getByRole('definition')).toHaveText(['67%', texts.bookedOf(2, 3), '—', texts.bookedOf(0, 0)]);
  await expectNoHorizontalScroll(page, 'the Insights panel at 375 px');
  await expectNoSeriousViolations(page, 'the Insights panel at 375 px in the dark theme');
});
