import type { MenuItemConstructorOptions } from 'electron';
import type { MenuScreen } from '@shared/ipc/channels/app';
import { m } from '@shared/i18n/messages';

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
      label: m.menu_go(),
      submenu: screens.map((screen, index): MenuItemConstructorOptions => ({
        label: screen.label,
        ...(index < 9 ? { accelerator: `CmdOrCtrl+${index + 1}` } : {}),
        click: () => input.onOpenScreen?.(screen.id),
      })),
    },
  ];
}

/**
 * The native menu, built from Electron's standard roles so shortcuts and
 * platform conventions (Cmd on macOS, Ctrl elsewhere) come for free, each
 * labelled in the desk's language (a role's own label is Electron's English);
 * a menu role given its submenu keeps it rather than Electron's default.
 * The edit menu matters more than it looks: without it, copy and paste
 * shortcuts do not work in the renderer's text fields on macOS.
 */
export function buildMenuTemplate(input: MenuTemplateInput): MenuItemConstructorOptions[] {
  const isMac = input.platform === 'darwin';
  const developmentItems: MenuItemConstructorOptions[] = input.isPackaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }];

  return [
    ...(isMac
      ? [
          {
            role: 'appMenu',
            label: input.appName,
            submenu: [
              { role: 'about', label: m.menu_about({ app: input.appName }) },
              { type: 'separator' },
              { role: 'services', label: m.menu_services() },
              { type: 'separator' },
              { role: 'hide', label: m.menu_hide({ app: input.appName }) },
              { role: 'hideOthers', label: m.menu_hide_others() },
              { role: 'unhide', label: m.menu_show_all() },
              { type: 'separator' },
              { role: 'quit', label: m.menu_quit({ app: input.appName }) },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      role: 'fileMenu',
      label: m.menu_file(),
      submenu: [isMac ? { role: 'close', label: m.menu_close_window() } : { role: 'quit', label: m.menu_exit() }],
    },
    {
      role: 'editMenu',
      label: m.menu_edit(),
      submenu: [
        { role: 'undo', label: m.menu_undo() },
        { role: 'redo', label: m.menu_redo() },
        { type: 'separator' },
        { role: 'cut', label: m.menu_cut() },
        { role: 'copy', label: m.menu_copy() },
        { role: 'paste', label: m.menu_paste() },
        { role: 'selectAll', label: m.menu_select_all() },
      ],
    },
    {
      label: m.menu_view(),
      submenu: [
        ...developmentItems,
        { role: 'resetZoom', label: m.menu_actual_size() },
        { role: 'zoomIn', label: m.menu_zoom_in() },
        { role: 'zoomOut', label: m.menu_zoom_out() },
        { type: 'separator' },
        { role: 'togglefullscreen', label: m.menu_full_screen() },
      ],
    },
    ...goMenu(input),
    {
      role: 'windowMenu',
      label: m.menu_window(),
      submenu: [
        { role: 'minimize', label: m.menu_minimize() },
        { role: 'zoom', label: m.menu_zoom() },
        ...(isMac ? [{ type: 'separator' as const }, { role: 'front' as const, label: m.menu_bring_all_to_front() }] : []),
        ...(isMac ? [] : [{ role: 'close' as const, label: m.menu_close_window() }]),
      ],
    },
    {
      role: 'help',
      label: m.menu_help(),
      submenu: [
        { label: m.menu_show_logs(), click: () => input.onShowLogs() },
        { type: 'separator' },
        { label: m.menu_about({ app: input.appName }), click: () => input.onAbout() },
      ],
    },
  ];
}
