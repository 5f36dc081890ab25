import type { Locator } from '@playwright/test';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * The tracking list with the sandbox's seeded 100,000 shipments, stored by
 * the sync: it pages, sorts and searches from the local store, and the page
 * never holds more than a window of rows, wherever the operator scrolls.
 */
const SEEDED = 100_000;
test.use({ harnessArgs: ['--seed-shipments', String(SEEDED)], timezoneId: 'UTC', locale: 'en-GB' });
// Seeding 100,000 shipments, serving them as one 50 MB answer and storing them takes a while on a shared machine.
test.setTimeout(300_000);

/** A virtualised list draws a window: far fewer rows than it holds. */
const MAX_DRAWN_ROWS = 200;

async function drawnRows(list: Locator): Promise<number> {
  return list.locator('[role="row"][aria-rowindex]').count();
}

async function firstCode(list: Locator): Promise<string> {
  return (await list.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first().innerText()).trim();
}

test('100,000 stored shipments page, sort and search with a bounded number of rows drawn', async ({ page, appUrl }) => {
  // Signing in waits for the seeded account: the first sync is what the test waits for, not the usual moment.
  await page.goto(`${appUrl}#/tracking`);
  const list = page.getByRole('grid', { name: 'Shipments' });
  await expect(page.getByText(/\bSynced\b/)).toBeVisible({ timeout: 240_000 });
  await expect
    .poll(async () => Number(await list.getAttribute('aria-rowcount')), { timeout: 30_000 })
    .toBeGreaterThan(SEEDED);
  expect(await drawnRows(list)).toBeLessThan(MAX_DRAWN_ROWS);
  await saveScreen(page, 'large-list-top');

  // Far down the list: the rows there are drawn, and still only a window of them.
  // The rows scroll inside the grid (under its header row), not the page.
  await list.evaluate((grid) => grid.scrollTo({ top: grid.scrollHeight / 2 }));
  // The rows drawn now are those half way down, and their windows load.
  const loaded = list.locator('[role="row"][aria-rowindex][data-loaded]');
  await expect
    .poll(async () =>
      Math.min(...(await loaded.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex')))))),
    )
    .toBeGreaterThan(SEEDED * 0.4);
  expect(
    Math.max(...(await loaded.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex')))))),
  ).toBeLessThan(SEEDED * 0.6);
  expect(await drawnRows(list)).toBeLessThan(MAX_DRAWN_ROWS);
  await saveScreen(page, 'large-list-middle');

  // Sorted by code, both ways: the first row is another, and the rows drawn stay few.
  await list.evaluate((grid) => grid.scrollTo({ top: 0 }));
  const header = list.getByRole('columnheader', { name: /Code/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await firstCode(list);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstCode(list)).not.toBe(ascending);
  const descending = await firstCode(list);
  expect(descending.localeCompare(ascending)).toBeGreaterThan(0);
  expect(await drawnRows(list)).toBeLessThan(MAX_DRAWN_ROWS);

  // A search for one code finds that shipment alone.
  await page.getByRole('searchbox', { name: 'Search shipments' }).fill(descending);
  await expect.poll(async () => Number(await list.getAttribute('aria-rowcount'))).toBe(2);
  await expect(list.getByText(descending)).toBeVisible();
  await saveScreen(page, 'large-list-search');
});
