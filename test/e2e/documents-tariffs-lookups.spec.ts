import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { bookShipment } from './support/desk-setup';
import { expect, saveScreen, test } from './support/fixtures';
import { savedPath } from './support/saved-files';

/**
 * Documents, Tariffs and Lookups as an operator uses them in the web
 * harness: files arrive by real drop events (a DataTransfer carrying File
 * objects, built in the page) or through the file picker, and what is saved
 * lands in the harness's downloads folder, where its bytes are compared with
 * what was uploaded. Setting up a booked shipment goes through
 * window.freightDesk directly: it is not what these tests are about.
 */

const SCREENS_DIR = path.resolve(__dirname, '..', '..', 'test-results', 'screens');

/** A file to drop: its text, or only its size (zeros, built in the page: no need to ship megabytes). */
type DroppedFile = { name: string; type: string } & ({ text: string } | { size: number });

/**
 * Drags files over `target` and drops them, as the desktop does: dragenter,
 * dragover and drop events carrying one DataTransfer with real File objects.
 */
async function dropFiles(page: Page, target: Locator, files: readonly DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const body = 'text' in f ? new TextEncoder().encode(f.text) : new Uint8Array(f.size);
      transfer.items.add(new File([body], f.name, { type: f.type }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

/**
 * A screenshot of the whole screen. The app scrolls inside its content area,
 * so the window grows to the content's height first (a full-page shot alone
 * would cut it at the window's height).
 */
async function saveWholeScreen(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? Math.ceil(main.getBoundingClientRect().top + main.scrollHeight) : 0;
  });
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await saveScreen(page, name);
  await page.setViewportSize(viewport);
}

/** A screenshot of one part of the screen (a lookup panel). */
async function savePart(part: Locator, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await part.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
}

test('uploads documents dropped on a row and on the panel, and downloads one byte for byte', async ({
  page,
  appUrl,
  harness,
  hooks,
}) => {
  await page.goto(appUrl);
  const shipment = await bookShipment(page);
  const label = '%PDF-1.4\n% the label of the parcels\n';
  const invoice = '%PDF-1.4\n% commercial invoice 2026-0042, signed\n';

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await page.getByLabel('Shipment code').fill(shipment.shipmentCode);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Show documents of ${shipment.shipmentCode}` }).click();

  const checklist = page.getByRole('table', { name: `Document checklist of ${shipment.shipmentCode}` });
  const row = (name: string) => checklist.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('Label Required')).toContainText('Not uploaded');
  await expect(row('Commercial invoice Required')).toContainText('Not uploaded');

  // One file dropped on a document's row goes to that document at once.
  await dropFiles(page, row('Label Required'), [{ name: 'label.pdf', type: 'application/pdf', text: label }]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'label.pdf' })).toContainText('Uploaded');

  // Dropped on the panel, a file waits with the document its name matches, until the operator confirms.
  await dropFiles(page, page.getByRole('group', { name: `Drop to upload to ${shipment.shipmentCode}` }), [
    { name: 'invoice.pdf', type: 'application/pdf', text: invoice },
  ]);
  const target = page.getByLabel('Upload invoice.pdf as');
  await expect(target.locator('option:checked')).toHaveText('Commercial invoice (required)');
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(uploads.getByRole('listitem').filter({ hasText: 'invoice.pdf' })).toContainText('Uploaded');

  // The checklist is read again: both documents are there, waiting for the back office.
  await expect(row('Label Required')).toContainText('Awaiting validation');
  await expect(row('Commercial invoice Required')).toContainText('Awaiting validation');
  await expect(page.getByText('2 of 2 required documents uploaded')).toBeVisible();
  expect(await hooks.requestCount('documents.upload')).toBe(2);
  await saveWholeScreen(page, 'documents-checklist-uploaded');

  // Downloaded, the invoice is saved into the downloads folder, byte for byte, named after its shipment
  // (another shipment's invoice does not take its name).
  await row('Commercial invoice Required').getByRole('button', { name: 'Download Commercial invoice' }).click();
  const saved = await savedPath(page.getByText(/^Saved to /));
  expect(path.dirname(saved)).toBe(harness.downloadsDir);
  expect(path.basename(saved)).toBe(`${shipment.shipmentCode} Commercial invoice.pdf`);
  expect((await readFile(saved)).equals(Buffer.from(invoice))).toBe(true);
});

test('refuses a file of a type or size the service does not take, saying why, and sends nothing', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.goto(appUrl);
  const shipment = await bookShipment(page);
  // Opened from another screen's link: the address names the shipment.
  await page.goto(`${appUrl}#/documents?shipment=${shipment.shipmentId}`);
  await expect(page.getByRole('heading', { name: `Documents of ${shipment.shipmentCode}` })).toBeVisible();
  await expect(page.getByRole('table', { name: /Document checklist of/ })).toBeVisible();
  const before = await hooks.requestCount('documents.upload');
  // The limit is said before anything is chosen.
  await expect(page.getByText(/Drop files here, or use .Choose files.+up to 25 MiB each\./)).toBeVisible();

  await dropFiles(page, page.getByRole('group', { name: /Drop to upload to/ }), [
    { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ' },
    // One byte over the limit.
    { name: 'scan.pdf', type: 'application/pdf', size: 25 * 1024 * 1024 + 1 },
  ]);

  const uploads = page.getByRole('list', { name: 'Uploads' });
  const exe = uploads.getByRole('listitem').filter({ hasText: 'setup.exe' });
  await expect(exe).toContainText('Not sent');
  await expect(exe).toContainText('files of this type cannot be uploaded');
  const scan = uploads.getByRole('listitem').filter({ hasText: 'scan.pdf' });
  await expect(scan).toContainText('Not sent');
  await expect(scan).toContainText('scan.pdf is 25.1 MiB; the limit is 25 MiB (26,214,400 bytes).');
  // Nothing waits to be sent and nothing was sent.
  await expect(page.getByRole('list', { name: 'Files to upload' })).toHaveCount(0);
  await saveWholeScreen(page, 'documents-refused-files');
  expect(await hooks.requestCount('documents.upload')).toBe(before);
});

test('uploads a CSV tariff, finds its rates and costs in the report, and exports the report', async ({
  page,
  appUrl,
  harness,
}) => {
  await page.goto(appUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tariffs' }).click();

  const upload = page.getByRole('region', { name: 'Upload a tariff' });
  const contract = 'E2E-SPRING-1';
  await upload.getByLabel('Contract reference').fill(contract);
  await upload.getByLabel('Carrier SCAC').fill('mscu');
  await upload.getByLabel('Tariff name').fill('Spring Valencia');
  await upload.getByLabel('Comments').fill('Rates from the carrier’s email\nValid all year');

  // The CSV is written the way the screen documents it: its header as shown in the hint.
  const header = (await upload.getByText(/^pol,pod,/).innerText()).trim();
  // The desk's year (its clock is the test's fixed one), which the report's period starts in.
  const year = await page.evaluate(() => new Date().getFullYear());
  const csv = [
    header,
    `ESVLC,CNSHA,CY,CY,DRY40,${year}-01-01,${year}-12-31,28,,Freight,OFR,"Ocean freight, all in",1250.50,USD,PerContainer,General cargo`,
    `ESVLC,CNSHA,CY,CY,DRY40,${year}-01-01,${year}-12-31,28,,Origin,THC,Terminal handling,185,EUR,PerContainer,General cargo`,
    `ESBCN,USNYC,CY,SD,DRY20,${year}-03-01,${year}-09-30,14,ESVLC,Freight,OFR,Ocean freight,900,USD,PerContainer,`,
  ].join('\r\n');
  await dropFiles(page, upload.getByRole('group', { name: 'Drop to add to this tariff' }), [
    { name: 'spring-rates.csv', type: 'text/csv', text: csv },
  ]);
  // A second file through the picker (the native open dialog in the desktop app).
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  const files = upload.getByRole('list', { name: 'Tariff files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);

  await upload.getByRole('button', { name: 'Upload tariff' }).click();
  await expect(upload.getByText('Tariff uploaded')).toBeVisible();
  await expect(upload.getByText('2 rates imported from 1 CSV file')).toBeVisible();
  await expect(upload.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible();
  await expect(files.getByRole('listitem').filter({ hasText: 'spring-rates.csv' })).toContainText('Uploaded');

  const report = page.getByRole('region', { name: 'Tariff report' });
  // The report offers the contract just uploaded; the period starts on the first day of the year.
  await expect(report.getByLabel('Contract number')).toHaveValue(contract);
  // Written as the desk writes dates: day and month in the locale's order, here both 01.
  await expect(report.getByLabel('From date')).toHaveValue(`01/01/${year}`);
  await report.getByRole('button', { name: 'Show report' }).click();

  const table = report.getByRole('table', { name: `Tariff report for ${contract}` });
  await expect(table.getByRole('rowheader', { name: /Spring Valencia/ })).toBeVisible();
  const rates = report.getByRole('table', { name: 'Rates of Spring Valencia' });
  await expect(rates.getByRole('rowheader', { name: 'ESVLC → CNSHA' })).toBeVisible();
  await expect(rates.getByRole('rowheader', { name: 'ESBCN → USNYC' })).toBeVisible();

  await rates.getByRole('button', { name: '2 costs of ESVLC → CNSHA DRY40' }).click();
  const costs = report.getByRole('table', { name: 'Costs of ESVLC → CNSHA DRY40' });
  const freight = costs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'OFR' }) });
  await expect(freight).toContainText('Ocean freight, all in');
  await expect(freight).toContainText('1,250.50');
  await expect(costs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'THC' }) })).toContainText(
    '185.00',
  );
  await saveWholeScreen(page, 'tariffs-upload-and-report');

  await report.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await savedPath(report.getByText(/^Saved to /));
  expect(path.dirname(saved)).toBe(harness.downloadsDir);
  const exported = (await readFile(saved, 'utf8')).split('\r\n').filter((line) => line !== '');
  // The header, then one row per cost: 2 costs of the first rate and 1 of the second.
  expect(exported).toHaveLength(4);
  expect(exported[0]).toMatch(/^contract,carrier,type,documentId,pol,/);
  expect(exported.some((line) => line.includes('"Ocean freight, all in",1250.50,USD'))).toBe(true);
  expect(exported.some((line) => line.includes(',THC,Terminal handling,185.00,EUR,'))).toBe(true);
});

