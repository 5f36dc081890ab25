import type { Page } from '@playwright/test';
import type { FreightDeskBridge } from '../../../src/shared/ipc/bridge';
import { expect } from './fixtures';

/** A second sandbox account (opened with hooks.addAccount): a profile of its own, with records of its own. */
export const SECOND_ACCOUNT = { apiKey: 'second-desk-key', apiSecret: 'second-desk-secret' } as const;

/** What page.evaluate reaches in the page (this file is type-checked without the DOM library). */
type PageGlobals = { freightDesk: FreightDeskBridge };

/** Opens the app and waits until the status bar says the profile is connected. */
export async function openApp(page: Page, appUrl: string, profileName = 'Sandbox', hash = ''): Promise<void> {
  await page.goto(`${appUrl}${hash}`);
  await expect(page.getByRole('status').filter({ hasText: profileName })).toContainText('Connected');
}

/** Adds a service profile through Settings, as an operator does. */
export async function addServiceProfile(
  page: Page,
  profile: { name: string; baseUrl: string; apiKey: string; apiSecret: string },
): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Name').fill(profile.name);
  await page.getByLabel('Base URL').fill(profile.baseUrl);
  await page.getByLabel('API key').fill(profile.apiKey);
  await page.getByLabel('API secret').fill(profile.apiSecret);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('table', { name: 'Connection profiles' }).getByRole('row').filter({ hasText: profile.name })).toBeVisible();
}

/** Makes a profile the active one from Settings and waits until it is connected. */
export async function useProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const row = page.getByRole('table', { name: 'Connection profiles' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Use this profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: name })).toContainText('Connected');
}

/**
 * Setup only: rates boxes, saves the first rate and books it through the
 * bridge, for the active profile. Returns each booked shipment's id and code.
 */
export async function bookThroughBridge(page: Page, count = 1): Promise<Array<{ shipmentId: string; shipmentCode: string }>> {
  return page.evaluate(async (n) => {
    const fd = (globalThis as unknown as PageGlobals).freightDesk;
    const inDays = new Date(Date.now() + 21 * 86_400_000).toISOString();
    const place = (postalCode: string, city: string, state: string) => ({ postalCode, country: 'ES', city, state, street: null, coords: null });
    const contact = { contactPerson: 'Ana Ruiz', companyName: 'Ruiz SL', contactMail: 'ana@ruiz.example', address: 'Calle 1', phonePrefix: '34', phone: '600111222' };
    const booked: Array<{ shipmentId: string; shipmentCode: string }> = [];
    for (let i = 0; i < n; i++) {
      const rated = await fd.rating.rate({
        mode: 'boxes',
        request: {
          origin: place('08001', 'Barcelona', 'CT'),
          destination: place('28001', 'Madrid', 'MD'),
          pickUpDate: inDays,
          goodsDescription: 'Parts',
          goodsValue: 10_000,
          insurance: false,
          customs: false,
          currency: 'EUR',
          dangerousCargo: false,
          boxes: [{ quantity: 1, length: 30, width: 30, height: 30, weight: 5, measurementUnit: 'CmKg' }],
        },
      });
      if (!rated.ok) throw new Error(rated.error.message);
      const saved = await fd.quotes.save({ type: 'boxes', rateId: rated.value.quote.rates[0]!.id });
      if (!saved.ok) throw new Error(saved.error.message);
      const quotes = await fd.quotes.list();
      if (!quotes.ok) throw new Error(quotes.error.message);
      const quote = quotes.value.find((q) => (q as { shipmentId?: unknown }).shipmentId === saved.value.shipmentId);
      if (!quote) throw new Error('the saved quote is not listed');
      const result = await fd.booking.book({
        mode: 'boxes',
        request: { id: quote.quoteId, origin: contact, destination: contact, pickupTimeFrom: '09:00', pickupTimeTo: '13:00' },
      });
      if (!result.ok) throw new Error(result.error.message);
      booked.push({ shipmentId: result.value.shipmentId, shipmentCode: result.value.shipmentCode ?? '' });
    }
    return booked;
  }, count);
}
