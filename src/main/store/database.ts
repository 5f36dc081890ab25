import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { StoreError } from './store-error';
import { guardConnection, storeFault, type StoreFaultListener } from './store-faults';
import type { Migration } from './migrations/migration';
import { latestVersion, runMigrations } from './migrations/run';
import { migrations as appMigrations } from './migrations';

export interface OpenDatabaseOptions {
  /** How long a write waits for another connection's write to finish (a sync in a worker) before failing. */
  readonly busyTimeoutMs?: number;
  /** The schema steps; the app's own unless a test brings its own. */
  readonly migrations?: readonly Migration[];
  /**
   * Told of every fault the connection meets once it is open (a damaged file,
   * a full disk: store-faults.ts); a fault while opening is thrown only.
   */
  readonly onFault?: StoreFaultListener;
}

const DEFAULT_BUSY_TIMEOUT_MS = 5_000;

/**
 * A new store's pages are 16 KiB, not SQLite's 4. A sync's new row goes into
 * seven B-trees (the table, its shipment id, its place and five sort
 * indexes): with pages four times as wide they are a level shallower, and a
 * batch of new rows dirties and logs fewer pages, so a sync of new rows is
 * shorter (docs/performance.md). The size is
 * set before the file holds anything (it cannot change afterwards without
 * rewriting the file): a store made with 4 KiB pages keeps them, and works
 * the same.
 */
export const NEW_STORE_PAGE_SIZE = 16_384;

/**
 * SQLite copies the log into the database file from inside a commit that
 * finds it holding this much: SQLite's default of 1,000 pages of 4 KiB,
 * kept in bytes whatever the pages' size (a list sync lets it grow further:
 * shipment-list-sync.ts).
 */
export const CHECKPOINT_LOG_BYTES = 4 * 1024 * 1024;

/** Has the connection copy the log into the file from inside a commit that finds it holding `bytes` (wal_autocheckpoint, in its file's pages). */
export function checkpointLogAt(db: Database, bytes: number): void {
  db.pragma(`wal_autocheckpoint = ${Math.ceil(bytes / Number(db.pragma('page_size', { simple: true })))}`);
}

/**
 * Opens (creating it when absent) one store database and brings its schema to
 * the latest version.
 *
 * Durability: WAL with synchronous=NORMAL. A transaction is committed once its
 * frames are written to the -wal file through the OS, so a crash or kill -9 of
 * the app never loses a committed row nor corrupts the file (the log is
 * replayed at the next open). What NORMAL does not promise is surviving a power
 * cut or an OS crash: the last transactions before it may roll back (the file
 * stays consistent). FULL would fsync the log at every commit to cover that;
 * the store does not need it: everything in it but drafts is a copy of what the
 * service holds and comes back at the next sync, and a draft saved a moment
 * before a power cut is the one thing that may be lost.
 *
 * A database written by a NEWER version of the app is refused before anything
 * is written to it, so going back to an older app never damages it.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Database {
  const steps = options.migrations ?? appMigrations;
  let db: Database;
  try {
    prepareFile(file);
    db = new Sqlite(file, { timeout: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
  } catch (error) {
    throw storeFault(error, file) ?? error;
  }
  let opened = false;
  guardConnection(db, file, (fault) => {
    if (opened) options.onFault?.(fault);
  });
  try {
    const version = readVersion(db, file);
    const latest = latestVersion(steps);
    if (version > latest) {
      throw new StoreError('newer-schema', {
        key: 'newer-version',
        values: { file, version: String(version), latest: String(latest) },
      });
    }
    // A no-op for a file that already holds pages.
    db.pragma(`page_size = ${NEW_STORE_PAGE_SIZE}`);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new StoreError('unreadable', { key: 'not-wal', values: { file, mode: String(mode) } });
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // Schema code never runs from the database itself (views, triggers of a crafted file).
    db.pragma('trusted_schema = OFF');
    // Sorting and searching 100,000 rows: a 32 MiB page cache instead of 2 MiB keeps the list's pages in memory.
    db.pragma('cache_size = -32768');
    db.pragma('temp_store = MEMORY');
    // After a large sync has grown the log, a checkpoint that empties it also shrinks the file to this.
    db.pragma('journal_size_limit = 33554432');
    checkpointLogAt(db, CHECKPOINT_LOG_BYTES);
    runMigrations(db, steps);
    opened = true;
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The folder private to the user (0700) and a new database file created
 * 0600: SQLite gives its -wal and -shm files the database file's mode, so an
 * account's records are readable by its user only.
 */
function prepareFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (existsSync(file)) return;
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    // Another connection created it first: that file is the store.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function readVersion(db: Database, file: string): number {
  try {
    return Number(db.pragma('user_version', { simple: true }));
  } catch (error) {
    // A damaged file, a full disk: already said in words (store-faults.ts).
    if (error instanceof StoreError) throw error;
    throw new StoreError(
      'unreadable',
      { key: 'not-a-database', values: { file, why: error instanceof Error ? error.message : String(error) } },
      { cause: error },
    );
  }
}
