import { closeSync, fsyncSync, lstatSync, openSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Moves a file the app cannot use out of its way: renamed to
 * `<file>.broken-<time>`, never deleted and never over an earlier copy (then
 * `-2`, `-3` ...), so nothing the operator had is lost. The files that belong
 * with it (`companions`: suffixes such as SQLite's `-wal` and `-shm`) move
 * under the same new name, so the copy opens as it was; they move first, so a
 * file that comes back in its place never finds the old one's log beside it.
 * Returns the copy's path.
 */
export function setFileAside(path: string, at: Date, companions: readonly string[] = []): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  for (let n = 1; ; n++) {
    const setAsidePath = `${path}.broken-${stamp}${n === 1 ? '' : `-${n}`}`;
    if ([setAsidePath, ...companions.map((suffix) => `${setAsidePath}${suffix}`)].some(exists)) continue;
    for (const suffix of companions)
      if (exists(`${path}${suffix}`)) renameSync(`${path}${suffix}`, `${setAsidePath}${suffix}`);
    renameSync(path, setAsidePath);
    flushFolder(dirname(path));
    return setAsidePath;
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The renames on disk before anything is written in their place; a folder this OS cannot flush (Windows) is left as it is. */
function flushFolder(folder: string): void {
  if (process.platform === 'win32') return;
  try {
    const handle = openSync(folder, 'r');
    try {
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
  } catch {
    // The copy is in place for every reader already; only its survival of a power cut is in doubt.
  }
}
