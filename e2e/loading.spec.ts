import type { Page, Request } from '@playwright/test';
import { expect, test, type DashboardSetup } from './support/fixtures';

/**
 * No request waterfall (app/route-data.ts): a screen's code and the data it reads first are requested together,
 * at boot without waiting for the session, and on a navigation without waiting for the screen's code. Each test
 * holds one answer back and checks what the page asked for meanwhile, so the order does not depend on timing.
 */

const dashboard: DashboardSetup = {
  categories: ['Gallery'],
  tasks: [{ title: 'Back up memory cards', category: 'Gallery', frequency: 'daily' }],
  priorityTasks: ['Renew liability insurance'],
};

/** Longest an answer is held: long enough for every request the page makes without it. */
const holdCapMs = 5_000;

/** A request by what it asks for: an API path (query string aside) or a page's code, as `clients-page`. */
type Wanted = { api: string } | { chunk: string };

function isWanted(url: URL, wanted: Wanted): boolean {
  const { pathname } = url;
  return 'api' in wanted
    ? pathname === wanted.api
    : pathname.startsWith(`/assets/${wanted.chunk}-`) && pathname.endsWith('.js');
}

/**
 * Holds back the answers to `held` until every `wanted` request was sent (or the cap passed), and returns the
 * `wanted` requests sent while the answer was still held.
 */
async function sentWhileHeld(page: Page, held: Wanted, wanted: Wanted[], act: () => Promise<unknown>) {
  const seen = new Set<Wanted>();
  let holding = true;
  let allSeen: () => void = () => undefined;
  const everythingSent = new Promise<void>((resolve) => (allSeen = resolve));
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    for (const candidate of wanted) if (holding && isWanted(url, candidate)) seen.add(candidate);
    if (seen.size === wanted.length) allSeen();
  };
  page.on('request', onRequest);
  const everythingSentOrCap = () =>
    Promise.race([everythingSent, new Promise((resolve) => setTimeout(resolve, holdCapMs))]);
  await page.route(
    (url) => isWanted(url, held),
    async (route) => {
      await everythingSentOrCap();
      holding = false;
      await route.continue();
    },
  );
  await act();
  await everythingSentOrCap();
  page.off('request', onRequest);
  return wanted.filter((candidate) => seen.has(candidate));
}

test('opening /clients asks for the client list and the screen together, before the session answers', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard, clients: 3 });
  const wanted: Wanted[] = [{ api: '/api/clients' }, { chunk: 'clients-page' }];
  expect(await sentWhileHeld(page, { api: '/api/session' }, wanted, () => page.goto('/clients'))).toEqual(wanted);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Flow' })).toBeVisible();
});

test('opening /dashboard asks for both task lists and the screen together, before the session answers', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard });
  const wanted: Wanted[] = [{ api: '/api/tasks' }, { api: '/api/priority-tasks' }, { chunk: 'dashboard-page' }];
  expect(await sentWhileHeld(page, { api: '/api/session' }, wanted, () => page.reload())).toEqual(wanted);
  await expect(page.getByText('Back up memory cards')).toBeVisible();
  await expect(page.getByText('Renew liability insurance')).toBeVisible();
});

test('moving to another screen asks for its list without waiting for its code', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard, leads: 2 });
  await expect(page.getByText('Back up memory cards')).toBeVisible();
  const wanted: Wanted[] = [{ api: '/api/leads' }];
  const leadsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' });
  expect(await sentWhileHeld(page, { chunk: 'leads-page' }, wanted, () => leadsLink.click())).toEqual(wanted);
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Flow' })).toBeVisible();
});

test('a signed-out visitor on /dashboard logs in and sees the tasks, though the first read was refused', async ({
  page,
  createUser,
  setUpDashboard,
}) => {
  const user = await createUser();
  await setUpDashboard(user, dashboard);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tasks');
  await page.goto('/dashboard');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Back up memory cards')).toBeVisible();
  await expect(page.getByText('Renew liability insurance')).toBeVisible();
});

