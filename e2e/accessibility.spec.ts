import {
  dashboardTexts,
  guardTexts,
  notFoundTexts,
  onboardingTexts,
  sessionTemplateTexts,
  waitlistTexts,
} from '@shutterdesk/core';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test, type DashboardSetup, type TestUser } from './support/fixtures';

/**
 * docs/budgets.md: every screen has 0 serious or critical axe-core violations and is usable at 375 px wide,
 * in the light and the dark theme.
 */
/** 'onboarded' is a signed-in user with a dashboard (categories, tasks, priority tasks), clients and leads. */
type Visitor = 'signed-out' | 'signed-in' | 'onboarded' | 'banned';

interface Screen {
  name: string;
  path: string;
  visitor: Visitor;
  /** What shows once the screen is drawn, so axe does not look at the loading state. */
  ready: (page: Page) => Locator;
  /** Puts the screen in the state to check, e.g. a menu opened; resolves once that state shows. */
  prepare?: (page: Page) => Promise<void>;
}

const pageHeading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const profileMenuTrigger = (page: Page) =>
  // The profile menu's code loads after the first paint; until then its trigger is a disabled placeholder.
  page.getByRole('button', { name: /profile menu/i }).and(page.locator(':enabled'));

const screens: Screen[] = [
  {
    name: 'the landing page',
    path: '/',
    visitor: 'signed-out',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  { name: 'the login page', path: '/login', visitor: 'signed-out', ready: pageHeading('Log in') },
  { name: 'the register page', path: '/register', visitor: 'signed-out', ready: pageHeading('Create your account') },
  {
    name: 'the forgot-password page',
    path: '/forgot-password',
    visitor: 'signed-out',
    ready: pageHeading('Reset your password'),
  },
  {
    name: 'the update-password page',
    path: '/update-password?token=x',
    visitor: 'signed-out',
    ready: pageHeading('Set a new password'),
  },
  { name: 'the waitlist page', path: '/waitlist', visitor: 'signed-out', ready: pageHeading(waitlistTexts.headline) },
  { name: 'the not-found page', path: '/no/such/page', visitor: 'signed-out', ready: pageHeading(notFoundTexts.title) },
  {
    name: 'the onboarding welcome step',
    path: '/welcome',
    visitor: 'signed-in',
    ready: (page) => page.getByText(onboardingTexts.welcomeEyebrow),
  },
  {
    name: 'the dashboard',
    path: '/dashboard',
    visitor: 'onboarded',
    ready: pageHeading(dashboardTexts.welcome('Ava Lens')),
  },
  { name: 'Client Flow', path: '/clients', visitor: 'onboarded', ready: pageHeading('Client Flow') },
  { name: 'Lead Flow', path: '/leads', visitor: 'onboarded', ready: pageHeading('Lead Flow') },
  {
    name: 'Session templates',
    path: '/session-templates',
    visitor: 'onboarded',
    ready: pageHeading(sessionTemplateTexts.pageTitle),
  },
  {
    name: 'the signed-in shell with the profile menu open',
    path: '/dashboard',
    visitor: 'onboarded',
    ready: profileMenuTrigger,
    prepare: async (page) => {
      await profileMenuTrigger(page).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    },
  },
  {
    name: 'the keyboard shortcuts overlay',
    path: '/dashboard',
    visitor: 'onboarded',
    ready: pageHeading(dashboardTexts.welcome('Ava Lens')),
    prepare: async (page) => {
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
  { name: 'the banned screen', path: '/dashboard', visitor: 'banned', ready: pageHeading(guardTexts.bannedTitle) },
];

const sampleDashboard: DashboardSetup = {
  categories: ['CRM', 'Finance'],
  tasks: [
    { title: 'Follow up with leads', category: 'CRM', frequency: 'daily' },
    { title: 'Review upcoming week and needs', category: 'CRM', frequency: 'weekly' },
    { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
    { title: 'Pay sales tax', category: 'Finance', frequency: 'monthly' },
  ],
  priorityTasks: ['Call the venue', 'Order prints', 'Update price list', 'Book second shooter'],
};

const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

const colorSchemes = ['light', 'dark'] as const;

/**
 * What a theme changes: colours, so the rules that measure them. Every other rule reads the page's elements and
 * their roles, names and sizes, the same in both themes, so the dark theme's test runs only these (a full analysis
 * takes seconds on a busy machine) and leaves the width to the light theme's.
 */
const colourRules = ['color-contrast', 'link-in-text-block'] as const;

for (const screen of screens) {
  for (const colorScheme of colorSchemes) {
    const checked =
      colorScheme === 'dark' ? 'no serious contrast violations' : 'no serious axe violations and fits 375 px';
    test(`[A11Y] ${screen.name} (${screen.path}) in the ${colorScheme} theme has ${checked}`, async ({
      page,
      createUser,
      banUser,
      logIn,
      setUpDashboard,
      createClients,
      createLeads,
    }) => {
      // Two full axe analyses per test (one per viewport) take most of the default 30 s on a loaded 2-core machine.
      test.slow();
      // Reduced motion: axe measures colours as they are drawn, so an entrance animation must not be mid-fade.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      if (screen.visitor !== 'signed-out') {
        const user: TestUser = await createUser();
        if (screen.visitor === 'onboarded') {
          await setUpDashboard(user, sampleDashboard);
          await createClients(user, 4);
          await createLeads(user, 4);
        }
        await logIn(page, user);
        if (screen.visitor === 'banned') await banUser(user);
      }

      for (const viewport of viewports) {
        await test.step(`${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await page.goto(screen.path);
          await expect(screen.ready(page)).toBeVisible();
          await screen.prepare?.(page);
          const what = `${screen.name} at ${viewport.width} px`;
          if (colorScheme === 'dark') {
            await expectNoSeriousViolations(page, what, colourRules);
          } else {
            await expectNoSeriousViolations(page, what);
            if (viewport.width === 375) await expectNoHorizontalScroll(page, `${screen.name} at 375 px`);
          }
        });
      }
    });
  }
}
