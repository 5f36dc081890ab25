import type { Locator, Page } from '@playwright/test';
import { pdfFileText } from '../helpers/pdf-text';
import { clippedTexts, englishLeft } from './support/pseudo-locale';
import { bridgeCall } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { fillSeaFcl, openRating, rateRows, ratesTable } from './support/rating-form';

/**
 * Rating and Saved quotes in Spanish: the form, the comparison, a rate's
 * details and the saved quotes in the words of a Spanish desk, dates day
 * first and amounts as "1.234,56 €"; a quote PDF in the language picked at
 * export (the customer's by default), whatever the desk speaks; and in the
 * pseudo-locale no text cut and no English word left.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

/** The Spanish comparison's rate rows (each has its carrier as row header). */
const spanishRows = (page: Page) =>
  page
    .getByRole('table', { name: /^Tarifas/ })
    .locator('tbody > tr')
    .filter({ has: page.getByRole('rowheader') });

/** The notice naming the PDF saved, in whatever words it says it. */
const savedNotice = (page: Page) => page.getByRole('region', { name: 'Tarifas' }).getByText(/\.pdf$/);

/** Types into a lookup field and picks the suggestion whose text matches, from the Spanish list. */
async function pick(group: Locator, label: string, text: string, option: RegExp): Promise<void> {
  await group.getByLabel(label).fill(text);
  await group.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option', { name: option }).first().click();
}

/** A box shipment Barcelona -> Madrid, filled through the Spanish form. */
async function fillBoxesInSpanish(page: Page): Promise<void> {
  const origin = page.getByRole('group', { name: 'Origen' });
  await pick(origin, 'Ciudad o código postal', '08001', /^08001 · Barcelona/);
  await expect(origin.getByLabel('Código de región')).toHaveValue('CT');
  await pick(page.getByRole('group', { name: 'Destino' }), 'Ciudad o código postal', '28001', /^28001 · Madrid/);
  const box = page.getByRole('group', { name: 'Caja 1' });
  await box.getByLabel('Largo (cm)').fill('40');
  await box.getByLabel('Ancho (cm)').fill('30');
  await box.getByLabel('Alto (cm)').fill('30');
  await box.getByLabel('Peso (kg)').fill('12,5');
  await page.getByLabel('Descripción de la mercancía').fill('Recambios');
  await page.getByLabel('Valor de la mercancía').fill('1250,50');
}

/** No text cut at either window size (the pseudo-locale's longer words show what a translation would cut). */
async function expectNothingCutAtBothSizes(page: Page, what: string): Promise<void> {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 700 },
  ]) {
    await page.setViewportSize(size);
    expect(await clippedTexts(page), `${what} at ${size.width}x${size.height}`).toEqual([]);
  }
}

/** The first page's text of the PDF a row's Quote PDF button saves (its notice names the file: a new one each time). */
async function pdfOf(row: Locator, notice: Locator): Promise<string> {
  const before = (await notice.count()) > 0 ? (await notice.innerText()).trim() : '';
  await row.getByRole('button', { name: /PDF/ }).click();
  // Made in main's PDF thread: slower than a screen's answer on a busy machine.
  await expect(notice).toHaveText(/\/.+\.pdf$/, { timeout: 60_000 });
  await expect(notice).not.toHaveText(before);
  const said = (await notice.innerText()).trim();
  return (await pdfFileText(said.slice(said.indexOf('/')))).text[0]!.replace(/\u00a0/g, ' ');
}

