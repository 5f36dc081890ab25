import type { MenuItemConstructorOptions } from 'electron';
import type { MenuScreen } from '@shared/ipc/channels/app';

export interface MenuTemplateInput {
  /** process.platform: macOS gets the application menu and keeps Quit there. */
  readonly platform: string;
  /** app.isPackaged: reload and developer tools exist only in development. */
  readonly isPackaged: boolean;
  readonly appName: string;
  readonly onAbout: () => void;
  /** Opens the log folder in the file manager (the same as Settings > Logs > Show logs). */
  readonly onShowLogs: () => void;
  /** The window's screens in order (the renderer sends its route table): the Go menu, none until it has. */
  readonly screens?: readonly MenuScreen[];
  /** Sends the window to a screen. */
  readonly onOpenScreen?: (id: string) => void;
}

/**
 * The Go menu: each screen, the first nine with CmdOrCtrl+1…9 (the keys the
 * renderer's palette shows beside them). The palette itself is the
 * renderer's Ctrl/Cmd+K and its top bar's button, as in the web harness.
 */
function goMenu(input: MenuTemplateInput): MenuItemConstructorOptions[] {
  const screens = input.screens ?? [];
  if (screens.length === 0) return [];
  return [
    {
      label: 'Go',
      submenu: screens.map((screen, index): MenuItemConstructorOptions => ({
        label: screen.label,
        ...(index < 9 ? { accelerator: `CmdOrCtrl+${index + 1}` } : {}),
        click: () => input.onOpenScreen?.(screen.id),
      })),
    },
  ];
}

/**
 * The native menu, built from Electron's standard roles so shortcuts, labels
 * and platform conventions (Cmd on macOS, Ctrl elsewhere) come for free. The
 * edit menu matters more than it looks: without it, copy and paste shortcuts do
 * not work in the renderer's text fields on macOS.
 */
export function buildMenuTemplate(input: MenuTemplateInput): MenuItemConstructorOptions[] {
  const isMac = input.platform === 'darwin';
  const developmentItems: MenuItemConstructorOptions[] = input.isPackaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }];

  return [
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        ...developmentItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    ...goMenu(input),
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Show logs', click: () => input.onShowLogs() },
        { type: 'separator' },
        { label: `About ${input.appName}`, click: () => input.onAbout() },
      ],
    },
  ];
}
