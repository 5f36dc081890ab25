import { join } from 'node:path';
import type { DesktopPort } from '@main/desktop-port';

/**
 * A desktop whose save dialog always saves: each file's bytes kept in
 * `saved` by its suggested name, said to be written in `dir`. No browser,
 * folder, notification or screen list.
 */
export function savingDesktop(dir: string): { readonly desktop: DesktopPort; readonly saved: Map<string, Buffer> } {
  const saved = new Map<string, Buffer>();
  const desktop: DesktopPort = {
    saveFile: async ({ suggestedName, bytes }) => {
      saved.set(suggestedName, Buffer.from(bytes));
      return { saved: true, path: join(dir, suggestedName) };
    },
    openExternal: async () => undefined,
    showFolder: async () => false,
    notify: () => false,
    showScreens: () => false,
    showTheme: () => false,
  };
  return { desktop, saved };
}
