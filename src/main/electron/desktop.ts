import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { app, dialog, nativeTheme, Notification, shell, type BrowserWindow } from 'electron';
import { m } from '@shared/i18n/messages';
import { safeFileName } from '@shared/domain/safe-file-name';
import type { DesktopPort } from '@main/desktop-port';
import type { MenuScreen } from '@shared/ipc/channels/app';
import { focusWindow } from './main-window';
import { openExternalSafely } from './open-external';

/**
 * The desktop around the services, in Electron: a native save dialog that
 * proposes the file's own name in the Downloads folder, the OS browser
 * through the one checked function, the OS file manager for the logs, and
 * the OS's notifications (a click brings the window forward).
 */
export function electronDesktop(
  getWindow: () => BrowserWindow | null,
  menu: { showScreens(screens: readonly MenuScreen[]): void; showLanguage(): void },
): DesktopPort {
  // Shown notifications are held until clicked or closed: one collected earlier never reports its click.
  const shown = new Set<Notification>();
  return {
    showScreens: (screens) => {
      menu.showScreens(screens);
      return true;
    },
    // Chromium's prefers-color-scheme follows themeSource, so the page is drawn in the theme from its first
    // paint; the window's background follows through nativeTheme's 'updated' event (main-window.ts).
    showTheme: (theme) => {
      nativeTheme.themeSource = theme;
      return true;
    },
    // The OS's own list (Windows' display languages, macOS's Language & Region), not Chromium's accept-languages.
    systemLanguages: () => app.getPreferredSystemLanguages(),
    showLanguage: () => {
      menu.showLanguage();
      return true;
    },
    notify: (notice, onOpen) => {
      if (!Notification.isSupported()) return false;
      const notification = new Notification({ title: notice.title, body: notice.body });
      const forget = () => shown.delete(notification);
      notification.on('click', () => {
        forget();
        const window = getWindow();
        if (window) focusWindow(window);
        onOpen();
      });
      notification.on('close', forget);
      shown.add(notification);
      notification.show();
      return true;
    },
    saveFile: async ({ suggestedName, bytes }) => {
      const window = getWindow();
      // Made safe again here: a name with a path in it must not propose a folder outside Downloads.
      const options = { defaultPath: path.join(app.getPath('downloads'), safeFileName(suggestedName)) };
      const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      if (choice.canceled || !choice.filePath) return { saved: false };
      await writeFile(choice.filePath, bytes);
      return { saved: true, path: choice.filePath };
    },
    openExternal: async (url) => {
      if (!openExternalSafely(shell, url)) throw new Error(m.main_app_only_web_links());
    },
    showFolder: async (folder) => {
      // The folder may not exist yet on a first start with nothing logged.
      await mkdir(folder, { recursive: true });
      // openPath answers with an error text, empty when the file manager opened.
      return (await shell.openPath(folder)) === '';
    },
  };
}
