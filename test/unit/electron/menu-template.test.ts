import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from '@main/electron/menu-template';

function roles(items: readonly MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

const base = { appName: 'Freight Desk', onAbout: () => undefined, onShowLogs: () => undefined };

describe('the application menu', () => {
  it('has the standard menus, with the application menu on macOS only', () => {
    const mac = roles(buildMenuTemplate({ ...base, platform: 'darwin', isPackaged: true }));
    const windows = roles(buildMenuTemplate({ ...base, platform: 'win32', isPackaged: true }));
    for (const role of ['fileMenu', 'editMenu', 'windowMenu', 'help', 'zoomIn', 'zoomOut', 'resetZoom']) {
      expect(mac).toContain(role);
      expect(windows).toContain(role);
    }
    expect(mac).toContain('appMenu');
    expect(windows).not.toContain('appMenu');
  });

  it('offers reload and developer tools in development only', () => {
    const dev = roles(buildMenuTemplate({ ...base, platform: 'linux', isPackaged: false }));
    const packaged = roles(buildMenuTemplate({ ...base, platform: 'linux', isPackaged: true }));
    expect(dev).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
    for (const role of ['reload', 'forceReload', 'toggleDevTools']) expect(packaged).not.toContain(role);
  });

  it('has an About item in Help that shows the about panel', () => {
    let shown = 0;
    const template = buildMenuTemplate({ ...base, platform: 'win32', isPackaged: true, onAbout: () => shown++ });
    const help = template.find((item) => item.role === 'help');
    const submenu = Array.isArray(help?.submenu) ? help.submenu : [];
    const about = submenu.find((item) => item.label === 'About Freight Desk');
    expect(about).toBeDefined();
    // Electron passes (menuItem, window, event); the item ignores them.
    (about?.click as unknown as () => void)();
    expect(shown).toBe(1);
  });

  it('has a Show logs item in Help on every platform', () => {
    for (const platform of ['darwin', 'win32', 'linux']) {
      let opened = 0;
      const template = buildMenuTemplate({ ...base, platform, isPackaged: true, onShowLogs: () => opened++ });
      const help = template.find((item) => item.role === 'help');
      const submenu = Array.isArray(help?.submenu) ? help.submenu : [];
      const item = submenu.find((entry) => entry.label === 'Show logs');
      // Electron passes (menuItem, window, event); the item ignores them.
      (item?.click as unknown as () => void)();
      expect(opened).toBe(1);
    }
  });
});

describe('the Go menu', () => {
  // Ten screens: one past the nine keys.
  const screens = Array.from({ length: 10 }, (_, n) => ({ id: `screen-${n + 1}`, label: `Screen ${n + 1}` }));

  it('lists the window’s screens in order, the first nine with Ctrl/Cmd+1…9, and opens the one clicked', () => {
    const opened: string[] = [];
    const template = buildMenuTemplate({
      ...base,
      platform: 'linux',
      isPackaged: true,
      screens,
      onOpenScreen: (id) => opened.push(id),
    });
    const go = template.find((item) => item.label === 'Go');
    const items = Array.isArray(go?.submenu) ? go.submenu : [];
    expect(items.slice(0, 10).map((item) => [item.label, item.accelerator])).toEqual([
      ...screens.slice(0, 9).map((screen, index) => [screen.label, `CmdOrCtrl+${index + 1}`]),
      ['Screen 10', undefined],
    ]);
    // Electron passes (menuItem, window, event); the item ignores them.
    (items[3]?.click as unknown as () => void)();
    expect(opened).toEqual(['screen-4']);
  });

  it('is left out until the window has sent its screens', () => {
    const template = buildMenuTemplate({ ...base, platform: 'linux', isPackaged: true });
    expect(template.some((item) => item.label === 'Go')).toBe(false);
  });
});
