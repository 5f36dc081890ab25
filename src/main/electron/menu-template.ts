import type { MenuItemConstructorOptions } from 'electron';

export interface MenuTemplateInput {
  /** process.platform: macOS gets the application menu and keeps Quit there. */
  readonly platform: string;
  /** app.isPackaged: reload and developer tools exist only in development. */
  readonly isPackaged: boolean;
  readonly appName: string;
  readonly onAbout: () => void;
  /** Opens the log folder in the file manager (the same as Settings > Logs > Show logs). */
  readonly onShowLogs: () => void;
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
