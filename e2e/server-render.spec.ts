import type { Page } from '@playwright/test';
import { expect, test, type DashboardSetup, waitingForHydration } from './support/fixtures';

/**
 * Pages drawn on the server (docs/decisions/0021-server-rendering.md): each screen's heading and first rows are in
 * the HTML as served, before any script runs, and the browser hydrates it without a mismatch.
 */

// A browser far from the server's time zone (UTC), where a date drawn in the wrong zone would not match.
test.use({ timezoneId: 'Pacific/Kiritimati' });

const dashboard: DashboardSetup = {
  categories: ['Gallery'],
  tasks: [{ title: 'Back up memory cards', category: 'Gallery', frequency: 'daily' }],
  priorityTasks: ['Renew liability insurance'],
};

/** React's hydration failures, in its development wording and as production's error codes (418-425). */
const hydrationProblem = /hydrat|did not match|react\.dev\/errors\/4(1[89]|2[0-5])|error #4(1[89]|2[0-5])/i;

/** Opens `path` and returns what the console and the page said of a hydration problem once the page settled. */
async function hydrationComplaints(page: Page, path: string, settled: () => Promise<void>): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && hydrationProblem.test(message.text())) {
      complaints.push(message.text());
    }
  });
  page.on('pageerror', (error) => complaints.push(`${error.message}\n${error.stack ?? ''}`));
  await page.goto(path);
  await settled();
  // The page hydrated: main.tsx took the server's state.
  await expect.poll(() => page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBe('true');
  // The screen's own part hydrates once its code is in.
  await page.waitForLoadState('networkidle');
  return complaints;
}

/** The page as the server sends it: its HTML, before any script has run. */
async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test('the landing page is served drawn and hydrates cleanly', async ({ page }) => {
  const html = await servedHtml(page, '/');
  expect(html).toContain('id="server-state"');
  const heading = page.getByRole('heading', { level: 1 });
  expect(await hydrationComplaints(page, '/', () => expect(heading).toBeVisible())).toEqual([]);
  expect(html).toContain(await heading.innerText());
});

test('a drawn page fetches its code only once the browser has shown its first paint', async ({ page, signInWith }) => {
  await signInWith(page, { clients: [{ name: 'Ada Lovelace' }] });
  for (const path of ['/', '/clients']) {
    await page.goto(path);
    const { paintedAt, codeAskedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      codeAskedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paintedAt, path).toBeDefined();
    expect(codeAskedAt.length, path).toBeGreaterThan(0);
    expect(Math.min(...codeAskedAt), path).toBeGreaterThanOrEqual(paintedAt!);
  }
});

test('the sign-in page is served drawn and hydrates cleanly', async ({ page }) => {
  const html = await servedHtml(page, '/login');
  expect(html).toContain('id="server-state"');
  const heading = page.getByRole('heading', { level: 1 });
  expect(await hydrationComplaints(page, '/login', () => expect(heading).toBeVisible())).toEqual([]);
  expect(html).toContain(await heading.innerText());
});

test('the dashboard is served with its tasks and hydrates cleanly', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard });
  const html = await servedHtml(page, '/dashboard');
  expect(html).toContain('Back up memory cards');
  expect(html).toContain('Renew liability insurance');
  expect(
    await hydrationComplaints(page, '/dashboard', () => expect(page.getByText('Back up memory cards')).toBeVisible()),
  ).toEqual([]);
});

test('until the page has hydrated, a tap or a key on what was drawn does nothing; then both work', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard });
  // The app's entry held back, so the drawn page stays as it was served.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate(() => window.location.reload());
  const task = page.getByRole('checkbox', { name: 'Back up memory cards' });
  await expect(task).toBeVisible();
  await expect(page.locator('#page-cover')).toHaveCount(1);

  // A tap lands on the cover, not on the drawn checkbox.
  const box = await task.boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  // Enter on a focused drawn link does not follow it natively.
  await page.getByRole('link', { name: 'Clients', exact: true }).focus();
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await page.waitForTimeout(300);
  await expect(task).not.toBeChecked();
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  release();
  await expect(page.locator('#page-cover')).toHaveCount(0);
  await task.click();
  await expect(task).toBeChecked();
});

