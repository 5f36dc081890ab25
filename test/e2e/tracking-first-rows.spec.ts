import type { Page, Request } from '@playwright/test';
import { bookBoxesShipment, openDesk, syncEnded, syncStore } from './support/desk-setup';
import { expect, test } from './support/fixtures';

/**
 * Opening Tracking asks main for the list's first rows at once, while the
 * screen's code is still loading, instead of after the screen has mounted;
 * the screen then shows those rows without asking again, unless the stored
 * list changed in between. The list the menu's Tracking opens has its first
 * rows asked for ahead, while the desk is idle on another screen: the click
 * then asks for nothing before showing them.
 */

/** A list the menu does not open (sorted by code, last first): its first rows are never asked for ahead. */
const SORTED = { key: 'shipmentCode', direction: 'desc' } as const;
const SORTED_ADDRESS = `#/tracking?sort=${SORTED.key}:${SORTED.direction}`;

/** The code of the first shipment main lists for that order (none: the sort main keeps). */
async function firstCodeOf(page: Page, sort?: typeof SORTED): Promise<string> {
  const code = await page.evaluate(async (order) => {
    type Page = { ok: boolean; value: { rows: Array<{ shipmentCode: string | null }> } };
    const bridge = (globalThis as unknown as { freightDesk: { tracking: { shipments(i: unknown): Promise<Page> } } })
      .freightDesk;
    return (await bridge.tracking.shipments({ limit: 1, ...(order ? { sort: order } : {}) })).value.rows[0]
      ?.shipmentCode;
  }, sort);
  expect(code?.trim()).toBeTruthy();
  return code!.trim();
}

/** Opens a list by its address, as a link to it or the command palette does (the page is not loaded again). */
async function openAddress(page: Page, address: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), address);
}

/** Holds back the Tracking screen's code until release() is called. */
async function holdTrackingCode(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/TrackingScreen-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The screen whose code a request fetches (its chunk, TrackingScreen-<hash>.js), if it is one. */
function screenCodeOf(request: Request): string | undefined {
  return /\/assets\/(\w+Screen)-[^/]*\.js$/.exec(new URL(request.url()).pathname)?.[1];
}

/** The screens whose code the page asks for from now on, in order (kept up to date as it asks). */
function screensAsked(page: Page): string[] {
  const screens: string[] = [];
  page.on('request', (request) => {
    const name = screenCodeOf(request);
    if (name) screens.push(name);
  });
  return screens;
}

type ListCall = { offset: number; limit: number | undefined };
type ListInput = { offset?: number; limit?: number; sort?: { key?: string; direction?: string } };

/** The input of a call for the list (tracking.shipments); null for another call. */
function listInputOf(request: Request): ListInput | null {
  if (!request.url().endsWith('/__harness/invoke/tracking.shipments')) return null;
  return (request.postDataJSON() as { input?: ListInput } | null)?.input ?? {};
}

/**
 * The windows of the list the page asks main for (tracking.shipments): where
 * each starts and how many rows. With `sorted`, only that order's: the
 * menu's list is also asked for ahead whenever the desk is idle, which a
 * busy machine puts after the test has started listening.
 */
function listCalls(page: Page, sorted?: typeof SORTED): ListCall[] {
  const calls: ListCall[] = [];
  page.on('request', (request: Request) => {
    const input = listInputOf(request);
    if (input === null) return;
    if (sorted && (input.sort?.key !== sorted.key || input.sort.direction !== sorted.direction)) return;
    calls.push({ offset: input.offset ?? 0, limit: input.limit });
  });
  return calls;
}

/** How many screenfuls of the list's top were asked for (not whole blocks): the first rows, ahead or at a click. */
const screenfuls = (calls: readonly ListCall[]) =>
  calls.filter((call) => call.offset === 0 && (call.limit ?? 100) < 100).length;

/** How long no list call may be on its way or start before the list's calls count as settled. */
const LIST_QUIET_MS = 1_000;

/**
 * Opens the desk on Settings, its first sync ended, and waits until the
 * menu's list has its first rows asked for ahead and no call of the list is
 * on its way or starting: the sync's end asks for them again once the desk
 * is idle, which a busy machine does late.
 */
async function openDeskAskedAhead(page: Page, appUrl: string, calls: readonly ListCall[]): Promise<void> {
  let onTheirWay = 0;
  let lastMoved = performance.now();
  const moved = (change: number) => (request: Request) => {
    if (listInputOf(request) === null) return;
    onTheirWay += change;
    lastMoved = performance.now();
  };
  page.on('request', moved(1));
  page.on('requestfinished', moved(-1));
  page.on('requestfailed', moved(-1));
  await openDesk(page, appUrl, '#/settings');
  await syncEnded(page);
  await expect
    .poll(() => screenfuls(calls), { message: 'the first rows are asked for ahead' })
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => onTheirWay === 0 && performance.now() - lastMoved >= LIST_QUIET_MS, {
      message: 'the list asked for ahead has come, and nothing more is asked',
      timeout: 20_000,
    })
    .toBe(true);
}

