import type { Page } from '@playwright/test';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { fillBoxes, openRating, pick, rateRows, ratesTable } from './support/rating-form';

/**
 * What the rate comparison claims about its rates, as an operator reads it:
 * a badge is explained by what its row shows, and what cannot be booked is
 * said before a rate is saved.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

interface ShownRate {
  readonly carrier: string;
  readonly delivery: string;
  readonly transit: string;
  readonly fastest: boolean;
}

/** Each rate row as shown: carrier, delivery cell, transit cell and whether it carries the Fastest badge. */
async function shownRates(page: Page): Promise<ShownRate[]> {
  return rateRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      return {
        carrier: row.querySelector('th .name')?.textContent?.trim() ?? '',
        // The date line only: the pickup note under it is another line.
        delivery: cells[0]?.querySelector('.nowrap')?.textContent?.trim() ?? '',
        transit: cells[1]?.textContent?.trim() ?? '',
        fastest: (row.querySelector('th')?.textContent ?? '').includes('Fastest'),
      };
    }),
  );
}

test('“Fastest” marks what its row shows: rates delivering the same day show their times, and equals are all marked', async ({
  page,
  appUrl,
}) => {
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  const rates = await shownRates(page);
  const fastest = rates.filter((r) => r.fastest);
  expect(fastest.length).toBeGreaterThan(0);
  // Several rates deliver on the first day: the sandbox's road carriers deliver at their own hours.
  const firstDay = rates.filter((r) => r.transit === fastest[0]!.transit);
  expect(firstDay.length).toBeGreaterThan(1);
  for (const other of rates.filter((r) => !r.fastest)) {
    for (const marked of fastest) {
      // An unmarked rate never looks the same as a marked one: fewer days, or an earlier delivery shown.
      expect(
        other.transit !== marked.transit || other.delivery !== marked.delivery,
        `${other.carrier} (${other.transit}, ${other.delivery}) reads as fast as ${marked.carrier}`,
      ).toBe(true);
    }
  }
  // Rates sharing their delivery date, at different times, show the times.
  const byDate = new Map<string, ShownRate[]>();
  for (const rate of firstDay) {
    const date = rate.delivery.replace(/,? \d{2}:\d{2}$/, '');
    byDate.set(date, [...(byDate.get(date) ?? []), rate]);
  }
  for (const [date, sameDate] of byDate) {
    if (new Set(sameDate.map((r) => r.delivery)).size > 1) {
      for (const rate of sameDate) expect(rate.delivery, `${rate.carrier} on ${date}`).toMatch(/\d{2}:\d{2}$/);
    }
  }
  await saveScreensAtSizes(page, 'comparison-fastest-times', { at: page.getByRole('region', { name: 'Rates' }) });
});

test('air rates say they cannot be booked here before any is saved, in the words of the booking modes', async ({
  page,
  appUrl,
}) => {
  await openRating(page, appUrl);
  await page.getByRole('tab', { name: 'Air', exact: true }).click();
  const departure = page.getByRole('group', { name: 'Departure' });
  const arrival = page.getByRole('group', { name: 'Arrival' });
  await pick(departure, 'Airport', 'Barcelona', /^BCN · /);
  await pick(departure, 'City or postal code', '08001', /^08001 · Barcelona/);
  await pick(arrival, 'Airport', 'New York', /^JFK · /);
  await pick(arrival, 'City or postal code', '10001', /^10001 · New York/);
  const piece = page.getByRole('group', { name: 'Piece 1' });
  await piece.getByLabel('Length (cm)').fill('60');
  await piece.getByLabel('Width (cm)').fill('40');
  await piece.getByLabel('Height (cm)').fill('40');
  await piece.getByLabel('Weight (kg)').fill('20');
  await page.getByLabel('Goods description').fill('Watch parts');
  await page.getByLabel('Goods value').fill('5000');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();

  const rates = page.getByRole('region', { name: 'Rates' });
  const note = rates.getByText(/^Air quotes cannot be booked in Freight Desk/);
  await expect(note).toBeVisible();
  await expect(note).toContainText('books boxes, pallets, sea FCL (full container) and sea LCL (groupage) only');
  // Each Save quote is described by it, so it is read before a rate is saved.
  const save = rateRows(page).first().getByRole('button', { name: 'Save quote' });
  await expect(save).toHaveAccessibleDescription(/Air quotes cannot be booked in Freight Desk/);
  await saveScreensAtSizes(page, 'comparison-air-not-bookable', { at: rates });

  // A mode the desk books says nothing of the kind.
  await page.getByRole('tab', { name: 'Boxes', exact: true }).click();
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(rates.getByText(/cannot be booked/)).toHaveCount(0);
});
