import type { Page } from '@playwright/test';
import { bridgeCall } from './support/desk-setup';
import { clippedTexts, englishLeft } from './support/pseudo-locale';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * An answer the desk cannot read, on a Spanish desk: what the answer's
 * schema expected is said in Spanish inside the Spanish sentence, and in the
 * pseudo-locale it is a message too (accented), with nothing cut.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

/** The rating form's Sea FCL tab (the third, in any language), whose container types the service answers ill-shaped. */
async function openSeaFcl(page: Page): Promise<void> {
  await page.getByRole('tab').nth(2).click();
  await expect(page.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
}

test('a list the service sends ill-shaped says what was expected in Spanish, and in the pseudo-locale leaves no English', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.setTimeout(120_000);
  await hooks.setFault('lookup.containers', { rewrite: { replace: 'ningún contenedor' } });
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
  await openSeaFcl(page);
  await expect(page.getByRole('tab').nth(2)).toHaveText('Marítimo FCL');
  const notice = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los tipos de contenedor' });
  await expect(notice).toContainText('(se esperaba una lista)');
  await expect(notice).not.toContainText('$');
  await expect(notice).not.toContainText(/expected|Invalid|received/);
  await saveScreensAtSizes(page, 'i18n-answer-unreadable-es');

  await hooks.setFault('lookup.containers', { rewrite: { set: { '0.name': 20, '0.isReefer': 'quizá' } } });
  await notice.getByRole('button', { name: 'Volver a intentar' }).click();
  // The field by the desk's words for it and its place in the list, never by the answer's path.
  await expect(notice).toContainText('Nombre (elemento 1): se esperaba un texto');
  await expect(notice).not.toContainText(/expected|Invalid|received|\$\[0\]/);

  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*[^\p{ASCII}].*\]$/u);
  await openSeaFcl(page);
  const pseudo = page.getByRole('alert').first();
  // Each message is accented in the pseudo-locale: a plain English word in the problem is one no message made.
  await expect(pseudo).toContainText(/\[Ñáɱé[^\]]*\] \(\[\[íţéɱ[^\]]*\] 1 \]\)[^\]]*\]: \[[^\]]*[^\p{ASCII}][^\]]*\]/u);
  await expect(pseudo).not.toContainText('$[0]');
  await expect(pseudo).not.toContainText(/expected|Invalid|received/);
  expect(await englishLeft(pseudo, [])).toEqual([]);
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 700 },
  ]) {
    await page.setViewportSize(size);
    expect(await clippedTexts(page), `at ${size.width}x${size.height}`).toEqual([]);
  }
  await saveScreensAtSizes(page, 'i18n-answer-unreadable-pseudo');
});
