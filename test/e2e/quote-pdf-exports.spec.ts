import path from 'node:path';
import ExcelJS from 'exceljs';
import { pdfFileText } from '../helpers/pdf-text';
import { openDesk } from './support/desk-setup';
import { csvRecords, savedPath } from './support/saved-files';
import { expect, saveScreen, test } from './support/fixtures';
import { fillBoxes, fillSeaFcl, openRating, rateRows, ratesTable } from './support/rating-form';
import { startHarnessProcess } from './support/harness-process';

/**
 * What the desk hands on: a rate and a saved quote as a one-page PDF for the
 * customer (read back as a PDF reader reads it), the rate comparison as CSV,
 * and the tracking list as CSV and XLSX, as filtered and sorted on screen.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

test('a rate and its saved quote as a PDF for the customer, and the comparison as CSV', async ({
  page,
  appUrl,
  harness,
}) => {
  await openRating(page, appUrl);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();

  const cheapest = rateRows(page).filter({ hasText: 'Cheapest' });
  const carrier = (await cheapest.getByRole('rowheader').locator('.name').innerText()).trim();
  const price = (await cheapest.locator('td.sell').innerText()).trim().split(/\r?\n/)[0]!.trim();
  await cheapest.getByRole('button', { name: 'Quote PDF' }).click();
  const ratePdf = await savedPath(page.getByRole('region', { name: 'Rates' }).getByText(/^Saved to /));
  expect(path.dirname(ratePdf)).toBe(harness.downloadsDir);
  expect(path.basename(ratePdf)).toMatch(/^quote .+ \d{4}-\d{2}-\d{2}\.pdf$/);
  const rateDoc = await pdfFileText(ratePdf);
  expect(rateDoc.header).toBe('%PDF-');
  expect(rateDoc.pages).toBe(1);
  // No margin rule yet: the rate sells at its price.
  expect(rateDoc.text[0]).toContain(price);
  expect(rateDoc.text[0]).toMatch(/Valid until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  expect(rateDoc.text[0]).toContain('Barcelona');
  expect(rateDoc.text[0]).toContain('Madrid');

  // The comparison, as shown (sorted by buy price), as CSV: BOM, header, one record per rate.
  await ratesTable(page)
    .getByRole('columnheader', { name: /^Buy/ })
    .getByRole('button')
    .click();
  const shown = await rateRows(page).count();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvPath = await savedPath(page.getByRole('region', { name: 'Rates' }).getByText(/^Saved to /));
  expect(path.basename(csvPath)).toMatch(/^rates boxes \d{4}-\d{2}-\d{2}\.csv$/);
  const records = await csvRecords(csvPath);
  expect(records[0]).toBe(
    'Carrier,Service,Pickup,Delivery,Transit days,Buy EUR,Margin EUR,Sell EUR,Buy from,Margin rule,Valid until,Rate id',
  );
  expect(records).toHaveLength(shown + 1);
  const amounts = records.slice(1).map((line) => Number(line.split(',')[5]));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(records[1]).toContain(carrier);

  // Saved, then its PDF from Quotes: the same carrier, price and validity, from the quote main keeps.
  await cheapest.getByRole('button', { name: 'Save quote' }).click();
  await ratesTable(page).getByRole('button', { name: 'Open Quotes' }).click();
  const saved = page
    .getByRole('table', { name: 'Saved quotes' })
    .locator('tbody > tr')
    .filter({ hasText: carrier })
    .filter({ hasText: price });
  await saved.getByRole('button', { name: 'Quote PDF' }).click();
  const quotePdf = await savedPath(page.getByText(/^Saved to .*\.pdf$/));
  const quoteDoc = await pdfFileText(quotePdf);
  expect(quoteDoc.pages).toBe(1);
  expect(quoteDoc.text[0]).toMatch(/Quote Q-\d{4}-0001/);
  expect(quoteDoc.text[0]).toContain(price);
  expect(quoteDoc.text[0]).toMatch(/Valid until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await saveScreen(page, 'quotes-pdf-saved');
});

test('a sea FCL quote PDF prints its reference whole and names the container of each charge', async ({ page, appUrl }) => {
  await openRating(page, appUrl);
  await fillSeaFcl(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();

  await rateRows(page).first().getByRole('button', { name: 'Quote PDF' }).click();
  const file = await savedPath(page.getByRole('region', { name: 'Rates' }).getByText(/^Saved to /));
  const text = (await pdfFileText(file)).text[0]!;
  // The rate id as the service gave it, every part of it (a wrapped line breaks after a hyphen).
  expect(text.replace(/-\s+/g, '-')).toMatch(/Ref\. [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\s|$)/);
  expect(text).not.toMatch(/Ref\.[^A-Z]*…/);
  // The freight is charged per container: its line says which.
  expect(text).toMatch(/DRY40 · Paid with the freight/);
});

/** The PDF's text from the route to the desk's terms at its foot: what the quote says, its reference aside. */
function quoteBody(text: string): string {
  const from = text.indexOf('FROM');
  const terms = text.lastIndexOf('Subject to space');
  expect(from).toBeGreaterThan(0);
  expect(terms).toBeGreaterThan(from);
  return text.slice(from, terms);
}

