import type { Page } from '@playwright/test';
import type { HarnessHooks } from './support/harness-process';
import { bookSeaLclShipment, bookShipment, bridgeCall, openDesk, syncStore } from './support/desk-setup';
import { expect, saveScreen, saveScreensAtSizes, test } from './support/fixtures';

/**
 * The Today screen, the desk's first, and the free-time countdown: a booked
 * sea shipment is counted down from its discharge, flagged in Tracking and on
 * Today within 48 hours of its last free day and past it with the charge
 * accrued; a status the sandbox moved is listed on Today and opens its
 * shipment. The sandbox's clock and main's move together, by the test only.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Time passes for the service and for the desk (and the page's clock, which words "in 2 h"). */
async function advance(page: Page, hooks: HarnessHooks, ms: number): Promise<void> {
  // The page's clock first: moved after main's, it would jump past the life of a notice a sync that main's
  // timer started at once had already shown.
  await page.clock.fastForward(ms);
  await hooks.advanceClock(ms);
  await hooks.advanceAppClock(ms);
}

interface Countdown {
  readonly dischargedAt: string | null;
  readonly pressing: { readonly chargeType: string | null; readonly endsAt: string | null } | null;
}

async function countdownOf(page: Page, shipmentId: string): Promise<Countdown | undefined> {
  const items = await bridgeCall<Array<Countdown & { shipmentId: string }>>(page, 'today', 'freeTime');
  return items.find((item) => item.shipmentId === shipmentId);
}

test('a booked sea shipment is flagged within 48 hours of its last free day, then with the charge accrued', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.slow();
  await openDesk(page, appUrl);
  // Simulated time stands still but for the test's jumps, and main's clock stands at it: both agree on the hour.
  await hooks.setClockSpeed(0);
  await hooks.fixAppClock(new Date((await hooks.clock()).now));
  const booked = await bookSeaLclShipment(page);
  await syncStore(page);

  // Free time waits for the discharge, and says so.
  await page.goto(`${appUrl}#/tracking?shipment=${booked.shipmentId}`);
  const row = page.getByRole('grid', { name: 'Shipments' }).getByRole('row', { name: new RegExp(booked.shipmentCode) });
  await expect(row.getByRole('gridcell', { name: 'Not started' })).toHaveAttribute(
    'title',
    /free time starts at discharge, not yet discharged/,
  );

  // Two days at a time until the service reports the discharge at Barcelona (free time runs 4 days or more).
  for (let days = 0; days < 90 && !(await countdownOf(page, booked.shipmentId))?.dischargedAt; days += 2) {
    await advance(page, hooks, 2 * DAY_MS);
    await syncStore(page);
  }
  // The charge whose free time ends first (demurrage or storage at the terminal, from the discharge).
  const first = (await countdownOf(page, booked.shipmentId))?.pressing;
  const endsAt = Date.parse(first?.endsAt ?? '');
  expect(endsAt).not.toBeNaN();

  // 30 hours before its free time ends: flagged in the list, the countdown in its cell.
  await advance(page, hooks, endsAt - (await hooks.clock()).now - 30 * HOUR_MS);
  await syncStore(page);
  // The crossing is told once, as a notification (in the page: the harness has no OS notifications).
  // Looked at first: a notice leaves by itself after a minute, as an OS notification does.
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText(/free time ending|48 hours or less left/);
  await expect(row.getByRole('gridcell', { name: '1 d 6 h left' })).toHaveAttribute(
    'title',
    new RegExp(`${first?.chargeType}: 1 d 6 h left, last free day`),
  );
  await saveScreen(page, 'tracking-free-time-due-soon');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  const freeDays = page.getByRole('list', { name: 'Free days running out' });
  const line = freeDays.getByRole('link', { name: new RegExp(`${booked.shipmentCode} ${first?.chargeType}:`) });
  await expect(line).toContainText(/1 d 6 h left, last free day/);
  await saveScreen(page, 'today-free-time-due-soon');

  // A day and a half later: past the last free day, one day charged.
  await advance(page, hooks, 36 * HOUR_MS);
  await syncStore(page);
  await expect(notices).toContainText(/past free time|the charge accrues/);
  await expect(line).toContainText(/past the last free day .*1 day charged, .+ accrued/);
  await line.click();
  await expect(page).toHaveURL(new RegExp(`#/tracking\\?shipment=${booked.shipmentId}`));
  await expect(row.getByRole('gridcell', { name: 'Past due' })).toHaveAttribute('title', /1 day charged, .+ accrued/);
});

