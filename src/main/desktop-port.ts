import type { DeskNotice, MenuScreen } from '@shared/ipc/channels/app';
import type { DeskTheme } from '@shared/ipc/channels/settings';
import type { ResolvedLanguage } from '@shared/i18n/desk-language';
import { m } from '@shared/i18n/messages';

/**
 * What the services need from the desktop around them. The Electron shell
 * implements it with native dialogs and the OS browser; the web harness with
 * a downloads folder and a record of opened links. Keeping it an interface
 * keeps src/main free of 'electron'.
 */
export interface DesktopPort {
  /**
   * Asks where to save (a native save dialog proposing `suggestedName`) and
   * writes the bytes there. `saved: false` when the operator cancelled.
   */
  saveFile(request: { suggestedName: string; bytes: Uint8Array }): Promise<{ saved: boolean; path?: string }>;
  /** Opens an http(s) URL in the operator's browser; the caller has checked it. */
  openExternal(url: string): Promise<void>;
  /**
   * Opens a folder of the app's own (the logs) in the OS file manager; false
   * where there is none to open (the web harness prints the path instead).
   */
  showFolder(folder: string): Promise<boolean>;
  /**
   * Shows a notification from the OS (main/notifications decides what it
   * says); `onOpen` runs when the operator clicks it. False where the desktop
   * has no notifications of its own: the page shows it then ('app.notice').
   */
  notify(notice: DeskNotice, onOpen: () => void): boolean;
  /**
   * Lists the window's screens in the app's menu, in order, the first nine
   * with Ctrl/Cmd+1…9; false where there is no menu.
   */
  showScreens(screens: readonly MenuScreen[]): boolean;
  /**
   * Draws the desktop's own parts (the window's background, menus, dialogs)
   * and the page's "system" colours in the theme chosen in Settings; false
   * where the desktop has none (the web harness serves its page with it).
   */
  showTheme(theme: DeskTheme): boolean;
  /** The operating system's preferred languages, first first; empty where the desktop cannot tell (the web harness). */
  systemLanguages(): readonly string[];
  /** Says the desktop's own parts (the menu) in the desk's language; false where there are none. */
  showLanguage(language: ResolvedLanguage): boolean;
}

/** For a core with no desktop (tests, the CLI): saving and opening links are refused plainly. */
export const noDesktop: DesktopPort = {
  saveFile: async () => {
    throw Object.assign(new Error(m.main_desktop_no_saving()), { code: 'unsupported' });
  },
  openExternal: async () => {
    throw Object.assign(new Error(m.main_desktop_no_links()), { code: 'unsupported' });
  },
  showFolder: async () => false,
  notify: () => false,
  showScreens: () => false,
  showTheme: () => false,
  systemLanguages: () => [],
  showLanguage: () => false,
};
