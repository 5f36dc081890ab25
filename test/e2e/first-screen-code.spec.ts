import { openDesk } from './support/desk-setup';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * The window starts with the code its first screen needs. Today (the screen
 * it opens on) and Tracking (the list a desk lives on) build no zod schema:
 * zod and the request schemas (rating, booking, quotes, drafts) come with the
 * screens that use them. The mode tables that name the modes are plain data. zod marks the page's global object the moment its
 * core loads, whichever file it was bundled into; that mark is what is read.
 */

const zodLoaded = (page: Page) => page.evaluate(() => '__zod_globalConfig' in globalThis);

test('opening the desk on Today and then Tracking loads no schema code; the rating form brings it and works', async ({
  page,
  appUrl,
}) => {
  // No idle moment: the desk would otherwise load the other screens' code while it waits.
  await page.addInitScript({ content: 'window.requestIdleCallback = () => 0;' });
  await openDesk(page, appUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  // Today names its quotes' types with the rating tabs' words, from the mode tables.
  await expect(page.getByRole('region', { name: 'Quotes expiring within a day' })).toBeVisible();
  expect(await zodLoaded(page)).toBe(false);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  await expect(
    page.getByRole('grid', { name: 'Shipments' }).locator('[role="row"][data-loaded]').first(),
  ).toBeVisible();
  expect(await zodLoaded(page)).toBe(false);

  // The palette lists the rating modes; the rating form validates with the request schemas, loaded with it.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('sea fcl');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('option', { name: /Rate Sea FCL/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sea FCL', selected: true })).toBeVisible();
  expect(await zodLoaded(page)).toBe(true);
});
