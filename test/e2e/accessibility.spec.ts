import type { Locator, Page } from '@playwright/test';
import { routes } from '@renderer/app/routes';
import { recordAnnouncements, regionsSaying, takeAnnouncements, type Announcement } from './support/announcements';
import { bookBoxesShipment, openDesk, syncEnded } from './support/desk-setup';
import { expect, test } from './support/fixtures';
import { focusShown, pressUntilFocused, typeInto } from './support/keyboard';
import { layoutProblems } from './support/layout-check';
import { fillBoxes, ratesTable } from './support/rating-form';

/**
 * An operator who works with the keyboard alone, or with a screen reader:
 * every step of the day's journey (rate, save the quote, book it) is
 * reachable with keys, the focus always shows, what floats closes with
 * Escape and gives the focus back, and each outcome is heard once, from one
 * live region.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

/** Waits until something has been heard that matches `what`, and answers everything heard meanwhile. */
async function heardUntil(page: Page, what: RegExp): Promise<Announcement[]> {
  const heard: Announcement[] = [];
  await expect
    .poll(
      async () => {
        heard.push(...(await takeAnnouncements(page)));
        return heard.some((a) => what.test(a.text));
      },
      { message: `a live region says ${what}` },
    )
    .toBe(true);
  return heard;
}

/**
 * Picks the first suggestion of an autocomplete from the keyboard: typed, the
 * list closed with Escape (the focus stays in the field) and opened again with
 * ArrowDown, then ArrowDown and Enter.
 */
async function pickSuggestion(page: Page, field: Locator, typed: string): Promise<void> {
  await typeInto(page, field, typed);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(field).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(suggestions).toBeHidden();
}

test('a whole journey with the keyboard alone: rate, save the quote, book it; each outcome heard once', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(180_000);
  await openDesk(page, appUrl);
  await syncEnded(page);
  await recordAnnouncements(page);

  // Rating, by its key; the focus lands on the screen's title.
  await page.keyboard.press('Control+2');
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeFocused();
  const form = page.getByRole('form', { name: /rating/ });
  await pickSuggestion(page, form.getByRole('group', { name: 'Origin' }).getByLabel('City or postal code'), '08001');
  await pickSuggestion(
    page,
    form.getByRole('group', { name: 'Destination' }).getByLabel('City or postal code'),
    '28001',
  );
  const box = form.getByRole('group', { name: 'Box 1' });
  await typeInto(page, box.getByLabel('Length'), '40');
  await typeInto(page, box.getByLabel('Width'), '30');
  await typeInto(page, box.getByLabel('Height'), '30');
  await typeInto(page, box.getByLabel('Weight'), '12.5');
  await typeInto(page, form.getByLabel('Goods description'), 'Spare parts');
  await typeInto(page, form.getByLabel('Goods value'), '1500');
  await pressUntilFocused(page, form.getByRole('button', { name: 'Get rates' }));
  await takeAnnouncements(page);
  await page.keyboard.press('Enter');

  // The rates are heard once, from one region.
  const rated = await heardUntil(page, /rates? from \d+ carriers? received/);
  expect(regionsSaying(rated, /rates? from \d+ carriers? received/)).toHaveLength(1);
  expect(regionsSaying(rated, /\d+ rates?\b/), JSON.stringify(rated)).toHaveLength(1);

  // Save the first rate as a quote.
  await pressUntilFocused(page, page.getByRole('button', { name: 'Save quote' }).first());
  await page.keyboard.press('Enter');
  const saved = await heardUntil(page, /Quote saved/);
  expect(regionsSaying(saved, /saved/i), JSON.stringify(saved)).toHaveLength(1);

  // The palette floats over the screen: Escape closes it and the focus is back on the button that had it.
  const focusedBefore = await page.evaluate(() => document.activeElement?.textContent?.trim());
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(focusedBefore);
  expect(await focusShown(page)).toEqual({ shown: true });

  // Quotes: the delete dialog closes on Escape and gives the focus back to Delete; then Book.
  await page.keyboard.press('Control+3');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeFocused();
  const remove = page.getByRole('button', { name: 'Delete', exact: true }).first();
  await pressUntilFocused(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Delete this quote/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Delete this quote/ })).toBeHidden();
  await expect(remove).toBeFocused();
  await pressUntilFocused(page, page.getByRole('button', { name: /^Book/ }).first(), 'Shift+Tab');
  await page.keyboard.press('Enter');

  // The booking form, typed field by field; the carrier's pickup times chosen with the arrow keys.
  await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
  for (const [section, person, company, mail] of [
    ['Origin contact', 'Ana Ruiz', 'Ruiz Trading SL', 'ana@ruiz.example'],
    ['Destination contact', 'Ben Ortega', 'Ortega Import SA', 'ben@ortega.example'],
  ] as const) {
    const region = page.getByRole('region', { name: section });
    await typeInto(page, region.getByLabel('Contact person'), person);
    await typeInto(page, region.getByLabel('Company'), company);
    await typeInto(page, region.getByLabel('E-mail'), mail);
    await typeInto(page, region.getByLabel('Phone prefix'), '34');
    await typeInto(page, region.getByLabel('Phone', { exact: true }), '600111222');
  }
  await pressUntilFocused(page, page.getByLabel('Pickup from'));
  await page.keyboard.press('ArrowDown');
  await pressUntilFocused(page, page.getByLabel('Pickup until'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Review booking' }));
  await page.keyboard.press('Enter');
  const review = page.getByRole('region', { name: 'Review the booking' });
  await expect(review).toBeVisible();
  await pressUntilFocused(page, review.getByRole('button', { name: 'Book shipment' }));
  await takeAnnouncements(page);
  await page.keyboard.press('Enter');

  // Booked: heard once, and the next step (open the shipment) has the focus, shown.
  const booked = await heardUntil(page, /Booked/);
  expect(regionsSaying(booked, /Booked/), JSON.stringify(booked)).toHaveLength(1);
  await expect(page.getByRole('region', { name: 'Booked' }).getByRole('button', { name: 'Open shipment' })).toBeFocused();
  expect(await focusShown(page)).toEqual({ shown: true });
});

