import type { Page, Request } from '@playwright/test';
import { configRead, screenFirstReads, sessionRead, type ServerState } from '@shutterdesk/core';
import { expect, test, type DashboardSetup } from './support/fixtures';

/**
 * No request waterfall (app/route-data.ts): a page drawn on the server holds its first reads' answers; on a
 * navigation a screen's code and the data it reads first are requested together, without waiting for the screen's
 * code. A test of the order holds one answer back and checks what the page asked for meanwhile, so the order does
 * not depend on timing.
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

/** The reads a page makes first (core's first-reads.ts). */
const firstReads: readonly string[] = [
  sessionRead,
  configRead,
  ...Object.values(screenFirstReads).flatMap((reads) => reads ?? []),
];

/** What the page asked for while it loaded, by path. */
async function requestsOf(page: Page, act: () => Promise<unknown>): Promise<string[]> {
  const requests: string[] = [];
  const onRequest = (request: Request) => requests.push(new URL(request.url()).pathname);
  page.on('request', onRequest);
  await act();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return requests;
}

// The server draws a screen with the answers of its first reads in the page (docs/decisions/0021-server-rendering.md):
// the browser reads none of them again, and the screen's code comes with the page, named in its head.
test('opening /clients draws the list from the page, without reading the session or the list', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard, clients: 3 });
  const requests = await requestsOf(page, () => page.goto('/clients'));
  await expect(page.getByRole('heading', { level: 1, name: 'Client Flow' })).toBeVisible();
  expect(requests.filter((path) => firstReads.includes(path))).toEqual([]);
  expect(requests.some((path) => isWanted(new URL(path, 'http://page'), { chunk: 'clients-page' }))).toBe(true);
});

test('opening /dashboard draws both task lists from the page, without reading them', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard });
  const requests = await requestsOf(page, () => page.reload());
  await expect(page.getByText('Back up memory cards')).toBeVisible();
  await expect(page.getByText('Renew liability insurance')).toBeVisible();
  expect(requests.filter((path) => firstReads.includes(path))).toEqual([]);
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

test('a signed-out visitor on /dashboard is sent to the login by the server, logs in and sees the tasks', async ({
  page,
  createUser,
  setUpDashboard,
}) => {
  const user = await createUser();
  await setUpDashboard(user, dashboard);
  const response = await page.request.get('/dashboard', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/login?from=%2Fdashboard');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?from=%2Fdashboard$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Back up memory cards')).toBeVisible();
  await expect(page.getByText('Renew liability insurance')).toBeVisible();
});

test("the page holds its first reads' answers, names its screen's code, and nothing is read again", async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard, clients: 3, leads: 2 });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const [path, chunk, shown] of [
    ['/clients', 'clients-page', 'Client Flow'],
    ['/leads', 'leads-page', 'Lead Flow'],
    ['/dashboard', 'dashboard-page', 'Back up memory cards'],
  ] as const) {
    let html = '';
    const requests = await requestsOf(page, async () => {
      html = await (await page.goto(path))!.text();
      await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    });
    expect(html, path).toContain('id="server-state"');
    // A short list comes whole and is kept as the whole list: the page carries its rows once, not also as the
    // view's first answer (lib/windowed-list.ts, repeatsWholeList).
    if (path !== '/dashboard') {
      const state = /<script id="server-state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      const cache = (JSON.parse(state) as ServerState).queries as { queries: { queryKey: unknown[] }[] };
      const listKeys = cache.queries.map((query) => query.queryKey).filter((key) => key[0] === path.slice(1));
      expect(listKeys, path).toEqual([[path.slice(1)]]);
    }
    // Named for after the first paint (apps/server/src/http/app-loader.ts), not fetched alongside the page.
    expect(html, path).toMatch(new RegExp(`<script id="app-scripts" type="application/json">[^<]*"/assets/${chunk}-`));
    expect(html, path).not.toContain('<link rel="modulepreload"');
    expect(html, path).not.toContain('as="fetch"');
    expect(
      requests.filter((sent) => firstReads.includes(sent)),
      path,
    ).toEqual([]);
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