test('Client Flow is served with its first rows and hydrates cleanly', async ({ page, signInWith, createClients }) => {
  const user = await signInWith(page, { clients: [{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }] });
  // Clients with sessions, dates and checklists as a studio has them.
  await createClients(user, 20);
  const html = await servedHtml(page, '/clients');
  expect(html).toContain('Client Flow');
  expect(html).toContain('Ada Lovelace');
  expect(
    await hydrationComplaints(page, '/clients', () => expect(page.getByText('Grace Hopper').first()).toBeVisible()),
  ).toEqual([]);
});

test('Lead Flow is served with its first rows and hydrates cleanly', async ({ page, signInWith, createLeads }) => {
  const user = await signInWith(page, { leads: [{ name: 'Katherine Johnson' }] });
  await createLeads(user, 20);
  const html = await servedHtml(page, '/leads');
  expect(html).toContain('Katherine Johnson');
  expect(
    await hydrationComplaints(page, '/leads', () => expect(page.getByText('Katherine Johnson').first()).toBeVisible()),
  ).toEqual([]);
});

test('the notifications page is served with its list and hydrates cleanly', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard });
  const html = await servedHtml(page, '/notifications');
  expect(html).toContain('Notifications');
  // The counts come with the list: the answer is in the page (React parts adjacent texts with a comment).
  expect(html).toMatch(/0(<!-- -->)? unread/);
  expect(
    await hydrationComplaints(page, '/notifications', () => expect(page.getByTestId('unread-count')).toBeVisible()),
  ).toEqual([]);
});

test('the account page is served with the profile and hydrates cleanly', async ({ page, signInWith }) => {
  const user = await signInWith(page, { dashboard });
  const html = await servedHtml(page, '/account');
  expect(html).toContain('Account');
  expect(html).toContain(user.email);
  expect(
    await hydrationComplaints(page, '/account', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()),
  ).toEqual([]);
});

test('the admin users list is served with its rows to an admin and hydrates cleanly', async ({
  page,
  logInAsAdmin,
}) => {
  const admin = await logInAsAdmin(page);
  const html = await servedHtml(page, '/admin/users');
  expect(html).toContain(admin.email);
  expect(
    await hydrationComplaints(page, '/admin/users', () => expect(page.getByText(admin.email).first()).toBeVisible()),
  ).toEqual([]);
});

test('text of the user cannot break out of the page: a client named </script><script>', async ({
  page,
  signInWith,
}) => {
  const name = '</script><script>window.brokeOut = true</script>\u2028';
  await signInWith(page, { clients: [{ name }] });
  const html = await servedHtml(page, '/clients');
  expect(html).not.toContain('<script>window.brokeOut');
  await page.goto('/clients');
  await expect(page.getByText('window.brokeOut', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { brokeOut?: boolean }).brokeOut)).toBeUndefined();
});

test("each user's page holds only that user's data, and is private to them", async ({
  browser,
  createUser,
  createClients,
  logIn,
}) => {
  const pages = [];
  for (const clientName of ['Only Alice Knows', 'Only Bob Knows']) {
    const context = await browser.newContext();
    const page = waitingForHydration(await context.newPage());
    const user = await createUser();
    await createClients(user, [{ name: clientName }]);
    await logIn(page, user);
    pages.push({ page, clientName, email: user.email });
  }
  const served = await Promise.all(pages.map(({ page }) => page.request.get('/clients')));
  for (const [index, { clientName, email }] of pages.entries()) {
    const response = served[index]!;
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain(clientName);
    expect(html).toContain(email);
    const other = pages[1 - index]!;
    expect(html).not.toContain(other.clientName);
    expect(html).not.toContain(other.email);
  }
  for (const { page } of pages) await page.context().close();
});

test('the server sends a signed-in user on /login on to the dashboard, as the guard would', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard });
  const response = await page.request.get('/login', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/dashboard');
});

