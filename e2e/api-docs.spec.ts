import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** How many sections (tags) the document's operations fall into: every one is listed. */
async function tagCount(page: Page): Promise<number> {
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return new Set(Object.values(document.paths).flatMap((path) => Object.values(path).flatMap((op) => op.tags ?? [])))
    .size;
}

test.describe('API reference', () => {
  test('renders the OpenAPI document at /api/docs, with our endpoints and better-auth’s', async ({ page }) => {
    const failedScripts: string[] = [];
    page.on('pageerror', (error) => failedScripts.push(error.message));
    // Swagger UI is 1.4 MB of script to parse before it draws anything: a loaded 2-core machine needs a while.
    test.slow();
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Shutterdesk API/ })).toBeVisible({ timeout: 30_000 });
    // The sections start closed; opened, Swagger UI shows each operation as its method and path.
    await expect(page.locator('.opblock-tag')).toHaveCount(await tagCount(page));
    await page.locator('.opblock-tag', { hasText: 'Client Flow' }).click();
    await expect(page.locator('[data-path="/api/clients/{id}"]').first()).toBeVisible();
    await page.locator('.opblock-tag', { hasText: /^Auth/ }).click();
    await expect(page.locator('[data-path="/api/auth/sign-in/email"]').first()).toBeAttached();
    await page.locator('[data-path="/api/clients"]').first().click();
    const listClients = page.locator('.opblock', { has: page.locator('[data-path="/api/clients"]') }).first();
    await expect(listClients.getByRole('heading', { name: 'Responses' })).toBeVisible();
    await listClients.getByRole('tab', { name: 'Schema' }).first().click();
    await expect(listClients.getByText('ClientList').first()).toBeVisible();
    expect(failedScripts).toEqual([]);
  });
});
