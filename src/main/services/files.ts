import { safeFileName } from '@shared/domain/safe-file-name';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { DesktopPort } from '@main/desktop-port';
import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** Saves bytes where the operator chooses (a native save dialog), under a name already made safe. */
export async function saveFile(desktop: DesktopPort, fileName: string, bytes: Buffer): Promise<SavedFile> {
  const result = await desktop.saveFile({ suggestedName: fileName, bytes: new Uint8Array(bytes) });
  return { saved: result.saved, ...(result.path ? { path: result.path } : {}), fileName, bytes: bytes.byteLength };
}

/** Files the renderer made (CSV exports, templates), saved through the save dialog under a safe name. */
export function filesHandlers({ desktop }: Pick<ServiceDeps, 'desktop'>): AreaHandlers<'files'> {
  return {
    'files.save': ({ fileName, contentBase64 }) =>
      saveFile(desktop, safeFileName(fileName), Buffer.from(contentBase64, 'base64')),
  };
}
