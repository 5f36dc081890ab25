import { homedir } from 'node:os';
import { appDataDir } from '@main/app-data-dir';
import { logLevelFromEnv, openAppLog, type AppLog } from '@main/log/app-log';
import { logFolder } from '@main/log/log-folder';
import type { CliIo } from './io';

/**
 * The command line's log, `cli.log` in the app's log folder (beside
 * FREIGHT_DESK_DATA_DIR's data when that is set: log-folder.ts): failed calls,
 * and with FREIGHT_DESK_LOG_LEVEL=debug each request line, redacted as the
 * app's are. Nothing is printed from it: the command says what failed itself.
 */
export function openCliLog(io: CliIo): AppLog {
  const where = { platform: process.platform, env: io.env, home: homedir() };
  const data = appDataDir({ ...where, cwd: io.cwd });
  return openAppLog({
    folder: logFolder({ ...where, movedDataDir: data.source === 'environment' ? data.dir : null }),
    fileName: 'cli.log',
    level: logLevelFromEnv(io.env) ?? 'info',
  });
}
