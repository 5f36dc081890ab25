import type { Page } from '@playwright/test';
import { bridgeCall, openDesk, saveBoxesQuote } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import type { HarnessHooks } from './support/harness-process';

/**
 * When the service cannot be reached, the desk says why once (the banner
 * under the top bar), the status bar keeps to one line, and every screen
 * whose read failed says it could not ask, never that the answer was empty.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

/** Every call fails at the network, signing in again too: the service cannot be reached. */
async function cutTheService(page: Page, hooks: HarnessHooks): Promise<string> {
  await hooks.setFault('*', { drop: 'before' });
  await hooks.expireTokens();
  await bridgeCall(page, 'session', 'signIn').catch(() => undefined);
  const status = page.getByRole('status').filter({ hasText: 'Sandbox' });
  await expect(status).toContainText('Unreachable');
  const { message } = await bridgeCall<{ message?: string }>(page, 'session', 'status');
  expect(message, 'main says why').toBeTruthy();
  return message ?? '';
}

test('the service down is said once, with its reason, under the top bar; the status bar keeps one line; screens point there', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl, '#/lookups');
  const reason = await cutTheService(page, hooks);
  // A search the desk never kept: it has to ask the service.
  await page.getByLabel('City name').fill('Valparaiso');
  await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Could not search ports' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The service cannot be reached: the notice at the top of the window says why.');

  const status = page.getByRole('status').filter({ hasText: 'Sandbox' });
  const banner = page.getByRole('region', { name: 'The service cannot be reached' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Main's reason shows once on the whole page: in the banner.
    await expect(banner).toContainText(reason);
    await expect(page.getByText(reason)).toHaveCount(1);
    // The status bar: one line, however long what it knows; the whole of it in its tooltip.
    const lines = await status.evaluate((pill) => {
      const line = pill.querySelector('.line') ?? pill;
      return Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
    });
    expect(lines, `status bar at ${size.width}px`).toBe(1);
    await expect(status).toHaveAttribute(
      'title',
      new RegExp(`Unreachable.*${reason.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  }
  await saveScreensAtSizes(page, 'offline-said-once');
});

test('a booking form opened without the service says the pickup times could not be asked for, not that the carrier offered none', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openDesk(page, appUrl);
  const { quoteId } = await saveBoxesQuote(page);
  const bookingForm = `${appUrl}#/booking?quote=${quoteId}&type=boxes`;
  const pickupFrom = page.getByLabel('Pickup from');

  // The service answers, with a failure of its own: no answer, said as such.
  await hooks.setFault('pickup.times', { status: 500 });
  await page.goto(bookingForm);
  await expect(
    page.getByText(/^The carrier's pickup times could not be asked for \(the freight service had a problem\)/),
  ).toHaveCount(2);
  await hooks.clearFaults('pickup.times');

  // The service cannot be reached: the draft opens from what the desk kept, and says the carrier was never asked.
  await cutTheService(page, hooks);
  await page.reload();
  await expect(pickupFrom).toBeVisible();
  await expect(
    page.getByText(
      /^The carrier's pickup times could not be asked for \(the service cannot be reached\): type them as hh:mm/,
    ),
  ).toHaveCount(2);
  await expect(page.getByText(/offered no pickup times/)).toHaveCount(0);
  await pickupFrom.scrollIntoViewIfNeeded();
  await saveScreensAtSizes(page, 'booking-offline-pickup-times', {
    at: page.getByRole('region', { name: 'Pickup and delivery' }),
  });

  // An empty answer is still said as one: the carrier offered none.
  await hooks.clearFaults();
  await page.route('**/__harness/invoke/booking.pickupTimes**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: { from: [], to: [] } }) }),
  );
  await page.reload();
  await expect(page.getByText(/^The carrier offered no pickup times: type them as hh:mm/)).toHaveCount(2);
});

test.describe('on an account with nothing saved', () => {
  test.use({ harnessArgs: ['--no-demo-history'] });

  test('an empty list read from the desk’s copy says it is that copy, not the service’s answer now', async ({
    page,
    appUrl,
    hooks,
    clockStart,
  }) => {
    await openDesk(page, appUrl, '#/quotes');
    const empty = page.getByRole('heading', { name: 'No saved quotes' });
    await expect(empty).toBeVisible();
    await expect(page.getByText(/the service could not be asked now/)).toHaveCount(0);
    // The harness's main and its sandbox read one moved process clock: the operator's now is main's.
    const answeredBy = (await hooks.clock()).operatorNow;

    await cutTheService(page, hooks);
    await page.reload();
    await expect(empty).toBeVisible();
    // The copy is dated by the answer it keeps, not by the reload: the time the list was asked for.
    const stamp = page.getByText('Saved copy as of').locator('time');
    const fetchedAt = Date.parse((await stamp.getAttribute('datetime')) ?? '');
    expect(fetchedAt).toBeGreaterThanOrEqual(clockStart);
    expect(fetchedAt).toBeLessThanOrEqual(answeredBy);
    const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' }).format(fetchedAt);
    // Once the page's day has moved past the fetch's (a moment just before midnight), its date comes first.
    await expect(
      page.getByText(
        new RegExp(`Saved copy as of (\\d{1,2} \\w{3} \\d{4}, )?${time}\\s*: the service could not be asked now`),
      ),
    ).toBeVisible();
    await saveScreensAtSizes(page, 'quotes-empty-kept-copy');
  });
});
