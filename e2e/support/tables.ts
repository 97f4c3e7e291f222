import type { Locator } from '@playwright/test';

/**
 * The names in an editable table's rows, in their order on screen: each name is also its rename button
 * ('Rename {name}').
 */
export const namesInTable = async (table: Locator) =>
  (await table.getByRole('button', { name: /^Rename / }).allTextContents()).map((text) => text.replace(/^Rename /, ''));
