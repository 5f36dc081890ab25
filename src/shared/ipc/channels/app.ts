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
