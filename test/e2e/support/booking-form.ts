import { expect, type Page } from '@playwright/test';

/*
 * Steps of the booking form an operator fills after choosing Book on a saved
 * quote, shared by the specs that book through the screen.
 */

/** Both contacts, every required field. */
export async function fillContacts(page: Page): Promise<void> {
  const ends = [
    ['Origin contact', 'Ana Ruiz', 'Ruiz Trading SL', 'ana@ruiz.example'],
    ['Destination contact', 'Ben Ortega', 'Ortega Import SA', 'ben@ortega.example'],
  ] as const;
  for (const [section, person, company, mail] of ends) {
    const region = page.getByRole('region', { name: section });
    await region.getByLabel('Contact person').fill(person);
    await region.getByLabel('Company').fill(company);
    await region.getByLabel('E-mail').fill(mail);
    await region.getByLabel('Phone prefix').fill('34');
    await region.getByLabel('Phone', { exact: true }).fill('600111222');
  }
}

/** The pickup window from the times the carrier offers. */
export async function choosePickupWindow(page: Page): Promise<void> {
  await page.getByLabel('Pickup from').selectOption({ index: 1 });
  await page.getByLabel('Pickup until').selectOption({ index: 2 });
}

export async function reviewAndBook(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page.getByRole('heading', { name: 'Review the booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Book shipment' }).click();
}
