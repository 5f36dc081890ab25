import { z } from 'zod';
import type { LanguageChoice, ResolvedLanguage } from '../../i18n/desk-language';
import { m } from '../../i18n/messages';
import { channel, none } from '../channel';

/** What the app does for the renderer outside its window. */
export const appChannels = {
  /** Opens an http(s) link in the operator's browser; anything else is refused. */
  'app.openExternal': channel<{ opened: boolean }>()(() =>
    z.object({
      url: z
        .string()
        .trim()
        .url({ error: () => m.app_field_not_a_link() })
        .max(2048),
    }),
  ),
  /**
   * Shows the folder of the log files in the OS file manager (the desktop app)
   * and says where it is; `opened: false` where there is no file manager to
   * open (the web harness), so the screen shows the path instead.
   */
  'app.showLogs': channel<LogFolder>()(() => none),
  /**
   * The window's screens in order, for the desktop app's Go menu (each with
   * its Ctrl/Cmd+1…9 shortcut); the renderer's route table is the one list of
   * them. `shown: false` where there is no menu (the web harness).
   */
  'app.setScreens': channel<{ shown: boolean }>()(() =>
    z.object({
      screens: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z][a-z-]{0,39}$/, { error: () => m.ipc_screen_id() }),
            label: z.string().trim().min(1).max(60),
          }),
        )
        .max(20),
    }),
  ),
  /**
   * The desk's language and locale, as main speaks them (menus, notifications,
   * errors, exports): the Settings choice resolved against the operating
   * system's languages, or, where the desktop has none to tell (the web
   * harness), the browser's, which the page sends.
   */
  'app.language': channel<DeskLanguageState>()(() =>
    z.object({ browserLanguages: z.array(z.string().trim().min(1).max(35)).max(30) }),
  ),
} as const;

/** The desk's language: what was chosen, what it resolved to, and the system's languages it was resolved against. */
export interface DeskLanguageState {
  readonly choice: LanguageChoice;
  readonly resolved: ResolvedLanguage;
  readonly systemLanguages: readonly string[];
}

/** A screen as the desktop app's menu lists it. */
export interface MenuScreen {
  readonly id: string;
  readonly label: string;
}

/** Where the log files are, and whether a file manager was opened on them. */
export interface LogFolder {
  readonly folder: string;
  readonly opened: boolean;
}

/** A screen of the desk to open, with its address parameters (`{ screen: 'tracking', params: { shipment: ID } }`). */
export interface OpenTarget {
  /** A route id of the renderer's table; the renderer ignores one it does not know. */
  readonly screen: string;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * A notification of the desk: what main tells the operator without being
 * asked (shipment changes a sync found). The OS shows it in the desktop app;
 * where there are no OS notifications (the web harness) the page does.
 */
export interface DeskNotice {
  /** Distinct per notice, for the page's list. */
  readonly id: string;
  readonly title: string;
  readonly body: string;
  /** What a click opens. */
  readonly open: OpenTarget;
}
