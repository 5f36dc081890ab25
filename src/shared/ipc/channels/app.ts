import { z } from 'zod';
import { channel, none } from '../channel';

/** What the app does for the renderer outside its window. */
export const appChannels = {
  /** Opens an http(s) link in the operator's browser; anything else is refused. */
  'app.openExternal': channel<{ opened: boolean }>()(
    z.object({ url: z.string().trim().url('Not a valid link').max(2048) }),
  ),
  /**
   * Shows the folder of the log files in the OS file manager (the desktop app)
   * and says where it is; `opened: false` where there is no file manager to
   * open (the web harness), so the screen shows the path instead.
   */
  'app.showLogs': channel<LogFolder>()(none),
} as const;

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