test('a path no route knows is drawn as the not-found page, with status 404', async ({ page }) => {
  const response = await page.request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('id="server-state"');
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('Client Flow and Lead Flow are served as cards, hydrate cleanly, and keep every card they were served with', async ({
    page,
    signInWith,
    createClients,
    createLeads,
  }) => {
    const user = await signInWith(page, {
      clients: [{ name: 'Ada Lovelace' }],
      leads: [{ name: 'Katherine Johnson' }],
    });
    await createClients(user, 12);
    await createLeads(user, 12);
    // Runs before the page's scripts: notes each card taken off the page.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedCards: removed });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of Array.from(change.removedNodes))
            if (node instanceof HTMLLIElement && node.dataset.index) removed.push(node.dataset.index);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/clients', '/leads']) {
      const html = await servedHtml(page, path);
      expect(html, path).toContain('id="server-state"');
      expect(html, path).not.toContain('<table');
      const served = html.match(/<li data-index=/g)?.length ?? 0;
      expect(served, path).toBeGreaterThan(0);
      const list = page.getByRole('list', { name: /clients|leads/i });
      expect(await hydrationComplaints(page, path, () => expect(list.first()).toBeVisible()), path).toEqual([]);
      // The cards beyond the screen's edge come after hydration, one by one, and none of those served goes.
      await expect.poll(() => list.getByRole('listitem').count(), path).toBeGreaterThan(served);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards), path).toEqual(
        [],
      );
    }
  });

  test('Client Flow and Lead Flow hold still while Inter loads: it is never swapped in after the first paint', async ({
    page,
    signInWith,
  }) => {
    await signInWith(page, { clients: [{ name: 'Ada Lovelace' }], leads: [{ name: 'Katherine Johnson' }] });
    for (const path of ['/clients', '/leads']) {
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBe('true');
      await page.waitForLoadState('networkidle');
      const { displays, shift } = await page.evaluate(async () => {
        await document.fonts.ready;
        // Buffered entries come in one call of the observer, or none when nothing moved.
        const shifted = await new Promise<number>((resolve) => {
          new PerformanceObserver((entries) =>
            resolve(
              entries.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        });
        const displays = new Set<string>();
        document.fonts.forEach((face) => {
          if (face.family === 'Inter Variable') displays.add(face.display);
        });
        return { displays: [...displays], shift: shifted };
      });
      expect(displays, path).toEqual(['optional']);
      // Drawn with @fontsource's `swap`, both screens moved by 0.19 when the font came.
      expect(shift, path).toBeLessThan(0.02);
    }
  });
});

test('a phone-sized window whose browser says it is a desktop is corrected after hydration, cleanly', async ({
  page,
  signInWith,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWith(page, { clients: [{ name: 'Ada Lovelace' }] });
  const complaints = await hydrationComplaints(page, '/clients', () =>
    expect(page.getByRole('list', { name: /clients/i }).first()).toBeVisible(),
  );
  expect(complaints).toEqual([]);
});

test('the other signed-in screens are served drawn and hydrate cleanly', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard, clients: 3, leads: 3 });
  await expectEachDrawnAndHydrated(page, [
    '/workflows',
    '/session-templates',
    '/feedback',
    '/bug-report',
    '/subscription/plans',
    '/subscription/manage',
  ]);
});

test('the other public screens are served drawn and hydrate cleanly', async ({ page }) => {
  await expectEachDrawnAndHydrated(page, ['/register', '/forgot-password', '/waitlist', '/update-password?token=x']);
});

test('the admin area is served drawn and hydrates cleanly', async ({ page, logInAsAdmin }) => {
  await logInAsAdmin(page);
  await expectEachDrawnAndHydrated(page, [
    '/admin/dashboard',
    '/admin/audit',
    '/admin/discount-coupons',
    '/admin/waitlist',
    '/admin/feedback',
    '/admin/bug-reports',
  ]);
});

/**
 * Each page comes drawn by the server and hydrates without a complaint. (Some of these screens draw their heading
 * only once a read the browser makes has answered: the heading is checked on the page, not in the HTML.)
 */
async function expectEachDrawnAndHydrated(page: Page, paths: string[]) {
  for (const path of paths) {
    const html = await servedHtml(page, path);
    expect(html, path).toContain('id="server-state"');
    const heading = page.getByRole('heading', { level: 1 }).first();
    expect(await hydrationComplaints(page, path, () => expect(heading).toBeVisible()), path).toEqual([]);
  }
}

test('a list long enough to come in windows is served with its first window and hydrates cleanly', async ({
  page,
  signInWith,
  createClients,
}) => {
  const user = await signInWith(page, { dashboard });
  await createClients(user, 1_200);
  const html = await servedHtml(page, '/clients');
  expect(html).toContain('id="server-state"');
  // The table counts every row (and its header row) but draws only those of its first screen.
  expect(html).toMatch(/aria-rowcount="1201"/);
  expect((html.match(/<tr/g) ?? []).length).toBeLessThan(60);
  const table = page.getByRole('table').first();
  expect(await hydrationComplaints(page, '/clients', () => expect(table).toBeVisible())).toEqual([]);
});
