import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCurrentFuseWire } from '@electron/fuses';
import { expect, test } from '@playwright/test';
import { findJourneysApp, findPackagedApp, fuseFile, startPackagedApp } from './packaged-app';
import { fuseDifferences, type FuseWire } from './secure-fuses';

/**
 * The packaged app as the installers carry it (`npm run dist:<os>` leaves it
 * unpacked in dist/; FREIGHT_DESK_APP names another copy): its fuses are the
 * secure ones, and it opens on the embedded sandbox, lists the shipments its
 * local store keeps and finds a port. CI runs this on Windows, macOS and
 * Linux. Where there is no packaged Electron app it skips, saying why.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const found = findPackagedApp(process.env, ROOT);

// The list reporter shows no skip reasons: the worker says it on the console too.
if ('skip' in found && process.env.TEST_WORKER_INDEX !== undefined) console.log(`packaged app: skipped, ${found.skip}`);
test.beforeEach(() => {
  test.skip('skip' in found, 'skip' in found ? found.skip : '');
});

/** The fuse wire of a packaged app, as @electron/fuses reads it from the binary. */
async function wireOf(app: Parameters<typeof fuseFile>[0]): Promise<FuseWire> {
  return getCurrentFuseWire(fuseFile(app));
}

test('its fuses, read back from the binary, are the secure ones', async () => {
  if (!('app' in found)) return;
  expect(await wireOf(found.app)).toMatchObject({ version: '1' });
  expect(fuseDifferences(await wireOf(found.app))).toEqual([]);
});

test('the journeys’ build differs from it in the --inspect fuse alone', async () => {
  const journeys = findJourneysApp(ROOT);
  test.skip('skip' in journeys, 'skip' in journeys ? journeys.skip : '');
  if (!('app' in journeys)) return;
  expect(fuseDifferences(await wireOf(journeys.app), { EnableNodeCliInspectArguments: true })).toEqual([]);
});

test('opens on the embedded sandbox, lists the shipments its store keeps, and finds the port of Barcelona', async () => {
  if (!('app' in found)) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-packaged-'));
  const app = await startPackagedApp(found.app, dataDir);
  try {
    const { page } = app;
    await expect(page).toHaveTitle('Freight Desk');
    const status = page.getByRole('status').filter({ hasText: 'Sandbox' });
    await expect(status).toContainText('Connected');

    // The list is read from the local store (better-sqlite3, built for this Electron).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tracking' }).click();
    await expect(page.getByText(/\bSynced\b/)).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Shipments' }).getByRole('row').nth(1)).toBeVisible();

    await nav.getByRole('link', { name: 'Lookups' }).click();
    await page.getByLabel('City name').fill('Barcelona');
    await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('table', { name: /Ports for .Barcelona./ }).getByRole('rowheader', { name: 'ESBCN' }),
    ).toBeVisible();
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
});