test('looks up ports, containers, postal codes, pallet types and airports', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();

  const ports = page.getByRole('region', { name: 'Ports', exact: true });
  await ports.getByLabel('City name').fill('Barcelona');
  await ports.getByRole('button', { name: 'Search' }).click();
  await expect(
    ports.getByRole('table', { name: /Ports for .Barcelona./ }).getByRole('rowheader', { name: 'ESBCN' }),
  ).toBeVisible();
  await savePart(ports, 'lookups-ports');

  const containers = page.getByRole('region', { name: 'Container types' });
  await expect(
    containers.getByRole('table', { name: 'Container types' }).locator('tbody').getByRole('row'),
  ).toHaveCount(18);
  await savePart(containers, 'lookups-containers');

  const postal = page.getByRole('region', { name: 'Postal codes' });
  await postal.getByLabel('Country').selectOption({ label: 'Spain (ES)' });
  await postal.getByLabel('City or postal code').fill('Barcelona');
  await postal.getByRole('button', { name: 'Search' }).click();
  const postalRow = postal
    .getByRole('table', { name: /Postal codes for Barcelona/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '08001' }) });
  await expect(postalRow).toContainText('Barcelona');
  await expect(postalRow).toContainText('Spain');
  await expect(postalRow).toContainText('° N');
  await savePart(postal, 'lookups-postal-codes');

  const pallets = page.getByRole('region', { name: 'Pallet types' });
  const euro = pallets.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Euro' }) });
  await expect(euro).toContainText('120 × 80');
  await expect(euro).toContainText('cm');
  await savePart(pallets, 'lookups-pallet-types');

  const airports = page.getByRole('region', { name: 'Airports' });
  await airports.getByLabel('Name, city or IATA code').fill('BCN');
  await airports.getByRole('button', { name: 'Search' }).click();
  const bcn = airports
    .getByRole('table', { name: /Airports for .BCN./ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'BCN' }) });
  await expect(bcn).toContainText('Barcelona');
  await savePart(airports, 'lookups-airports');
  await saveWholeScreen(page, 'lookups-all');
});
