import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import { pdfFileText } from '../helpers/pdf-text';
import type { HarnessHooks } from './support/harness-process';
import { csvRecords, savedPath } from './support/saved-files';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { fillBoxes, fillSeaFcl, openRating, rateRows, ratesTable } from './support/rating-form';

/**
 * A forwarder's pricing desk: a margin rule and a customer set on the Pricing
 * screen, a sea FCL rating priced with them (buy, margin and sell read from the
 * comparison and checked by hand), the quote saved for the customer with the
 * desk's number, and its PDF read as a reader reads it: the sell price is in
 * it, the carrier's buy price is not.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

/** "€1,234.56" → 123456 hundredths and its symbol. */
function amountOf(text: string): { value: number; symbol: string } {
  const match = /^(-?)([^\d-]*)([\d,]+)\.(\d{2})$/.exec(text.replace(/^\+\s*/, '').trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, symbol, units, cents] = match as unknown as [string, string, string, string, string];
  const value = Number(units.replace(/,/g, '')) * 100 + Number(cents);
  return { value: sign ? -value : value, symbol: symbol.trim() };
}

async function amountsIn(cell: Locator): Promise<string[]> {
  return (await cell.locator('.amount').allInnerTexts()).map((t) => t.replace(/^\+\s*/, '').trim());
}

/** 12 % of an amount in hundredths, rounded half-up to the cent. */
const twelvePercent = (value: number) => Math.floor((value * 12 + 50) / 100);

