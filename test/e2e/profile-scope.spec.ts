import { addServiceProfile, bookThroughBridge, openApp, SECOND_ACCOUNT, useProfile } from './support/accounts';
import { storedShipmentCount, syncEnded } from './support/desk-setup';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * One account's data never shows under another's: two profiles on the
 * embedded sandbox, each its own account (the sandbox keeps records by API
 * key), switched back and forth in the web harness.
 */

test('each profile sees only its own shipments in Tracking, the detail and Documents, back and forth', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.addAccount(SECOND_ACCOUNT);
  const { baseUrl } = await hooks.sandbox();
  await openApp(page, appUrl);
  const [mine] = await bookThroughBridge(page);
  await addServiceProfile(page, { name: 'Second account', baseUrl, ...SECOND_ACCOUNT });

  // The Sandbox profile's shipment, open beside the list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  const grid = page.getByRole('grid', { name: 'Shipments' });
  await grid.getByRole('row', { name: new RegExp(mine!.shipmentCode) }).click();
  await expect(page.getByRole('region', { name: `Shipment ${mine!.shipmentCode}` })).toBeVisible();

  await useProfile(page, 'Second account');
  const [theirs] = await bookThroughBridge(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  await expect(grid.getByRole('row', { name: new RegExp(theirs!.shipmentCode) })).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(mine!.shipmentCode) })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Shipments' }).locator('..')).toContainText('1 shipment');

  // The other account's shipment, asked for by its id: the service knows no such shipment here.
  await page.goto(`${appUrl}#/tracking?shipment=${encodeURIComponent(mine!.shipmentId)}`);
  // Titled without a code: nothing of the other account's shipment is shown.
  const foreign = page.getByRole('region', { name: 'Shipment', exact: true });
  await expect(foreign.getByRole('alert')).toContainText('Not found');
  await expect(foreign).not.toContainText(mine!.shipmentCode);

  // Documents: the recent shipments are this account's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  const recent = page.getByRole('table', { name: 'Recent shipments' });
  await expect(recent.getByRole('row', { name: new RegExp(theirs!.shipmentCode) })).toBeVisible();
  await expect(recent.getByRole('row', { name: new RegExp(mine!.shipmentCode) })).toHaveCount(0);
  await saveScreen(page, 'scope-documents-second-account');

  // And back.
  await useProfile(page, 'Sandbox');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  await expect(grid.getByRole('row', { name: new RegExp(mine!.shipmentCode) })).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(theirs!.shipmentCode) })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await expect(recent.getByRole('row', { name: new RegExp(mine!.shipmentCode) })).toBeVisible();
  await expect(recent.getByRole('row', { name: new RegExp(theirs!.shipmentCode) })).toHaveCount(0);
});

test('a profile switched while Tracking is open empties the list and closes the other account’s shipment', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.addAccount(SECOND_ACCOUNT);
  const { baseUrl } = await hooks.sandbox();
  await openApp(page, appUrl);
  const [mine] = await bookThroughBridge(page);
  await addServiceProfile(page, { name: 'Second account', baseUrl, ...SECOND_ACCOUNT });
  await page.goto(`${appUrl}#/tracking?shipment=${encodeURIComponent(mine!.shipmentId)}`);
  const detail = page.getByRole('region', { name: `Shipment ${mine!.shipmentCode}` });
  await expect(detail).toBeVisible();

  // Another window of the desk switches the profile (the status bar's sign-out would do it too).
  const other = await page.context().newPage();
  await openApp(other, appUrl);
  await useProfile(other, 'Second account');

  await expect(page.getByRole('status').filter({ hasText: 'Second account' })).toContainText('Connected');
  await expect(detail).toHaveCount(0);
  await expect(page).not.toHaveURL(/shipment=/);
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('No shipments yet');
  await expect(page.getByText(mine!.shipmentCode)).toHaveCount(0);
  await saveScreen(page, 'scope-tracking-after-switch');
});

test('a booking shows in the tracking list at once, without Refresh, also in a window that has it open', async ({
  page,
  appUrl,
}) => {
  await openApp(page, appUrl, 'Sandbox', '#/tracking');
  // The demo account starts with its history: the list shows what the sign-in sync stored.
  await syncEnded(page);
  const before = await storedShipmentCount(page);
  const count = page.getByRole('heading', { name: 'Shipments' }).locator('..');
  await expect(count).toContainText(new RegExp(`\\b${before} shipments?\\b`));

  // Booked in this window: the list shows it once the sync the booking starts has stored it.
  const [first] = await bookThroughBridge(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rating' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  const grid = page.getByRole('grid', { name: 'Shipments' });
  await expect(grid.getByRole('row', { name: new RegExp(first!.shipmentCode) })).toBeVisible();

  // Booked in another window while this one shows the list: it reloads on its own.
  const other = await page.context().newPage();
  await openApp(other, appUrl);
  const [second] = await bookThroughBridge(other);
  await expect(grid.getByRole('row', { name: new RegExp(second!.shipmentCode) })).toBeVisible();
  await expect(count).toContainText(new RegExp(`\\b${before + 2} shipments\\b`));
});
