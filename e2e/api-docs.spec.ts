import { expect, test } from './support/fixtures';

test.describe('API reference', () => {
  test('renders the OpenAPI document at /api/docs, with our endpoints and better-auth’s', async ({ page }) => {
    const failedScripts: string[] = [];
    page.on('pageerror', (error) => failedScripts.push(error.message));
    // Swagger UI is 1.4 MB of script to parse before it draws anything: a loaded 2-core machine needs a while.
    test.slow();
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Shutterdesk API/ })).toBeVisible({ timeout: 30_000 });
    // Swagger UI shows each operation as its method and path.
    await expect(page.locator('[data-path="/api/clients/{id}"]').first()).toBeVisible();
    await expect(page.locator('[data-path="/api/auth/sign-in/email"]').first()).toBeAttached();
    await page.locator('[data-path="/api/clients"]').first().click();
    await expect(page.getByText('ClientList').first()).toBeVisible();
    expect(failedScripts).toEqual([]);
  });
});
