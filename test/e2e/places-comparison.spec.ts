import type { Locator, Page } from '@playwright/test';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { fillSeaFcl } from './support/rating-form';

/**
 * Place suggestions in the order the operator means them, and the rate
 * comparison's filters and all-in totals, in the web harness against the
 * embedded sandbox.
 */

async function openRating(page: Page, appUrl: string, tab: 'Boxes' | 'Air' | 'Sea FCL'): Promise<void> {
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeVisible();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** The texts of the first `count` suggestions a lookup field shows for what is typed. */
async function firstSuggestions(group: Locator, field: string, typed: string, count: number): Promise<string[]> {
  await group.getByRole('combobox', { name: field }).fill(typed);
  const options = group.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.nth(count - 1)).toBeVisible();
  const texts = await options.evaluateAll((items) =>
    items.map((item) => item.querySelector('span')?.textContent?.trim() ?? ''),
  );
  return texts.slice(0, count);
}

/** The text of the first suggestion a lookup field shows for what is typed. */
async function firstSuggestion(group: Locator, field: string, typed: string): Promise<string> {
  const box = group.getByRole('combobox', { name: field });
  await box.fill(typed);
  const list = group.getByRole('listbox', { name: 'Suggestions' });
  const first = list.getByRole('option').first();
  await expect(first).toBeVisible();
  return (await first.locator('span').first().innerText()).trim();
}

test('the place an operator means comes first: cities, airports and ports, accents and case ignored', async ({
  page,
  appUrl,
}) => {
  await openRating(page, appUrl, 'Boxes');
  const origin = page.getByRole('group', { name: 'Origin' });
  const country = origin.getByLabel('Country');
  // Postal codes: the city itself (its own codes, in its region) before villages whose names hold it or share it.
  const cities: Array<[string, string, string[]]> = [
    // Madrid is also a hamlet in Andalucía (04810): the capital's codes come first.
    ['ES', 'Madrid', ['28001 · Madrid', '28002 · Madrid', '28003 · Madrid', '28004 · Madrid', '28005 · Madrid']],
    ['ES', 'malaga', ['29001 · Málaga', '29002 · Málaga']],
    ['ES', 'VALENCIA', ['46001 · Valencia', '46002 · Valencia']],
    ['ES', 'leon', ['24001 · León', '24002 · León']],
    ['FR', 'paris', ['75001 · Paris', '75002 · Paris']],
    ['GB', 'London', ['E1 · London', 'E14 · London']],
    ['DE', 'munchen', ['80331 · München', '80333 · München']],
    ['DE', 'Frankfurt', ['60306 · Frankfurt am Main', '60308 · Frankfurt am Main']],
  ];
  for (const [code, typed, first] of cities) {
    await country.selectOption(code);
    expect(await firstSuggestions(origin, 'City or postal code', typed, first.length), `${typed} in ${code}`).toEqual(
      first,
    );
  }
  // Enter takes the first: the capital's first code.
  await country.selectOption('ES');
  const cityBox = origin.getByRole('combobox', { name: 'City or postal code' });
  await cityBox.fill('Madrid');
  await expect(origin.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText('28001');
  await cityBox.press('Enter');
  await expect(cityBox).toHaveValue(/28001/);
  // Countries without a postal-code list are offered apart, and the field says to type the place by hand.
  await expect(country.locator('optgroup[label="Postal code typed by hand"]')).toContainText('Belgium (BE)');
  await country.selectOption('BE');
  await expect(origin.getByText('The desk has no postal-code list for Belgium')).toBeVisible();
  await country.selectOption('ES');
  await firstSuggestion(origin, 'City or postal code', 'Valencia');
  await saveScreensAtSizes(page, 'places-postal-codes-ranked', { at: origin });

  // Airports: the chosen country (the pickup address's) first, then the hubs.
  await page.getByRole('tab', { name: 'Air', exact: true }).click();
  const airOrigin = page.getByRole('group', { name: 'Departure' });
  const airCountry = airOrigin.getByLabel('Country');
  const airports: Array<[string, string, RegExp]> = [
    ['ES', 'Barcelona', /^BCN · /],
    ['ES', 'madrid', /^MAD · /],
    ['ES', 'malaga', /^AGP · /],
    ['ES', 'Valencia', /^VLC · /],
    ['FR', 'Paris', /^CDG · /],
    ['BR', 'sao paulo', /^GRU · /],
    // Heathrow, the busiest of London's large airports; London, Ontario first when Canada is chosen.
    ['GB', 'London', /^LHR · /],
    ['US', 'New York', /^JFK · /],
    ['JP', 'Tokyo', /^HND · /],
    ['IT', 'Milan', /^MXP · /],
    ['CA', 'London', /^YXU · /],
  ];
  for (const [code, typed, first] of airports) {
    await airCountry.selectOption(code);
    expect(await firstSuggestion(airOrigin, 'Airport', typed), `${typed} with ${code} chosen`).toMatch(first);
  }
  await airCountry.selectOption('ES');
  await firstSuggestion(airOrigin, 'Airport', 'Barcelona');
  await saveScreensAtSizes(page, 'places-airports-ranked', { at: airOrigin });

  // Ports.
  await page.getByRole('tab', { name: 'Sea FCL', exact: true }).click();
  const loading = page.getByRole('group', { name: 'Port of loading' });
  for (const [typed, first] of [
    ['Rotterdam', /^NLRTM · /],
    ['shanghai', /^CNSHA · /],
    ['Hamburg', /^DEHAM · /],
    ['valencia', /^ESVLC · /],
    ['Barcelona', /^ESBCN · /],
  ] as const) {
    expect(await firstSuggestion(loading, 'Port', typed), typed).toMatch(first);
  }
});

const ratesTable = (page: Page) => page.getByRole('table', { name: /^Rates/ });
const rateRows = (page: Page) =>
  ratesTable(page)
    .locator('tbody > tr')
    .filter({ has: page.getByRole('rowheader') });

/** Each shown rate's all-in amount in one currency, in minor units ("€1,234.50" -> 123450); rates without one are left out. */
async function allInAmounts(page: Page, symbol: string): Promise<number[]> {
  const cells = await rateRows(page)
    .locator('td.buy')
    .evaluateAll((tds) => tds.map((td) => [...td.querySelectorAll('.amount')].map((a) => a.textContent ?? '')));
  return cells.flatMap((amounts) => {
    const text = amounts.find((a) => a.includes(symbol));
    return text === undefined ? [] : [Number(text.replace(/[^\d]/g, ''))];
  });
}

async function pick(group: Locator, label: string, text: string, option: RegExp): Promise<void> {
  await group.getByLabel(label).fill(text);
  await group.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: option }).first().click();
}