test('a sync and a lost connection are each heard once, without the countdown that follows', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl, '#/tracking');
  await syncEnded(page);
  await recordAnnouncements(page);

  await page.getByRole('button', { name: 'Refresh' }).click();
  const synced = await heardUntil(page, /Synced/);
  expect(regionsSaying(synced, /Sync/), JSON.stringify(synced)).toHaveLength(1);
  expect(synced.map((a) => a.text)).toEqual([expect.stringMatching(/^Syncing/), expect.stringMatching(/^Synced/)]);

  // The service goes away: the connection status says so once; its countdown to the next try is not read out.
  await hooks.setFault('*', { drop: 'before' });
  await hooks.expireTokens();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('region', { name: 'The service cannot be reached' })).toBeVisible();
  await page.clock.runFor(5_000);
  const lost = await heardUntil(page, /Unreachable/);
  expect(regionsSaying(lost, /Unreachable|cannot be reached/), JSON.stringify(lost)).toHaveLength(1);
  expect(lost.filter((a) => /next try in/.test(a.text)).length, JSON.stringify(lost)).toBeLessThanOrEqual(1);
});

/** Animations and transitions running now that move or change something over time (longer than a frame's work). */
async function moving(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const duration = Number(timing?.duration ?? 0);
      const iterations = Number(timing?.iterations ?? 1);
      if (animation.playState !== 'running' || (duration <= 1 && iterations <= 1)) return [];
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSAnimation ? animation.animationName : (animation as CSSTransition).transitionProperty;
      return [`${name} on ${target?.tagName.toLowerCase()}.${[...(target?.classList ?? [])].join('.')}: ${duration} ms × ${iterations}`];
    }),
  );
}

