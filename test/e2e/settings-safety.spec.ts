import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeService, type FakeService } from '../integration/helpers/fake-service';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * The operator's settings and credentials, as the Settings screen handles
 * them: a settings.json that cannot be read is kept and reported on screen,
 * and a profile moved to another server never takes its key and secret along.
 */

const LOOKS = [
  { name: '1440-light', viewport: { width: 1440, height: 900 }, colorScheme: 'light' },
  { name: '1024-dark', viewport: { width: 1024, height: 700 }, colorScheme: 'dark' },
  { name: '1024-light', viewport: { width: 1024, height: 700 }, colorScheme: 'light' },
  { name: '1440-dark', viewport: { width: 1440, height: 900 }, colorScheme: 'dark' },
] as const;

/** Screenshots of the page as it is now, at both window sizes and in both colour schemes. */
async function saveScreens(page: Page, name: string): Promise<void> {
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await saveScreen(page, `${name}-${look.name}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
}

test.describe('a settings.json the app cannot read', () => {
  const BROKEN = '{"version":1,"activeProfileId":"p1","profiles":[{"id":"p1","name":"Produc';
  test.use({ harnessDataFiles: { 'settings.json': BROKEN } });

  test('is kept aside, unchanged, and the operator is told on screen where', async ({ page, appUrl, harness }) => {
    await page.goto(appUrl);
    const banner = page.getByRole('alert').filter({ hasText: 'Freight Desk could not read its settings file' });
    await expect(banner).toBeVisible();

    const copies = (await readdir(harness.dataDir)).filter((name) => name.startsWith('settings.json.broken-'));
    expect(copies).toHaveLength(1);
    const copy = path.join(harness.dataDir, copies[0] as string);
    expect(await readFile(copy, 'utf8')).toBe(BROKEN);
    await expect(banner).toContainText(copy);
    await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toBeVisible();
    await saveScreens(page, 'settings-set-aside-banner');

    await banner.getByRole('button', { name: 'Open Settings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    const notice = page.getByRole('alert').filter({ hasText: 'your service profiles are not loaded' });
    await expect(notice).toContainText(
      `${path.join(harness.dataDir, 'settings.json')} could not be read: it is not valid JSON`,
    );
    await expect(notice).toContainText(copy);
    await expect(notice).toContainText('rename it to settings.json');
    // Settings tells the whole story: the frame's banner steps aside there.
    await expect(banner).toBeHidden();
    await saveScreens(page, 'settings-set-aside-notice');

    // Elsewhere the banner is back until the operator dismisses it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await openSettings(page);
    await expect(notice).toBeVisible();
  });
});

test.describe('a profile moved to another server', () => {
  const A = { apiKey: 'key-for-a', apiSecret: 'secret-for-a' };
  const B = { apiKey: 'key-for-b', apiSecret: 'secret-for-b' };
  let a: FakeService;
  let b: FakeService;

  test.beforeEach(async () => {
    a = await startFakeService({}, { credentials: A });
    b = await startFakeService({}, { credentials: B });
  });
  test.afterEach(async () => {
    await a.close();
    await b.close();
  });

  /** The keys and secrets a service was sent, in any header or body. */
  const secretsSeen = (service: FakeService) =>
    [A.apiKey, A.apiSecret, B.apiKey, B.apiSecret].filter((secret) =>
      service.seen.some((r) => JSON.stringify(r.headers).includes(secret) || r.body.includes(secret)),
    );

  test('needs the new server’s key and secret, and the old ones never reach it', async ({ page, appUrl }) => {
    await page.goto(appUrl);
    await openSettings(page);
    await page.getByLabel('Name', { exact: true }).fill('Remote');
    await page.getByLabel('Base URL').fill(a.baseUrl);
    await page.getByLabel('API key').fill(A.apiKey);
    await page.getByLabel('API secret').fill(A.apiSecret);
    await page.getByRole('button', { name: 'Save profile' }).click();
    const row = page.getByRole('table', { name: 'Connection profiles' }).getByRole('row').filter({ hasText: 'Remote' });
    await row.getByRole('button', { name: 'Use this profile' }).click();
    await expect.poll(() => secretsSeen(a)).toEqual([A.apiKey, A.apiSecret]);

    // Another path on the same server: nothing more to enter.
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('region', { name: 'Edit “Remote”' });
    const baseUrl = form.getByLabel('Base URL');
    await baseUrl.fill(`${a.baseUrl}/v2`);
    await expect(form.getByText('New server: enter its API key and secret')).toBeHidden();
    await expect(form.getByLabel('API key')).not.toHaveAttribute('required');

    // Another port of the same host is another server: the form says so before anything is sent.
    await baseUrl.fill(b.baseUrl);
    const note = form.getByRole('note').filter({ hasText: 'New server: enter its API key and secret' });
    await expect(note).toContainText(`now points at ${b.baseUrl}, not ${a.baseUrl}`);
    await expect(form.getByLabel('API key')).toHaveAttribute('required');
    await expect(form.getByLabel('API secret')).toHaveAttribute('required');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByLabel('API key')).toHaveAccessibleDescription(
      new RegExp(`Enter the API key for ${b.baseUrl}: the stored one is sent only to ${a.baseUrl}`),
    );
    await expect(form.getByLabel('API key')).toBeFocused();
    await expect(row).toContainText(a.baseUrl);
    await saveScreens(page, 'settings-new-server-needs-credentials');

    await form.getByLabel('API key').fill(B.apiKey);
    await form.getByLabel('API secret').fill(B.apiSecret);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(row).toContainText(b.baseUrl);
    // The active profile was changed: the app signs in to the new server, with what it was given.
    await expect.poll(() => b.hits('/v1/auth/token').length).toBeGreaterThan(0);
    expect(secretsSeen(b)).toEqual([B.apiKey, B.apiSecret]);
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  });
});

test.describe('Show logs', () => {
  test('names the folder of the log file, which holds the run', async ({ page, appUrl, harness }) => {
    await page.goto(appUrl);
    await openSettings(page);
    const logs = page.getByRole('region', { name: 'Logs' });
    await logs.getByRole('button', { name: 'Show logs' }).click();
    // The web harness has no file manager to open: it names the folder (beside the data it was given).
    const folder = path.join(harness.dataDir, 'logs');
    await expect(logs.getByRole('status')).toHaveText(`The log files are in ${folder}`);
    await expect(logs.getByRole('button', { name: 'Copy log folder' })).toBeVisible();
    expect(await readdir(folder)).toContain('main.log');
    expect(await readFile(path.join(folder, 'main.log'), 'utf8')).toContain('web harness starting');
  });
});