async function addCustomer(page: Page, name: string, defaultMarginPercent?: string): Promise<void> {
  const customers = page.getByRole('region', { name: 'Customers' });
  await customers.getByRole('button', { name: 'New customer' }).click();
  const form = page.getByRole('form', { name: 'New customer' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Contact (optional)').fill('buyer@acme.example');
  if (defaultMarginPercent) await form.getByLabel('Default margin % (optional)').fill(defaultMarginPercent);
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(
    customers.getByRole('table', { name: 'Customers' }).getByRole('rowheader', { name: new RegExp(name) }),
  ).toBeVisible();
}

async function addSeaFclRule(page: Page): Promise<void> {
  const rules = page.getByRole('region', { name: 'Margin rules' });
  await rules.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New margin rule' });
  await form.getByLabel('Rule name').fill('Sea FCL 12 %');
  await form.getByLabel('Mode').selectOption({ label: 'Sea FCL (full container)' });
  await form.getByLabel('Percentage of the buy price').fill('12');
  await form.getByLabel('Currency of the amounts').fill('EUR');
  await form.getByLabel('Minimum margin (optional)').fill('25');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const row = rules.getByRole('table', { name: 'Margin rules' }).getByRole('row').filter({ hasText: 'Sea FCL 12 %' });
  await expect(row).toContainText('12 %, at least €25.00');
  await expect(row).toContainText('mode rule');
}

test('a sea FCL quote sold at 12 % with a EUR 25 minimum: buy, margin and sell, saved for a customer, its PDF shows the sell price only', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${appUrl}#/pricing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await addSeaFclRule(page);
  await addCustomer(page, 'Acme Imports Ltd');
  await saveScreensAtSizes(page, 'pricing-screen');

  await openRating(page, appUrl);
  await fillSeaFcl(page);
  await page.getByLabel('Quote for').selectOption({ label: 'Acme Imports Ltd' });
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  await expect(page.getByText(/Sell prices for Acme Imports Ltd/)).toBeVisible();

  // The first rate: its buy price per currency, the margin the rule gives, and the sell price, checked by hand.
  const row = rateRows(page).first();
  await expect(row.locator('td.sell')).toContainText('Sea FCL 12 %');
  const buy = await amountsIn(row.locator('td.buy'));
  const margin = await amountsIn(row.locator('td.sell .margin'));
  const sell = await amountsIn(row.locator('td.sell > .money'));
  expect(buy.length).toBeGreaterThan(0);
  expect(margin).toHaveLength(buy.length);
  expect(sell).toHaveLength(buy.length);
  buy.forEach((text, i) => {
    const b = amountOf(text);
    const m = amountOf(margin[i]!);
    const s = amountOf(sell[i]!);
    const expected = b.symbol === '€' ? Math.max(twelvePercent(b.value), 25_00) : twelvePercent(b.value);
    expect(m).toEqual({ value: expected, symbol: b.symbol });
    expect(s).toEqual({ value: b.value + expected, symbol: b.symbol });
  });
  await saveScreensAtSizes(page, 'comparison-sell-prices', { at: ratesTable(page) });

  // Why this margin: the rule and each step, in the rate's details.
  await row.getByRole('button', { name: 'Details' }).click();
  const details = ratesTable(page).locator('tr.detail');
  await expect(details).toContainText('“Sea FCL 12 %” applies: a mode rule');
  await expect(details).toContainText('12 % of');

  // Saved for the customer with the desk's own number.
  await row.getByRole('button', { name: 'Save quote' }).click();
  await expect(ratesTable(page)).toContainText(/Saved as a quote, Q-\d{4}-0001/);
  await ratesTable(page).getByRole('button', { name: 'Open Quotes' }).click();

  const quote = page
    .getByRole('table', { name: 'Saved quotes' })
    .locator('tbody > tr')
    .filter({ hasText: /Q-\d{4}-0001/ });
  await expect(quote).toContainText('Acme Imports Ltd');
  expect(await amountsIn(quote.locator('td.price > .money'))).toEqual(sell);
  expect(await amountsIn(quote.locator('td.price .margin'))).toEqual(margin);
  await saveScreensAtSizes(page, 'quotes-sell-prices');
  await quote.getByRole('button', { name: 'Quote PDF' }).click();
  const file = await savedPath(page.getByText(/^Saved to .*\.pdf$/));
  const text = (await pdfFileText(file)).text[0]!;
  expect(text).toContain('Acme Imports Ltd');
  expect(text).toMatch(/Quote Q-\d{4}-0001/);
  for (const amount of sell) expect(text).toContain(amount);
  for (const amount of buy) expect(text).not.toContain(amount);
  for (const amount of margin) expect(text).not.toContain(amount);
  expect(text).not.toMatch(/as quoted by/i);
});

test('a EUR rule on a USD rate waits for a rate of exchange, and a margin set by hand for one quote', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${appUrl}#/pricing`);
  const rules = page.getByRole('region', { name: 'Margin rules' });
  await rules.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New margin rule' });
  await form.getByLabel('Rule name').fill('Flat EUR 40');
  await form.getByLabel('Currency of the amounts').fill('EUR');
  await form.getByLabel('Fixed amount (optional)').fill('40');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByRole('row').filter({ hasText: 'Flat EUR 40' })).toBeVisible();

  // Boxes rated in USD: the rule's EUR amount cannot apply until the operator gives a rate of exchange.
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  const row = rateRows(page).first();
  await expect(row.locator('td.sell')).toContainText('margin unknown');
  await expect(row.getByRole('button', { name: 'Save quote' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Quote PDF' })).toBeDisabled();
  const rate = page.getByRole('group', { name: 'Rates of exchange' }).getByLabel('1 EUR in USD');
  await rate.fill('1.1');
  // €40 at 1.1 is US$44.00, said as the rate the operator gave.
  await expect(row.locator('td.sell .margin .amount')).toHaveText('US$44.00');
  const buy = amountOf((await amountsIn(row.locator('td.buy')))[0]!);
  expect(amountOf((await amountsIn(row.locator('td.sell > .money')))[0]!).value).toBe(buy.value + 44_00);
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(ratesTable(page).locator('tr.detail')).toContainText('1 EUR = 1.1 USD, the rate of exchange you gave');
  await saveScreensAtSizes(page, 'comparison-exchange', { at: page.getByRole('region', { name: 'Rates' }) });

  // By hand for this quote: 5 % instead of the rule; a margin that is no percentage is said, not applied.
  const byHand = page.getByRole('form', { name: 'Margin by hand' });
  await byHand.getByLabel('Margin by hand').fill('abc');
  await byHand.getByRole('button', { name: 'Apply to this quote' }).click();
  await expect(byHand).toContainText('A percentage such as 12.5');
  await byHand.getByLabel('Margin by hand').fill('5');
  await byHand.getByRole('button', { name: 'Apply to this quote' }).click();
  await expect(row.locator('td.sell')).toContainText('set by hand');
  await expect(row.locator('td.sell .margin .amount')).toHaveText(
    `US$${(Math.floor((buy.value * 5 + 50) / 100) / 100).toFixed(2)}`,
  );
  await row.getByRole('button', { name: 'Save quote' }).click();
  await expect(ratesTable(page)).toContainText(/Saved as a quote, Q-\d{4}-0001/);
});

/** The sandbox's own box rates for Barcelona to Madrid, copied to `count` rates with ids of their own and higher prices. */
async function manyBoxRates(hooks: HarnessHooks, count: number): Promise<{ answer: unknown; prices: number[] }> {
  const { baseUrl } = await hooks.sandbox();
  const { operatorNow } = await hooks.clock();
  const signIn = await fetch(`${baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const place = (postalCode: string, city: string, state: string) => ({
    postalCode,
    country: 'ES',
    city,
    state,
    street: null,
    coords: null,
  });
  const rated = await fetch(`${baseUrl}/v1/rates/boxes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      origin: place('08001', 'Barcelona', 'CT'),
      destination: place('28001', 'Madrid', 'MD'),
      pickUpDate: new Date(operatorNow + 7 * 86_400_000).toISOString(),
      goodsDescription: 'Spare parts',
      goodsValue: 1_250,
      insurance: false,
      customs: false,
      currency: 'EUR',
      dangerousCargo: false,
      boxes: [{ quantity: 1, length: 40, width: 30, height: 30, weight: 12.5, measurementUnit: 'CmKg' }],
    }),
  });
  expect(rated.status).toBe(200);
  const answer = (await rated.json()) as { rates: Array<{ price: number }> };
  const rates = Array.from({ length: count }, (_, i) => {
    const rate = answer.rates[i % answer.rates.length]!;
    return { ...rate, id: randomUUID(), price: rate.price + i * 37 };
  });
  return { answer: { ...answer, rates }, prices: rates.map((r) => r.price) };
}