test('rating in Spanish: the form, the rates and their details, dates day first and amounts as 1.234,56 €', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarificar' })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'Modo de envío' }).getByRole('tab', { name: 'Marítimo FCL' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Envío: Cajas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aún no hay tarifas' })).toBeVisible();

  // Nothing typed: the form's own checks, in Spanish, and nothing is sent.
  await page.getByRole('button', { name: 'Obtener tarifas' }).click();
  await expect(page.getByText(/campos necesitan atención: no se envió nada/)).toBeVisible();
  await expect(page.getByText(/Origen: obligatoria; busque por ciudad o código postal/)).toBeVisible();
  await saveScreensAtSizes(page, 'i18n-rating-form-es');

  await fillBoxesInSpanish(page);
  await page.getByRole('button', { name: 'Obtener tarifas' }).click();
  const table = page.getByRole('table', { name: /^Tarifas, \d+ tarifas$/ });
  await expect(table).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tarifas' })).toContainText(/\d+ tarifas de \d+ transportistas/);
  for (const column of ['Transportista y servicio', 'Entrega', 'Tránsito', 'Compra', 'Venta', 'Validez']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByText('Más barata')).toBeVisible();
  const text = (await table.innerText()).replace(/\u00a0/g, ' ');
  expect(text).toMatch(/\d,\d{2} €/);
  expect(text).not.toMatch(/€\s?\d/);
  expect(text).toMatch(/recogida \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)/);
  expect(text).toMatch(/Caduca en \d+/);
  await expect(page.getByText(/Precios de venta para ningún cliente/)).toBeVisible();

  // A rate's details: its margin in words, in Spanish.
  const row = spanishRows(page).first();
  await row.getByRole('button', { name: 'Detalles' }).click();
  await expect(table.locator('tr.detail')).toContainText('Margen');
  await expect(table.locator('tr.detail').getByRole('button', { name: 'Aplicar a esta cotización' })).toBeVisible();
  await saveScreensAtSizes(page, 'i18n-rating-rates-es', { at: table });

  // Saved, and found in Saved quotes in Spanish.
  await row.getByRole('button', { name: 'Guardar cotización' }).click();
  await expect(table).toContainText(/Guardada como cotización, Q-\d{4}-0001/);
  await table.getByRole('button', { name: 'Abrir Cotizaciones' }).click();
  const quotes = page.getByRole('table', { name: 'Cotizaciones guardadas' });
  await expect(quotes).toBeVisible();
  await expect(page.getByText(/^\d+ cotizaciones guardadas$/)).toBeVisible();
  const saved = quotes.locator('tbody > tr').filter({ hasText: /Q-\d{4}-0001/ });
  await expect(saved).toContainText('para ningún cliente');
  await expect(saved).toContainText(/\d,\d{2}\s€/);
  await expect(page.getByLabel('Idioma del PDF')).toHaveValue('customer');
  await expect(page.getByLabel('Idioma del PDF').locator('option:checked')).toHaveText(
    'El de cada cliente, si no Español',
  );
  await saveScreensAtSizes(page, 'i18n-quotes-es');
});

test('a Spanish desk makes a quote PDF in its customer’s English by default, and in Spanish when picked', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  await bridgeCall(page, 'pricing', 'saveCustomer', { name: 'Acme Imports Ltd', language: 'English' });
  await page.reload();
  await fillBoxesInSpanish(page);
  await page.getByLabel('Cotizar para').selectOption({ label: 'Acme Imports Ltd' });
  await page.getByRole('button', { name: 'Obtener tarifas' }).click();
  await expect(page.getByRole('table', { name: /^Tarifas/ })).toBeVisible();

  const choice = page.getByLabel('Idioma del PDF');
  await expect(choice.locator('option:checked')).toHaveText('El del cliente (English)');
  const row = spanishRows(page).first();
  const english = await pdfOf(row, savedNotice(page));
  expect(english).toContain('QUOTATION');
  expect(english).toContain('Pickup');
  expect(english).toMatch(/€\d+\.\d{2}/);
  expect(english).not.toContain('COTIZACIÓN');

  await choice.selectOption({ label: 'Español' });
  const spanish = await pdfOf(row, savedNotice(page));
  expect(spanish).toContain('COTIZACIÓN');
  expect(spanish).toContain('Recogida');
  expect(spanish).toMatch(/\d+,\d{2} €/);
  expect(spanish).not.toMatch(/€\d/);
  expect(spanish).not.toContain('QUOTATION');
});

test.describe('on an English desk', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('a quote PDF picked in Spanish says its labels in Spanish and its amounts as 1.234,56 €', async ({
    page,
    appUrl,
  }) => {
    test.setTimeout(180_000);
    await openRating(page, appUrl);
    await fillSeaFcl(page);
    await page.getByRole('button', { name: 'Get rates' }).click();
    await expect(ratesTable(page)).toBeVisible();
    const choice = page.getByLabel('PDF language');
    await expect(choice.locator('option:checked')).toHaveText('Desk’s (English)');
    await choice.selectOption({ label: 'Español' });
    // A rate of thousands of euros, so the grouping shows.
    const row = rateRows(page)
      .filter({ hasText: /€\d{1,3},\d{3}\.\d{2}/ })
      .first();
    const text = await pdfOf(row, page.getByRole('region', { name: 'Rates' }).getByText(/\.pdf$/));
    expect(text).toContain('COTIZACIÓN');
    expect(text).toContain('Recogida');
    expect(text).toMatch(/\b\d{1,3}(\.\d{3})+,\d{2} €/);
    expect(text).not.toMatch(/€\d/);
    expect(text).not.toContain('QUOTATION');
    // The screen itself stays English.
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });
});

