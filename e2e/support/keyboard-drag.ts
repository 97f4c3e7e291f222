import { expect, type Locator, type Page } from '@playwright/test';

type KeyboardDrag = {
  /** The arrow key that moves the item, 25 px per press. */
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';
  /** The screen-reader announcement once the item is picked up. */
  pickedUp: string;
  /** The announcement once the item is over its target: the drag stops there. */
  movedOver: string;
};

const maxPresses = 12;

/**
 * Drags a dnd-kit sortable item with the keyboard: Space picks it up, arrow presses move it until the live
 * region announces it over the target, Space drops it. dnd-kit starts listening for keys a task after the
 * pick-up, and Chromium may run a queued key press before that task on a busy machine, so one press can be
 * lost: pressing until the announcement appears is certain where a counted number of presses is not.
 */
export async function dragWithKeyboard(page: Page, handle: Locator, { key, pickedUp, movedOver }: KeyboardDrag) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(pickedUp)).toBeAttached();
  const target = page.getByText(movedOver);
  for (let press = 0; press < maxPresses && (await target.count()) === 0; press += 1) {
    await page.keyboard.press(key);
    await target.waitFor({ state: 'attached', timeout: 1000 }).catch(() => undefined);
  }
  await expect(target).toBeAttached();
  await page.keyboard.press('Space');
}
