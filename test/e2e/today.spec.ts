import type { Page } from '@playwright/test';
import type { HarnessHooks } from './support/harness-process';
import { bookSeaFclShipment, bookShipment, bridgeCall, openDesk, syncStore } from './support/desk-setup';
import { expect, saveScreen, saveScreensAtSizes, test } from './support/fixtures';

/**
 * The Today screen, the desk's first, and the free-time clocks: a booked sea
 * shipment's clocks run from its discharge, are flagged in Tracking and on
 * Today within 48 hours of the last free day and past it with the sum of the
 * charge, stop at the release and at an empty return entered by hand, and
 * leave Today once stopped; the shipment's detail shows every figure. A
 * status the sandbox moved is listed on Today and opens its shipment. The
 * sandbox's clock and main's move together, by the test only.
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

interface Clock {
  readonly key: string;
  readonly chargeType: string | null;
  readonly containerSizeType: string | null;
  readonly state: string;
  readonly endsAt: string | null;
  readonly lastFreeDay: string | null;
  readonly daysCharged: number;
  readonly stop: { readonly event: string; readonly at: string | null };
}
interface FreeTime {
  readonly clocks: readonly Clock[];
  readonly pressing: Clock | null;
  readonly events: {
    readonly discharge: { readonly at: string } | null;
    readonly release: { readonly at: string } | null;
    readonly delivered: boolean;
  };
}

async function freeTimeOf(page: Page, shipmentId: string): Promise<FreeTime> {
  const item = await bridgeCall<FreeTime | null>(page, 'today', 'shipmentFreeTime', { shipmentId });
  if (!item) throw new Error(`shipment ${shipmentId} has no free time`);
  return item;
}

/** "3 days × €150.00 × 3 containers = €1,350.00": checks the sum holds, and returns the amount. */
function checkSum(text: string): number {
  const figures = /(\d+) days? × €([\d,]+\.\d{2}) × (\d+) containers = €([\d,]+\.\d{2})/.exec(text);
  expect(figures, `a charge worked out in "${text}"`).not.toBeNull();
  const [days, perDay, containers, amount] = (figures ?? []).slice(1).map((n) => Number(n.replace(/,/g, '')));
  expect(Math.round((days ?? NaN) * (perDay ?? NaN) * (containers ?? NaN) * 100)).toBe(
    Math.round((amount ?? NaN) * 100),
  );
  return amount ?? NaN;
}

