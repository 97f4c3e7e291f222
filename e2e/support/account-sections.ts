import type { Page } from '@playwright/test';

/** Opens an Account settings section by its title, unless it is open already. */
export async function openSection(page: Page, title: string) {
  const trigger = page.getByRole('heading', { name: new RegExp(`^${title}`) }).getByRole('button');
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}