async function openTrackingFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Tracking' }).click();
}

test('opening Tracking asks for the first rows while its code loads, and shows them without asking again', async ({
  page,
  appUrl,
}) => {
  // Held from the start: the app loads the screens' code while it is idle, before any click.
  const code = await holdTrackingCode(page);
  await openDesk(page, appUrl, '#/settings');
  await syncEnded(page);
  const firstCode = await firstCodeOf(page, SORTED);

  const calls = listCalls(page, SORTED);
  await openAddress(page, SORTED_ADDRESS);
  // The screen's code has not arrived, and its first rows are asked for already: a screenful, not a whole block.
  await expect.poll(() => calls.length, { message: 'the first rows are asked for' }).toBe(1);
  const [first] = calls;
  expect(first?.offset).toBe(0);
  expect(first?.limit).toBeGreaterThanOrEqual(16);
  expect(first?.limit).toBeLessThan(100);
  await expect(page.getByRole('grid', { name: 'Shipments' })).toHaveCount(0);

  code.release();
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(list.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first()).toHaveText(firstCode);
  // Those rows were shown: they were not asked for a second time (the rest of their block is, once).
  expect(calls.filter((call) => call.offset === 0 && call.limit === first?.limit)).toHaveLength(1);
  await expect.poll(() => calls.filter((call) => call.offset === 0 && call.limit === 100).length).toBe(1);
});

test('the menu’s Tracking opens with its first rows asked for while the desk was idle, asking nothing at the click', async ({
  page,
  appUrl,
}) => {
  const calls = listCalls(page);
  // Asked for ahead, on Settings: a screenful of the list the menu opens.
  await openDeskAskedAhead(page, appUrl, calls);
  const firstCode = await firstCodeOf(page);
  const ahead = calls.length;

  // Held at main's door from now on: whatever the click asks for waits.
  await page.route(/\/__harness\/invoke\/tracking\.shipments$/, () => undefined);
  await openTrackingFromMenu(page);
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(list.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first()).toHaveText(firstCode);
  // Nothing was asked again for them: only the rest of their block, once they were shown.
  expect(screenfuls(calls.slice(ahead))).toBe(0);
});

test('rows asked for ahead are asked for again once the stored list changed, and the list shows the change', async ({
  page,
  appUrl,
}) => {
  const calls = listCalls(page);
  await openDeskAskedAhead(page, appUrl, calls);
  const before = screenfuls(calls);

  // A booking and the sync after it change the stored list while the desk is on Settings.
  const booked = await bookBoxesShipment(page);
  await syncStore(page);
  await expect.poll(() => screenfuls(calls), { message: 'they are asked for again' }).toBeGreaterThan(before);

  await openTrackingFromMenu(page);
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(list.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first()).toHaveText(
    await firstCodeOf(page),
  );
  await expect(list.getByText(booked.shipmentCode)).toBeVisible();
});

test('the Free time countdowns are asked for once the first rows have come, not with them', async ({
  page,
  appUrl,
}) => {
  await openDesk(page, appUrl, '#/settings');
  await syncEnded(page);
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    const channel = /\/__harness\/invoke\/([\w.]+)$/.exec(request.url())?.[1];
    if (channel === 'today.freeTime') asked.push(channel);
    // Only the sorted list's: the menu's list is asked for ahead whenever the desk is idle, maybe after this starts.
    const input = listInputOf(request);
    if (input?.sort?.key === SORTED.key && input.sort.direction === SORTED.direction) asked.push('tracking.shipments');
  });
  // The first rows held at main's door until release.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__harness\/invoke\/tracking\.shipments$/, async (route) => {
    await released;
    await route.continue();
  });

  await openAddress(page, SORTED_ADDRESS);
  // Held longer than the screen waits for them: it shows, its list loading, rather than stay out of sight.
  await expect(page.getByRole('heading', { name: 'Shipments', level: 2 })).toBeVisible();
  await expect(page.getByText('Loading shipments…').first()).toBeVisible();
  await expect.poll(() => asked, { message: 'the first rows are asked for' }).toEqual(['tracking.shipments']);
  // The screen is up and waits for its rows: nothing else goes to main before them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(asked).toEqual(['tracking.shipments']);

  release();
  await expect(
    page.getByRole('grid', { name: 'Shipments' }).locator('[role="row"][data-loaded]').first(),
  ).toBeVisible();
  await expect.poll(() => asked.includes('today.freeTime'), { message: 'the countdowns follow' }).toBe(true);
  expect(asked.indexOf('today.freeTime')).toBeGreaterThan(asked.indexOf('tracking.shipments'));
});