test('a comparison of 200 rates draws the rows on screen, and every rate is still reached, sorted by sell and exported', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.setTimeout(120_000);
  const { answer, prices } = await manyBoxRates(hooks, 200);
  await hooks.setFault('rates.boxes', { rewrite: { replace: answer } });
  await page.goto(`${appUrl}#/pricing`);
  const rules = page.getByRole('region', { name: 'Margin rules' });
  await rules.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New margin rule' });
  await form.getByLabel('Rule name').fill('Ten percent');
  await form.getByLabel('Percentage of the buy price').fill('10');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByRole('row').filter({ hasText: 'Ten percent' })).toBeVisible();
  await addCustomer(page, 'Dear Buyer SL', '25');

  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  const table = page.getByRole('table', { name: 'Rates, 200 rates' });
  await expect(table).toBeVisible();

  // Priced for a customer, every sell price changes and the columns stay where they were: nothing jumps under the eye.
  const columnEdges = () =>
    table.locator('thead th').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
  const firstSell = rateRows(page).first().locator('td.sell > .money');
  await expect(firstSell).toHaveText(/\d/);
  const before = { edges: await columnEdges(), sell: await firstSell.innerText() };
  await page.getByLabel('Quote for').selectOption({ label: 'Dear Buyer SL' });
  await expect(page.getByText(/Sell prices for Dear Buyer SL/)).toBeVisible();
  await expect(firstSell).not.toHaveText(before.sell);
  expect(await columnEdges()).toEqual(before.edges);
  await page.getByLabel('Quote for').selectOption({ index: 0 });
  await expect(firstSell).toHaveText(before.sell);
  await table.getByRole('columnheader', { name: /^Sell/ }).getByRole('button').click();
  const sellOf = (buy: number) => buy + Math.floor((buy * 10 + 50) / 100);
  const sells = prices.map(sellOf).sort((a, b) => a - b);
  const euros = (value: number) => `€${(value / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(rateRows(page).first().locator('td.sell > .money')).toHaveText(euros(sells[0]!));
  // Only the rows around the screen are drawn, not all 200.
  expect(await rateRows(page).count()).toBeLessThan(100);

  // Scrolled to its end, the comparison shows its dearest rate last, and the first is no longer drawn.
  await page.locator('main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
  await expect(rateRows(page).last().locator('td.sell > .money')).toHaveText(euros(sells.at(-1)!));
  await expect(rateRows(page).first().locator('td.sell > .money')).not.toHaveText(euros(sells[0]!));

  // The export holds every rate, in the order of the screen, not only the rows drawn.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const records = await csvRecords(
    await savedPath(page.getByRole('region', { name: 'Rates' }).getByText(/^Saved to /)),
  );
  expect(records).toHaveLength(201);
  expect(records.slice(1).map((line) => Math.round(Number(line.split(',')[7]) * 100))).toEqual(sells);
});