test('with reduced motion, nothing moves: no spinner turns, no bar sweeps, no arrow turns, no scroll glides', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDesk(page, appUrl, '#/rating');
  await syncEnded(page);
  await fillBoxes(page);

  // A rating on its way: the busy button and the waiting panel stand still.
  await hooks.setFault('rates.boxes', { latencyMs: 1_500, times: 1 });
  // Every scroll the desk asks for itself, with how it asked it to move.
  await page.evaluate(() => {
    const asked: string[] = [];
    (globalThis as unknown as { scrollsAsked: string[] }).scrollsAsked = asked;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      asked.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
      scrollIntoView.call(this, options);
    };
  });
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(page.getByRole('button', { name: 'Get rates' })).toHaveAttribute('aria-busy', 'true');
  expect(await moving(page)).toEqual([]);
  await expect(ratesTable(page)).toBeVisible();
  // The comparison is brought into view with a jump, not a glide.
  const asked = () => page.evaluate(() => (globalThis as unknown as { scrollsAsked: string[] }).scrollsAsked);
  await expect.poll(asked).not.toEqual([]);
  expect(await asked()).not.toContain('smooth');

  // A rate's details open: the arrow does not turn.
  await ratesTable(page).getByRole('button', { name: /details/i }).first().click();
  expect(await moving(page)).toEqual([]);

  // A sync on its way in Tracking: its bar does not sweep, its spinner does not turn.
  await hooks.setFault('tracking.shipments', { latencyMs: 1_500, times: 1 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('progressbar', { name: 'Sync of the shipment list' })).toBeVisible();
  expect(await moving(page)).toEqual([]);

  // A switch flipped in Settings: its knob jumps.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('switch').first().click();
  expect(await moving(page)).toEqual([]);
  expect(await asked()).not.toContain('smooth');
});

/**
 * Text at 200% in a 1024 x 700 window. The operating system's larger-text
 * setting reaches the desk's window as a zoom of the whole window, not as a
 * larger root font: Chromium scales a page by Windows' text size (Settings >
 * Accessibility > Text size) as it does by the display's scale, and macOS
 * and GNOME enlarge text by scaling the display. So the page is 512 x 350 CSS
 * pixels drawn at twice the pixels: that viewport with a device scale factor
 * of 2. (A root font-size of 200% would leave the page 1024 px wide, a width
 * no enlarged window has, and no media query would see the change.)
 */
test.describe('larger text', () => {
  test.use({ viewport: { width: 512, height: 350 }, deviceScaleFactor: 2 });

  test('text at 200% keeps every screen usable at 1024x700: nothing cut off or overlapping, no page scrolling sideways', async ({
    page,
    appUrl,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await layoutProblems(page)).map((p) => `${where}: ${p}`));
    await openDesk(page, appUrl);
    await syncEnded(page);
    const booked = await bookBoxesShipment(page);

    for (const route of routes) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: route.label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: route.label })).toBeVisible();
      await expect(page.getByText(/^Opening |^Loading /)).toHaveCount(0);
      // Laid out as it settles: its rows and their stamps (as of) drawn.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await check(route.label);
    }

    // The states the day's work passes through.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rating' }).click();
    await fillBoxes(page);
    await page.getByRole('button', { name: 'Get rates' }).click();
    await expect(ratesTable(page)).toBeVisible();
    await ratesTable(page).getByRole('button', { name: /details/i }).first().click();
    await check('Rating with rates');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('button', { name: /^Book/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
    await check('Booking form');
    await page.goto(`${appUrl}#/tracking?shipment=${booked.shipmentId}`);
    await expect(page.getByRole('region', { name: `Shipment ${booked.shipmentCode}` })).toBeVisible();
    await check('Tracking with a shipment open');
    await page.goto(`${appUrl}#/documents?shipment=${booked.shipmentId}`);
    await expect(page.getByRole('table', { name: /Document checklist/ })).toBeVisible();
    await check('Documents of a shipment');

    expect(problems, problems.join('\n')).toEqual([]);
  });
});
