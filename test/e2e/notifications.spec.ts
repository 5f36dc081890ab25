import { openDesk, syncStore } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { advanceUntilMoved, movedCount, sandboxStatuses } from './support/sandbox-statuses';

/**
 * Notifications in the web harness: a browser tab has no OS notifications, so
 * main's notice is shown in the page. The sandbox's clock is stopped, so its
 * shipments move only when the test advances it; which of them move, and to
 * what, depends on the moment the suite runs at, so the test asks the sandbox.
 */
const HOUR_MS = 3_600_000;

/** "3 Delivered" as a whole phrase of a notice (not the end of "13 Delivered"). */
const phrase = (count: number, status: string) =>
  new RegExp(`(^|[\\s,])${count} ${status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|\\s|$)`);

test('a sync that moved many shipments is one notice that opens Tracking; a kind switched off stays quiet', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.setClockSpeed(0);
  await openDesk(page, appUrl, '#/tracking');
  await expect(page.getByText(/\bSynced\b/)).toBeVisible();
  const notices = page.getByRole('region', { name: 'Notifications' }).getByRole('article');

  const reached = await advanceUntilMoved(hooks, await sandboxStatuses(hooks), { stepMs: 6 * HOUR_MS, atLeast: 2 });
  await syncStore(page);
  await expect(notices).toHaveCount(1);
  const notice = notices.first();
  // One notice for them all, counting each status the sandbox moved shipments to.
  await expect(notice).toContainText(/^\s*\d+ shipments changed/);
  const told = Number(/(\d+) shipments changed/.exec((await notice.textContent()) ?? '')?.[1]);
  expect(told).toBeGreaterThanOrEqual(movedCount(reached));
  for (const [status, count] of reached) await expect(notice).toContainText(phrase(count, status));
  await expect(notice).not.toContainText(/PickedUp|InTransit|GateIn|CustomsCleared/);
  // A notice leaves by itself after a while, never while the pointer is on it: as an operator reading it.
  await notice.hover();
  await saveScreensAtSizes(page, 'notification');

  await page.getByRole('link', { name: 'Settings' }).click();
  await notice.getByRole('button', { name: /^\d+ shipments changed/ }).click();
  await expect(page).toHaveURL(/#\/tracking$/);
  await expect(notices).toHaveCount(0);
  const changes = page.getByText(/^\d+ changes$/);
  await expect(changes).toBeVisible();

  // Status and customs changes off: the next sync's changes are listed in Tracking, not notified.
  await page.getByRole('link', { name: 'Settings' }).click();
  for (const name of ['Status changes', 'Customs status']) {
    const toggle = page.getByRole('switch', { name });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  }
  await saveScreensAtSizes(page, 'notification-settings', { at: page.getByRole('heading', { name: 'Notifications' }) });
  await page.getByRole('link', { name: 'Tracking' }).click();
  const before = await changes.textContent();
  await advanceUntilMoved(hooks, await sandboxStatuses(hooks), { stepMs: 24 * HOUR_MS, atLeast: 1 });
  await syncStore(page);
  await expect(changes).not.toHaveText(before ?? '');
  await expect(notices).toHaveCount(0);

  // Saved: a new page reads the switches as they were left.
  await page.reload();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Status changes' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'ETA moved' })).toHaveAttribute('aria-checked', 'true');
});
