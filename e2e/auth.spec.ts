import { authTexts, dashboardTexts, guardTexts } from '@shutterdesk/core';
import { expect, test, waitingForHydration } from './support/fixtures';

test.describe('[AUTH] register, verify, log in, guard, log out', () => {
  test('a new photographer registers, verifies by e-mail, is guarded, logs out and logs back in', async ({
    page,
    mailLink,
  }) => {
    test.slow(); // the whole journey: register, verify, guard, log out, log back in
    const email = `new-${Date.now()}-${test.info().workerIndex}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Name').fill('Nora Negative');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('aperture-22');
    await page.getByLabel(/confirm/i).fill('aperture-23');
    await page.getByRole('button', { name: /sign up|create account|register/i }).click();
    await expect(page.getByText(authTexts.passwordsDoNotMatch)).toBeVisible();

    await page.getByLabel(/confirm/i).fill('aperture-22');
    await page.getByRole('button', { name: /sign up|create account|register/i }).click();
    await expect(page.getByText(authTexts.registerSuccess).first()).toBeVisible();

    // Not verified yet: logging in is refused with the provider's message.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('aperture-22');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText('Email not verified')).toBeVisible();
    await expect(page.getByText(authTexts.verificationNeeded)).toBeVisible();
    await expect(page.getByLabel('Email for the new link')).toHaveValue(email);
    await expect(page.getByRole('button', { name: authTexts.resendVerification })).toBeVisible();

    // The link of that refused log-in goes straight to the wizard: no landing page or dashboard on the way.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(await mailLink(email, 'verify', '/api/auth/verify-email', 1));
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect([...new Set(visited)]).toEqual(['/welcome']);

    // Signed in: guest-only pages send the user to the dashboard, which sends a user without categories on to
    // the onboarding wizard.
    await page.goto('/login');
    await expect(page.getByText(dashboardTexts.needsCategory)).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);

    await page.getByRole('button', { name: /account menu|profile menu|open menu|Nora/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText(authTexts.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // Signed out: a page that needs a session sends the visitor to log in, then back.
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('aperture-22');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText(authTexts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/leads$/);
  });

  test('a wrong password shows the provider message and keeps the visitor on the login page', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText(authTexts.loginInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the signed-in shell shows the main navigation and the profile menu', async ({
    page,
    createUser,
    setUpDashboard,
    logIn,
  }) => {
    const user = await createUser({ name: 'Mia Mirrorless' });
    await setUpDashboard(user, { categories: ['CRM'] });
    await logIn(page, user);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);

    await page.getByRole('button', { name: /account menu|profile menu|open menu|Mia/i }).click();
    for (const item of ['Account', 'Bug report', 'Feedback form', 'Keyboard shortcuts', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('the header menus load their code only when reached for, and open from the keyboard', async ({
    page,
    createUser,
    setUpDashboard,
    logIn,
  }) => {
    const menuScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/(profile-menu|bell-menu)-[\w-]+\.js$/.test(request.url())) menuScripts.push(request.url());
    });
    const user = await createUser({ name: 'Kai Keyboard' });
    await setUpDashboard(user, { categories: ['CRM'] });
    await logIn(page, user);
    await expect(page.getByRole('heading', { name: /Kai Keyboard/ })).toBeVisible();
    expect(menuScripts).toEqual([]);

    const profileButton = page.getByRole('button', { name: 'Profile menu: Kai Keyboard' });
    await profileButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(profileButton).toBeFocused();

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'See All' })).toBeVisible();
    expect(menuScripts).toHaveLength(2);
  });

  test('an admin sees the Admin dashboard button on a wide screen but not on a phone', async ({
    page,
    createUser,
    logIn,
  }) => {
    const admin = await createUser({ isAdmin: true });
    await logIn(page, admin);
    await expect(page.getByRole('link', { name: 'Admin dashboard' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('link', { name: 'Admin dashboard' })).toBeHidden();
  });
});

test.describe('[AUTH] an address signed up for twice', () => {
  test('its verification link has the follower choose the password before anyone is signed in', async ({
    page,
    baseURL,
    mailLink,
  }) => {
    const email = `contested-${Date.now()}-${test.info().workerIndex}@example.com`;
    for (const [name, password] of [
      ['Mallory', 'stranger-pass-1'],
      ['Olivia Owner', 'owner-pass-1'],
    ] as const) {
      const answer = await page.request.post('/api/auth/sign-up/email', {
        data: { name, email, password, callbackURL: '/welcome' },
        headers: { origin: new URL(baseURL ?? '').origin },
      });
      expect(answer.status()).toBe(200);
    }
    // The second sign-up's link: the one of the password in force.
    await page.goto(await mailLink(email, 'verify', '/api/auth/verify-email', 1));
    await expect(page).toHaveURL(/\/update-password\?token=[^&]+&reason=CONTESTED_SIGN_UP$/);
    await expect(page.getByRole('status').filter({ hasText: authTexts.contestedSignUp })).toBeVisible();
    await page.getByLabel(/^new password$/i).fill('owner-pass-2');
    await page.getByLabel(/confirm/i).fill('owner-pass-2');
    await page.getByRole('button', { name: /update|save|set/i }).click();
    await expect(page.getByText(authTexts.passwordUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
  });
});

test.describe('[AUTH] verification links that fail', () => {
  test('a bad link says so and offers a new one; a used link says it was used', async ({
    page,
    browser,
    createUser,
    mailLink,
  }) => {
    test.slow(); // two browsers, a mailed link, five page loads and a sign-in: over 30 s on a busy 2-core machine
    const user = await createUser({ verified: false });
    await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fwelcome');
    await expect(page).toHaveURL(/\/login\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('alert')).toContainText(authTexts.verificationLinkInvalid);

    await page.getByLabel('Email for the new link').fill(user.email);
    await page.getByRole('button', { name: authTexts.resendVerification }).click();
    await expect(page.getByText(authTexts.verificationResent)).toBeVisible();

    const link = await mailLink(user.email, 'verify', '/api/auth/verify-email');
    await page.goto(link);
    await expect(page).toHaveURL(/\/welcome$/);

    // Followed again, signed out: it was used, the address is verified, and logging in is what is left.
    const elsewhere = waitingForHydration(await browser.newPage());
    await elsewhere.goto(link);
    await expect(elsewhere).toHaveURL(/\/login\?error=ALREADY_VERIFIED$/);
    await expect(elsewhere.getByRole('status').filter({ hasText: authTexts.verificationLinkUsed })).toBeVisible();
    await expect(elsewhere.getByRole('button', { name: authTexts.resendVerification })).toHaveCount(0);
    await elsewhere.getByLabel('Email', { exact: true }).fill(user.email);
    await elsewhere.getByLabel('Password', { exact: true }).fill(user.password);
    await elsewhere.getByRole('button', { name: /log in/i }).click();
    await expect(elsewhere.getByText(authTexts.loginSuccess)).toBeVisible();
    await expect(elsewhere).toHaveURL(/\/welcome$/);
    await elsewhere.close();
  });

  test('a banned user who logs in is told so, with no welcome', async ({ page, createUser }) => {
    const user = await createUser({ isBanned: true });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: guardTexts.bannedTitle })).toContainText(
      guardTexts.bannedMessage('help@shutterdesk.test'),
    );
    await expect(page.getByText(authTexts.loginSuccess)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('[AUTH] forgot and update password', () => {
  test('a reset e-mail leads to a new password and the dashboard', async ({
    page,
    createUser,
    setUpDashboard,
    mailLink,
  }) => {
    const user = await createUser();
    await setUpDashboard(user, { categories: ['Personal'] });
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.getByText(authTexts.resetEmailSent)).toBeVisible();

    await page.goto(await mailLink(user.email, 'reset', '/api/auth/reset-password/'));
    await expect(page).toHaveURL(/\/update-password\?token=/);
    await page.getByLabel(/^new password$/i).fill('12345');
    await page.getByLabel(/confirm/i).fill('12345');
    await page.getByRole('button', { name: /update|save|set/i }).click();
    await expect(page.getByText(/at least 6 characters/i)).toBeVisible();

    await page.getByLabel(/^new password$/i).fill('brand-new-9');
    await page.getByLabel(/confirm/i).fill('brand-new-9');
    await page.getByRole('button', { name: /update|save|set/i }).click();
    await expect(page.getByText(authTexts.passwordUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
