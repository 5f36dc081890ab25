import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The Rating screen as the journeys fill it: places picked from the lookups, boxes typed. */

export async function openRating(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeVisible();
}

/** Types into a lookup field and picks the suggestion whose text matches. */
export async function pick(group: Locator, label: string, text: string, option: RegExp): Promise<void> {
  await group.getByLabel(label).fill(text);
  await group.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: option }).first().click();
}

/** A box shipment Barcelona -> Madrid, every place picked through the postal-code autocomplete. */
export async function fillBoxes(page: Page): Promise<void> {
  const origin = page.getByRole('group', { name: 'Origin' });
  await pick(origin, 'City or postal code', '08001', /^08001 · Barcelona/);
  await expect(origin.getByLabel('Postal code', { exact: true })).toHaveValue('08001');
  await expect(origin.getByLabel('Region code')).toHaveValue('CT');
  const destination = page.getByRole('group', { name: 'Destination' });
  await pick(destination, 'City or postal code', '28001', /^28001 · Madrid/);
  await expect(destination.getByLabel('City', { exact: true })).toHaveValue('Madrid');

  const box = page.getByRole('group', { name: 'Box 1' });
  await box.getByLabel('Length (cm)').fill('40');
  await box.getByLabel('Width (cm)').fill('30');
  await box.getByLabel('Height (cm)').fill('30');
  await box.getByLabel('Weight (kg)').fill('12,5');
  await page.getByLabel('Goods description').fill('Machine spare parts');
  await page.getByLabel('Goods value').fill('1250.50');
}

export const ratesTable = (page: Page) => page.getByRole('table', { name: /^Rates/ });
/** The rate rows (each has its carrier as row header), not the detail and status rows. */
export const rateRows = (page: Page) =>
  ratesTable(page)
    .locator('tbody > tr')
    .filter({ has: page.getByRole('rowheader') });

/** A sea FCL shipment Valencia -> Shanghai: one 40' dry container of 10 t, the ports picked through the port lookup. */
export async function fillSeaFcl(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Sea FCL', exact: true }).click();
  await pick(page.getByRole('group', { name: 'Port of loading' }), 'Port', 'Valencia', /ESVLC/);
  await pick(page.getByRole('group', { name: 'Port of discharge' }), 'Port', 'Shanghai', /CNSHA/);
  const container = page.getByRole('group', { name: 'Container 1' });
  await container.getByLabel('Container type').selectOption('DRY40');
  await container.getByLabel('Cargo weight (kg)').fill('10000');
}
