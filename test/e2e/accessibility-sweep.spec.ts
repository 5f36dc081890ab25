import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { routes } from '@renderer/app/routes';
import { axeFindings, AXE_THEME_RULES, describeFindings, type AllowedFinding } from './support/axe';
import { choosePickupWindow, fillContacts } from './support/booking-form';
import { bookSeaFclShipment, bookShipment, openDesk, syncStore } from './support/desk-setup';
import { wholeFileDamage } from '../helpers/store-damage';
import { openApp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { startHarnessProcess, type HarnessProcess } from './support/harness-process';
import { fillBoxes, ratesTable } from './support/rating-form';

/**
 * axe-core over every screen and the states an operator reaches every day,
 * light and dark, at both window sizes the desk is used at: any violation of
 * WCAG 2.2 A or AA (or of axe's best practices) fails the test, each listed
 * with where it was found. One
 * harness walks the whole sweep, so the suite pays for one start.
 *
 * Each state is checked whole in the light theme at both sizes (what shows,
 * and so what axe checks, depends on the size); in the dark theme the rules
 * that read colours run again (the theme changes colours only: no markup or
 * layout reads it, tokens.css alone does).
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

/** Nothing is allowed: a finding is fixed in its component, or argued here with its reason. */
const ALLOWED: readonly AllowedFinding[] = [];

const WINDOW_SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

const HOUR_MS = 3_600_000;

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/** The page as it is now: light at both sizes, every rule; dark at both sizes, the colour rules. Answers the findings. */
async function sweepPage(page: Page, state: string): Promise<string[]> {
  const problems: string[] = [];
  const passes = [
    { colorScheme: 'light', size: WINDOW_SIZES[0], rules: undefined },
    { colorScheme: 'light', size: WINDOW_SIZES[1], rules: undefined },
    { colorScheme: 'dark', size: WINDOW_SIZES[1], rules: AXE_THEME_RULES },
    { colorScheme: 'dark', size: WINDOW_SIZES[0], rules: AXE_THEME_RULES },
  ] as const;
  for (const { colorScheme, size, rules } of passes) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(size);
    const findings = await axeFindings(page, { allowed: ALLOWED, rules });
    problems.push(...describeFindings(`${state} (${colorScheme}, ${size.width}x${size.height})`, findings));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}

test('every screen and the states reached every day pass axe-core’s WCAG 2.2 AA rules, light and dark, at both sizes', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.setTimeout(480_000);
  const problems: string[] = [];
  const sweep = async (state: string) => problems.push(...(await sweepPage(page, state)));

  // The sandbox's shipments move only when the test says (the notice below).
  await hooks.setClockSpeed(0);
  await page.setViewportSize(WINDOW_SIZES[0]);
  await openDesk(page, appUrl, '#/today');
  const booked = await bookShipment(page);
  await syncStore(page);

  // Every screen as it opens.
  for (const route of routes) {
    await nav(page, route.label).click();
    await expect(page.getByRole('heading', { level: 1, name: route.label })).toBeVisible();
    await expect(page.getByText(/^Opening |^Loading /)).toHaveCount(0);
    await sweep(route.label);
  }

  // A rating with its rates, one rate's details open and one saved as a quote.
  await nav(page, 'Rating').click();
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  await ratesTable(page)
    .getByRole('button', { name: /details/i })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save quote' }).first().click();
  await expect(page.getByText(/Saved as a quote/).first()).toBeVisible();
  await sweep('Rating with rates');

  // The saved quote and the dialog that deletes one; the booking form, its problems and its review; booked.
  await nav(page, 'Quotes').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await sweep('Quotes with the delete dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Book/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Review booking' }).click();
  await sweep('Booking form with its problems');
  await fillContacts(page);
  await choosePickupWindow(page);
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page.getByRole('region', { name: 'Review the booking' })).toBeVisible();
  await sweep('Booking review');
  await page.getByRole('button', { name: 'Book shipment' }).click();
  await expect(page.getByRole('region', { name: 'Booked' })).toBeVisible();
  await sweep('Booked');

  // An open shipment, and its documents.
  await page.goto(`${appUrl}#/tracking?shipment=${booked.shipmentId}`);
  await expect(page.getByRole('region', { name: `Shipment ${booked.shipmentCode}` })).toBeVisible();
  await sweep('Tracking with a shipment open');
  // A sea shipment's detail with its free-time clocks.
  const sea = await bookSeaFclShipment(page, [{ type: 'DRY40', quantity: 2 }], 'CY');
  await syncStore(page);
  await page.goto(`${appUrl}#/tracking?shipment=${sea.shipmentId}`);
  const seaDetail = page.getByRole('region', { name: `Shipment ${sea.shipmentCode}` });
  await expect(seaDetail.getByRole('heading', { name: 'Free time' })).toBeVisible();
  await sweep('Tracking with a sea shipment open, its free time');
  // The status filter open, then applied, the list sorted by status.
  await page.goto(`${appUrl}#/tracking?sort=status:asc`);
  const filters = page.getByRole('form', { name: 'Shipment filters' });
  await filters.getByRole('button', { name: /^Status/ }).click();
  await filters.getByRole('checkbox', { name: 'In transit' }).check();
  await sweep('Tracking with the status filter open');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=InTransit/);
  await sweep('Tracking filtered and sorted by status');
  await page.goto(`${appUrl}#/documents?shipment=${booked.shipmentId}`);
  await expect(page.getByRole('table', { name: /Document checklist/ })).toBeVisible();
  await sweep('Documents of a shipment');

  // A lookup answered.
  await nav(page, 'Lookups').click();
  await page.getByLabel('City name').fill('Barcelona');
  const ports = page.getByRole('region', { name: 'Ports', exact: true });
  await ports.getByRole('button', { name: 'Search' }).click();
  await expect(ports.getByRole('table')).toBeVisible();
  await sweep('Lookups with ports found');

  // The palette, with what was typed matched.
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.type('FR');
  await sweep('Command palette');
  await page.keyboard.press('Escape');

  // A notice up, over Settings (whose Notifications panel is a landmark of that name too).
  await nav(page, 'Settings').click();
  await hooks.advanceClock(6 * HOUR_MS);
  await syncStore(page);
  const notices = page.getByRole('region', { name: /notifications/i }).getByRole('article');
  await expect(notices).not.toHaveCount(0);
  // Held by the pointer, as an operator reading it holds it: it would leave after a minute otherwise.
  await notices.first().hover();
  await sweep('Settings with a notice up');

  // The theme chosen in Settings, Dark, whatever the operating system's: the colour rules at both sizes.
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.locator('label').filter({ hasText: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const size of WINDOW_SIZES) {
    await page.setViewportSize(size);
    const findings = await axeFindings(page, { allowed: ALLOWED, rules: AXE_THEME_RULES });
    problems.push(...describeFindings(`Settings, Dark chosen (light OS, ${size.width}x${size.height})`, findings));
  }
  await theme.locator('label').filter({ hasText: 'System' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');

  // Offline: the service cannot be reached.
  await nav(page, 'Tracking').click();
  await hooks.setFault('*', { drop: 'before' });
  await hooks.expireTokens();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('region', { name: 'The service cannot be reached' })).toBeVisible();
  await sweep('Tracking offline');
  await nav(page, 'Rating').click();
  await sweep('Rating offline');

  expect(problems, problems.join('\n')).toEqual([]);
});

test('the notice of a store set aside passes too, light and dark, at both sizes', async ({ page, harness }) => {
  test.setTimeout(180_000);
  await openApp(page, harness.url, 'Sandbox', '#/tracking');
  await expect(page.getByText(/\bSynced\b/)).toBeVisible();
  // The desk quits and its store file is cut in half; it starts again on it.
  const { operatorNow } = await harness.hooks.clock();
  await harness.stop({ keepData: true });
  const storeFolder = path.join(harness.dataDir, 'store');
  wholeFileDamage['cut in half'](path.join(storeFolder, 'sandbox.sqlite'));
  let restarted: HarnessProcess | undefined;
  try {
    restarted = await startHarnessProcess({ workDir: harness.workDir, startAt: operatorNow });
    await openApp(page, restarted.url, 'Sandbox', '#/tracking');
    expect((await readdir(storeFolder)).some((name) => name.startsWith('sandbox.sqlite.broken-'))).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: 'The local store was damaged' })).toBeVisible();
    await expect(page.getByText(/\bSynced\b/)).toBeVisible();
    const problems = await sweepPage(page, 'Tracking with the store set aside');
    expect(problems, problems.join('\n')).toEqual([]);
  } finally {
    await restarted?.stop();
  }
});
