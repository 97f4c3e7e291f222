import { studioLinkTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** The calendar feed in account settings (docs/product.md, "Calendar feed"). */

const texts = studioLinkTexts.calendarFeed;

async function openCalendarSection(page: Page) {
  await page.goto('/account');
  await page
    .getByRole('heading', { name: new RegExp(`^${texts.title}`) })
    .getByRole('button')
    .click();
  const address = page.getByLabel(texts.label);
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
  return address;
}

/** The events of a feed, parsed with ical.js (the server writes it with another library). */
function eventsOf(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed) as unknown[]);
  return calendar
    .getAllSubcomponents('vevent')
    .map(
      (event) => `${String(event.getFirstPropertyValue('dtstart'))} ${String(event.getFirstPropertyValue('summary'))}`,
    )
    .sort();
}

test('[CALENDAR FEED] settings show the link; it copies, the feed parses, and a new link revokes the old one', async ({
  page,
  context,
  playwright,
  signInWith,
}) => {
  await signInWith(page, {
    clients: [{ name: 'Ruby Vance', session: { sessionDate: '2026-12-05', sessionType: 'Newborn' } }],
    leads: [{ name: 'Leo Grant', followUp: '2026-12-01' }],
  });
  const address = await openCalendarSection(page);
  const url = await address.inputValue();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: texts.copy }).click();
  await expect(page.getByText(texts.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A calendar app has no session: the feed is fetched from a request context without cookies.
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(eventsOf(await feed.text())).toEqual([
    '2026-12-01 Follow up with Leo Grant',
    '2026-12-05 Newborn session: Ruby Vance',
  ]);

  await page.getByRole('button', { name: texts.renew }).click();
  const dialog = page.getByRole('alertdialog', { name: texts.renew });
  await expect(dialog).toContainText(texts.renewConfirm);
  await dialog.getByRole('button', { name: texts.renew }).click();
  await expect(page.getByText(texts.renewed)).toBeVisible();
  await expect(address).not.toHaveValue(url);
  const renewed = await address.inputValue();
  expect((await calendarApp.get(url)).status()).toBe(404);
  expect((await calendarApp.get(renewed)).status()).toBe(200);

  // The address stays shown after a reload.
  await page.reload();
  await expect(await openCalendarSection(page)).toHaveValue(renewed);
  await calendarApp.dispose();
});

test('[CALENDAR FEED] the section passes axe and fits 375 px', async ({ page, signInWith }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWith(page, {});
  await openCalendarSection(page);
  await expectNoSeriousViolations(page, 'calendar feed section');
  await expectNoHorizontalScroll(page, 'calendar feed section at 375 px');
});
