import type { Locator, Page } from '@playwright/test';
import { bookShipment, bridgeCall, saveBoxesQuote, type Booked } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Answers that differ from what was asked: about another record, with fields
 * left out, with one id twice, with a status the app does not know. The
 * sandbox's `rewrite` fault changes its answer after carrying the operation
 * out. Whatever comes, a panel shows it with a plain note, or says what is
 * wrong: it never stays blank, and never shows another shipment as this one.
 */

const OTHER = 'ffffffff-0000-4000-8000-00000000beef';

async function openDetail(page: Page, appUrl: string, shipment: Booked): Promise<Locator> {
  await page.goto(`${appUrl}#/tracking?shipment=${shipment.shipmentId}`);
  const panel = page.getByRole('region', { name: `Shipment ${shipment.shipmentCode}` });
  await expect(panel).toBeVisible();
  return panel;
}

async function openDocuments(page: Page, appUrl: string, shipment: Booked): Promise<Locator> {
  await page.goto(`${appUrl}#/documents?shipment=${shipment.shipmentId}`);
  const panel = page.getByRole('region', { name: `Documents of ${shipment.shipmentCode}` });
  await expect(panel).toBeVisible();
  return panel;
}

test('a shipment detail about another shipment is refused in words, and Try again shows the right one', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.goto(appUrl);
  const shipment = await bookShipment(page);
  await hooks.setFault('tracking.detail', { rewrite: { set: { shipmentId: OTHER, bookingCode: 'NOT-MINE' } } });
  const panel = await openDetail(page, appUrl, shipment);

  const notice = panel.getByRole('alert').filter({ hasText: 'Could not load the shipment' });
  await expect(notice).toContainText(`answered with another shipment (${OTHER})`);
  await expect(panel.getByText('NOT-MINE')).toHaveCount(0);
  await saveScreensAtSizes(page, 'tracking-detail-other-shipment', { at: panel });

  await hooks.clearFaults('tracking.detail');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(panel.getByText('Booking code')).toBeVisible();
});

test('a shipment detail without most fields says what is not given; messages of another shipment are left out with a note', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.goto(appUrl);
  const shipment = await bookShipment(page);
  await hooks.setFault('tracking.detail', {
    rewrite: {
      remove: ['origin', 'destination', 'commodity', 'bookingCode', 'externalTracking', 'externalTrackingURL'],
    },
  });
  await hooks.setFault('tracking.messages', { rewrite: { set: { '*.shipmentId': OTHER } } });
  const panel = await openDetail(page, appUrl, shipment);

  const booking = panel
    .getByRole('definition')
    .filter({ has: page.getByText('Not given') })
    .first();
  await expect(booking).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Origin' }).locator('..')).toContainText('Not given');
  const note = panel.getByRole('note');
  await expect(note).toContainText(`about another shipment (${OTHER})`);
  await expect(note).toContainText('not shown here');
  await expect(panel.getByRole('list', { name: /Tracking messages/ })).toHaveCount(0);
  await saveScreensAtSizes(page, 'tracking-detail-partial', { at: note });
});

test('a checklist of another shipment is refused in words; a repeated id and an unknown status still draw, and a rejected document is not done', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.goto(appUrl);
  const shipment = await bookShipment(page);

  // Every document names another shipment: an error with Try again, not another shipment's list.
  await hooks.setFault('documents.list', { rewrite: { set: { '*.shipmentId': OTHER } }, times: 1 });
  const panel = await openDocuments(page, appUrl, shipment);
  const notice = panel
    .getByRole('alert')
    .filter({ hasText: `Could not load the documents of ${shipment.shipmentCode}` });
  await expect(notice).toContainText(`documents of another shipment (${OTHER})`);
  await expect(panel.getByRole('table')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('table', { name: /Document checklist/ })).toBeVisible();

  // Two uploads under one id: the first rejected by the back office, the second waiting;
  // and a document of another shipment among them.
  const uploaded = 'aaaaaaaa-0000-4000-8000-0000000000d1';
  await hooks.setFault('documents.list', {
    rewrite: {
      set: {
        '0.id': uploaded,
        '0.validationStatus': 'Rejected',
        '0.observations': 'The scan cannot be read',
        '1.id': uploaded,
        '1.validationStatus': 'None',
        '2.shipmentId': OTHER,
      },
    },
  });
  await panel.getByRole('button', { name: 'Reload' }).click();
  const table = panel.getByRole('table', { name: /Document checklist/ });
  await expect(table).toBeVisible();
  const rejected = table.getByRole('row').filter({ hasText: 'The scan cannot be read' });
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(table.getByText('Awaiting validation')).toBeVisible();
  // The rejected required document is still to do; the one waiting for validation counts.
  await expect(panel.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(panel.getByRole('note')).toContainText(`1 document of another shipment (${OTHER})`);
  await saveScreensAtSizes(page, 'documents-partial-answer', { at: panel });
});

test('saved quotes that share one id are all listed', async ({ page, appUrl, hooks }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  // Setup only: two saved quotes, through the bridge, beside those the demo account already has.
  const listed = async () => (await bridgeCall<{ value: unknown[] }>(page, 'quotes', 'list')).value.length;
  const before = await listed();
  for (let i = 0; i < 2; i++) await saveBoxesQuote(page);
  const saved = await listed();
  expect(saved).toBe(before + 2);

  await hooks.setFault('quotes.list', { rewrite: { set: { '*.quoteId': 'Q-SAME' } } });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  const table = page.getByRole('table', { name: 'Saved quotes' });
  // Every quote is drawn, though all now share one id.
  await expect(table.locator('tbody > tr').filter({ has: page.getByRole('rowheader') })).toHaveCount(saved);
  await expect(page.getByText(`${saved} saved quotes`)).toBeVisible();
});
