import { m } from '@shared/i18n/messages';
import type { LogFolder } from '@shared/ipc/channels/app';

/**
 * What Settings says after "Show logs": the desktop app opened the folder in
 * the file manager; the web harness has none to open, so the path is the
 * answer (support asks for the files in it).
 */
export function logFolderNote(result: LogFolder): string {
  return result.opened ? m.log_folder_opened({ folder: result.folder }) : m.log_folder_is({ folder: result.folder });
}
