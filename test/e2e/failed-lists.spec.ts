import type { Page } from '@playwright/test';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * A list a form needs (the pallet types, the container types) that the
 * service cannot give: the form says so with Try again, asks again on its
 * own a few times with longer and longer waits, and then stops asking until
 * the operator does. The desk's clock is Playwright's: time moves only when
 * the test moves it, so every automatic retry is seen one by one.
 */

/** Well past every automatic retry of a failed list. */
const TEN_SECONDS = 10_000;

async function openRatingTab(page: Page, appUrl: string, tab: string): Promise<void> {
  // The page's clock is the fixture's (installed at the harness's fixed time).
  await page.goto(`${appUrl}#/rating`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  // From here on, no timer of the page fires unless the test moves the clock.
  const deskNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(deskNow + 60_000);
  await page.getByRole('tab', { name: tab }).click();
}

const cases = [
  {
    list: 'pallet types',
    operationId: 'lookup.pallet-types',
    tab: 'Pallets',
    fault: { malformedJson: true },
    context: 'Could not load the pallet types',
  },
  {
    list: 'container types',
    operationId: 'lookup.containers',
    tab: 'Sea FCL',
    fault: { status: 500 as const },
    context: 'Could not load the container types',
  },
] as const;

for (const c of cases) {
  test(`a ${c.list} list that always fails is asked for a few times in 10 s, says so, and Try again loads it`, async ({
    page,
    appUrl,
    hooks,
  }) => {
    await hooks.setFault(c.operationId, c.fault);
    await openRatingTab(page, appUrl, c.tab);

    const notice = page.getByRole('alert').filter({ hasText: c.context });
    const later = notice.getByText('tries again on its own');
    await expect(notice).toBeVisible();
    expect(await hooks.requestCount(c.operationId)).toBe(1);
    await expect(later).toBeVisible();
    expect(await hooks.requestCount(c.operationId)).toBe(1);
    if (c.tab === 'Pallets') await saveScreen(page, 'rating-pallet-types-failed');

    // Each automatic retry comes after a longer wait than the one before.
    await page.clock.runFor(2_000);
    await expect.poll(() => hooks.requestCount(c.operationId)).toBe(2);
    await expect(later).toBeVisible();
    await page.clock.runFor(6_000);
    await expect.poll(() => hooks.requestCount(c.operationId)).toBe(3);

    // Then it stops: the notice and its Try again stay, and the service is left alone.
    await expect(notice).toBeVisible();
    await expect(later).toHaveCount(0);
    await page.clock.runFor(TEN_SECONDS);
    await page.clock.runFor(TEN_SECONDS * 6);
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(await hooks.requestCount(c.operationId)).toBe(3);

    // The service recovers; one Try again loads the list and the notice goes.
    await hooks.clearFaults(c.operationId);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    expect(await hooks.requestCount(c.operationId)).toBe(4);
    if (c.tab === 'Pallets') {
      // Only the service's list has the American pallet: the form now offers it.
      const type = page.getByRole('group', { name: 'Pallet 1' }).getByLabel('Pallet type');
      await expect(type.getByRole('option', { name: 'American (rated as Custom)' })).toHaveCount(1);
    }
  });
}

test('the failed-list notice reads well at both window sizes, light and dark', async ({ page, appUrl, hooks }) => {
  await hooks.setFault('lookup.pallet-types', { status: 503 });
  await openRatingTab(page, appUrl, 'Pallets');
  const notice = page.getByRole('alert').filter({ hasText: 'Could not load the pallet types' });
  await expect(notice).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, height] of [
      [1440, 900],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width, height });
      await notice.scrollIntoViewIfNeeded();
      await expect(notice.getByRole('button', { name: 'Try again' })).toBeInViewport();
      await page.screenshot({ path: `test-results/screens/failed-list-${width}-${scheme}.png` });
    }
  }
});
