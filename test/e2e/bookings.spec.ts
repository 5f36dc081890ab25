import type { Page } from '@playwright/test';
import { bookShipment, openDesk, saveBoxesQuote, storedShipmentCount, syncStore } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * The Bookings screen lists every booking the store holds, newest first with
 * its status (not only this window's), and the booking forms in progress;
 * a booking opens its shipment, a form in progress resumes where it was
 * left, online and without the service.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

test('Bookings lists every booking from the store, newest first, and the forms in progress, online and offline', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  // Booked elsewhere than this window's form (another window, an earlier run): the store knows it once synced.
  const booked = await bookShipment(page);
  await syncStore(page);
  const total = await storedShipmentCount(page);
  expect(total).toBeGreaterThan(1);

  // A booking form half filled in, kept as a draft.
  const { quoteId } = await saveBoxesQuote(page);
  await page.goto(`${appUrl}#/booking?quote=${quoteId}&type=boxes`);
  await page.getByRole('region', { name: 'Origin contact' }).getByLabel('Company').fill('Ruiz Trading SL');
  await page.clock.runFor(600);
  await expect(page.getByText(/Draft saved/)).toBeVisible();

  await nav(page, 'Bookings').click();
  const bookings = page.getByRole('grid', { name: 'Bookings' });
  await expect(page.getByRole('region', { name: 'Bookings', exact: true })).toContainText(`${total} bookings`);
  // Newest first: the shipment just booked heads the list, with its status.
  const first = bookings.getByRole('row').nth(1);
  await expect(first).toContainText(booked.shipmentCode);
  await expect(first).toContainText(/Booked|Confirmed/);
  const inProgress = page.getByRole('list', { name: 'Bookings in progress' });
  await expect(inProgress.getByRole('listitem')).toHaveCount(1);
  await expect(inProgress).toContainText('Boxes');
  await expect(inProgress).toContainText('Ruiz Trading SL → …');
  await saveScreensAtSizes(page, 'bookings');

  // A booking opens its shipment.
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#/tracking\\?shipment=${booked.shipmentId}`));
  await expect(page.getByRole('region', { name: `Shipment ${booked.shipmentCode}` })).toBeVisible();

  // Without the service, both lists are there as the store keeps them, and the form resumes where it was left.
  await hooks.setFault('*', { drop: 'before' });
  await hooks.expireTokens();
  await nav(page, 'Bookings').click();
  await page.getByRole('link', { name: 'Rate a shipment' }).waitFor();
  await page.evaluate(() =>
    (globalThis as unknown as { freightDesk: { sync: { start(): Promise<unknown> } } }).freightDesk.sync.start(),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Unreachable');
  await expect(page.getByRole('region', { name: 'Bookings', exact: true })).toContainText(`${total} bookings`);
  await expect(bookings.getByRole('row').nth(1)).toContainText(booked.shipmentCode);
  await expect(inProgress).toContainText('Ruiz Trading SL → …');
  await saveScreensAtSizes(page, 'bookings-offline');
  await inProgress.getByRole('button', { name: /Resume/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/booking\\?quote=${quoteId}&type=boxes`));
  await expect(page.getByRole('region', { name: 'Origin contact' }).getByLabel('Company')).toHaveValue(
    'Ruiz Trading SL',
  );
});

test.describe('with 100,000 stored shipments', () => {
  const SEEDED = 100_000;
  test.use({ harnessArgs: ['--seed-shipments', String(SEEDED)] });
  // Seeding 100,000 shipments, serving them as one answer and storing them takes a while on a shared machine.
  test.setTimeout(300_000);

  test('Bookings pages them from the store: every one counted, a window of rows drawn, the last ones reached', async ({
    page,
    appUrl,
  }) => {
    // Signing in waits for the seeded account: the first sync is what the test waits for.
    await page.goto(`${appUrl}#/tracking`);
    await expect(page.getByText(/\bSynced\b/)).toBeVisible({ timeout: 240_000 });
    await nav(page, 'Bookings').click();
    const list = page.getByRole('grid', { name: 'Bookings' });
    await expect
      .poll(async () => Number(await list.getAttribute('aria-rowcount')), { timeout: 30_000 })
      .toBeGreaterThan(SEEDED);
    const drawn = list.locator('[role="row"][aria-rowindex]');
    expect(await drawn.count()).toBeLessThan(200);

    // The end of the list: its rows load and are drawn, still only a window of them.
    // The grid is the list's scrolling box.
    await list.evaluate((grid) => grid.scrollTo({ top: grid.scrollHeight }));
    const total = Number(await list.getAttribute('aria-rowcount'));
    await expect(list.locator(`[role="row"][aria-rowindex="${total}"][data-loaded]`)).toBeVisible();
    expect(await drawn.count()).toBeLessThan(200);
  });
});
