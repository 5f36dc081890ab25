import type { Page } from '@playwright/test';
import { bookBoxesShipment, type Booked } from './desk-setup';
import { expect } from './fixtures';

/** A second sandbox account (opened with hooks.addAccount): a profile of its own, with records of its own. */
export const SECOND_ACCOUNT = { apiKey: 'second-desk-key', apiSecret: 'second-desk-secret' } as const;

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
  await page.getByLabel('Name', { exact: true }).fill(profile.name);
  await page.getByLabel('Base URL').fill(profile.baseUrl);
  await page.getByLabel('API key').fill(profile.apiKey);
  await page.getByLabel('API secret').fill(profile.apiSecret);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByRole('table', { name: 'Connection profiles' }).getByRole('row').filter({ hasText: profile.name }),
  ).toBeVisible();
}

/** Makes a profile the active one from Settings and waits until it is connected. */
export async function useProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const row = page.getByRole('table', { name: 'Connection profiles' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Use this profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: name })).toContainText('Connected');
}

/** Setup only: books `count` boxes shipments through the bridge, for the active profile. */
export async function bookThroughBridge(page: Page, count = 1): Promise<Booked[]> {
  const booked: Booked[] = [];
  for (let i = 0; i < count; i++) booked.push(await bookBoxesShipment(page));
  return booked;
}
