import type { Page } from '@playwright/test';
import { openDesk } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * The desk's theme, chosen in Settings: System follows the operating system,
 * Light and Dark hold whatever it says. A choice shows at once, is kept in
 * desk-settings.json, and a new page is drawn in it before any script runs.
 */
const LIGHT_APP = 'rgb(245, 246, 248)';
const DARK_APP = 'rgb(18, 20, 24)';

/** Clicks a segment of the Theme choice, as an operator does. */
async function choose(page: Page, name: string): Promise<void> {
  await page.getByRole('group', { name: 'Theme' }).locator('label').filter({ hasText: name }).click();
}

const appBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('Settings chooses System, Light or Dark: shown at once, kept, and a new page starts in it with no script run', async ({
  page,
  appUrl,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openDesk(page, appUrl, '#/settings');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  expect(await appBackground(page)).toBe(LIGHT_APP);

  // Dark while the system is light: at once, no reload.
  await choose(page, 'Dark');
  await expect.poll(() => appBackground(page)).toBe(DARK_APP);
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await saveScreensAtSizes(page, 'settings-theme-dark', { at: page.getByRole('heading', { name: 'Appearance' }) });

  // A new page, its scripts held back: the served page is dark before any of them runs, so no light flash.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await appBackground(page)).toBe(DARK_APP);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();

  // Light while the system is dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await choose(page, 'Light');
  await expect.poll(() => appBackground(page)).toBe(LIGHT_APP);

  // System follows the operating system again, both ways.
  await choose(page, 'System');
  await expect.poll(() => appBackground(page)).toBe(DARK_APP);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => appBackground(page)).toBe(LIGHT_APP);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' })).toBeChecked();
  await saveScreensAtSizes(page, 'settings-theme-system', { at: page.getByRole('heading', { name: 'Appearance' }) });
});
