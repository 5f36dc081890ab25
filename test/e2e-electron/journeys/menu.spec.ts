import path from 'node:path';
import type { ElectronApplication } from '@playwright/test';
import { mainRecord, standInForTheDesktop } from '../support/main-process';
import { expect, test } from '../support/desk';

/**
 * The menu bar as the operator sees it (src/main/electron/menu-template.ts):
 * the standard menus, no developer items in the packaged app, the Go menu
 * with the window's screens and their shortcuts, and its items doing what they say.
 */

interface SeenItem {
  readonly label: string;
  readonly role: string;
  readonly accelerator: string;
  readonly submenu: SeenItem[];
}

/** The application menu as Electron holds it: labels, roles and shortcuts, menus within menus. */
async function menuBar(app: ElectronApplication): Promise<SeenItem[]> {
  return app.evaluate(({ Menu }) => {
    const seen = (items: Electron.MenuItem[]): SeenItem[] =>
      items
        .filter((item) => item.type !== 'separator')
        .map((item) => ({
          label: item.label,
          role: (item.role ?? '').toLowerCase(),
          accelerator: String(item.accelerator ?? ''),
          submenu: item.submenu ? seen(item.submenu.items) : [],
        }));
    return seen(Menu.getApplicationMenu()?.items ?? []);
  });
}

/** Clicks the item `label` of the menu `menu`, as the operator does. */
async function clickMenuItem(app: ElectronApplication, menu: string, label: string): Promise<void> {
  await app.evaluate(
    ({ Menu }, { menu, label }) => {
      const item = Menu.getApplicationMenu()
        ?.items.find((candidate) => candidate.label === menu)
        ?.submenu?.items.find((candidate) => candidate.label === label);
      if (!item) throw new Error(`no ${menu} > ${label} in the menu`);
      item.click();
    },
    { menu, label },
  );
}

const SCREENS = ['Today', 'Rating', 'Quotes', 'Bookings', 'Tracking', 'Documents', 'Tariffs', 'Lookups', 'Settings'];

test('the menu bar holds the standard menus and the Go menu, and its items do what they say', async ({ desk }) => {
  const { app, window } = desk;
  await standInForTheDesktop(app);
  // The Go menu joins once the window has sent its screens.
  await expect.poll(async () => (await menuBar(app)).map((menu) => menu.label)).toContain('Go');
  const menus = await menuBar(app);
  expect(menus.map((menu) => menu.label)).toEqual([
    ...(process.platform === 'darwin' ? ['Freight Desk'] : []),
    'File',
    'Edit',
    'View',
    'Go',
    'Window',
    'Help',
  ]);

  // The packaged app offers no reload and no developer tools.
  const view = menus.find((menu) => menu.label === 'View')!;
  expect(view.submenu.map((item) => item.role)).toEqual(['resetzoom', 'zoomin', 'zoomout', 'togglefullscreen']);
  // Copy and paste work in the fields because the Edit menu carries them (on macOS especially).
  const edit = menus.find((menu) => menu.label === 'Edit')!;
  expect(edit.submenu.map((item) => item.role)).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectall']));

  const go = menus.find((menu) => menu.label === 'Go')!;
  expect(go.submenu.map((item) => item.label)).toEqual(SCREENS);
  expect(go.submenu.map((item) => item.accelerator)).toEqual(SCREENS.map((_label, index) => `CmdOrCtrl+${index + 1}`));

  await clickMenuItem(app, 'Go', 'Tracking');
  await expect(window.getByRole('heading', { level: 1 })).toHaveText('Tracking');
  await clickMenuItem(app, 'Go', 'Settings');
  await expect(window.getByRole('heading', { level: 1 })).toHaveText('Settings');

  const help = menus.find((menu) => menu.label === 'Help')!;
  expect(help.submenu.map((item) => item.label)).toEqual(['Show logs', 'About Freight Desk']);
  await clickMenuItem(app, 'Help', 'Show logs');
  await clickMenuItem(app, 'Help', 'About Freight Desk');
  await expect.poll(async () => (await mainRecord(app)).aboutPanels).toBe(1);
  await expect.poll(async () => (await mainRecord(app)).foldersOpened).toEqual([path.join(desk.dataDir, 'logs')]);
});
