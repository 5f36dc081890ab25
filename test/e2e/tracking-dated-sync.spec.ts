import { TEST_NOW } from '../helpers/test-clock';
import { openApp } from './support/accounts';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Between whole syncs, a large account's list is asked since a date
 * (src/main/sync/dated-sync.ts); the progress says since which day. The
 * harness counts any list as large here (--dated-sync-from 1), and main's
 * clock stands still, so the timer's sync runs when the test moves it.
 */
test.use({ harnessArgs: ['--dated-sync-from', '1'], timezoneId: 'UTC', locale: 'en-GB' });

const MINUTE = 60_000;

test('a sync on the timer after the whole list asks since two days before it, and says so while it waits', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.fixAppClock(new Date(TEST_NOW));
  await openApp(page, appUrl, 'Sandbox', '#/tracking');
  const synced = page.getByRole('status').filter({ hasText: /\bSynced \d/ });
  await expect(synced).toBeVisible();
  const list = page.getByRole('grid', { name: 'Shipments' });
  const stored = Number(await list.getAttribute('aria-rowcount'));

  // The service is slow to answer the next list: the progress stays on its first step.
  await hooks.setFault('tracking.shipments', { latencyMs: 20_000, times: 1 });
  await hooks.advanceAppClock(5 * MINUTE);
  const since = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(TEST_NOW - 2 * 24 * 60 * MINUTE),
  );
  const asking = page.getByText(`Asking the service for the shipments picked up since ${since}…`);
  await expect(asking).toBeVisible();
  await saveScreensAtSizes(page, 'tracking-dated-sync');

  // The dated list comes and is stored; no shipment of the whole list was judged by it.
  await expect(asking).toBeHidden({ timeout: 30_000 });
  await expect(synced).toBeVisible();
  expect(Number(await list.getAttribute('aria-rowcount'))).toBe(stored);
  await expect(list.getByText('No longer listed')).toHaveCount(0);
});
