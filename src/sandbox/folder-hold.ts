import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';

/*
 * One process per data folder. A folder is held by an exclusive SQLite lock
 * on a small file in it, kept open while the process runs: the lock is the
 * operating system's (fcntl on Linux and macOS, LockFileEx on Windows), so
 * it ends with its process however that ends (kill -9 included) and no
 * stale lock, nor a pid reused by another program, can ever block the next
 * start. Who holds it is written beside it, only to be named to the process
 * that is refused.
 */

/** What can hold a folder, as another process is told. */
export type FolderHolderKind = 'web harness' | 'desktop app' | 'sandbox';

const LOCK_FILE = 'freight-desk.lock';
const HOLDER_FILE = 'freight-desk.lock.json';

const holderSchema = z.object({
  pid: z.int().positive(),
  kind: z.enum(['web harness', 'desktop app', 'sandbox']),
});
type Holder = z.infer<typeof holderSchema>;

/** The folder is held by another process (or another holder in this one). */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    /** Who holds it, when it said so. */
    readonly holder: Holder | null,
  ) {
    super(
      `${folder} is in use by ${holder ? `the ${holder.kind} (pid ${holder.pid})` : 'another Freight Desk process, which is starting'}: stop it first, or use another data folder`,
    );
    this.name = 'FolderInUseError';
  }
}

export interface FolderHold {
  readonly folder: string;
  /** Lets the folder go (also done by the process's end, whatever ends it). */
  release(): void;
}

/** Holds `folder` (created when missing) for this process, or throws FolderInUseError naming who holds it. */
export function holdFolder(folder: string, kind: FolderHolderKind): FolderHold {
  mkdirSync(folder, { recursive: true });
  // No wait: a held folder is refused at once.
  const db = new Sqlite(join(folder, LOCK_FILE), { timeout: 0 });
  try {
    takeLock(db);
  } catch (error) {
    db.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new FolderInUseError(folder, holderOf(folder));
    throw error;
  }
  const holder: Holder = { pid: process.pid, kind };
  writeFileSync(join(folder, HOLDER_FILE), `${JSON.stringify(holder)}\n`);
  let held = true;
  return {
    folder,
    release() {
      if (!held) return;
      held = false;
      rmSync(join(folder, HOLDER_FILE), { force: true });
      db.close();
    },
  };
}

/**
 * In EXCLUSIVE locking mode a connection keeps the lock its first write
 * takes until it closes; without a journal no other file is made.
 */
function takeLock(db: Database): void {
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = OFF');
  db.exec('BEGIN EXCLUSIVE; COMMIT');
}

/** What the holder wrote beside the lock, when it still describes a live process. */
function holderOf(folder: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(join(folder, HOLDER_FILE), 'utf8');
  } catch {
    // Not written yet: the holder has just taken the lock.
    return null;
  }
  let parsed: ReturnType<typeof holderSchema.safeParse>;
  try {
    parsed = holderSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  return parsed.success && isAlive(parsed.data.pid) ? parsed.data : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
