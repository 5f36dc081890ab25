import type { Page } from '@playwright/test';
import { bridgeCall } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { clippedTexts } from './support/pseudo-locale';

/**
 * The desk in Spanish: the browser's language (the operating system's, in
 * the desktop app) chooses it, Settings changes it at once without a reload,
 * dates are written day first and amounts as "1.234,56 €"; and in the
 * pseudo-locale (every word accented and 40% longer) no text of a screen is
 * cut by the box it sits in.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

const SCREENS = [
  ['today', 'Hoy'],
  ['rating', 'Tarificar'],
  ['quotes', 'Cotizaciones'],
  ['booking', 'Reservas'],
  ['tracking', 'Seguimiento'],
  ['documents', 'Documentos'],
  ['tariffs', 'Tarifas'],
  ['lookups', 'Consultas'],
  ['settings', 'Ajustes'],
  ['pricing', 'Precios'],
] as const;

/** What main says when the service knows no such shipment: a failure message made in main, in its language. */
async function unknownShipmentFailure(page: Page): Promise<string> {
  return page.evaluate(async () => {
    type Call = (input: unknown) => Promise<{ ok: boolean; error?: { message: string } }>;
    const bridge = (globalThis as unknown as { freightDesk: Record<string, Record<string, Call>> }).freightDesk;
    return (await bridge.tracking!.detail!({ shipmentId: 'no-such-shipment' })).error?.message ?? '';
  });
}

/** Opens a screen and waits until the Sandbox profile is connected, said in Spanish. */
async function openInSpanish(page: Page, appUrl: string, hash: string): Promise<void> {
  await page.goto(`${appUrl}${hash}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
}

test('the desk speaks the system’s Spanish, and Settings switches it at once without a restart', async ({
  page,
  appUrl,
}) => {
  await openInSpanish(page, appUrl, '#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Seguimiento' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  const language = page.getByRole('group', { name: 'Idioma' });
  await expect(language.getByRole('radio', { name: 'Sistema' })).toBeChecked();

  // English: the whole window at once, no reload (the page keeps a mark a reload would lose).
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await language.locator('label').filter({ hasText: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  // Main speaks it too: the service's failures are said in English now, and in Spanish again below.
  expect(await unknownShipmentFailure(page)).toContain('The freight service found nothing for "Read the detail of a shipment"');

  // Kept: a new page starts in English whatever the browser says.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).locator('label').filter({ hasText: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  expect(await unknownShipmentFailure(page)).toContain(
    'El servicio de transporte no encontró nada para «Leer el detalle de un envío»',
  );
  await saveScreensAtSizes(page, 'i18n-settings-es', { at: page.getByRole('heading', { name: 'Apariencia' }) });
});

test('every screen in Spanish at both window sizes, light and dark: dates day first, amounts as 1.234,56 €', async ({
  page,
  appUrl,
}) => {
  await openInSpanish(page, appUrl, '#/today');
  for (const [id, name] of SCREENS) {
    await page.goto(`${appUrl}#/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('main h2, main [role="tablist"]').first()).toBeVisible();
    await saveScreensAtSizes(page, `i18n-${id}-es`);
  }
  // Tracking's list: its dates day first ("23 nov", "5 dic 2026"), its prices with a decimal comma and the euro after.
  await page.goto(`${appUrl}#/tracking`);
  const list = page.getByRole('grid');
  await expect(list.getByRole('row').nth(2)).toBeVisible();
  const text = (await list.innerText()).replace(/\u00a0/g, ' ');
  expect(text).toMatch(/\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b/);
  expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/);
  expect(text).toMatch(/\d,\d{2} €/);
  expect(text).toMatch(/\b\d{1,3}(\.\d{3})+,\d{2} €/);
  expect(text).not.toMatch(/€\s?\d/);
  // A date field is written and read day first, whatever order the browser's own date input has.
  const start = page.getByPlaceholder('dd/mm/aaaa').first();
  await start.fill('28/11/2026');
  await start.blur();
  await expect(start).toHaveValue('28/11/2026');
});

test('in the pseudo-locale no text of a screen is cut, at 1440x900 and at 1024x700', async ({ page, appUrl }) => {
  await openInSpanish(page, appUrl, '#/today');
  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ţóðáý');
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 700 },
  ]) {
    await page.setViewportSize(size);
    for (const [id] of SCREENS) {
      await page.goto(`${appUrl}#/${id}`);
      await expect(page.locator('main h2, main [role="tablist"]').first()).toBeVisible();
      // A list is checked with its rows, not the placeholders it shows while they come.
      if (id === 'tracking') await expect(page.locator('[role="grid"] [role="row"][data-loaded]').first()).toBeVisible();
      expect(await clippedTexts(page), `${id} at ${size.width}x${size.height}`).toEqual([]);
    }
  }
  await saveScreensAtSizes(page, 'i18n-settings-pseudo');
});
