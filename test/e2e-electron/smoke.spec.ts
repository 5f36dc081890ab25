import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
// The package's index does not re-export the states its wire holds.
import { FuseState } from '@electron/fuses/dist/constants';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { findPackagedApp, fuseFile, startPackagedApp } from './packaged-app';

/**
 * The packaged app, as the installers carry it (`npm run dist:<os>` leaves it
 * unpacked in dist/; FREIGHT_DESK_APP names another copy): its fuses are the
 * ones electron-builder.yml sets, and it opens on the embedded sandbox and
 * finds a port. The release workflow runs this on Windows, macOS and Linux.
 * Where there is no packaged Electron app it skips, saying why.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const found = findPackagedApp(process.env, ROOT);

// The list reporter shows no skip reasons: the worker says it on the console too.
if ('skip' in found && process.env.TEST_WORKER_INDEX !== undefined) console.log(`packaged app: skipped, ${found.skip}`);
test.beforeEach(() => {
  test.skip('skip' in found, 'skip' in found ? found.skip : '');
});

test('its fuses are the ones electron-builder.yml sets', async () => {
  if (!('app' in found)) return;
  const config = parse(await readFile(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as {
    electronFuses: Record<string, boolean>;
  };
  const wire = await getCurrentFuseWire(fuseFile(found.app));
  for (const [option, enabled] of Object.entries(config.electronFuses)) {
    // electron-builder's option names are @electron/fuses' with a lower-case first letter.
    const fuse = FuseV1Options[(option[0]!.toUpperCase() + option.slice(1)) as keyof typeof FuseV1Options];
    expect(fuse, `${option} is a fuse @electron/fuses knows`).toBeDefined();
    expect(wire[fuse], option).toBe(enabled ? FuseState.ENABLE : FuseState.DISABLE);
  }
});

test('opens on the embedded sandbox, connected, and finds the port of Barcelona', async () => {
  if (!('app' in found)) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-packaged-'));
  const app = await startPackagedApp(found.app, dataDir);
  try {
    const { page } = app;
    await expect(page).toHaveTitle('Freight Desk');
    const status = page.getByRole('status').filter({ hasText: 'Sandbox' });
    await expect(status).toContainText('Connected');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
    await page.getByLabel('City name').fill('Barcelona');
    await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('table', { name: /Ports for .Barcelona./ }).getByRole('rowheader', { name: 'ESBCN' }),
    ).toBeVisible();
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
