import type { Locator, Page } from '@playwright/test';
import { choosePickupWindow, fillContacts, reviewAndBook } from './support/booking-form';
import { expect, saveScreen, test } from './support/fixtures';
import { fillBoxes, openRating, pick, rateRows, ratesTable } from './support/rating-form';

/**
 * Rating, the rate comparison and saved quotes, as an operator uses them in
 * the web harness against the embedded sandbox: places and ports picked from
 * the lookups, rates compared and saved, quotes found and deleted, and the
 * form and service problems said in plain words.
 */

/** Saves a screenshot with `at` scrolled to the top of the app's content. */
async function screen(page: Page, name: string, at?: Locator): Promise<void> {
  if (at) await at.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await saveScreen(page, name);
}

const DAY_MS = 86_400_000;

/** The all-in prices as shown, in row order ("€1,234.50" -> 1234.5). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await rateRows(page)
    .getByRole('cell')
    .filter({ hasText: /\d/ })
    .evaluateAll((cells) => cells.filter((c) => c.classList.contains('buy')).map((c) => c.textContent ?? ''));
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test('rates boxes between two Spanish postal codes, compares them, saves the cheapest and finds it in Quotes', async ({
  page,
  appUrl,
}) => {
  // The comparison's code comes with the first rating, not with the screen (nor with the idle warm-up).
  const comparisonCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/RateComparison-[^/]*\.js$/.test(new URL(request.url()).pathname)) comparisonCode.push(request.url());
  });
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.waitForLoadState('networkidle');
  expect(comparisonCode).toEqual([]);
  await expect(page.getByRole('region', { name: 'Rates' })).toContainText('No rates yet');
  await screen(page, 'rating-form');

  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  expect(comparisonCode).toHaveLength(1);
  const count = await rateRows(page).count();
  expect(count).toBeGreaterThan(1);

  // Sort by price: cheapest first, then the other way.
  const priceHeader = ratesTable(page).getByRole('columnheader', { name: /^Buy/ });
  // From the keyboard too: Enter sorts by transit, Space turns it over; the other columns say they are not sorted.
  const transitHeader = ratesTable(page).getByRole('columnheader', { name: /Transit/ });
  await transitHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(transitHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(priceHeader).toHaveAttribute('aria-sort', 'none');
  await page.keyboard.press('Space');
  await expect(transitHeader).toHaveAttribute('aria-sort', 'descending');
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await shownPrices(page);
  expect(ascending).toHaveLength(count);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = await shownPrices(page);
  expect(descending).toEqual([...ascending].reverse());
  await priceHeader.getByRole('button').click();

  // One cheapest; the cheapest is the first row when sorted by price.
  const cheapest = rateRows(page).filter({ hasText: 'Cheapest' });
  await expect(cheapest).toHaveCount(1);
  // Fastest: every rate delivering first, so one or more by the day (rate-comparison-marks.spec.ts), all showing one delivery.
  const fastest = rateRows(page).filter({ hasText: 'Fastest' });
  await expect(fastest.first()).toBeVisible();
  // The delivery cell's date line (the pickup note below it is another).
  const deliveries = await fastest.evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td .nowrap')?.textContent),
  );
  expect(new Set(deliveries).size).toBe(1);
  await expect(rateRows(page).first()).toContainText('Cheapest');
  const carrier = (await cheapest.getByRole('rowheader').locator('.name').innerText()).trim();
  const price = (await cheapest.locator('td.buy').innerText()).trim();
  await screen(page, 'rating-comparison', page.getByRole('region', { name: 'Rates' }));

  await cheapest.getByRole('button', { name: 'Save quote' }).click();
  await expect(ratesTable(page).getByText('Saved as a quote')).toBeVisible();

  await ratesTable(page).getByRole('button', { name: 'Open Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  // The demo account has saved quotes of its own, some with this carrier: this one is the carrier at this price.
  const saved = page
    .getByRole('table', { name: 'Saved quotes' })
    .locator('tbody > tr')
    .filter({ hasText: carrier })
    .filter({ hasText: price });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(price);
  await expect(saved).toContainText('Boxes');
  // The route comes from the rating the desk kept with the quote: nothing to re-key.
  await expect(saved).toContainText('08001 Barcelona, ES → 28001 Madrid, ES');
  await expect(saved.getByRole('button', { name: 'Book' })).toBeEnabled();
  await saved.getByRole('button', { name: /Show \d+ surcharges?/ }).click();
  await expect(page.getByRole('table', { name: /Surcharges of the quote/ })).toContainText('%');
  await screen(page, 'quotes');

  // Book opens the booking form for this quote.
  await saved.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/#\/booking\?quote=[^&]+&type=boxes$/);
});

test('rates sea FCL from Valencia to Shanghai with a dry and a reefer container, and opens a rate’s surcharges', async ({
  page,
  appUrl,
}) => {
  await openRating(page, appUrl);
  await page.getByRole('tab', { name: 'Sea FCL' }).click();
  await expect(page).toHaveURL(/#\/rating\?mode=sea-fcl/);

  await pick(page.getByRole('group', { name: 'Port of loading' }), 'Port', 'Valencia', /ESVLC/);
  // The other port from the keyboard alone: type, arrow down, Enter.
  const discharge = page.getByRole('group', { name: 'Port of discharge' });
  const port = discharge.getByRole('combobox', { name: 'Port' });
  await port.fill('Shanghai');
  await expect(discharge.getByRole('option', { name: /CNSHA/ })).toBeVisible();
  await port.press('ArrowDown');
  await port.press('Enter');
  await expect(port).toHaveAttribute('aria-expanded', 'false');
  await expect(discharge).toContainText('CNSHA');
  await expect(page.getByRole('group', { name: 'Port of loading' })).toContainText('ESVLC');

  const first = page.getByRole('group', { name: 'Container 1' });
  await first.getByLabel('Container type').selectOption('HDRY40');
  await first.getByLabel('Cargo weight (kg)').fill('12000');
  await expect(first.getByRole('checkbox', { name: /Reefer/ })).not.toBeChecked();

  await page.getByRole('button', { name: 'Add container' }).click();
  const second = page.getByRole('group', { name: 'Container 2' });
  const reefer = second.getByRole('checkbox', { name: /Reefer/ });
  await second.getByLabel('Container type').selectOption('RF40');
  // The reefer flag follows the type and cannot be set by hand.
  await expect(reefer).toBeChecked();
  await expect(reefer).toBeDisabled();
  await second.getByLabel('Container type').selectOption('DRY20');
  await expect(reefer).not.toBeChecked();
  await second.getByLabel('Container type').selectOption('RF40');
  await expect(reefer).toBeChecked();
  await second.getByLabel('Cargo weight (kg)').fill('9000');
  await screen(page, 'rating-sea-form');

  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  // Every sea answer holds a pre-booking (no sailing yet) and confirmed sailings: each is opened for what it holds.
  const preBooking = rateRows(page).filter({ hasText: 'Pre-booking: no sailing confirmed' }).first();
  await preBooking.getByRole('button', { name: 'Details' }).click();
  await expect(ratesTable(page).locator('tr.detail')).toContainText(
    'No legs yet: the schedule comes with the confirmation',
  );
  await preBooking.getByRole('button', { name: 'Details' }).click();
  await expect(ratesTable(page).locator('tr.detail')).toHaveCount(0);

  const rate = rateRows(page).filter({ hasNotText: 'Pre-booking' }).first();
  await rate.getByRole('button', { name: 'Details' }).click();
  await expect(rate.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  const details = ratesTable(page).locator('tr.detail');
  await expect(details.getByRole('heading', { name: 'Route' })).toBeVisible();
  await expect(details.getByRole('table', { name: 'Route legs' })).toContainText('ESVLC');
  await expect(details.getByRole('table', { name: 'Deadlines' })).toBeVisible();
  await expect(details.getByRole('table', { name: 'Free-time conditions' })).toContainText('Demurrage');
  // Every surcharge, grouped as the payload groups them, with a total per group and overall.
  for (const group of ['Paid with the freight', 'At origin', 'At destination']) {
    const table = details.getByRole('table', { name: group, exact: true });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: `Total ${group.toLowerCase()}` })).toBeVisible();
  }
  await expect(details.getByRole('table', { name: 'Paid with the freight', exact: true })).toContainText('RF40');
  await expect(details.getByText('All surcharges')).toBeVisible();
  await screen(page, 'rating-sea-rate-open', rate);
});

test('a form with missing fields says what is missing under each field and sends nothing', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openRating(page, appUrl);
  const before = await hooks.requestCount('rates.boxes');

  await page.getByRole('button', { name: 'Get rates' }).click();

  const origin = page.getByRole('group', { name: 'Origin' });
  await expect(origin.getByText(/Origin is required: search .* pick it from the list/)).toBeVisible();
  await expect(origin.getByLabel('City or postal code')).toBeFocused();
  await expect(page.getByRole('group', { name: 'Box 1' }).getByText('Weight is required')).toBeVisible();
  await expect(page.getByText('Goods description is required')).toBeVisible();
  await expect(page.getByLabel('Goods description')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/fields need attention: nothing was sent/)).toBeVisible();
  await screen(page, 'rating-invalid');

  // A number that is not one is caught too; fixing a field clears its message.
  const box = page.getByRole('group', { name: 'Box 1' });
  await box.getByLabel('Weight (kg)').fill('twelve');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(box.getByText('Weight must be a number, such as 12.5')).toBeVisible();
  // A number below its bound is refused by the bound, not as "not a number".
  await box.getByLabel('Weight (kg)').fill('-5');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(box.getByText('Weight must be more than 0')).toBeVisible();
  await box.getByLabel('Weight (kg)').fill('12');
  await expect(box.getByText('Weight must be more than 0')).toHaveCount(0);

  expect(await hooks.requestCount('rates.boxes')).toBe(before);
  await expect(page.getByRole('table', { name: /^Rates/ })).toHaveCount(0);
});

test('a failing service is said in plain words, and Try again gets the rates once it is back', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openRating(page, appUrl);
  await fillBoxes(page);
  await hooks.setFault('rates.boxes', { status: 500 });

  await page.getByRole('button', { name: 'Get rates' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Could not get rates' });
  await expect(problem).toContainText('The freight service had a problem');
  await expect(problem).toContainText('HTTP 500');
  expect(await hooks.requestCount('rates.boxes')).toBeGreaterThan(0);
  await screen(page, 'rating-service-error', page.getByRole('region', { name: 'Rates' }));

  await hooks.clearFaults();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(ratesTable(page)).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test.describe('on an empty account', () => {
  // The account's only quote is deleted and the screen says there are none left: the demo
  // history's saved quotes would stay listed, so this account starts empty.
  test.use({ harnessArgs: ['--no-demo-history'] });

  test('deletes a saved quote after confirming, down to the empty list', async ({ page, appUrl, hooks }) => {
    await openRating(page, appUrl);
    await fillBoxes(page);
    await page.getByRole('button', { name: 'Get rates' }).click();
    await rateRows(page).first().getByRole('button', { name: 'Save quote' }).click();
    await expect(ratesTable(page).getByText('Saved as a quote')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
    const rows = page.getByRole('table', { name: 'Saved quotes' }).locator('tbody > tr');
    await expect(rows).toHaveCount(1);

    // Cancel keeps it.
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this quote?' });
    await expect(dialog).toBeVisible();
    await screen(page, 'quotes-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    expect(await hooks.requestCount('quotes.delete')).toBe(0);

    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete quote' }).click();
    await expect(page.getByRole('heading', { name: 'No saved quotes' })).toBeVisible();
    expect(await hooks.requestCount('quotes.delete')).toBe(1);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'No saved quotes' })).toBeVisible();
  });
});

test('an expired rate or quote is marked and cannot be saved or booked; a refused save shows the service’s reason', async ({
  page,
  appUrl,
  hooks,
}) => {
  // The desk's clock (installed by the fixtures) is moved on below as a long day would.
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await rateRows(page).first().getByRole('button', { name: 'Save quote' }).click();
  await expect(ratesTable(page).getByText('Saved as a quote')).toBeVisible();

  // The service's clock passes the rates' validity first: it refuses the next save and says why.
  await hooks.advanceClock(13 * 60 * 60 * 1000);
  const second = rateRows(page).nth(1);
  await second.getByRole('button', { name: 'Save quote' }).click();
  const refusal = ratesTable(page).getByText('Not saved:');
  await expect(refusal).toContainText('expired');
  await expect(refusal).toContainText('rate the shipment again');

  // Then the desk's clock: within 30 s every rate is marked expired and cannot be saved.
  await page.clock.fastForward('14:00:00');
  await expect(rateRows(page).filter({ hasText: 'Expired' })).toHaveCount(await rateRows(page).count());
  await expect(second.getByRole('button', { name: 'Save quote' })).toBeDisabled();
  await screen(page, 'rating-expired', page.getByRole('region', { name: 'Rates' }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  const quote = page.getByRole('table', { name: 'Saved quotes' }).locator('tbody > tr').first();
  await expect(quote).toContainText('Expired');
  await expect(quote.getByRole('button', { name: 'Book' })).toBeDisabled();
  await expect(quote).toContainText('Not bookable: the quote expired');
  await screen(page, 'quotes-expired');
});

test('a quote the desk shows as valid is booked, however far the sandbox’s fast clock has run', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await rateRows(page).first().getByRole('button', { name: 'Save quote' }).click();
  await expect(ratesTable(page).getByText('Saved as a quote')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  const quote = page.getByRole('table', { name: 'Saved quotes' }).locator('tbody > tr').first();
  // A road quote: valid for 12 hours.
  await expect(quote).toContainText(/Expires in 1[12] h/);
  const shown = await quote.getByText(/Expires in/).innerText();

  // The sandbox's simulated clock (what moves shipments) runs on past the quote's validity and
  // well beyond, in real seconds; the operator's clock barely moves.
  const before = await hooks.clock();
  await hooks.setClockSpeed(100_000);
  await expect
    .poll(async () => (await hooks.clock()).now - before.now, { message: 'simulated time passes a day' })
    .toBeGreaterThan(DAY_MS);
  await hooks.setClockSpeed(60);

  // The desk still says valid, and the sandbox agrees: the booking goes through.
  await expect(quote.getByText(/Expires in/)).toHaveText(shown);
  await quote.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
  await fillContacts(page);
  await choosePickupWindow(page);
  await reviewAndBook(page);
  await expect(page.getByRole('region', { name: 'Booked' })).toBeVisible();
  expect(await hooks.requestCount('booking.boxes')).toBe(1);
});