test('the comparison filters by all-in range per currency and transit days, counts what it hides, and clears in one click', async ({
  page,
  appUrl,
}) => {
  // Road: boxes from Barcelona to Madrid, one currency.
  await openRating(page, appUrl, 'Boxes');
  await pick(page.getByRole('group', { name: 'Origin' }), 'City or postal code', '08001', /^08001 · Barcelona/);
  await pick(page.getByRole('group', { name: 'Destination' }), 'City or postal code', '28001', /^28001 · Madrid/);
  const box = page.getByRole('group', { name: 'Box 1' });
  await box.getByLabel('Length (cm)').fill('40');
  await box.getByLabel('Width (cm)').fill('30');
  await box.getByLabel('Height (cm)').fill('30');
  await box.getByLabel('Weight (kg)').fill('12');
  await page.getByLabel('Goods description').fill('Spare parts');
  await page.getByLabel('Goods value').fill('800');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();

  const rates = page.getByRole('region', { name: 'Rates' });
  await expect(rates).toContainText('Buy: the carrier’s all-in price, every charge');
  const total = await rateRows(page).count();
  expect(total).toBeGreaterThan(2);
  await expect(rates.getByRole('status').filter({ hasText: 'shown' })).toHaveText(`All ${total} rates shown`);
  const prices = (await allInAmounts(page, '€')).sort((a, b) => a - b);
  expect(prices.every((p) => p > 0)).toBe(true);
  // A maximum between the two cheapest prices keeps only the cheapest.
  const cheapest = prices[0] ?? 0;
  const max = cheapest + 1;
  await rates.getByLabel('Max. sell (EUR)').fill((max / 100).toFixed(2));
  const kept = prices.filter((p) => p <= max).length;
  await expect(rateRows(page)).toHaveCount(kept);
  await expect(rates).toContainText(`${total - kept} rate${total - kept === 1 ? '' : 's'} hidden by the filters`);
  for (const shown of await allInAmounts(page, '€')) expect(shown).toBeLessThanOrEqual(max);
  await saveScreensAtSizes(page, 'comparison-filters-road', { at: rates });
  // A mistake is said under the box, and filters nothing until it is right.
  await rates.getByLabel('Min. sell (EUR)').fill('12.345');
  await expect(rates.getByText('Type an amount such as 1200 or 1200.50')).toBeVisible();
  await rates.getByLabel('Min. sell (EUR)').fill('');
  await rates.getByLabel('Max. transit (days)').fill('0');
  await expect(rateRows(page)).toHaveCount(0);
  await expect(ratesTable(page)).toContainText('No rate passes the filters');
  await expect(rates).toContainText(`${total} rates hidden by the filters`);
  await rates.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rateRows(page)).toHaveCount(total);
  await expect(rates.getByLabel('Max. sell (EUR)')).toHaveValue('');
  await expect(rates.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

  // Sea FCL: the all-in is the price with its surcharges (the sandbox prices it in the currency asked for).
  await fillSeaFcl(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(rates).toContainText('the surcharges added up per currency');
  const seaTotal = await rateRows(page).count();
  expect(seaTotal).toBeGreaterThan(1);
  const seaPrices = (await allInAmounts(page, '€')).sort((a, b) => a - b);
  expect(seaPrices).toHaveLength(seaTotal);
  const seaMin = seaPrices[1] ?? 0;
  // From the second cheapest up: the cheapest is hidden.
  await rates.getByLabel('Min. sell (EUR)').fill((seaMin / 100).toFixed(2));
  await expect(rates).toContainText(/\b1 rate hidden by the filters/);
  for (const shown of await allInAmounts(page, '€')) expect(shown).toBeGreaterThanOrEqual(seaMin);
  await rates
    .getByRole('columnheader', { name: /^Buy/ })
    .getByRole('button')
    .click();
  const sorted = await allInAmounts(page, '€');
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  await saveScreensAtSizes(page, 'comparison-filters-sea', { at: rates });
  await rates.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rateRows(page)).toHaveCount(seaTotal);
});
