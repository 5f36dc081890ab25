import type { Page } from '@playwright/test';
import type { HarnessHooks } from './support/harness-process';
import { bookSeaFclShipment, bridgeCall, syncStore } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { pseudoText } from '../../src/shared/i18n/pseudo-text';
import { clippedTexts, englishLeft } from './support/pseudo-locale';

/**
 * Tracking and Today in Spanish: the list, its filters, search and empty
 * states, a booked sea shipment's detail with its free time, and Today's
 * sections, with amounts as "20.000,00 €"; then the same in the pseudo-locale,
 * where no text is cut and no word is left in plain English.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

type Booked = Awaited<ReturnType<typeof bookSeaFclShipment>>;

/** Opens the desk in the browser's Spanish, its clocks standing still, and books a sea shipment with free time. */
async function deskWithSeaShipment(page: Page, appUrl: string, hooks: HarnessHooks): Promise<Booked> {
  await page.goto(`${appUrl}#/today`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  await hooks.setClockSpeed(0);
  await hooks.fixAppClock(new Date((await hooks.clock()).now));
  // Shanghai -> Valencia, 3 x 40' to the terminal: its clocks wait on the discharge.
  const booked = await bookSeaFclShipment(page, [{ type: 'DRY40', quantity: 3 }], 'CY');
  await syncStore(page);
  return booked;
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const loadedRows = (page: Page) => page.locator('[role="grid"] [role="row"][data-loaded]');

test('Tracking and Today in Spanish: the list, filters, search, the detail and its free time, Today’s sections', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.slow();
  const booked = await deskWithSeaShipment(page, appUrl, hooks);

  // Today: its four sections, counted in Spanish (zero takes the plural).
  await page.goto(`${appUrl}#/today`);
  const main = page.getByRole('main');
  for (const title of [
    'Cambios desde la última revisión',
    'Días libres por agotarse',
    'Cotizaciones que caducan en un día',
    'Documentos para recogidas próximas',
  ])
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main).toContainText('0 cargos a 48 horas o menos del último día libre');
  await expect(main).toContainText(/\d+ cotizaci(ón guardada|ones guardadas)/);
  await expect(main).toContainText(/envíos? con recogida en los próximos 3 días/);
  await expect(main.getByText(/Nada pendiente ahora mismo|requieren? atención/)).toBeVisible();
  await saveScreensAtSizes(page, 'i18n-today-sections-es');

  // The list: its title, count, headers, filters, and the booked shipment's free time not started yet.
  await page.goto(`${appUrl}#/tracking`);
  const list = grid(page, 'Envíos');
  await expect(loadedRows(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Envíos' })).toBeVisible();
  await expect(main.getByText(/^\d[\d.]* envíos$/)).toBeVisible();
  for (const header of ['Código', 'Agencia', 'Ruta', 'Estado', 'Tiempo libre'])
    await expect(list.getByRole('columnheader', { name: header })).toBeVisible();
  const row = list.getByRole('row', { name: new RegExp(booked.shipmentCode) });
  await expect(row.getByRole('gridcell', { name: 'Sin empezar' })).toHaveAttribute(
    'title',
    /empieza con la descarga, aún sin descargar/,
  );
  await expect(main.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();

  // The shipment's detail: each section in Spanish, the goods' value as 20.000,00 €.
  await row.click();
  const detail = page.getByRole('region', { name: `Envío ${booked.shipmentCode}` });
  for (const heading of ['Ruta', 'Tiempo libre', 'Mercancía y servicio'])
    await expect(detail.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Mensajes de seguimiento los más recientes primero' })).toBeVisible();
  await expect(detail).toContainText('Días del puerto de Valencia (ESVLC), hora de Europe/Madrid');
  const events = detail.getByRole('list', { name: 'Eventos del tiempo libre' });
  await expect(events.getByRole('listitem').filter({ hasText: 'Descarga en Valencia' })).toContainText('todavía no');
  await expect(detail).toContainText('Código de reserva');
  await expect(detail).toContainText('Actualizaciones de seguimiento');
  await expect(detail).toContainText('Valor de la mercancía');
  const detailText = (await detail.innerText()).replace(/\u00a0/g, ' ');
  expect(detailText).toMatch(/\b20\.000,00 €/);
  expect(detailText).toMatch(/Precio por día\s+150,00 € al día por contenedor/);
  expect(detailText).toContain('Cobrado hasta ahora: 0,00 €');
  await saveScreensAtSizes(page, 'i18n-tracking-detail-es', { at: detail.getByRole('heading', { name: 'Tiempo libre' }) });
  await page.keyboard.press('Escape');

  // A filter that matches nothing, then a search that matches nothing: each says why in Spanish.
  const filters = page.getByRole('form', { name: 'Filtros de envíos' });
  await filters.getByRole('textbox', { name: 'Origen' }).fill('Zzqx');
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(main.getByText('Ningún envío coincide con estos filtros')).toBeVisible();
  await expect(filters).toContainText('1 filtro aplicado');
  await saveScreensAtSizes(page, 'i18n-tracking-filtered-empty-es');
  await filters.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(loadedRows(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar envíos' }).fill('zzqx');
  await expect(main.getByText('Ningún envío coincide con «zzqx»')).toBeVisible();
});

/**
 * Where the screens show the service's data or the locale's own writing of a date, not messages: the
 * list's cells (its headers are messages), codes, addresses, times, and the carrier's tracking messages (their timeline).
 */
const DATA = [
  '[role="grid"] [role="gridcell"]',
  '.text-mono',
  '.mono',
  'address',
  'time',
  `ol[aria-label="${pseudoText('Tracking messages, newest first')}"]`,
].join(', ');

test('in the pseudo-locale Tracking, its detail and Today cut no text and leave no English, at 1440x900 and 1024x700', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.slow();
  const booked = await deskWithSeaShipment(page, appUrl, hooks);
  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ţóðáý');
  // The booked shipment's words: what the service and the booking said, not messages.
  const data = [booked.shipmentCode, 'Ceramic tiles', 'Valencia', 'Shanghai', 'ESVLC', 'Europe/Madrid', 'UTC'];
  const english = async (where: string) =>
    (await englishLeft(page.locator('main'), data, [DATA])).map((text) => `${where}: ${text}`);

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 700 },
  ]) {
    const at = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await page.goto(`${appUrl}#/today`);
    await expect(page.locator('main h2').first()).toBeVisible();
    expect(await clippedTexts(page), `Today at ${at}`).toEqual([]);
    expect(await english(`Today at ${at}`)).toEqual([]);

    await page.goto(`${appUrl}#/tracking`);
    await expect(loadedRows(page).first()).toBeVisible();
    expect(await clippedTexts(page), `Tracking at ${at}`).toEqual([]);
    expect(await english(`Tracking at ${at}`)).toEqual([]);

    await page.goto(`${appUrl}#/tracking?shipment=${booked.shipmentId}`);
    const detail = page.getByRole('region', { name: new RegExp(booked.shipmentCode) });
    await expect(detail.getByRole('list').first()).toBeVisible();
    await expect(detail.locator('section').first()).toBeVisible();
    // The free-time clocks drawn, the list's rows loaded: every part of the detail is on screen.
    await expect(detail.getByRole('heading', { name: pseudoText('Free time') })).toBeVisible();
    await expect(loadedRows(page).first()).toBeVisible();
    expect(await clippedTexts(page), `the detail at ${at}`).toEqual([]);
    expect(await english(`the detail at ${at}`)).toEqual([]);
    // The list's own words in its rows (left out above, with the service's data): the status, pseudo too.
    const row = page.getByRole('row', { name: new RegExp(booked.shipmentCode) });
    await expect(row.getByRole('gridcell', { name: pseudoText('Booked') })).toBeVisible();
  }
  await saveScreensAtSizes(page, 'i18n-tracking-detail-pseudo');
});
