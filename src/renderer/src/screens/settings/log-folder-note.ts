import type { LogFolder } from '@shared/ipc/channels/app';

/**
 * What Settings says after "Show logs": the desktop app opened the folder in
 * the file manager; the web harness has none to open, so the path is the
 * answer (support asks for the files in it).
 */
export function logFolderNote(result: LogFolder): string {
  return result.opened
    ? `Opened the log folder in your file manager: ${result.folder}`
    : `The log files are in ${result.folder}`;
}
