import type { Locator, Page } from '@playwright/test';
import { openDesk, syncEnded } from './support/desk-setup';
import { expect, test } from './support/fixtures';

/**
 * The tracking list keeps a fixed set of row elements and gives them other
 * rows as it scrolls. Whatever it does to be fast, an operator must not
 * notice it: a screen reader reads the rows in order, the keys move the
 * highlight row by row, a click highlights the row clicked, and the grid
 * keeps the focus throughout.
 */
test.use({ harnessArgs: ['--seed-shipments', '400'], timezoneId: 'UTC', locale: 'en-GB' });

const ROW_HEIGHT = 36;

/** The list's rows: the grid's last row group (the grid itself scrolls them, under its header row). */
const bodyOf = (grid: Locator) => grid.getByRole('rowgroup').last();

/** The aria-rowindex of the rows Chromium's accessibility tree holds under the grid's body, in its order. */
async function rowOrderAsRead(page: Page): Promise<number[]> {
  type AxNode = { nodeId: string; role?: { value: string }; childIds?: string[]; backendDOMNodeId?: number };
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const groups = nodes.filter((n) => n.role?.value === 'rowgroup');
    const rows: AxNode[] = [];
    const walk = (node: AxNode | undefined): void => {
      if (!node) return;
      if (node.role?.value === 'row') rows.push(node);
      else for (const id of node.childIds ?? []) walk(byId.get(id));
    };
    walk(groups[groups.length - 1]);
    // The tree gives no row index: each row's element says it.
    const indexes: number[] = [];
    for (const row of rows) {
      const { node } = (await cdp.send('DOM.describeNode', { backendNodeId: row.backendDOMNodeId! })) as {
        node: { attributes?: string[] };
      };
      const attributes = node.attributes ?? [];
      indexes.push(Number(attributes[attributes.indexOf('aria-rowindex') + 1]));
    }
    return indexes;
  } finally {
    await cdp.detach();
  }
}

/** The row the grid names as highlighted: its aria-rowindex, and whether it says it is selected. */
async function highlighted(grid: Locator): Promise<{ rowIndex: number; selected: string | null }> {
  const id = await grid.getAttribute('aria-activedescendant');
  expect(id, 'the grid names a highlighted row').toBeTruthy();
  const row = grid.locator(`[id="${id}"]`);
  return {
    rowIndex: Number(await row.getAttribute('aria-rowindex')),
    selected: await row.getAttribute('aria-selected'),
  };
}

test('a scrolled list creates no row, reads in order, and keys and clicks still pick the right row', async ({
  page,
  appUrl,
}) => {
  await openDesk(page, appUrl, '#/tracking');
  await syncEnded(page);
  const grid = page.getByRole('grid', { name: 'Shipments' });
  await expect.poll(async () => Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(400);
  await expect(grid.locator('[role="row"][data-loaded]').first()).toBeVisible();
  const body = bodyOf(grid);
  const drawn = await body.getByRole('row').count();

  // Rows added to the body while it scrolls 20 rows at a time, 40 times.
  const added = await grid.evaluate(async (element, step) => {
    let count = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.matches('[role="row"]')) count += 1;
    });
    observer.observe(element, { childList: true, subtree: true });
    for (let i = 0; i < 40; i++) {
      element.scrollTop += step;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return count;
  }, 20 * ROW_HEIGHT);
  expect(added, 'scrolling gives the row elements other rows instead of making new ones').toBe(0);
  expect(await body.getByRole('row').count()).toBe(drawn);

  // Somewhere the slots hold their rows out of turn: they are read in the rows' order all the same.
  await grid.evaluate((element, top) => (element.scrollTop = top), 107 * ROW_HEIGHT);
  await expect(grid.locator('[role="row"][aria-rowindex="110"][data-loaded]')).toBeVisible();
  const order = await rowOrderAsRead(page);
  expect(order.length).toBe(drawn);
  expect(order).toEqual(order.map((_, i) => order[0]! + i));
  expect(order).toContain(110);

  // A click highlights that row and leaves the focus on the grid, which names it.
  const clicked = grid.locator('[role="row"][aria-rowindex="110"]');
  const code = (await clicked.getByRole('gridcell').first().innerText()).trim();
  await clicked.click();
  await expect(grid).toBeFocused();
  expect(await highlighted(grid)).toEqual({ rowIndex: 110, selected: 'true' });
  await expect(page.getByRole('heading', { name: code })).toBeVisible();

  // Keys move the highlight row by row, and far, through rows whose elements held others before.
  await page.keyboard.press('ArrowDown');
  expect(await highlighted(grid)).toEqual({ rowIndex: 111, selected: 'true' });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await highlighted(grid)).toEqual({ rowIndex: 109, selected: 'true' });
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('End');
  const last = Number(await grid.getAttribute('aria-rowcount'));
  await expect.poll(async () => (await highlighted(grid)).rowIndex).toBe(last);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await highlighted(grid)).rowIndex).toBe(2);
  await expect(grid).toBeFocused();
});
