import { expect, type Locator, type Page } from '@playwright/test';

/** The cards Client Flow and Lead Flow show on a phone instead of their tables: a list named like the table. */
export const phoneCards = (page: Page, name: 'Clients' | 'Leads') => page.getByRole('list', { name });

/** The card of one record: the list item whose heading is the record's name. */
export const cardOf = (cards: Locator, name: string) =>
  cards.getByRole('listitem').filter({ has: cards.page().getByRole('heading', { name, exact: true }) });

/**
 * Every card lies inside the 375 px screen, and each of `touchTargets` (a card's ticks with their labels,
 * selects and buttons) inside it too and at least 44 px high, for a thumb.
 */
export async function expectCardsFit(cards: Locator, touchTargets: Locator): Promise<void> {
  const width = cards.page().viewportSize()!.width;
  for (const card of await cards.getByRole('listitem').all()) {
    const box = (await card.boundingBox())!;
    expect(box.x, 'a card starts on screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'a card ends on screen').toBeLessThanOrEqual(width);
  }
  const targets = await touchTargets.all();
  expect(targets.length, 'controls on the card').toBeGreaterThan(0);
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    expect(box.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
  }
}

/** A card's controls a thumb taps: each tick with its label, each select and each button. */
export const touchTargetsOf = (card: Locator) =>
  card.locator('label:has(input[type=checkbox]), select, button').filter({ visible: true });
