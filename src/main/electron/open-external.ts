import { isSafeExternalUrl } from '@shared/domain/external-url';

/** The part of Electron's `shell` that opens a URL in the OS (structural, so this is tested in Node). */
export interface ExternalShell {
  openExternal(url: string): Promise<void>;
}

/**
 * THE one way the app hands a URL to the operating system: only after
 * isSafeExternalUrl (http/https, no credentials). shell.openExternal with
 * anything else could start an arbitrary program (file:, smb:, custom
 * schemes). Returns whether the URL was handed over.
 */
export function openExternalSafely(shell: ExternalShell, url: string): boolean {
  if (!isSafeExternalUrl(url)) return false;
  shell.openExternal(url).catch((error: unknown) => {
    console.warn('[freight-desk] could not open the browser:', error);
  });
  return true;
}