test('the page names its first reads, and each is fetched once, by the browser with the page', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard, clients: 3, leads: 2 });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const [path, reads, shown] of [
    ['/clients', ['/api/session', '/api/config', '/api/clients'], 'Client Flow'],
    ['/leads', ['/api/session', '/api/config', '/api/leads'], 'Lead Flow'],
    ['/dashboard', ['/api/session', '/api/config', '/api/priority-tasks', '/api/tasks'], 'Back up memory cards'],
  ] as const) {
    const requests: string[] = [];
    const onRequest = (request: Request) => requests.push(new URL(request.url()).pathname);
    page.on('request', onRequest);
    const response = await page.goto(path);
    for (const read of reads) expect(await response!.text(), path).toContain(`as="fetch" crossorigin href="${read}"`);
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    // Settled: the app's own reads have taken the answers the page's links asked for.
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    for (const read of reads)
      expect(
        requests.filter((sent) => sent === read),
        `${path}: ${read}`,
      ).toHaveLength(1);
  }
  expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

test('Client Flow and Lead Flow open without downloading zod (the forms load it as they open)', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard, clients: 3, leads: 2 });
  for (const [path, shown] of [
    ['/clients', 'Client Flow'],
    ['/leads', 'Lead Flow'],
  ] as const) {
    const scripts: string[] = [];
    const onRequest = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    page.off('request', onRequest);
    expect(scripts.length, path).toBeGreaterThan(0);
    // zod's schema classes are named in its code ('$ZodType'), whatever the chunk that carries them is called.
    const withZod = [];
    for (const script of scripts)
      if ((await (await page.request.get(script)).text()).includes('$ZodType')) withZod.push(script);
    expect(withZod, path).toEqual([]);
  }
});

/**
 * Runs in the page before its scripts: notes every computed-style or box read made outside a ResizeObserver
 * callback (which runs after the browser's own layout). Made while React puts a screen on the page, such a read
 * makes the browser style and lay out everything new there and then (docs/architecture.md, "Nothing reads layout in
 * the commit that draws a screen"). Plain JavaScript: it runs as it is in the page.
 */
const recordLayoutReads = `
  window.layoutReads = [];
  let inObserver = 0;
  const note = (what, element) => {
    if (inObserver === 0) window.layoutReads.push(what + ' ' + (element.outerHTML || '').slice(0, 120));
  };
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = function (element, pseudo) {
    note('getComputedStyle', element);
    return getComputedStyle.call(window, element, pseudo);
  };
  const getBoundingClientRect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    note('getBoundingClientRect', this);
    return getBoundingClientRect.call(this);
  };
  const NativeResizeObserver = window.ResizeObserver;
  window.ResizeObserver = class extends NativeResizeObserver {
    constructor(callback) {
      super((entries, observer) => {
        inObserver++;
        try { callback(entries, observer); } finally { inObserver--; }
      });
    }
  };
`;

test('Client Flow, Lead Flow and the dashboard read no style or box as they draw, on a phone and a desktop', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, {
    // More priority tasks than the prominent ones: the rest sit in a closed "Additional tasks" section.
    dashboard: { ...dashboard, priorityTasks: ['Renew insurance', 'Call the lab', 'Order albums', 'Update prices'] },
    clients: 3,
    leads: 2,
  });
  await page.addInitScript({ content: recordLayoutReads });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, shown] of [
      ['/dashboard', 'Back up memory cards'],
      ['/clients', 'Client Flow'],
      ['/leads', 'Lead Flow'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
      if (path !== '/dashboard') {
        const list =
          viewport.width > 400 ? page.getByRole('table') : page.getByRole('list', { name: /clients|leads/i });
        await expect(list.first()).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: /additional tasks/i })).toBeVisible();
      }
      expect(
        await page.evaluate(() => (window as unknown as { layoutReads: string[] }).layoutReads),
        `${path} at ${viewport.width} px`,
      ).toEqual([]);
    }
  }
});
