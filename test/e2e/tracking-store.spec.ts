import { bookShipment, openDesk } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Tracking as it reads the local store: the sync strip, the search, the
 * empty states, the offline banner, and the Sync section of Settings. Needs
 * main answering the store's channels (sync.*, settings.*, the page input
 * with `search`).
 */

test('the list syncs, searches and says why it is empty', async ({ page, appUrl }) => {
  await openDesk(page, appUrl);
  const booked = await bookShipment(page);
  await page.goto(`${appUrl}#/tracking`);
  await expect(page.getByText(/\bSynced\b/)).toBeVisible();
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(list.getByText(booked.shipmentCode)).toBeVisible();
  await saveScreensAtSizes(page, 'tracking-store');

  const search = page.getByRole('searchbox', { name: 'Search shipments' });
  await search.fill(booked.shipmentCode.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${booked.shipmentCode.toLowerCase()}`));
  await expect(list.getByText(booked.shipmentCode)).toBeVisible();
  await search.fill('no such shipment anywhere');
  await expect(page.getByText('No shipment matches “no such shipment anywhere”')).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/\bSynced\b/)).toBeVisible();
});

test('an unreachable service shows the offline banner and disables the tracking switch with the reason', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  const booked = await bookShipment(page);
  await page.goto(`${appUrl}#/tracking?shipment=${booked.shipmentId}`);
  await expect(page.getByRole('switch', { name: 'Tracking updates' })).toBeEnabled();

  // Every call fails at the network, and signing in again too: the service cannot be reached.
  await hooks.setFault('*', { drop: 'before' });
  await hooks.expireTokens();
  await page.getByRole('button', { name: 'Refresh' }).click();
  const banner = page.getByRole('region', { name: 'The service cannot be reached' });
  await expect(banner).toContainText('It last answered');
  await expect(banner).toContainText('"as of"');
  await expect(page.getByRole('switch', { name: 'Tracking updates' })).toBeDisabled();
  await expect(page.getByText(/The service cannot be reached; what you typed is kept/)).toBeVisible();
  await saveScreensAtSizes(page, 'tracking-offline');
});

test('Settings keeps the minutes between syncs, with main’s message by the field', async ({ page, appUrl }) => {
  await openDesk(page, appUrl, '#/settings');
  const minutes = page.getByLabel('Minutes between syncs');
  await expect(minutes).toHaveValue('5');
  // The Sync section's own Save (the Company section below has one too).
  const save = page.getByRole('form', { name: 'Sync settings' }).getByRole('button', { name: 'Save' });
  await minutes.fill('2000');
  await save.click();
  await expect(page.getByText('Minutes between syncs must be at most 1440 (a day)')).toBeVisible();
  await minutes.fill('0');
  await save.click();
  await expect(page.getByText('Automatic sync is off')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Minutes between syncs')).toHaveValue('0');
  await saveScreensAtSizes(page, 'settings-sync');
});