test('a sea quote’s PDF from Quotes has the route, goods, free time and penalties of the one from Rating, after a restart too', async ({
  page,
  appUrl,
  harness,
}) => {
  test.setTimeout(180_000);
  await openRating(page, appUrl);
  await fillSeaFcl(page);
  await page.getByLabel('Goods description').fill('Machine spare parts');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  // A rate with a confirmed sailing, whose ports the route names: a pre-booking (often the cheapest, first) has none.
  const row = rateRows(page).filter({ hasNotText: 'Pre-booking' }).first();
  await row.getByRole('button', { name: 'Quote PDF' }).click();
  const ratePdf = await savedPath(page.getByRole('region', { name: 'Rates' }).getByText(/^Saved to /));
  const rateText = (await pdfFileText(ratePdf)).text[0]!;
  const body = quoteBody(rateText);
  for (const part of ['Valencia', 'Shanghai', 'Machine spare parts', 'FREE TIME', 'PENALTY']) expect(body).toContain(part);

  await row.getByRole('button', { name: 'Save quote' }).click();
  await ratesTable(page).getByRole('button', { name: 'Open Quotes' }).click();
  const saved = () => page.getByRole('table', { name: 'Saved quotes' }).locator('tbody > tr').filter({ hasText: /Q-\d{4}-0001/ });
  await expect(saved()).toContainText('Valencia (ESVLC), ES → Shanghai (CNSHA), CN');
  await saved().getByRole('button', { name: 'Quote PDF' }).click();
  const quotePdf = await savedPath(page.getByText(/^Saved to .*\.pdf$/));
  expect(quoteBody((await pdfFileText(quotePdf)).text[0]!)).toBe(body);

  // The desk closed and opened again on the same data (another origin: nothing of the page's storage is left).
  const { operatorNow } = await harness.hooks.clock();
  await harness.stop({ keepData: true });
  const restarted = await startHarnessProcess({ workDir: harness.workDir, startAt: operatorNow });
  try {
    await page.goto(`${restarted.url}#/quotes`);
    await expect(saved()).toContainText('Valencia (ESVLC), ES → Shanghai (CNSHA), CN');
    await saved().getByRole('button', { name: 'Quote PDF' }).click();
    const again = await savedPath(page.getByText(/^Saved to .*\.pdf$/));
    expect(quoteBody((await pdfFileText(again)).text[0]!)).toBe(body);
  } finally {
    await restarted.stop();
  }
});

test.describe('with more shipments than one page of the store and the drawn window', () => {
  // 1,500 more: above the export's page of 1,000 rows and far above the rows the list draws.
  test.use({ harnessArgs: ['--seed-shipments', '1500'] });

  test('the tracking list as CSV and XLSX: every matching row, as filtered and sorted on screen', async ({
    page,
    appUrl,
  }) => {
    test.setTimeout(180_000);
    await openDesk(page, appUrl, '#/tracking?sort=price:desc');
    await expect(page.getByText(/\bSynced\b/)).toBeVisible({ timeout: 120_000 });
    const list = page.getByRole('grid', { name: 'Shipments' });
    const rowCount = async () => Number(await list.getAttribute('aria-rowcount')) - 1;
    await expect.poll(rowCount, { timeout: 30_000 }).toBeGreaterThan(1500);
    const all = await rowCount();
    // Narrowed by a search for the carrier most drawn rows have: many rows still, far more than the list draws.
    const agencies = await list
      .locator('[role="row"][aria-rowindex] [role="gridcell"]:nth-child(2)')
      .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()).filter((t) => t !== '' && t !== '—'));
    const counts = new Map<string, number>();
    for (const name of agencies) counts.set(name, (counts.get(name) ?? 0) + 1);
    const agency = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    await page.getByRole('searchbox', { name: 'Search shipments' }).fill(agency);
    await expect(page).toHaveURL(/[?&]q=/);
    // Settled: the same count twice in a row, and fewer than the whole list.
    let previous = -1;
    await expect
      .poll(async () => {
        const now = await rowCount();
        const settled = now === previous && now < all;
        previous = now;
        return settled;
      })
      .toBe(true);
    const matching = await rowCount();
    expect(matching).toBeGreaterThan(100);
    const top = (await list.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first().innerText()).trim();

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportGroup = page.getByRole('group', { name: 'Export the list' });
    const csvPath = await savedPath(exportGroup.getByText(/^Saved to /));
    expect(path.basename(csvPath)).toMatch(/^shipments \d{4}-\d{2}-\d{2} filtered\.csv$/);
    const records = await csvRecords(csvPath);
    expect(records[0]).toBe(
      'Code,Agency,Origin,Destination,Pickup,Delivery,Price,Currency,Status,Last free day,Free time charged,Free time currency',
    );
    expect(records).toHaveLength(matching + 1);
    expect(records[1]!.split(',')[0]).toBe(top);
    const prices = records
      .slice(1)
      .map((line) => line.match(/,(-?\d+\.\d{2}),([A-Z]{3})?,/)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const xlsxPath = await savedPath(exportGroup.getByText(/^Saved to .*\.xlsx$/));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxPath);
    const sheet = workbook.getWorksheet('Shipments')!;
    expect(sheet.rowCount).toBe(matching + 1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Code',
      'Agency',
      'Origin',
      'Destination',
      'Pickup',
      'Delivery',
      'Price',
      'Currency',
      'Status',
      'Last free day',
      'Free time charged',
      'Free time currency',
    ]);
    expect(sheet.getCell('A2').value).toBe(top);
    const dated = sheet
      .getColumn(5)
      .values.slice(2)
      .find((v) => v !== null && v !== undefined);
    expect(dated).toBeInstanceOf(Date);
    const xlsxPrices = sheet
      .getColumn(7)
      .values.slice(2)
      .filter((v): v is number => typeof v === 'number');
    expect(xlsxPrices.length).toBeGreaterThan(0);
    expect(xlsxPrices).toEqual(prices);
    await saveScreen(page, 'tracking-exported');
  });
});
