import type { Page } from '@playwright/test';
import type { Fault } from '@sandbox';
import {
  bookBoxesShipment,
  bridgeCall,
  dropFiles,
  openDesk,
  saveBoxesQuote,
  shipmentCount,
} from './support/desk-setup';
import { expect, saveScreen, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Changes sent to the service whose answer cannot be read. The sandbox
 * carries each one out and then breaks its answer (cut JSON, a wrongly shaped
 * body, a body beyond the client's size limit, a dropped connection, a 503). Every
 * screen must say the outcome is unknown, say how to check, offer no way to
 * send the same change again, and the sandbox must hold the change once.
 */

/** The ids of the saved quotes the service lists now. */
async function savedQuoteIds(page: Page): Promise<string[]> {
  return (await bridgeCall<{ value: Array<{ quoteId: string }> }>(page, 'quotes', 'list')).value.map((q) => q.quoteId);
}

/** The Quotes screen's count: "1 saved quote", "5 saved quotes". */
const savedQuotesText = (n: number) => (n === 1 ? '1 saved quote' : `${n} saved quotes`);

/** Ways the sandbox breaks an answer after carrying the change out. */
const brokenAnswers: ReadonlyArray<{ name: string; fault: Fault }> = [
  { name: 'cut-off JSON', fault: { malformedJson: true } },
  { name: 'a wrongly shaped body', fault: { wrongShape: true } },
  // The client reads at most 20 MiB of an answer.
  { name: 'a body too large to read', fault: { oversizeBytes: 21 * 1024 * 1024 } },
  { name: 'a connection dropped after booking', fault: { drop: 'after' } },
  // The service made the booking, then failed: a 503 that does not say it turned the request away.
  { name: 'HTTP 503 after booking', fault: { statusAfter: 503 } },
];

/** Any control that would send the change again. */
const RESEND = /^(Book shipment|Try again|Save quote|Upload tariff)$/;

/** The Book button of the newest saved quote, then the booking form filled in and reviewed. */
async function reviewBookingOfNewestQuote(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await page.getByRole('button', { name: /^Book/ }).first().click();
  for (const section of ['Origin contact', 'Destination contact']) {
    const region = page.getByRole('region', { name: section });
    await region.getByLabel('Contact person').fill('Ana Ruiz');
    await region.getByLabel('Company').fill('Ruiz Trading SL');
    await region.getByLabel('E-mail').fill('ana@ruiz.example');
    await region.getByLabel('Phone prefix').fill('34');
    await region.getByLabel('Phone', { exact: true }).fill('600111222');
    await region.getByLabel('Address').fill('Carrer Gran 1, 08001 Barcelona');
  }
  await page.getByLabel('Pickup from').selectOption({ index: 1 });
  await page.getByLabel('Pickup until').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page.getByRole('heading', { name: 'Review the booking' })).toBeVisible();
}

for (const { name, fault } of brokenAnswers) {
  test(`a booking answered with ${name} is "outcome unknown", is never sent again, and is booked once`, async ({
    page,
    appUrl,
    hooks,
  }) => {
    await openDesk(page, appUrl);
    await saveBoxesQuote(page);
    const before = await shipmentCount(page);
    await reviewBookingOfNewestQuote(page);

    await hooks.setFault('booking.boxes', fault);
    await page.getByRole('button', { name: 'Book shipment' }).click();

    const unknown = page
      .getByRole('alert')
      .filter({ hasText: 'Outcome unknown: the booking may or may not have been made' });
    await expect(unknown).toBeVisible();
    await expect(unknown).toBeFocused();
    await expect(unknown).toContainText('Do not book this quote again yet');
    await expect(unknown).not.toContainText('was not made');
    await expect(page.getByRole('button', { name: RESEND })).toHaveCount(0);
    if (name === 'cut-off JSON') await saveScreen(page, 'outcome-unknown-booking');
    if (name === 'HTTP 503 after booking')
      await saveScreensAtSizes(page, 'outcome-unknown-booking-503', { at: unknown });

    await hooks.clearFaults();
    // The service booked it exactly once: one request, one new shipment.
    expect(await hooks.requestCount('booking.boxes')).toBe(1);
    expect(await shipmentCount(page)).toBe(before + 1);

    // The way to check is one click away.
    await unknown.getByRole('link', { name: /Check Tracking/ }).click();
    await expect(page).toHaveURL(/#\/tracking\?operator=/);
  });
}

test('a quote saved with an unreadable answer is "outcome unknown", its Save button gone, and saved once', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  // The demo account has saved quotes already: this one is counted on top of them.
  const before = await savedQuoteIds(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rating' }).click();
  const form = page.getByRole('form', { name: /rating/ });
  for (const [group, code] of [
    ['Origin', '08001'],
    ['Destination', '28001'],
  ] as const) {
    await form.getByRole('group', { name: group }).getByLabel('City or postal code').fill(code);
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
  }
  const box = form.getByRole('group', { name: 'Box 1' });
  for (const [label, value] of [
    ['Quantity', '2'],
    ['Length', '40'],
    ['Width', '30'],
    ['Height', '30'],
    ['Weight', '12.5'],
  ] as const) {
    await box.getByLabel(label).fill(value);
  }
  await form.getByLabel('Goods value').fill('1500');
  await form.getByLabel('Goods description').fill('Spare parts');
  await form.getByRole('button', { name: 'Get rates' }).click();
  const saveButtons = page.getByRole('button', { name: 'Save quote' });
  await expect(saveButtons.first()).toBeVisible();
  const offered = await saveButtons.count();

  await hooks.setFault('quotes.save', { wrongShape: true });
  await saveButtons.first().click();

  const unknown = page
    .getByRole('alert')
    .filter({ hasText: 'Outcome unknown: the quote may or may not have been saved' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('Check Quotes');
  // That rate offers no Save any more (the others still do); nothing says "Try again".
  await expect(saveButtons).toHaveCount(offered - 1);
  await expect(page.getByText('Unknown', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await saveScreen(page, 'outcome-unknown-quote-save');
  await hooks.clearFaults();
  expect(await hooks.requestCount('quotes.save')).toBe(1);

  await unknown.getByRole('button', { name: 'Check Quotes' }).click();
  await expect(page.getByText(savedQuotesText(before.length + 1), { exact: true })).toBeVisible();
  expect(await savedQuoteIds(page)).toHaveLength(before.length + 1);
});

test.describe('on an empty account', () => {
  // The saved quotes table shows no id: the quote this test saves is told from the demo
  // history's only by being the one row, so the account starts empty.
  test.use({ harnessArgs: ['--no-demo-history'] });

  test('a quote deleted with a dropped answer is "outcome unknown", and the list read again shows it gone', async ({
    page,
    appUrl,
    hooks,
  }) => {
    await openDesk(page, appUrl);
    const { quoteId } = await saveBoxesQuote(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
    const mine = page.getByRole('table', { name: 'Saved quotes' }).locator('tbody > tr');
    await expect(mine).toHaveCount(1);

    await hooks.setFault('quotes.delete', { drop: 'after' });
    await mine.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete quote' }).click();

    const unknown = page
      .getByRole('alert')
      .filter({ hasText: 'Outcome unknown: the quote may or may not have been deleted' });
    await expect(unknown).toBeVisible();
    await expect(unknown).toContainText('The list below was read again');
    await expect(mine).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No saved quotes' })).toBeVisible();
    expect(await savedQuoteIds(page)).not.toContain(quoteId);
    await saveScreen(page, 'outcome-unknown-quote-delete');
    expect(await hooks.requestCount('quotes.delete')).toBe(1);
  });
});

test('a document uploaded with an unreadable answer is "outcome unknown"; the checklist shows it arrived once', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  const shipment = await bookBoxesShipment(page);
  await page.goto(`${appUrl}#/documents?shipment=${shipment.shipmentId}`);
  const checklist = page.getByRole('table', { name: `Document checklist of ${shipment.shipmentCode}` });
  const row = checklist.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Label Required' }) });
  await expect(row).toContainText('Not uploaded');

  await hooks.setFault('documents.upload', { malformedJson: true });
  await dropFiles(page, row, [{ name: 'label.pdf', type: 'application/pdf', text: '%PDF-1.4\n% label\n' }]);

  const entry = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'label.pdf' });
  await expect(entry).toContainText('Outcome unknown');
  const unknown = page
    .getByRole('alert')
    .filter({ hasText: 'Outcome unknown: label.pdf may or may not have been uploaded' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('The checklist above was read again');
  // The checklist, read again, shows the file did arrive: once.
  await expect(row).toContainText('Awaiting validation');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await saveScreen(page, 'outcome-unknown-document');
  await hooks.clearFaults();
  expect(await hooks.requestCount('documents.upload')).toBe(1);
});

test('a tariff uploaded with a dropped answer is "outcome unknown" and the Upload button does not send it again', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tariffs' }).click();
  const upload = page.getByRole('region', { name: 'Upload a tariff' });
  await upload.getByLabel('Contract reference').fill('UNKNOWN-1');
  await upload.getByLabel('Carrier SCAC').fill('MSCU');
  await dropFiles(page, upload.getByRole('group', { name: 'Drop to add to this tariff' }), [
    { name: 'terms.pdf', type: 'application/pdf', text: '%PDF-1.4\n% terms\n' },
  ]);

  await hooks.setFault('tariffs.upload', { drop: 'after' });
  await upload.getByRole('button', { name: 'Upload tariff' }).click();

  const unknown = upload
    .getByRole('alert')
    .filter({ hasText: 'Outcome unknown: the tariff may or may not have been uploaded' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('Check the tariff report below for contract UNKNOWN-1');
  await expect(upload.getByRole('list', { name: 'Tariff files' }).getByRole('listitem')).toContainText(
    'Outcome unknown',
  );
  // The report is ready to check that contract.
  await expect(page.getByRole('region', { name: 'Tariff report' }).getByLabel('Contract number')).toHaveValue(
    'UNKNOWN-1',
  );
  await saveScreen(page, 'outcome-unknown-tariff');

  // Pressing Upload again sends nothing: the files were sent already.
  await upload.getByRole('button', { name: 'Upload tariff' }).click();
  await expect(upload.getByText('Add at least one tariff file')).toBeVisible();
  await hooks.clearFaults();
  expect(await hooks.requestCount('tariffs.upload')).toBe(1);
});

test('a tracking switch answered with cut-off JSON is "outcome unknown", and the switch shows what the service says', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  const shipment = await bookBoxesShipment(page);
  await page.goto(`${appUrl}#/tracking?shipment=${shipment.shipmentId}`);
  const detail = page.getByRole('region', { name: `Shipment ${shipment.shipmentCode}` });
  const tracking = detail.getByRole('switch', { name: 'Tracking updates' });
  await expect(tracking).toHaveAttribute('aria-checked', 'true');

  await hooks.setFault('tracking.switch', { malformedJson: true });
  await tracking.click();

  const unknown = detail
    .getByRole('alert')
    .filter({ hasText: 'Outcome unknown: tracking may or may not have been switched off' });
  await expect(unknown).toBeVisible();
  // The detail was read again: the service did switch it off.
  await expect(tracking).toHaveAttribute('aria-checked', 'false');
  await saveScreen(page, 'outcome-unknown-tracking-switch');
  await hooks.clearFaults();
  expect(await hooks.requestCount('tracking.switch')).toBe(1);
});
