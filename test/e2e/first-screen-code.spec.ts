import { openDesk } from './support/desk-setup';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * The window starts with the code its first screen needs. Tracking, the list
 * a desk lives on, builds no zod schema: zod and the request schemas
 * (rating, booking, quotes, drafts) come with the screens that use them, and
 * with the command palette's rating modes when it first opens. zod marks the page's global object the moment its
 * core loads, whichever file it was bundled into; that mark is what is read.
 */

const zodLoaded = (page: Page) => page.evaluate(() => '__zod_globalConfig' in globalThis);

test('opening Tracking loads no schema code; the palette and the rating form bring it and work', async ({
  page,
  appUrl,
}) => {
  // No idle moment: the desk would otherwise load the other screens' code while it waits.
  await page.addInitScript({ content: 'window.requestIdleCallback = () => 0;' });
  await openDesk(page, appUrl, '#/tracking');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  expect(await zodLoaded(page)).toBe(false);

  // The palette opens at once and takes what is typed right away; the rating modes, read when it
  // first opens, join its list.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('sea fcl');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toHaveValue('sea fcl');
  await expect(palette.getByRole('option', { name: /Rate Sea FCL/ })).toBeVisible();
  await page.keyboard.press('Enter');

  // The rating form validates with the request schemas: they are loaded now.
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sea FCL', selected: true })).toBeVisible();
  expect(await zodLoaded(page)).toBe(true);
});
