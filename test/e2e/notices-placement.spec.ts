import type { Locator, Page } from '@playwright/test';
import { openDesk, saveBoxesQuote, syncEnded, syncStore } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { fillBoxes, rateRows, ratesTable } from './support/rating-form';

/**
 * The page's own notifications (the web harness has no OS ones) never sit on
 * a control: they have a place of their own, leave after a few seconds
 * unless the operator is on them, and Esc dismisses them once nothing else
 * takes the key. The sandbox's clock stands still, so its shipments move only
 * when the test advances it.
 */
const HOUR_MS = 3_600_000;
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('article');

/** Moves the sandbox on and syncs: the shipments that moved come as one notice. */
async function bringNotice(page: Page, advanceClock: (ms: number) => Promise<void>): Promise<Locator> {
  // A sync still running (the sign-in's) fetched its list before the move, and a sync asked meanwhile is that one.
  await syncEnded(page);
  await advanceClock(6 * HOUR_MS);
  await syncStore(page);
  await expect(notices(page)).toHaveCount(1);
  return notices(page).first();
}

/** The visible controls (buttons, fields, links) outside the notices whose boxes the notice's box overlaps. */
async function controlsUnder(notice: Locator): Promise<string[]> {
  return notice.evaluate((card) => {
    const region = card.closest('section');
    const a = card.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [role="tab"]');
    return [...controls]
      .filter((control) => !region?.contains(control))
      .filter((control) => {
        const b = control.getBoundingClientRect();
        if (b.width === 0 || b.height === 0 || getComputedStyle(control).visibility === 'hidden') return false;
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      })
      .map((control) => control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
  });
}

test('a notice covers no control of the booking form or the rate comparison, at either window size', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.setClockSpeed(0);
  await openDesk(page, appUrl);
  const { quoteId } = await saveBoxesQuote(page);
  await page.goto(`${appUrl}#/booking?quote=${quoteId}&type=boxes`);
  const review = page.getByRole('button', { name: 'Review booking' });
  await expect(review).toBeVisible();
  let notice = await bringNotice(page, (ms) => hooks.advanceClock(ms));
  // Held while the test measures and takes screenshots: the pointer on it, as an operator reading it.
  await notice.hover();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(notice).toBeInViewport();
    expect(await controlsUnder(notice), `booking form at ${size.width}x${size.height}`).toEqual([]);
  }
  await saveScreensAtSizes(page, 'notice-booking-form');
  // The click meant for the sticky button lands on it.
  await review.click();
  await expect(page.getByText(/needs? attention before the booking/)).toBeVisible();

  await page.goto(`${appUrl}#/rating?mode=boxes`);
  await fillBoxes(page);
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(ratesTable(page)).toBeVisible();
  notice = await bringNotice(page, (ms) => hooks.advanceClock(ms));
  // Held while the test measures and takes screenshots: the pointer on it, as an operator reading it.
  await notice.hover();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Wherever the list is scrolled, the Save quote buttons pass beside the notice, never under it.
    for (const row of [0, 3, 6]) {
      await rateRows(page).nth(row).scrollIntoViewIfNeeded();
      expect(await controlsUnder(notice), `comparison at ${size.width}x${size.height}, row ${row}`).toEqual([]);
    }
  }
  await saveScreensAtSizes(page, 'notice-rate-comparison');
});

test('a notice leaves after a few seconds unless the pointer is on it, and Esc dismisses it once nothing else takes the key', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.setClockSpeed(0);
  await openDesk(page, appUrl, '#/tracking');
  const notice = await bringNotice(page, (ms) => hooks.advanceClock(ms));
  // Read at a glance, then gone: not a minute over the desk.
  await page.clock.runFor(9_000);
  await expect(notices(page)).toHaveCount(0);

  // Held while the pointer is on it.
  await bringNotice(page, (ms) => hooks.advanceClock(ms));
  await notice.hover();
  await page.clock.runFor(30_000);
  await expect(notices(page)).toHaveCount(1);
  await page.mouse.move(700, 400);

  // Esc closes what floats over the page first (the palette), and dismisses the notice only after.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(notices(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(notices(page)).toHaveCount(0);
});
