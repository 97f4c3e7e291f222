import { accountTexts, authTexts, billingTexts, notificationCategories, twoFactorTexts } from '@shutterdesk/core';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { openSection } from './support/account-sections';
import { expect, test, waitingForHydration } from './support/fixtures';

test.describe('[ACCOUNT] settings', () => {
  test('the profile menu leads here; the name saves at once and a new e-mail, with the password, after its link is followed', async ({
    page,
    signInWith,
    mailLink,
  }) => {
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.getByRole('button', { name: /account menu|profile menu|open menu/i }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.getByLabel('Name').fill('Mira Monochrome');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(accountTexts.profileUpdated)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Mira Monochrome');

    const newEmail = `mira-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(accountTexts.emailChangeNeedsPassword)).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(accountTexts.emailChangeSent(newEmail))).toBeVisible();
    await page.goto(await mailLink(newEmail, 'verify', '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);

    // A link that is not valid, followed while signed in, comes back here and says so.
    await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Faccount');
    await expect(page).toHaveURL(/\/account\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('alert').filter({ hasText: accountTexts.emailLinkInvalid })).toBeVisible();
  });

  test('the password: the spec’s messages, then a change that clears the fields and works at the next sign-in', async ({
    page,
    signInWith,
    logInThroughForm,
  }) => {
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/account');
    await openSection(page, 'Password');
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change password' });

    await current.fill(user.password);
    await next.fill(user.password);
    await confirm.fill(user.password);
    await submit.click();
    await expect(page.getByText(accountTexts.samePassword)).toBeVisible();

    await next.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await expect(page.getByText(accountTexts.passwordTooShort)).toBeVisible();

    await next.fill('brand-new-9');
    await confirm.fill('brand-new-8');
    await submit.click();
    await expect(page.getByText(accountTexts.passwordsDoNotMatch)).toBeVisible();

    await page.getByRole('button', { name: 'Show new password' }).click();
    await expect(next).toHaveAttribute('type', 'text');
    await confirm.fill('brand-new-9');
    await submit.click();
    await expect(page.getByText(accountTexts.passwordChanged)).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    await page.context().clearCookies();
    await logInThroughForm(page, { ...user, password: 'brand-new-9' });
  });

  test('links: a script link is refused, a bare address gets https:// and the dashboard card uses it', async ({
    page,
    signInWith,
  }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/account');
    await openSection(page, 'Links');
    const crm = page.getByRole('textbox', { name: 'CRM' });
    await crm.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(page.getByText('Enter a web address such as https://example.com.')).toBeVisible();

    await crm.fill('crm.example.com/inbox');
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(page.getByText(accountTexts.linksUpdated)).toBeVisible();
    await expect(crm).toHaveValue('https://crm.example.com/inbox');

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /crm\.example\.com\/inbox/ })).toHaveAttribute(
      'href',
      'https://crm.example.com/inbox',
    );
  });

  test('notification settings: the master Category Tasks switch turns all nine off and on, and it is saved', async ({
    page,
    signInWith,
  }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/account');
    await openSection(page, accountTexts.sections.notifications);
    const master = page.getByRole('switch', { name: new RegExp(`^${accountTexts.categoryTasks}`) });
    const gallery = page.getByRole('switch', { name: 'Gallery', exact: true });
    await expect(master).toBeChecked();

    await master.click();
    await expect(page.getByText(accountTexts.preferencesUpdated).first()).toBeVisible();
    for (const category of notificationCategories) {
      await expect(page.getByRole('switch', { name: category, exact: true })).not.toBeChecked();
    }
    await gallery.click();
    await expect(gallery).toBeChecked();
    await expect(master).not.toBeChecked();

    await page.reload();
    await openSection(page, accountTexts.sections.notifications);
    await expect(gallery).toBeChecked();
    await expect(page.getByRole('switch', { name: 'CRM', exact: true })).not.toBeChecked();
    await master.click();
    for (const category of notificationCategories) {
      await expect(page.getByRole('switch', { name: category, exact: true })).toBeChecked();
    }
  });

  test('time zone and subscription: the zone is saved; with billing off the subscription section says so', async ({
    page,
    signInWith,
  }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/account');
    await openSection(page, 'Time zone');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
    await expect(page.getByText('Time zone set to Asia/Tokyo')).toBeVisible();
    await page.reload();
    await openSection(page, 'Time zone');
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Tokyo');

    await openSection(page, accountTexts.sections.subscription);
    await expect(page.getByText(billingTexts.billingDisabled)).toBeVisible();
  });

  test('signed-in devices: another device is listed and signed out from here', async ({
    page,
    browser,
    signInWith,
    logIn,
  }) => {
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    const phoneContext = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Android 15; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
    });
    const phone = waitingForHydration(await phoneContext.newPage());
    await logIn(phone, user);

    await page.goto('/account');
    await openSection(page, 'Signed-in devices');
    await expect(page.getByText('This device')).toBeVisible();
    const phoneRow = page.getByRole('listitem').filter({ hasText: 'Firefox on Android' });
    await phoneRow.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Signed out on that device')).toBeVisible();
    await expect(phoneRow).toHaveCount(0);

    await phone.goto('/leads');
    await expect(phone).toHaveURL(/\/login/);
    await phoneContext.close();
  });

  test('two-factor sign-in: turned on with a scanned key, then a sign-in asks for the code or a backup code', async ({
    page,
    signInWith,
  }) => {
    test.slow(); // four sign-ins, each hashing the password on the server
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/account');
    await openSection(page, 'Two-factor sign-in');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // What a person would type into their authenticator app: the key shown under the QR code.
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await dialog.getByLabel('Setup key', { exact: true }).textContent())!.replace(/\s+/g, '');
    const authenticator = new TOTP({ secret: Secret.fromBase32(key) });
    await dialog.getByLabel('Code from the app').fill(authenticator.generate({ timestamp: Date.now() + 90_000 }));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText(twoFactorTexts.wrongCode)).toBeVisible();
    await dialog.getByLabel('Code from the app').fill(authenticator.generate());
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(twoFactorTexts.enabled)).toBeVisible();
    const codesDialog = page.getByRole('dialog', { name: 'Your backup codes' });
    const backupCodes = await codesDialog
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(backupCodes).toHaveLength(10);
    await codesDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();

    const logInWithPassword = async () => {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    };
    await logInWithPassword();
    await page.getByLabel('Authentication code').fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(twoFactorTexts.codeRequired)).toBeVisible();
    // The app's next code, which the server takes a period early: the one shown now turned it on, and works once.
    await page.getByLabel('Authentication code').fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(authTexts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await logInWithPassword();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A backup code works once.
    await logInWithPassword();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(twoFactorTexts.wrongBackupCode)).toBeVisible();
    await page.getByLabel('Backup code').fill(backupCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/account');
    await openSection(page, 'Two-factor sign-in');
    await page.getByRole('button', { name: 'Turn off' }).click();
    const turnOff = page.getByRole('alertdialog', { name: 'Turn off two-factor sign-in?' });
    await turnOff.getByLabel('Password', { exact: true }).fill(user.password);
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText(twoFactorTexts.disabled)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  });

  test('your data: one download holds every record as JSON and the clients as CSV', async ({ page, signInWith }) => {
    const user = await signInWith(page, {
      dashboard: { categories: ['CRM'], tasks: [] },
      clients: [{ name: 'Mia, "the" Bride' }, { name: 'Noah Groom' }],
    });
    await page.goto('/account');
    await openSection(page, 'Your data');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^shutterdesk-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(strFromU8(files['data.json']!)) as { tables: Record<string, { name?: string }[]> };
    expect(data.tables.users).toEqual([expect.objectContaining({ email: user.email })]);
    expect(data.tables.clients!.map((client) => client.name).sort()).toEqual(['Mia, "the" Bride', 'Noah Groom']);
    expect(strFromU8(files['clients.csv']!)).toContain('"Mia, ""the"" Bride"');
  });

  test('delete account: a wrong password is refused; the right one deletes it, and it cannot sign in again', async ({
    page,
    signInWith,
  }) => {
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] }, clients: 2 });
    await page.goto('/account');
    await openSection(page, 'Delete account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('Please enter your password.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText(accountTexts.wrongPassword)).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText(accountTexts.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(401);
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/login/);
  });
});