test('Today lists a status the sandbox moved since the last look, and the line opens the shipment', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  const booked = await bookShipment(page);
  await syncStore(page);
  await page.goto(`${appUrl}#/today`);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  // What was there before is seen: only what moves from here on is new.
  const seen = page.getByRole('button', { name: 'Mark all seen' });
  if (await seen.isVisible()) await seen.click();
  await expect(page.getByText(/Status changes, ETA and pickup dates that moved/)).toBeVisible();

  await hooks.advanceClock(DAY_MS);
  await syncStore(page);
  const changes = page.getByRole('region', { name: 'Changed since your last look' });
  await expect(changes.getByRole('list').first()).toBeVisible();
  // The demo history moved too: the first lines show, the rest under Show all.
  const rest = changes.getByRole('button', { name: /Show all/ });
  if (await rest.isVisible()) await rest.click();
  const line = changes.getByRole('link', { name: new RegExp(`${booked.shipmentCode}.*Status: `) });
  await expect(line).toBeVisible();
  await saveScreen(page, 'today-status-change');

  await line.click();
  await expect(page).toHaveURL(new RegExp(`#/tracking\\?shipment=${booked.shipmentId}`));
  await expect(page.getByRole('region', { name: `Shipment ${booked.shipmentCode}` })).toBeVisible();

  // Leaving Today was a look: back there, the change is no longer new.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByText(/Status changes, ETA and pickup dates that moved/)).toBeVisible();
});

test('a line of new tracking messages opens its shipment with them marked and in view, and sets no filter', async ({
  page,
  appUrl,
  hooks,
}) => {
  // The detail goes under the list at this size: the new messages are below the fold unless brought into view.
  await page.setViewportSize({ width: 1024, height: 700 });
  await openDesk(page, appUrl);
  const booked = await bookShipment(page);
  await syncStore(page);
  // The desk reads the shipment's messages once (nothing is new the first time), and the operator looks at Today.
  await bridgeCall(page, 'tracking', 'messages', { shipmentCode: booked.shipmentCode });
  await page.goto(`${appUrl}#/today`);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const seen = page.getByRole('button', { name: 'Mark all seen' });
  if (await seen.isVisible()) await seen.click();
  await expect(page.getByText(/Status changes, ETA and pickup dates that moved/)).toBeVisible();

  // Past its pickup the carrier has said more: the desk reads the messages again and finds them new.
  await page.clock.fastForward(23 * DAY_MS);
  await hooks.advanceClock(23 * DAY_MS);
  await bridgeCall(page, 'tracking', 'messages', { shipmentCode: booked.shipmentCode });
  await page.reload();
  const changes = page.getByRole('region', { name: 'Changed since your last look' });
  const line = changes.getByRole('link', { name: new RegExp(`${booked.shipmentCode}.*new tracking messages?`) });
  await expect(line).toBeVisible();
  const newCount = Number(/(\d+) new tracking message/.exec(await line.innerText())?.[1]);
  expect(newCount).toBeGreaterThan(0);
  await saveScreensAtSizes(page, 'today-messages');

  await line.click();
  await expect(page).toHaveURL(new RegExp(`#/tracking\\?shipment=${booked.shipmentId}`));
  const detail = page.getByRole('region', { name: `Shipment ${booked.shipmentCode}` });
  const timeline = detail.getByRole('list', { name: 'Tracking messages, newest first' });
  // The new messages, and only they, are marked, and the first of them is in view without scrolling.
  const marked = timeline.getByText('New', { exact: true });
  await expect(marked).toHaveCount(newCount);
  await expect(marked.first()).toBeInViewport();
  // Nothing narrows the list: the operator set no filter.
  const filters = page.getByRole('form', { name: 'Shipment filters' });
  await expect(filters.getByLabel('Shipment code')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText(/\d+ shipments/);
  await expect(page.getByRole('region', { name: 'Shipments' })).not.toContainText(/match/);
  await saveScreensAtSizes(page, 'today-messages-opened', { at: timeline });
});
