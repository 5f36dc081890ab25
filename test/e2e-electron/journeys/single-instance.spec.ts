import { expect, test } from '../support/desk';

/**
 * Opening the desk again while it runs (a second double-click, a file
 * association later): the second start leaves at once and the running
 * window comes forward, still one window on the same data
 * (src/main/electron/index.ts, requestSingleInstanceLock).
 */

test('a second start hands over to the running desk, whose window comes forward', async ({ desk }) => {
  const { app, window } = desk;
  // Hidden (as minimised to a tray would be): coming forward must show it again.
  await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.hide());
  await expect
    .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible()))
    .toBe(false);

  const second = await desk.startAgain();
  expect(second.code, `the second start leaves by itself, without an error:\n${second.output}`).toBe(0);

  await expect
    .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible()))
    .toBe(true);
  expect(app.windows()).toHaveLength(1);
  // The running desk carries on as it was.
  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
  await expect(window.getByRole('heading', { level: 1 })).toHaveText('Lookups');
});
