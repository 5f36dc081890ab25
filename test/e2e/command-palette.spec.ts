import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import { routes } from '@renderer/app/routes';
import { formModeList } from '@renderer/screens/rating/form-modes';
import { SECOND_ACCOUNT } from './support/accounts';
import { bridgeCall, openDesk } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Keyboard first: the palette (Ctrl+K) and the screens' keys, without the mouse. */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Opens the palette by keyboard, types, and checks the first option is the one wanted; Enter runs it. */
async function runFromPalette(page: Page, typed: string, option: RegExp): Promise<void> {
  await page.keyboard.press('Control+K');
  const box = palette(page).getByRole('combobox');
  await expect(box).toBeFocused();
  await page.keyboard.type(typed);
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const active = palette(page).locator(`#${await box.getAttribute('aria-activedescendant')}`);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(active).toContainText(option);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

test('the palette reaches every screen by keyboard alone, each with its shortcut shown', async ({ page, appUrl }) => {
  // Not on the first screen: choosing the screen already open leaves focus where it was.
  await openDesk(page, appUrl, `#/${routes.at(-1)!.id}`);
  for (const [index, route] of routes.entries()) {
    // The nine first screens have a key; a tenth is reached from the palette and the menus only.
    const shortcut = index < 9 ? `.*Ctrl\\+${index + 1}$` : '(?!.*Ctrl\\+)';
    await runFromPalette(page, route.label, new RegExp(`^${route.label}${shortcut}`));
    await expect(page).toHaveURL(new RegExp(`#/${route.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: route.label })).toBeFocused();
  }
  // The same screens by their keys.
  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(new RegExp(`#/${routes[1]!.id}$`));
  await page.keyboard.press('Control+1');
  await expect(page).toHaveURL(new RegExp(`#/${routes[0]!.id}$`));
});

test('the palette finds a shipment by its code, starts a rating of each mode, switches profile, and gives focus back on Escape', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl, '#/tracking');
  await expect(page.getByText(/\bSynced\b/)).toBeVisible();
  const list = await bridgeCall<StoredShipmentPage>(page, 'tracking', 'shipments', { limit: 1 });
  const shipment = list.rows[0]!;

  const quotesLink = page.getByRole('link', { name: 'Quotes' });
  await quotesLink.focus();
  await page.keyboard.press('Control+K');
  await page.keyboard.type(shipment.shipmentCode!.toLowerCase());
  await expect(
    palette(page).getByRole('option', { name: new RegExp(`Shipment ${shipment.shipmentCode}`) }),
  ).toBeVisible();
  await saveScreensAtSizes(page, 'palette-shipment');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(quotesLink).toBeFocused();

  await runFromPalette(page, shipment.shipmentCode!, new RegExp(`^Shipment ${shipment.shipmentCode}`));
  await expect(page).toHaveURL(new RegExp(`#/tracking\\?shipment=${shipment.shipmentId}$`));

  for (const form of formModeList) {
    await runFromPalette(page, `rate ${form.tab}`, new RegExp(`^Rate ${form.tab}`));
    await expect(page).toHaveURL(new RegExp(`#/rating\\?mode=${form.mode}$`));
    await expect(page.getByRole('tab', { name: form.tab, selected: true })).toBeVisible();
  }

  // The pointer's way in: the top bar's button, which names the key.
  await page.getByRole('button', { name: 'Go to… Ctrl+K' }).click();
  await expect(palette(page).getByRole('combobox')).toBeFocused();
  await saveScreensAtSizes(page, 'palette-open');
  await page.keyboard.press('Escape');

  await hooks.addAccount(SECOND_ACCOUNT);
  const { baseUrl } = await hooks.sandbox();
  await bridgeCall(page, 'profiles', 'save', { name: 'Second desk', baseUrl, ...SECOND_ACCOUNT });
  await runFromPalette(page, 'switch second', /^Switch to Second desk/);
  await expect(page.getByRole('status').filter({ hasText: 'Second desk' })).toContainText('Connected');
});
