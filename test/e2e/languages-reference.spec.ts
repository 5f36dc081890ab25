import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { clippedTexts, englishLeft } from './support/pseudo-locale';
import { bookBoxesShipment, bridgeCall, dropFiles } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Documents, Tariffs and Lookups in Spanish and in the pseudo-locale: the
 * same walk through their main states (empty, a checklist with files waiting
 * and uploaded, a refused and an accepted tariff upload, a report with its
 * costs, every lookup with results), asserting the Spanish an operator reads,
 * dates day first and amounts with a decimal comma; then, in the
 * pseudo-locale, no text cut by its box and no English left.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

type Language = 'es' | 'en-XA';

/** A plain message of a language, its placeholders filled: the walk finds the same controls in either. */
function wordsOf(language: Language): (key: string, inputs?: Record<string, string>) => string {
  const file = path.resolve(__dirname, '..', '..', 'messages', `${language}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key, inputs = {}) => {
    const message = messages[key];
    if (typeof message !== 'string') throw new Error(`${key} is not a plain message of ${language}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => inputs[name] ?? `{${name}}`);
  };
}

/** The service's own words on these screens (document names, its answers, the test's tariff): not messages. */
const SERVICE_DATA = [
  'Label',
  'Commercial invoice',
  'Packing list',
  'Other documents',
  'label.pdf',
  'invoice.pdf',
  'Spring Valencia',
  'Ocean freight, all in',
  'Terminal handling',
  'General cargo',
  'spring-rates.csv',
  // The sandbox's container types, pallet types, places and airports.
  'Dry Standard High Non Operating Reefer Open Top Flat Rack',
  'Josep Tarradellas Barcelona-El Prat Airport Catalonia',
  'Euro American Custom',
  // Countries are named by Intl, which writes the pseudo-locale's as English does.
  'Spain Venezuela',
];

interface Walk {
  page: Page;
  appUrl: string;
  language: Language;
  /** Called at each state, once it is on screen. */
  at: (state: string) => Promise<void>;
}

/** The screens' main states, found by the language's own words. */
async function walkScreens({ page, appUrl, language, at }: Walk): Promise<void> {
  const t = wordsOf(language);
  const year = await page.evaluate(() => new Date().getFullYear());

  // Documents: before a shipment is chosen, then a booked one's checklist.
  await page.goto(`${appUrl}#/documents`);
  await expect(page.getByRole('heading', { name: t('documents_empty_title') })).toBeVisible();
  await at('documents-empty');
  const shipment = await bookBoxesShipment(page);
  await page.goto(`${appUrl}#/documents?shipment=${shipment.shipmentId}`);
  const checklist = page.getByRole('table', {
    name: t('documents_table_caption', { shipment: shipment.shipmentCode }),
  });
  await expect(checklist.getByRole('row').nth(1)).toBeVisible();
  const panel = page.getByRole('group', { name: t('documents_drop_panel', { shipment: shipment.shipmentCode }) });
  await dropFiles(page, panel, [
    { name: 'invoice.pdf', type: 'application/pdf', text: '%PDF-1.4\n% invoice\n' },
    { name: 'label.pdf', type: 'application/pdf', text: '%PDF-1.4\n% label\n' },
  ]);
  const staged = page.locator('section[aria-labelledby="staged-title"]');
  await expect(staged.getByLabel(t('documents_staged_as', { file: 'invoice.pdf' }))).toBeVisible();
  await at('documents-staged');
  await staged.getByRole('button').last().click();
  const uploads = page.locator('section[aria-labelledby="uploads-title"]');
  await expect(uploads.getByRole('listitem')).toHaveCount(2);
  // The upload's moment is under each document: its words before the date.
  const uploadedWords = t('documents_uploaded_at').split('{when}')[0] ?? '';
  await expect(checklist.getByText(uploadedWords.trim()).first()).toBeVisible();
  await at('documents-uploaded');

  // Tariffs: an upload refused by the form, then one accepted; the report of its contract, with costs open.
  await page.goto(`${appUrl}#/tariffs`);
  const upload = page.getByRole('region', { name: t('tariffs_upload_title') });
  await upload.getByRole('button', { name: t('tariffs_upload_button') }).click();
  await expect(upload.getByText(t('tariffs_contract_required'))).toBeVisible();
  await at('tariffs-refused');
  const contract = 'E2E-ES-1';
  await upload.getByLabel(t('tariffs_contract_reference')).fill(contract);
  await upload.getByLabel(t('tariffs_scac')).fill('MSCU');
  await upload.getByLabel(t('tariffs_name')).fill('Spring Valencia');
  const header = (await upload.getByText(/^pol,pod,/).innerText()).trim();
  const csv = [
    header,
    `ESVLC,CNSHA,CY,CY,DRY40,${year}-01-01,${year}-12-31,28,,Freight,OFR,"Ocean freight, all in",1250.50,USD,PerContainer,General cargo`,
    `ESVLC,CNSHA,CY,CY,DRY40,${year}-01-01,${year}-12-31,28,,Origin,THC,Terminal handling,185,EUR,PerContainer,General cargo`,
  ].join('\r\n');
  await dropFiles(page, upload.getByRole('group', { name: t('tariffs_drop_label') }), [
    { name: 'spring-rates.csv', type: 'text/csv', text: csv },
  ]);
  await upload.getByRole('button', { name: t('tariffs_upload_button') }).click();
  await expect(upload.getByText(t('tariffs_uploaded'))).toBeVisible();
  // What the service said of the upload, in the language's plurals (the pseudo-locale's is English's, accented).
  const stored =
    language === 'es'
      ? 'Tarifa guardada: 1 precio importado de 1 archivo CSV'
      : /Ţáŕíƒƒ šţóŕéð: 1 ŕáţé íɱþóŕţéð ƒŕóɱ 1 ÇŠṼ ƒíļé/;
  await expect(upload.getByText(stored)).toBeVisible();
  const report = page.getByRole('region', { name: t('tariffs_report_title') });
  await report.getByRole('button', { name: t('tariffs_show_report') }).click();
  const rates = report.getByRole('table', { name: t('tariffs_rates_caption', { contract: 'Spring Valencia' }) });
  await rates.getByRole('button', { expanded: false }).first().click();
  const costs = report.getByRole('table', { name: t('tariffs_costs_caption', { rate: 'ESVLC → CNSHA DRY40' }) });
  await expect(costs.getByRole('rowheader', { name: 'OFR' })).toBeVisible();
  await at('tariffs-report');

  // Lookups: the fixed lists, and each search with its results.
  await page.goto(`${appUrl}#/lookups`);
  const ports = page.getByRole('region', { name: t('lookups_ports_title'), exact: true });
  await ports.getByLabel(t('lookups_ports_label')).fill('Barcelona');
  await ports.getByRole('button', { name: t('lookups_search') }).click();
  await expect(ports.getByRole('rowheader', { name: 'ESBCN' })).toBeVisible();
  const postal = page.getByRole('region', { name: t('lookups_postal_title') });
  await postal.getByLabel(t('lookups_postal_label')).fill('Barcelona');
  await postal.getByRole('button', { name: t('lookups_search') }).click();
  await expect(postal.getByRole('rowheader', { name: '08001' })).toBeVisible();
  const airports = page.getByRole('region', { name: t('lookups_airports_title') });
  await airports.getByLabel(t('lookups_airports_label')).fill('BCN');
  await airports.getByRole('button', { name: t('lookups_search') }).click();
  await expect(airports.getByRole('rowheader', { name: 'BCN' })).toBeVisible();
  const containers = page.getByRole('region', { name: t('lookups_containers_title') });
  await expect(containers.locator('tbody').getByRole('row').first()).toBeVisible();
  const pallets = page.getByRole('region', { name: t('lookups_pallets_title') });
  await expect(pallets.locator('tbody').getByRole('row').first()).toBeVisible();
  await at('lookups');
}

