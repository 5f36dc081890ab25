import { randomUUID } from 'node:crypto';
import { promises as nodeFs } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { m } from '@shared/i18n/messages';
import { diskFaultError } from './disk-fault-error';

/** The open file a durable write uses; Node's FileHandle fits it. */
export interface WritableHandle {
  writeFile(data: string, options: { encoding: 'utf8' }): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The file-system calls a durable write makes: Node's, or a recording double in tests. */
export interface DurableFs {
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  open(path: string, flags: string, mode?: number): Promise<WritableHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
}

export interface DurableWriteOptions {
  /** Default: Node's fs. */
  readonly fs?: DurableFs;
  /** Default: process.platform. Windows cannot open a directory to fsync it. */
  readonly platform?: NodeJS.Platform;
  /**
   * Told when the folder could not be flushed after the rename. The new content is
   * in place by then (readers see it); only its survival of a power cut is in doubt,
   * so that is a warning, not a failed write.
   */
  readonly warn?: (message: string) => void;
}

/** Error codes of a folder that cannot be opened or flushed on this OS or file system. */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP', 'EBADF', 'EACCES']);

/**
 * A temp file name of its own for every write: `<file>.<pid>-<uuid>.tmp`, so two
 * writes (of this process or another) never write into the same temp file, and
 * a temp file left by a process that died can be recognised by its pid.
 */
export function tempPathFor(path: string): string {
  return `${path}.${process.pid}-${randomUUID()}.tmp`;
}

const TEMP_SUFFIX = /^\.(\d+)(?:-[0-9a-f-]+)?\.tmp$/;

/**
 * Replaces `path` with `text` so that, whatever happens (a crash, a kill, a power
 * cut), the file holds either the old content or the new, never a mix or nothing:
 * the text goes to a temp file of its own, which is flushed to disk (fsync) BEFORE
 * the rename puts it in place, and the folder is flushed AFTER the rename so the
 * rename itself survives a power cut. A failure before the rename removes the temp
 * file and leaves `path` as it was.
 */
export async function writeFileDurably(path: string, text: string, options: DurableWriteOptions = {}): Promise<void> {
  const fs: DurableFs = options.fs ?? nodeFs;
  const folder = dirname(path);
  const temp = tempPathFor(path);
  try {
    await fs.mkdir(folder, { recursive: true });
    // 'wx': the name is new; never write through someone else's temp file.
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(text, { encoding: 'utf8' });
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    // A full disk or a read-only folder is said in words with the folder: the operator can act on it.
    throw diskFaultError(error, folder) ?? error;
  }
  try {
    await syncFolder(folder, fs, options.platform ?? process.platform);
  } catch (error) {
    options.warn?.(m.main_durable_write_not_flushed({ path, detail: (error as Error).message }));
  }
}

/**
 * fsync of a folder, so a rename in it is on disk. Windows cannot open a folder
 * as a file (and NTFS journals the rename itself), and some file systems refuse
 * to flush a folder: both are skipped, as there is nothing more to do there.
 */
export async function syncFolder(folder: string, fs: DurableFs, platform: NodeJS.Platform): Promise<void> {
  if (platform === 'win32') return;
  let handle: WritableHandle;
  try {
    handle = await fs.open(folder, 'r');
  } catch (error) {
    if (FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/** Whether a process with this id runs (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files of `path` that a process which is no longer running
 * left behind (it was killed between writing and renaming). A running
 * process's temp file is never touched: it may be about to rename it.
 */
export async function removeStaleTempFiles(path: string): Promise<void> {
  const folder = dirname(path);
  const name = basename(path);
  let entries: string[];
  try {
    entries = await nodeFs.readdir(folder);
  } catch {
    return;
  }
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.startsWith(name)) return;
      const match = TEMP_SUFFIX.exec(entry.slice(name.length));
      const pid = Number(match?.[1]);
      if (!match || isRunning(pid)) return;
      await nodeFs.rm(join(folder, entry), { force: true });
    }),
  );
}
