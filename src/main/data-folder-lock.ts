import { holdFolder, type FolderHold } from '@sandbox';

export { FolderInUseError, type FolderHold } from '@sandbox';

/** What holds an app's data folder: a desk, in either shell. */
export type DeskShell = 'desktop app' | 'web harness';

/**
 * One desk per data folder: the desktop app and the web harness hold the
 * data folder before anything reads or writes it (settings.json, the stores,
 * the embedded sandbox's state), and a second desk, or a `freight-desk
 * sandbox` on the folder, is refused with a FolderInUseError naming the
 * folder and the desk that runs there. Two desks on one folder each kept
 * their own copy of the settings and the sandbox in memory, and overwrote
 * each other's saves. The lock is the operating system's on an open file
 * (src/sandbox/folder-hold.ts): it ends with the process, kill -9 included.
 */
export function holdDataFolder(dataDir: string, shell: DeskShell): FolderHold {
  return holdFolder(dataDir, shell);
}
