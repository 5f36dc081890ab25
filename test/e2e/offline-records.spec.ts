import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import { startLoopbackProxy } from '../helpers/loopback-proxy';
import { addServiceProfile, openApp, useProfile } from './support/accounts';
import { bookBoxesShipment, saveBoxesQuote } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * The record screens without the service: what the desk kept shows with its
 * "as of" stamp, actions that need the service are disabled with the reason
 * next to them, and forms in progress come back as drafts.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

test('a rating form in progress comes back after a reload as a draft, and Discard clears it', async ({
  page,
  appUrl,
}) => {
  await openApp(page, appUrl, 'Sandbox', '#/rating?mode=boxes');
  await page.getByLabel('Goods description').fill('Machine parts');
  await page.getByLabel('Goods value').fill('1250,50');
  // Saved half a second after the last change: the page clock moves it on, and the form says it was kept.
  await page.clock.runFor(600);
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await nav(page, 'Quotes').click();
  await page.reload();
  await page.goto(`${appUrl}#/rating?mode=boxes`);
  await expect(page.getByLabel('Goods description')).toHaveValue('Machine parts');
  await expect(page.getByLabel('Goods value')).toHaveValue('1250,50');
  await expect(page.getByText('Draft restored from')).toBeVisible();
  await saveScreensAtSizes(page, 'rating-draft-restored');

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Goods description')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Goods description')).toHaveValue('');
  await expect(page.getByText('Draft restored from')).toHaveCount(0);
});

test('without the service: kept lists show "as of", and Rate, Book, upload and delete say why they wait', async ({
  page,
  appUrl,
  hooks,
}) => {
  const { baseUrl } = await hooks.sandbox();
  const relay = await startLoopbackProxy(baseUrl);
  try {
    await openApp(page, appUrl);
    await addServiceProfile(page, { name: 'Relayed service', baseUrl: relay.url, ...DEMO_CREDENTIALS });
    await useProfile(page, 'Relayed service');
    const booked = await bookBoxesShipment(page);
    await saveBoxesQuote(page);

    // Seen once online: the desk keeps the quotes and the checklist.
    await nav(page, 'Quotes').click();
    await expect(page.getByRole('table')).toBeVisible();
    await page.goto(`${appUrl}#/documents?shipment=${booked.shipmentId}`);
    await expect(page.getByRole('table', { name: /Document checklist/ })).toBeVisible();
    await page.goto(`${appUrl}#/rating?mode=boxes`);
    await page.getByLabel('Goods description').fill('Typed before the service went away');

    await relay.stop();
    const status = page.getByRole('status').filter({ hasText: 'Relayed service' });
    await nav(page, 'Lookups').click();
    await page.getByLabel('City name').fill('Barcelona');
    await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();
    await expect(status).toContainText('Unreachable');

    await nav(page, 'Rating').click();
    await expect(page.getByLabel('Goods description')).toHaveValue('Typed before the service went away');
    await expect(page.getByRole('button', { name: 'Get rates' })).toBeDisabled();
    await expect(page.getByText('Getting rates needs the service.')).toBeVisible();
    await page.getByRole('button', { name: 'Get rates' }).scrollIntoViewIfNeeded();
    await saveScreensAtSizes(page, 'rating-offline');

    await nav(page, 'Quotes').click();
    await expect(page.getByText('Saved copy as of')).toBeVisible();
    await expect(page.getByText('Booking and deleting quotes need the service.')).toBeVisible();
    await saveScreensAtSizes(page, 'quotes-offline');

    await page.goto(`${appUrl}#/documents?shipment=${booked.shipmentId}`);
    const checklist = page.getByRole('table', { name: /Document checklist/ });
    await expect(checklist).toBeVisible();
    await expect(page.getByText('Saved copy as of').first()).toBeVisible();
    await expect(page.getByText(/Uploading needs the service/)).toBeVisible();
    await expect(checklist.getByRole('button', { name: /^Upload… / }).first()).toBeDisabled();
    await saveScreensAtSizes(page, 'documents-offline');
  } finally {
    await relay.stop().catch(() => undefined);
  }
});