test('a shipment booked while Tracking opens is in the list it shows', async ({ page, appUrl }) => {
  const code = await holdTrackingCode(page);
  await openDeskAskedAhead(page, appUrl, listCalls(page));
  await openTrackingFromMenu(page);

  // The stored list changes after its first rows were asked for, before the screen is there.
  const booked = await bookBoxesShipment(page);
  await syncStore(page);
  code.release();

  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(list.getByText(booked.shipmentCode)).toBeVisible();
});

test('the list first draws the rows that fit in its box, then the few below them ready for a scroll', async ({
  page,
  appUrl,
}) => {
  await openDesk(page, appUrl, '#/settings');
  await syncEnded(page);
  // Notes, when the first loaded row enters the page, how many rows are drawn and how many fit.
  await page.evaluate(() => {
    const seen = globalThis as unknown as { firstDraw?: { drawn: number; fit: number } };
    const observer = new MutationObserver(() => {
      const grid = document.querySelector('[role="grid"]');
      if (!grid?.querySelector('[role="row"][data-loaded]')) return;
      observer.disconnect();
      // The grid scrolls its rows under its header row: what shows of them is the grid less the header.
      const head = grid.querySelector<HTMLElement>('[role="rowgroup"]')!;
      const body = grid.querySelector<HTMLElement>('[role="rowgroup"]:last-child')!;
      seen.firstDraw = {
        drawn: body.querySelectorAll('[role="row"]').length,
        fit: Math.ceil((grid.clientHeight - head.offsetHeight) / 36),
      };
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  await openTrackingFromMenu(page);
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(list.locator('[role="row"][data-loaded]').first()).toBeVisible();
  const firstDraw = await page.evaluate(
    () => (globalThis as unknown as { firstDraw?: { drawn: number; fit: number } }).firstDraw,
  );
  expect(firstDraw).toBeDefined();
  // The box shows a few rows of the demo history's list: those are drawn, none below them yet.
  expect(firstDraw!.drawn).toBeGreaterThan(0);
  expect(firstDraw!.drawn).toBeLessThanOrEqual(firstDraw!.fit);
  // Then the rows just below the box follow, so a scroll shows no gap.
  await expect
    .poll(() => list.locator('[role="rowgroup"]').last().locator('[role="row"]').count())
    .toBeGreaterThan(firstDraw!.drawn);
});

test('the screens’ code loads while the desk is idle: opening Tracking then fetches no code', async ({
  page,
  appUrl,
}) => {
  const screens = screensAsked(page);
  await openDesk(page, appUrl, '#/settings');
  await expect
    .poll(() => screens.includes('TrackingScreen'), {
      message: 'the Tracking screen’s code is loaded before anyone opens it',
    })
    .toBe(true);
  const before = screens.length;
  await openTrackingFromMenu(page);
  await expect(
    page.getByRole('grid', { name: 'Shipments' }).locator('[role="row"][data-loaded]').first(),
  ).toBeVisible();
  // (The warm-up may still be fetching later screens meanwhile: those are not Tracking's.)
  expect(screens.slice(before).filter((screen) => screen === 'TrackingScreen')).toEqual([]);
});

test('a desk opened on Tracking warms the other screens’ code only once the first rows are drawn', async ({
  page,
  appUrl,
}) => {
  const screens = screensAsked(page);
  // Main's answers with the list's rows are held: the page is idle meanwhile, as while a busy main answers.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__harness\/invoke\/tracking\.shipments$/, async (route) => {
    await released;
    await route.continue();
  });
  await openDesk(page, appUrl, '#/tracking');
  const firstRow = page.getByRole('grid', { name: 'Shipments' }).locator('[role="row"][data-loaded]').first();
  // Idle moments pass (the warm-up asks for one screen per idle moment): none is spent on another screen's code.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  await expect(firstRow).toBeHidden();
  expect(screens).toEqual(['TrackingScreen']);
  release();
  await expect(firstRow).toBeVisible();
  await expect
    .poll(() => screens.length, { message: 'the other screens warm once the rows are drawn' })
    .toBeGreaterThan(1);
});

test('a desk opened on a screen’s address loads that screen’s code first, not the default screen’s', async ({
  page,
  appUrl,
}) => {
  for (const [address, screen] of [
    ['#/tracking', 'TrackingScreen'],
    ['#/documents', 'DocumentsScreen'],
  ] as const) {
    const screens: string[] = [];
    const onRequest = (request: Request) => {
      const name = screenCodeOf(request);
      if (name) screens.push(name);
    };
    // A new document each time: from #/tracking, going to #/documents alone only changes the hash, and the
    // desk already open goes on warming other screens before Documents is asked for.
    await page.goto('about:blank');
    page.on('request', onRequest);
    await page.goto(`${appUrl}${address}`);
    await expect(page.locator('main h2').first()).toBeVisible();
    page.off('request', onRequest);
    // Later ones are the warm-up's, loaded while the desk is idle.
    expect(screens[0], address).toBe(screen);
  }
});