/** Opens the desk and waits until the Sandbox profile is connected, said in Spanish. */
async function openInSpanish(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}#/today`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
}

/** What the Spanish walk checks at each state, in the words an operator in Spain reads. */
const spanishChecks: Record<string, (page: Page) => Promise<void>> = {
  'documents-empty': async (page) => {
    await expect(page.getByRole('heading', { name: 'Envío', exact: true })).toBeVisible();
    await expect(page.getByLabel('Código del envío')).toBeVisible();
    await expect(page.getByText('Aquí aparece su lista de documentos')).toBeVisible();
  },
  'documents-staged': async (page) => {
    await expect(page.getByRole('heading', { name: 'Archivos para subir' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subir 2 archivos' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Observaciones' })).toBeVisible();
    await expect(page.getByText('Obligatorio').first()).toBeVisible();
    await expect(page.getByText('Sin subir').first()).toBeVisible();
  },
  'documents-uploaded': async (page) => {
    await expect(page.getByRole('heading', { name: 'Subidas' })).toBeVisible();
    await expect(page.getByText(/^\d+ de \d+$/)).toBeVisible();
    await expect(page.getByText(/documentos? obligatorios? subidos?/)).toBeVisible();
    // The upload's moment, day first ("29/11/2026, 10:00" or "29 nov 2026").
    const uploaded = (
      await page
        .getByText(/^Subido el /)
        .first()
        .innerText()
    ).replace(/\u00a0/g, ' ');
    expect(uploaded).toMatch(/^Subido el \d{1,2}[/ ]/);
    await expect(page.getByRole('button', { name: /^Volver a subir…/ }).first()).toBeVisible();
  },
  'tariffs-refused': async (page) => {
    await expect(page.getByText('La referencia del contrato es obligatoria')).toBeVisible();
    await expect(page.getByText('El SCAC del transportista es obligatorio (por ejemplo, MAEU)')).toBeVisible();
    await expect(page.getByText('Añada al menos un archivo de tarifa (suéltelo aquí o elíjalo)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pida un informe' })).toBeVisible();
    await expect(page.getByText('Aún no se ha añadido ningún archivo')).toBeVisible();
  },
  'tariffs-report': async (page) => {
    await expect(page.getByRole('columnheader', { name: 'Transportista' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Tipo de cargo' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^2 costes de ESVLC → CNSHA DRY40/ })).toBeVisible();
    await expect(page.getByText(/^1 tarifa, 1 precio, 2 costes de «E2E-ES-1»$/)).toBeVisible();
    const rates = page.getByRole('table', { name: 'Precios de Spring Valencia' });
    const validity = (await rates.locator('tbody tr').first().innerText()).replace(/\u00a0/g, ' ');
    // Day first: "1 ene 2026" or "01/01/2026", never "Jan 1".
    expect(validity).toMatch(/\b0?1[ /](ene|01)\b/);
    expect(validity).toContain('28 días');
    const costs = page.getByRole('table', { name: /^Costes de ESVLC/ });
    const freight = (await costs.getByRole('row').filter({ hasText: 'OFR' }).innerText()).replace(/\u00a0/g, ' ');
    expect(freight).toContain('1.250,50');
    expect(freight).toContain('Flete');
    await expect(costs.getByRole('row').filter({ hasText: 'THC' })).toContainText('185,00');
  },
  lookups: async (page) => {
    const ports = page.getByRole('region', { name: 'Puertos', exact: true });
    await expect(ports.getByRole('table', { name: 'Puertos para «Barcelona»' })).toBeVisible();
    await expect(ports.getByText(/^\d+ puertos? para «Barcelona»$/)).toBeVisible();
    await expect(ports.getByRole('columnheader', { name: 'Código RKST' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Frigorífico' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Largo × ancho × alto' })).toBeVisible();
    const postal = page.getByRole('region', { name: 'Códigos postales' });
    await expect(postal.getByLabel('País').locator('option:checked')).toHaveText('España (ES)');
    await expect(postal.getByRole('row').filter({ hasText: '08001' })).toContainText('° N');
    await expect(postal.getByRole('row').filter({ hasText: '08001' })).toContainText(/41,\d{4}° N/);
    await expect(page.getByRole('button', { name: 'Recargar' }).first()).toBeVisible();
  },
};

test('Documents, Tariffs and Lookups in Spanish: words, dates day first and amounts with a decimal comma', async ({
  page,
  appUrl,
}) => {
  // A long walk with screenshots of every state at two sizes in two schemes.
  test.setTimeout(360_000);
  await openInSpanish(page, appUrl);
  await walkScreens({
    page,
    appUrl,
    language: 'es',
    at: async (state) => {
      await spanishChecks[state]?.(page);
      await saveScreensAtSizes(page, `i18n-reference-${state}-es`);
    },
  });
});

test('Documents, Tariffs and Lookups in the pseudo-locale: no text cut, no English left', async ({ page, appUrl }) => {
  test.setTimeout(360_000);
  await openInSpanish(page, appUrl);
  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ţóðáý');
  await walkScreens({
    page,
    appUrl,
    language: 'en-XA',
    at: async (state) => {
      expect(
        await englishLeft(page.locator('main'), SERVICE_DATA, ['.observations']),
        `English left in ${state}`,
      ).toEqual([]);
      for (const size of [
        { width: 1440, height: 900 },
        { width: 1024, height: 700 },
      ]) {
        await page.setViewportSize(size);
        expect(await clippedTexts(page), `${state} at ${size.width}x${size.height}`).toEqual([]);
      }
      await saveScreensAtSizes(page, `i18n-reference-${state}-pseudo`);
    },
  });
});

test('a tariff CSV file the service refuses is said in Spanish, with the file and its line', async ({
  page,
  appUrl,
}) => {
  await openInSpanish(page, appUrl);
  const t = wordsOf('es');
  await page.goto(`${appUrl}#/tariffs`);
  const upload = page.getByRole('region', { name: t('tariffs_upload_title') });
  await upload.getByLabel(t('tariffs_contract_reference')).fill('E2E-ES-CSV');
  await upload.getByLabel(t('tariffs_scac')).fill('MSCU');
  const header = (await upload.getByText(/^pol,pod,/).innerText()).trim();
  const csv = [
    header,
    'ESVLC,CNSHA,CY,CY,DRY40,2030-01-01,2030-12-31,28,,Freight,OFR,Flete,mucho,USD,PerContainer,',
  ].join('\r\n');
  await dropFiles(page, upload.getByRole('group', { name: t('tariffs_drop_label') }), [
    { name: 'primavera.csv', type: 'text/csv', text: csv },
  ]);
  await upload.getByRole('button', { name: t('tariffs_upload_button') }).click();
  await expect(upload.getByRole('alert')).toContainText(
    'primavera.csv, línea 2: amount «mucho» no es un importe como 300 o 300.50',
  );
  await expect(upload).not.toContainText(/ line 2|is not an amount|files\[0\]/);
  await saveScreensAtSizes(page, 'i18n-reference-tariffs-csv-refused-es', { at: upload.getByRole('alert') });
});
