import type { Locator, Page } from '@playwright/test';
import { bookShipment, dropFiles, openDesk, syncStore } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';

/**
 * Tracking as an operator reads it (issue 27): statuses in words, a status
 * filter and sort answered by the store, whole header cells that sort, the
 * list's key columns readable beside an open detail, Esc to close it, and a
 * document's upload and validation said in words on Today.
 */

const list = (page: Page) => page.getByRole('grid', { name: 'Shipments' });

/** The texts of one column of the rows drawn (1-based column index of the grid). */
async function columnTexts(grid: Locator, header: string): Promise<string[]> {
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return grid
    .locator('[role="row"][data-loaded]')
    .evaluateAll(
      (rows, at) => rows.map((row) => (row.querySelectorAll('[role="gridcell"]')[at] as HTMLElement | undefined)?.innerText ?? ''),
      index,
    );
}

const CODES = /^(PickedUp|InTransit|GateIn|CustomsCleared|OutForDelivery|None)$/;

test('statuses read as words; the list filters and sorts by status, each header cell sorts', async ({ page, appUrl }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDesk(page, appUrl, '#/tracking');
  const grid = list(page);
  await expect(grid.locator('[role="row"][data-loaded]').first()).toBeVisible();

  // The demo history holds shipments in every state: none shows its code.
  const statuses = await columnTexts(grid, 'Status');
  expect(statuses.length).toBeGreaterThan(3);
  for (const status of statuses) expect(status).not.toMatch(CODES);
  expect(statuses.some((s) => / /.test(s) || s === 'Delivered' || s === 'Booked')).toBe(true);

  // A click at the far edge of the Status header cell, not on its name, sorts by status.
  const header = grid.getByRole('columnheader', { name: 'Status' });
  const box = (await header.boundingBox())!;
  await page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
  await expect(page).toHaveURL(/sort=status%3Aasc|sort=status:asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // From the keyboard: the header's button, Enter.
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await columnTexts(grid, 'Status');
  expect(descending[0]).not.toBe('No updates');

  // The status filter: In transit and Delivered only, kept in the address.
  const filters = page.getByRole('form', { name: 'Shipment filters' });
  await filters.getByRole('button', { name: /^Status/ }).click();
  await filters.getByRole('checkbox', { name: 'In transit' }).check();
  await filters.getByRole('checkbox', { name: 'Delivered' }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=InTransit(%2C|,)Delivered/);
  await expect(grid.locator('[role="row"][data-loaded]').first()).toBeVisible();
  await expect
    .poll(async () => [...new Set(await columnTexts(grid, 'Status'))].sort())
    .toEqual(expect.arrayContaining(['Delivered']));
  for (const status of await columnTexts(grid, 'Status')) expect(['In transit', 'Delivered']).toContain(status);
  await page.reload();
  await expect(filters.getByRole('button', { name: /^Status/ })).toContainText('In transit, Delivered');
  await saveScreensAtSizes(page, 'tracking-status-filter');
});

test('beside an open detail the list keeps its key columns whole, and Esc closes it back to the row', async ({
  page,
  appUrl,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDesk(page, appUrl, '#/tracking');
  const grid = list(page);
  const rows = grid.locator('[role="row"][data-loaded]');
  await expect(rows.first()).toBeVisible();
  await rows.nth(2).click();
  await expect(page).toHaveURL(/shipment=/);
  await expect(page.getByRole('region', { name: /^Shipment / })).toBeVisible();

  // No route, agency, code or status cell of the drawn rows is cut.
  const keyColumnsWhole = async (where: string) => {
    for (const header of ['Code', 'Agency', 'Route', 'Status']) {
      const headers = await grid.getByRole('columnheader').allInnerTexts();
      const at = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
      expect(at, `${header} is shown ${where}`).toBeGreaterThanOrEqual(0);
      const cut = await rows.evaluateAll(
        (all, index) =>
          all
            .map((row) => row.querySelectorAll('[role="gridcell"]')[index] as HTMLElement)
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => cell.innerText),
        at,
      );
      expect(cut, `${header} cells cut ${where}`).toEqual([]);
    }
  };
  await keyColumnsWhole('beside the detail');
  await saveScreensAtSizes(page, 'tracking-detail-open');
  // At 1024 px the detail goes under the list, which keeps its key columns and the free-time flags whole too.
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(grid.getByRole('columnheader', { name: 'Free time' })).toBeVisible();
  await keyColumnsWhole('in a 1024 px window');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(grid.getByRole('columnheader', { name: 'Free time' })).toHaveCount(0);

  // Esc closes the detail; the keyboard is back on the list, on the row that was open.
  const openRow = await grid.locator('[role="row"][aria-current="true"]').getAttribute('id');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/shipment=/);
  await expect(page.getByRole('region', { name: /^Shipment / })).toHaveCount(0);
  await expect(grid).toBeFocused();
  await expect(grid).toHaveAttribute('aria-activedescendant', openRow!);
});

test('a document upload and its validation read as words on Today, with the shipment code', async ({
  page,
  appUrl,
  hooks,
}) => {
  test.slow();
  await openDesk(page, appUrl);
  const shipment = await bookShipment(page);
  await syncStore(page);

  const openChecklist = async () => {
    await page.goto(`${appUrl}#/documents?shipment=${shipment.shipmentId}`);
    await expect(page.getByRole('table', { name: `Document checklist of ${shipment.shipmentCode}` })).toBeVisible();
  };
  await openChecklist();
  const checklist = page.getByRole('table', { name: `Document checklist of ${shipment.shipmentCode}` });
  const label = checklist.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Label Required' }) });
  await dropFiles(page, label, [{ name: 'label.pdf', type: 'application/pdf', text: '%PDF-1.4\n% label\n' }]);
  await expect(label).toContainText('Awaiting validation');

  await page.goto(`${appUrl}#/`);
  const changes = page.getByRole('list', { name: 'Changed since your last look' });
  await expect(changes).toContainText(`${shipment.shipmentCode}`);
  await expect(changes).toContainText('Label uploaded');
  await expect(changes).not.toContainText(shipment.shipmentId);
  await expect(changes).not.toContainText('->');
  await expect(changes).not.toContainText('None');

  // The back office validates it two hours later; the checklist read again says so.
  await hooks.advanceClock(3 * 3_600_000);
  await openChecklist();
  await expect(label).toContainText('Validated');
  await page.goto(`${appUrl}#/`);
  await expect(changes).toContainText('Label validated');
  await saveScreensAtSizes(page, 'today-document-changes', { at: changes });
});
