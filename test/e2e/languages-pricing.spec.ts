import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clippedTexts, englishLeft } from './support/pseudo-locale';
import { bridgeCall } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Pricing and the quote PDF settings in Spanish: the rules, the customers
 * and the quotes report with their forms, amounts as "1.234,50 €", a rule
 * refused by main with its words in Spanish under the fields; and in the
 * pseudo-locale, nothing cut and no English left.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

/** The pseudo-locale's words, to find a control by the name it has there. */
const pseudo = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', 'en-XA.json'), 'utf8')) as Record<
  string,
  string
>;

/** What the test types in: the same words in every language. */
const DATA = [
  'Acme',
  'Imports',
  'Ltd',
  'EUR',
  'CSV',
  'XLSX',
  'PDF',
  'FCL',
  'LCL',
  'ESVLC',
  'CNSHA',
  'IATA',
  'ISO',
  'LOCODE',
  'UN/LOCODE',
];

async function openPricing(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}#/pricing`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText(/Conectado|\[/);
}

test('Pricing in Spanish: a rule refused by main in Spanish, then kept, a customer, the quotes report and the quote PDF settings', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(120_000);
  await openPricing(page, appUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
  const rules = page.getByRole('region', { name: 'Reglas de margen' });
  await expect(rules.getByRole('table', { name: 'Reglas de margen' })).toContainText(
    'Aún no hay reglas: cada tarifa se vende a su precio de compra hasta que añada una.',
  );
  await expect(rules).toContainText('0 reglas');

  // Main refuses the rule: its problems, made in main, are said in Spanish under their fields.
  await rules.getByRole('button', { name: 'Nueva regla' }).click();
  const form = page.getByRole('form', { name: 'Nueva regla de margen' });
  await form.getByLabel('Puerto de origen').fill('Valencia');
  await form.getByRole('button', { name: 'Añadir regla' }).click();
  await expect(form).toContainText('La regla necesita un nombre');
  await expect(form).toContainText('Un puerto es un UN/LOCODE como ESVLC; un aeropuerto, un código IATA como BCN');
  await expect(form).toContainText('La regla no añade nada: indique un porcentaje, un importe fijo o un mínimo');
  await saveScreensAtSizes(page, 'pricing-rule-refused-es', { at: form });

  await form.getByLabel('Nombre de la regla').fill('Marítimo estándar');
  await form.getByLabel('Puerto de origen').fill('ESVLC');
  await form.getByLabel('Modo').selectOption({ label: 'Marítimo FCL (contenedor completo)' });
  await form.getByLabel('Porcentaje del precio de compra').fill('12,5');
  await form.getByLabel('Importe fijo (opcional)').fill('1234.50');
  await form.getByLabel('Margen mínimo (opcional)').fill('25');
  await form.getByRole('button', { name: 'Añadir regla' }).click();
  const row = rules.getByRole('row').filter({ hasText: 'Marítimo estándar' });
  const terms = (await row.innerText()).replace(/\u00a0/g, ' ');
  expect(terms).toContain('12,5 % + 1.234,50 € por envío, como mínimo 25,00 €');
  expect(terms).toContain('Regla de ruta (puertos)');
  expect(terms).toContain('Marítimo FCL (contenedor completo) · ESVLC → cualquiera');
  await expect(rules).toContainText('1 regla');

  const customers = page.getByRole('region', { name: 'Clientes' });
  await expect(customers).toContainText('Aún no hay clientes: añada uno o importe un archivo CSV.');
  await customers.getByRole('button', { name: 'Nuevo cliente' }).click();
  const customerForm = page.getByRole('form', { name: 'Nuevo cliente' });
  await customerForm.getByLabel('Nombre', { exact: true }).fill('Acme Imports Ltd');
  await customerForm.getByLabel('Margen predeterminado % (opcional)').fill('abc');
  await customerForm.getByRole('button', { name: 'Añadir cliente' }).click();
  await expect(customerForm).toContainText('Un porcentaje como 12 o 12,5 (de 0 a 1000)');
  await customerForm.getByLabel('Margen predeterminado % (opcional)').fill('7,5');
  await customerForm.getByRole('button', { name: 'Añadir cliente' }).click();
  await expect(customers.getByRole('row').filter({ hasText: 'Acme Imports Ltd' })).toContainText('7,5 %');
  await expect(customers).toContainText('1 cliente');

  const report = page.getByRole('region', { name: 'Informe de cotizaciones' });
  await expect(report.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await expect(report.getByLabel('Líneas')).toContainText('Cada cotización');
  await saveScreensAtSizes(page, 'pricing-es');

  await page.goto(`${appUrl}#/settings`);
  const pdfs = page.getByRole('region', { name: 'PDF de cotizaciones' });
  await expect(pdfs.getByLabel('Precio')).toContainText('Por cargo (el margen repartido entre ellos)');
  // The desk set no terms: the standard ones are shown in the desk's language (each PDF prints them in its own).
  await expect(pdfs.getByLabel('Condiciones')).toHaveValue(/^Sujeto a disponibilidad de espacio y equipo/);
  await saveScreensAtSizes(page, 'quote-pdf-standard-terms-es', { at: pdfs });
  await pdfs.getByLabel('Condiciones').fill('Válida 15 días.');
  await pdfs.getByRole('button', { name: 'Guardar PDF de cotizaciones' }).click();
  await expect(pdfs.getByRole('status')).toHaveText('Guardado.');
  await saveScreensAtSizes(page, 'quote-pdf-settings-es', { at: pdfs });

  // The same rule's words in the pseudo-locale, at both sizes: nothing cut, no English left.
  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.goto(`${appUrl}#/pricing`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('[');
  // Both forms open, so their labels, hints and placeholders are checked too.
  await page.getByRole('button', { name: pseudo.pricing_rules_new, exact: true }).click();
  await page.getByRole('button', { name: pseudo.pricing_customers_new, exact: true }).click();
  await expect(page.getByRole('form')).toHaveCount(2);
  const data = [...DATA, 'Marítimo estándar', 'Acme Imports Ltd'];
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 700 },
  ]) {
    await page.setViewportSize(size);
    expect(await clippedTexts(page), `pricing at ${size.width}x${size.height}`).toEqual([]);
    expect(await englishLeft(page.locator('main'), data)).toEqual([]);
  }
  await page.goto(`${appUrl}#/settings`);
  const pseudoPdfs = page.getByRole('region', { name: pseudo.pricing_pdf_title, exact: true });
  await expect(pseudoPdfs).toBeVisible();
  expect(await clippedTexts(page)).toEqual([]);
  expect(await englishLeft(pseudoPdfs, data)).toEqual([]);
  await saveScreensAtSizes(page, 'pricing-pseudo', { at: pseudoPdfs });
});