test('free-time clocks run from the discharge, stop at the release and at the empty return entered by hand, in the detail, Tracking and Today', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.slow();
  await openDesk(page, appUrl);
  // Simulated time stands still but for the test's jumps, and main's clock stands at it: both agree on the hour.
  await hooks.setClockSpeed(0);
  await hooks.fixAppClock(new Date((await hooks.clock()).now));
  // Shanghai -> Valencia, 3 x 40' to the terminal: the consignee's haulier collects 8 days after the discharge.
  const booked = await bookSeaFclShipment(page, [{ type: 'DRY40', quantity: 3 }], 'CY');
  await syncStore(page);

  await page.goto(`${appUrl}#/tracking?shipment=${booked.shipmentId}`);
  const detail = page.getByRole('region', { name: `Shipment ${booked.shipmentCode}` });
  const freeTime = detail.getByRole('heading', { name: 'Free time' }).locator('..');
  await expect(freeTime).toContainText('Days of the port of Valencia (ESVLC), Europe/Madrid time');
  const events = detail.getByRole('list', { name: 'Free-time events' });
  await expect(events.getByRole('listitem').filter({ hasText: 'Discharge at Valencia' })).toContainText('not yet');
  const row = page.getByRole('grid', { name: 'Shipments' }).getByRole('row', { name: new RegExp(booked.shipmentCode) });
  await expect(row.getByRole('gridcell', { name: 'Not started' })).toHaveAttribute(
    'title',
    /starts at the discharge, not yet discharged/,
  );

  // Two days at a time until the service reports the discharge at Valencia.
  for (let days = 0; days < 90 && !(await freeTimeOf(page, booked.shipmentId)).events.discharge; days += 2) {
    await advance(page, hooks, 2 * DAY_MS);
    await syncStore(page);
  }
  const discharged = await freeTimeOf(page, booked.shipmentId);
  // The clock that runs out first (demurrage or storage at the terminal, from the discharge).
  const first = discharged.pressing;
  if (!first?.endsAt) throw new Error('no clock started at the discharge');
  const name = `${first.chargeType} ${first.containerSizeType}`;

  // 30 hours before it ends: flagged in the list, on Today and in a notice, the last free day a Valencia date.
  await advance(page, hooks, Date.parse(first.endsAt) - (await hooks.clock()).now - 30 * HOUR_MS);
  await syncStore(page);
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText(/free time ending|48 hours or less left/);
  await expect(row.getByRole('gridcell', { name: '1 d 6 h left' })).toHaveAttribute(
    'title',
    new RegExp(`${name}: 1 d 6 h left, last free day`),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  const freeDays = page.getByRole('list', { name: 'Free days running out' });
  const line = freeDays.getByRole('link', { name: new RegExp(`${booked.shipmentCode} ${name}:`) });
  await expect(line).toContainText(/1 d 6 h left, last free day/);

  // A day and a half later: past the last free day, one day charged for each of the 3 containers.
  await advance(page, hooks, 36 * HOUR_MS);
  await syncStore(page);
  await expect(notices).toContainText(/past free time|the charge accrues/);
  await expect(line).toContainText(/past the last free day .*1 day × €.+ × 3 containers = €.+ so far/);
  checkSum(await line.innerText());
  await saveScreensAtSizes(page, 'free-time-today-past');
  await line.click();
  await expect(page).toHaveURL(new RegExp(`#/tracking\\?shipment=${booked.shipmentId}`));
  await expect(row.getByRole('gridcell', { name: 'Past due' })).toHaveAttribute(
    'title',
    /1 day × €.+ × 3 containers = €/,
  );
  /** A clock's card in the detail: its heading names the charge and the size. */
  const cardOf = (title: string) =>
    detail.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const card = cardOf(name);
  await expect(card.getByRole('definition').last()).toContainText(/1 day × €.+ × 3 containers = €.+ so far/);
  await saveScreensAtSizes(page, 'free-time-detail-past', { at: freeTime });

  // The haulier collects: the terminal's clocks stop at the release, their charge final; they leave Today.
  for (let days = 0; days < 20 && !(await freeTimeOf(page, booked.shipmentId)).events.release; days++) {
    await advance(page, hooks, DAY_MS);
    await syncStore(page);
  }
  const released = await freeTimeOf(page, booked.shipmentId);
  const stopped = released.clocks.find((c) => c.key === first.key);
  expect(stopped).toMatchObject({ state: 'stopped', stop: { event: 'release' } });
  await expect(events.getByRole('listitem').filter({ hasText: 'Release (full gate out)' })).toContainText(
    'reported by the carrier',
  );
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  const charged = checkSum(await card.getByRole('definition').last().innerText());
  expect(charged).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(
    freeDays.getByRole('link', { name: new RegExp(`${booked.shipmentCode} ${first.chargeType}`) }),
  ).toHaveCount(0);

  // Delivered, and the detention clock runs past its free days: the empty's return is never reported.
  const detention = released.clocks.find((c) => c.chargeType === 'Detention');
  if (!detention?.endsAt) throw new Error('detention did not start at the release');
  await advance(page, hooks, Date.parse(detention.endsAt) - (await hooks.clock()).now + HOUR_MS);
  await syncStore(page);
  const detentionLine = freeDays.getByRole('link', { name: new RegExp(`${booked.shipmentCode} Detention 40DRY:`) });
  await expect(detentionLine).toContainText(
    /empty return not reported; if the container is still out, past the last free day/,
  );
  await saveScreensAtSizes(page, 'free-time-today-end-not-reported');
  await detentionLine.click();
  await expect(row.getByRole('gridcell', { name: 'End not reported' })).toBeVisible();
  const returned = events.getByRole('listitem').filter({ hasText: 'Empty return' });
  await expect(returned).toContainText('Not reported');
  await saveScreensAtSizes(page, 'free-time-detail-end-not-reported', { at: freeTime });

  // Entered by hand: half an hour into the day after detention's last free day, Valencia time (an hour ago): one day
  // charged. A time in the future is refused, and said why.
  await returned.getByRole('button', { name: 'Enter the empty return' }).click();
  const form = detail.getByRole('form', { name: 'Empty return entered by hand' });
  const day = new Date(Date.parse(`${detention.lastFreeDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  await form.getByLabel(/^Date/).fill('2099-01-01');
  await form.getByLabel(/^Time/).fill('00:30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByRole('alert')).toContainText('The empty return cannot be later than now');
  await saveScreensAtSizes(page, 'free-time-detail-entering', { at: freeTime });
  await form.getByLabel(/^Date/).fill(day);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(returned).toContainText('entered by hand');
  const detentionCard = cardOf('Detention 40DRY');
  await expect(detentionCard.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(detentionCard.getByRole('definition').last()).toContainText(/^1 day × €/);
  checkSum(await detentionCard.getByRole('definition').last().innerText());
  // The list's cell says what the stopped clocks charged in all: the detail's total.
  const total = /Charged so far: (€[\d,]+\.\d{2})/.exec(await freeTime.innerText())?.[1];
  expect(total).toBeDefined();
  await expect(row.getByRole('gridcell', { name: `Stopped, ${total}` })).toBeVisible();
  await saveScreensAtSizes(page, 'free-time-detail-stopped', { at: freeTime });
  await saveScreensAtSizes(page, 'free-time-tracking-stopped');

  // Every clock stopped: the shipment is gone from Today's free days, and no later sync brings it back.
  await advance(page, hooks, DAY_MS);
  await syncStore(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('region', { name: 'Free days running out' })).toContainText('Nothing here now');
  await saveScreensAtSizes(page, 'free-time-today-stopped');
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
