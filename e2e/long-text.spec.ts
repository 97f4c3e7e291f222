import { defaultLinks, studioLinkTexts } from '@shutterdesk/core';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/accessibility';
import { expect, test, waitingForHydration } from './support/fixtures';
import { zoneWhereItIsNow } from './support/time-zones';

/**
 * Issue 16, must fix 1: every text a user types wraps or truncates inside its box. Each field holds a long
 * unbroken word or a URL; every screen that shows them must not scroll sideways at 1280 or 375 px, and every
 * button must stay inside the viewport and take a click at its centre (no neighbour drawn over it).
 * `UPDATE_SCREENSHOTS=1` also saves the dashboard as docs/screenshots/dashboard-long-text-{1280,375}.png.
 */

const longWord = 'Harperweddinggalleryfavouritesselection26';
const longUrl = 'https://demi.pixieset.com/harperwedding2026/';
const routineTitle = `Send ${longUrl} to Harpers`;
const longName = `${longWord} ${longWord}`;
const widths = [1280, 375];

/**
 * Brings each visible button into view as a user would (scrolling any container it sits in; a sticky column may
 * cover it at one scroll position but not at another) and checks that it then lies inside the viewport and that
 * the point at its centre belongs to it, not to a neighbour or a floating element such as the chat button.
 */
