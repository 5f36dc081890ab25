import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { wholeFileDamage } from '../helpers/store-damage';
import { openApp } from './support/accounts';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { startHarnessProcess, type HarnessProcess } from './support/harness-process';

/**
 * A store file found damaged at start never locks the operator out: the
 * desk opens, says on screen which file was set aside and where it is now,
 * and the tracking list comes back once the sync has filled the new store.
 */
test('a store cut in half at start: the desk opens, names the file set aside, and the list comes back', async ({
  page,
  harness,
}) => {
  await openApp(page, harness.url, 'Sandbox', '#/tracking');
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(page.getByText(/\bSynced\b/)).toBeVisible();
  const rows = Number(await list.getAttribute('aria-rowcount'));
  expect(rows).toBeGreaterThan(10);

  // The desk quits; its store file is cut in half (a copy or a sync tool stopped half way); it starts again.
  const { operatorNow } = await harness.hooks.clock();
  await harness.stop({ keepData: true });
  const storeFolder = path.join(harness.dataDir, 'store');
  wholeFileDamage['cut in half'](path.join(storeFolder, 'sandbox.sqlite'));
  let restarted: HarnessProcess | undefined;
  try {
    restarted = await startHarnessProcess({ workDir: harness.workDir, startAt: operatorNow });
    await openApp(page, restarted.url, 'Sandbox', '#/tracking');

    // Renamed, never deleted: the damaged file is beside the new one (it had no -wal or -shm, closed cleanly).
    const copies = (await readdir(storeFolder)).filter((name) => name.startsWith('sandbox.sqlite.broken-'));
    expect(copies).toEqual([expect.stringMatching(/^sandbox\.sqlite\.broken-[\dT-]+Z$/)]);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The local store was damaged, so Freight Desk set it aside and started a new one' });
    await expect(notice).toContainText(path.join(storeFolder, copies[0] as string));
    await expect(notice).toContainText(/could not be rebuilt/i);

    // The list comes back from the service: as many shipments as before.
    await expect(page.getByText(/\bSynced\b/)).toBeVisible();
    await expect(list).toHaveAttribute('aria-rowcount', String(rows));
    await saveScreensAtSizes(page, 'store-damage-notice', { at: notice });

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  } finally {
    await restarted?.stop();
  }
});
