import type { Page } from '@playwright/test';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { fillBoxes, openRating, pick, rateRows, ratesTable } from './support/rating-form';

/**
 * Booking straight from a rate of the comparison: Book saves the rate as a
 * quote on the way (the service books saved quotes only) and opens the
 * booking form filled in from the rating; a rate saved already is not saved
 * again; air, which this desk cannot book, offers no Book.
 */

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

test('Book on a rate saves it as a quote on the way and opens its booking form, filled in', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  const first = rateRows(page).first();
  const carrier = (await first.getByRole('rowheader').locator('.name').innerText()).trim();
  await expect(first.getByRole('button', { name: 'Book' })).toBeEnabled();
  await saveScreensAtSizes(page, 'rating-comparison-book', { at: page.getByRole('region', { name: 'Rates' }) });
  expect(await hooks.requestCount('quotes.save')).toBe(0);

  await first.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/#\/booking\?quote=[^&]+&type=boxes$/);
  await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
  await expect(page.getByText('Saved quote · Boxes')).toBeVisible();
  await expect(page.getByText(carrier).first()).toBeVisible();
  // What the rating knew is filled in: nothing to re-key.
  await expect(page.getByRole('region', { name: 'Origin contact' }).getByLabel('Address')).toHaveValue(
    /08001 Barcelona/,
  );
  await expect(page.getByRole('region', { name: 'Destination contact' }).getByLabel('Address')).toHaveValue(
    /28001 Madrid/,
  );
  expect(await hooks.requestCount('quotes.save')).toBe(1);

  // Back at the comparison the rate says it is saved; Book again opens the same quote without saving it twice.
  const booking = page.url();
  await nav(page, 'Rating').click();
  await expect(first).toContainText('Saved');
  await first.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(booking);
  await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
  expect(await hooks.requestCount('quotes.save')).toBe(1);
});

test('air rates, which this desk cannot book, offer no Book', async ({ page, appUrl }) => {
  await openRating(page, appUrl);
  await page.getByRole('tab', { name: 'Air', exact: true }).click();
  for (const [group, airport, iata, postalCode, city] of [
    ['Departure', 'Barcelona', /^BCN · /, '08001', /^08001 · Barcelona/],
    ['Arrival', 'Madrid', /^MAD · /, '28001', /^28001 · Madrid/],
  ] as const) {
    const end = page.getByRole('group', { name: group });
    await pick(end, 'Airport', airport, iata);
    await pick(end, 'City or postal code', postalCode, city);
  }
  const piece = page.getByRole('group', { name: 'Piece 1' });
  await piece.getByLabel('Length').fill('50');
  await piece.getByLabel('Width').fill('40');
  await piece.getByLabel('Height').fill('30');
  await piece.getByLabel('Weight').fill('20');
  await page.getByLabel(/Goods description/).fill('Machine spare parts');
  await page.getByLabel(/Goods value/).fill('1250');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  expect(await rateRows(page).count()).toBeGreaterThan(0);
  await expect(rateRows(page).first().getByRole('button', { name: 'Save quote' })).toBeVisible();
  await expect(ratesTable(page).getByRole('button', { name: 'Book' })).toHaveCount(0);
});