async function expectButtonsReachable(page: Page, what: string): Promise<void> {
  const unreachable = await page.evaluate(() => {
    const problemAt = (button: HTMLElement, inline: ScrollLogicalPosition): string | null => {
      button.scrollIntoView({ block: 'center', inline });
      const box = button.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth + 0.5) {
        return `${Math.round(box.left)} to ${Math.round(box.right)} px, outside the viewport`;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit) return 'nothing at its centre';
      // A floating element (the chat button) counts as covering too: nothing a user needs may sit under one.
      return button.contains(hit) ? null : `covered by ${hit.outerHTML.slice(0, 100)}`;
    };
    const problems: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]'))) {
      const box = button.getBoundingClientRect();
      const hidden = box.width < 2 || box.height < 2 || getComputedStyle(button).visibility === 'hidden';
      // Behind an open dialog the page is hidden from the user (aria-hidden) and out of reach by design.
      const behindDialog = button.closest('[aria-hidden="true"], [inert]') !== null;
      // A disabled button takes no pointer events, so the point at its centre is its parent's.
      if (hidden || behindDialog || button.matches(':disabled')) continue;
      const tries = (['center', 'end'] as const).map((inline) => problemAt(button, inline));
      if (tries.every((problem) => problem !== null)) {
        const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().slice(0, 60);
        problems.push(`${name}: ${tries.join('; ')}`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
  expect(unreachable, `${what}: every button inside the viewport and clickable`).toEqual([]);
}

async function expectFits(page: Page, what: string): Promise<void> {
  // A dialog still fading in is not yet where it will be, nor taking the pointer (its layer turns pointer events
  // on once mounted): measure once every finite animation has ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectNoHorizontalScroll(page, what);
  await expectButtonsReachable(page, what);
}

test('[LONG TEXT] long words and links wrap or truncate on every screen at 1280 and 375 px', async ({
  page,
  createUser,
  setUpDashboard,
  createClients,
  createLeads,
  logIn,
  tickReminders,
}) => {
  test.slow(); // six screens, each at two widths, every button checked
  const user = await createUser({ name: longName, timezone: zoneWhereItIsNow(18) });
  await setUpDashboard(user, {
    categories: ['CRM', 'Gallery', 'Finance'],
    tasks: [
      { title: routineTitle, category: 'CRM', frequency: 'daily', linkUrl: `${longUrl}${longWord}` },
      { title: `Check ${longWord}`, category: 'CRM', frequency: 'weekly' },
      { title: longWord, category: 'Gallery', frequency: 'monthly' },
      { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
    ],
    priorityTasks: [`Call ${longWord}`, routineTitle],
  });
  await createClients(user, [
    { name: longName, email: `${longWord}@example.com`, postSession: { orderNotes: `${longUrl} ${longWord}` } },
  ]);
  await createLeads(user, [{ name: longName, notes: `${routineTitle} ${longWord}`, followUp: '2026-12-01' }]);
  await logIn(page, user);
  // The reminders quote the routines' titles; a lead added without a follow-up date is named in another one.
  await tickReminders();
  const newLead = { name: `${longWord}${longWord}`, inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' };
  expect((await page.request.post('/api/leads', { data: newLead })).status()).toBe(201);
  const cardLink = { category: 'Gallery', url: `${longUrl}${longWord}/${longWord}` };
  expect((await page.request.put('/api/task-categories/link', { data: cardLink })).status()).toBe(200);

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'CRM tasks' }).getByText(routineTitle)).toBeVisible();
    await expectFits(page, `dashboard at ${width} px`);
    if (process.env.UPDATE_SCREENSHOTS) {
      await page.screenshot({
        path: `docs/screenshots/dashboard-long-text-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
    await page.getByRole('button', { name: 'Edit CRM', exact: true }).click();
    await expect(page.getByRole('button', { name: `Edit ${routineTitle}` }).first()).toBeVisible();
    await expectFits(page, `dashboard with a card in edit mode at ${width} px`);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('menu').getByText(longWord).first()).toBeVisible();
    await expectNoHorizontalScroll(page, `notification bell at ${width} px`);
    await page.keyboard.press('Escape');

    await page.goto('/notifications');
    await expect(page.getByText(`${longWord}${longWord}`).first()).toBeVisible();
    await expectFits(page, `notifications at ${width} px`);

    await page.goto('/clients');
    await expect(page.getByText(longName).first()).toBeVisible();
    await expectFits(page, `clients at ${width} px`);

    await page.goto('/leads');
    await expect(page.getByText(longName).first()).toBeVisible();
    await expectFits(page, `leads at ${width} px`);
    await page.getByRole('button', { name: `Notes of ${longName}`, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(`${routineTitle} ${longWord}`);
    await expectFits(page, `a lead's notes at ${width} px`);
    await page.keyboard.press('Escape');

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFits(page, `account at ${width} px`);
  }
});

/** A menu is fixed on the page, so it never makes it scroll: it must lie inside the viewport by itself. */
async function expectInsideViewport(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what}: shown`).not.toBeNull();
  expect(box && box.x >= 0 && box.x + box.width <= width, `${what}: inside the ${width} px viewport`).toBe(true);
}

test('[LONG TEXT] every account settings section, the profile menu and the public inquiry form fit', async ({
  page,
  browser,
  createUser,
  logIn,
}) => {
  test.slow(); // three screens at two widths, every button checked
  const email = `${longWord}${longWord}@example.com`.toLowerCase();
  const user = await createUser({ name: longName, email });
  await logIn(page, user);
  const longLink = `${longUrl}${longWord.repeat(7)}`.slice(0, 300);
  const links = { ...defaultLinks, crm: longLink, gallery: longLink, website: longLink };
  expect((await page.request.put('/api/profile/links', { data: links })).status()).toBe(200);
  const formSettings = await page.request.put('/api/inquiry-form', { data: { enabled: true } });
  const formUrl = ((await formSettings.json()) as { url: string }).url;
  const formTexts = studioLinkTexts.publicForm;

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: /^Delete account/ })).toBeVisible();
    const closedSections = page.getByRole('heading', { level: 2 }).getByRole('button', { expanded: false });
    while ((await closedSections.count()) > 0) await closedSections.first().click();
    await expect(page.getByLabel(studioLinkTexts.inquiryForm.iframeSnippetLabel)).toHaveValue(/<iframe/);
    await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toHaveValue(longLink);
    await expectFits(page, `account with every section open at ${width} px`);

    await page.getByRole('button', { name: /^Profile menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await expectInsideViewport(page, menu, `profile menu at ${width} px`);
    await page.keyboard.press('Escape');

    const visitor = waitingForHydration(
      await (await browser.newContext({ viewport: { width, height: 900 } })).newPage(),
    );
    await visitor.goto(formUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(longName);
    await visitor.getByLabel(formTexts.name).fill(`${longWord}${longWord}`);
    await visitor.getByLabel(formTexts.email).fill(`${longWord}${longWord}`);
    await visitor.getByLabel(formTexts.phone).fill(longWord);
    await visitor.getByLabel(formTexts.message).fill(`${longLink} ${longWord}${longWord}`);
    await visitor.getByRole('button', { name: formTexts.send }).click();
    await expect(visitor.getByText('Please enter a valid email address.')).toBeVisible();
    await expectFits(visitor, `public inquiry form with long answers at ${width} px`);
    await visitor.context().close();
  }
});

test('[LONG TEXT] the month/year picker shows every month name whole at 375 px', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard: { categories: ['CRM'] }, clients: [{ name: 'Ava Client' }] });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/clients');
  await page.getByRole('button', { name: /^Filter by session month:/ }).click();
  const month = page.getByRole('dialog', { name: 'Filter by session month' }).getByLabel('Month');
  const names = await month.locator('option').allTextContents();
  expect(names).toContain('September');

  for (const name of names) {
    await month.selectOption({ label: name });
    // The chosen name's width in the select's own font against the room the select leaves for its text.
    const { needed, room } = await month.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('No canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { needed: context.measureText(text).width, room: select.clientWidth - padding };
    });
    expect(needed, `${name} fits its select`).toBeLessThanOrEqual(room);
  }
});
