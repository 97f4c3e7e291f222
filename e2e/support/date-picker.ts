import { clientTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';

/** Opens the date picker named `label` (its button reads '{label}: …'), types the date and presses OK. */
export async function chooseDate(page: Page, label: string, isoDate: string) {
  await page.getByRole('button', { name: `${label}: ` }).click();
  const picker = page.getByRole('dialog', { name: label, exact: true });
  await picker.getByLabel(label, { exact: true }).fill(isoDate);
  await picker.getByRole('button', { name: clientTexts.ok }).click();
}
