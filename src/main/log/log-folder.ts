import path from 'node:path';
import { APP_FOLDER_NAME, perUserDataDir } from '@main/app-data-dir';

/** The log folder's name inside a data folder (Electron's, on Linux and Windows). */
export const LOGS_SUBFOLDER = 'logs';

export interface LogFolderInputs {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder (os.homedir()). */
  readonly home: string;
  /**
   * The data folder when it was moved (FREIGHT_DESK_DATA_DIR, the harness's
   * --data or --temp); null when it is the per-user one.
   */
  readonly movedDataDir: string | null;
}

/**
 * Where the web harness and the CLI write their logs: the folder Electron's
 * app.getPath('logs') gives the desktop app (macOS ~/Library/Logs/Freight
 * Desk; Linux and Windows the per-user data folder's `logs`), so one "Show
 * logs" finds all three. When the data folder was moved, its `logs` instead:
 * a test run or a second desk keeps its logs beside its data (the desktop
 * app does the same: src/main/electron/index.ts).
 */
export function logFolder(inputs: LogFolderInputs): string {
  if (inputs.movedDataDir !== null) return path.join(inputs.movedDataDir, LOGS_SUBFOLDER);
  if (inputs.platform === 'darwin') return path.posix.join(inputs.home, 'Library', 'Logs', APP_FOLDER_NAME);
  const join = inputs.platform === 'win32' ? path.win32.join : path.posix.join;
  return join(perUserDataDir(inputs), LOGS_SUBFOLDER);
}