test('in the pseudo-locale Rating and Saved quotes cut no text and leave no English word, at both window sizes', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  // Typed in Spanish and kept as the draft, then opened again in the pseudo-locale.
  await fillBoxesInSpanish(page);
  await expect(page.getByText(/Borrador guardado|Draft saved/)).toBeVisible();
  // The draft is saved a moment after each change: the reload waits until it holds the last fields typed.
  await expect
    .poll(async () => JSON.stringify(await bridgeCall(page, 'drafts', 'list', { prefix: 'rating' })), {
      timeout: 30_000,
    })
    .toMatch(/Recambios[\s\S]*1250|1250[\s\S]*Recambios/);
  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*[^\p{ASCII}].*\]$/u);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await page.locator('table tbody tr').first().getByRole('button').first().click();
  await expect(page.locator('tr.detail')).toBeVisible();

  // The service's words: carriers and services in the row headers, a rate's notes as the carrier wrote them.
  const headers = await page.locator('table th[scope="row"]').allInnerTexts();
  const notes = await page.locator('tr.detail .extra li').allInnerTexts();
  const data = [
    // Longest first: a carrier and its service said together ("UPS Standard"), then each alone.
    ...headers.map((t) => t.split(/\r?\n/).slice(0, 2).join(' ')),
    ...headers.flatMap((t) => t.split(/\r?\n/)),
    ...notes,
    'Barcelona',
    'Madrid',
    'Recambios',
    // The pseudo-locale formats dates as British English does (Intl's month names, not the desk's words).
    ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Sep', 'Oct', 'Nov', 'Dec'],
    // Made by the sell-price engine in shared/domain (margin-rules.ts), outside these screens: still English.
    'No margin rule matches this rate: it sells at its buy price.',
  ]
    .map((t) => t.trim())
    .filter(Boolean);
  await expectNothingCutAtBothSizes(page, 'rating');
  expect(await englishLeft(page.locator('main'), data)).toEqual([]);
  await saveScreensAtSizes(page, 'i18n-rating-pseudo');

  await page.goto(`${appUrl}#/quotes`);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expectNothingCutAtBothSizes(page, 'quotes');
  const quoteData = await page.locator('table th[scope="row"] > div, table th[scope="row"] .note').allInnerTexts();
  expect(await englishLeft(page.locator('main'), [...quoteData.map((t) => t.trim()), ...data])).toEqual([]);
  await saveScreensAtSizes(page, 'i18n-quotes-pseudo');
});

test('a rule the rating form refuses, and a search field’s announcements, are said in Spanish and leave no English in the pseudo-locale', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  await fillBoxesInSpanish(page);
  await page.getByRole('group', { name: 'Caja 1' }).getByLabel('Peso (kg)').fill('0');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('El peso debe ser mayor que 0')).toBeVisible();
  await saveScreensAtSizes(page, 'i18n-rating-refused-es');
  // The draft is saved a moment after each change: the reload waits until it holds the weight refused.
  await expect
    .poll(async () => JSON.stringify(await bridgeCall(page, 'drafts', 'list', { prefix: 'rating' })), {
      timeout: 30_000,
    })
    .toMatch(/"weight":"0"/);

  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*[^\p{ASCII}].*\]$/u);
  await page.locator('form button[type="submit"]').click();
  const form = page.locator('form').first();
  await expect(form.getByText(/ɱúšţ ƀé ɱóŕé ţĥáñ 0/)).toBeVisible();
  await expectNothingCutAtBothSizes(page, 'refused rating form');
  await saveScreensAtSizes(page, 'i18n-rating-refused-pseudo');
  // A search whose list is open: its options and the live region that counts them.
  // The destination's place search (the first is the origin's; a country select is no search).
  await form.locator('input[aria-autocomplete="list"]').nth(1).fill('Valencia');
  const suggestions = form.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  const options = await suggestions.allInnerTexts();
  const data = [...options.flatMap((t) => t.split(/\r?\n/)), 'Barcelona', 'Madrid', 'Valencia', 'Recambios']
    .map((t) => t.trim())
    .filter(Boolean);
  expect(await englishLeft(form, data)).toEqual([]);
});

test('a draft kept by an older form names the fields it left out in Spanish, and leaves no English in the pseudo-locale', async ({
  page,
  appUrl,
}) => {
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  // An older form kept the goods value as a number and the currency as a code number: this form takes neither.
  await bridgeCall(page, 'drafts', 'save', {
    formKey: 'rating/boxes',
    value: { goodsDescription: 'Recambios', goodsValue: 1250, currency: 978 },
  });
  await page.reload();
  await expect(
    page.getByText('Parte del borrador guardado ya no encaja en este formulario y se dejó fuera: Valor de la mercancía, Moneda.'),
  ).toBeVisible();

  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*[^\p{ASCII}].*\]$/u);
  await expect(page.getByText(/ƒíţš ţĥíš ƒóŕɱ/)).toBeVisible();
  expect(await englishLeft(page.locator('main'), ['Recambios', 'Barcelona', 'Madrid'])).toEqual([]);
});
