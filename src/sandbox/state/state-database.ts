import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';

/*
 * The sandbox's state on disk: one SQLite file in its dataDir, in WAL mode,
 * each change one transaction committed before the answer that confirms it
 * leaves: synced to the disk (synchronous=FULL) for what the operator
 * confirms, written through the OS for a rating's rates (state-ledger.ts,
 * Durability). Records are
 * kept as the JSON of the sandbox's records (records.ts), one row each, and
 * a document's file in a column of its own, read only when downloaded.
 */

export const STATE_DATABASE_FILE = 'sandbox-state.sqlite';

/** The schema's version (user_version); a file of a newer one is refused before anything is written to it. */
const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE clocks (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    sim_now INTEGER NOT NULL,
    operator_now INTEGER NOT NULL
  );
  INSERT INTO clocks (id, sim_now, operator_now) VALUES (1, 0, 0);
  -- Issued sequences: 'shipment-code' counts the shipment codes given.
  CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
  INSERT INTO counters (name, value) VALUES ('shipment-code', 0);
  CREATE TABLE rates (id TEXT PRIMARY KEY, record TEXT NOT NULL);
  CREATE TABLE quotes (quote_id TEXT PRIMARY KEY, record TEXT NOT NULL);
  -- In the order they were booked (rowid): an update keeps its row.
  CREATE TABLE shipments (shipment_id TEXT PRIMARY KEY, record TEXT NOT NULL);
  CREATE TABLE documents (
    id TEXT PRIMARY KEY,
    shipment_id TEXT NOT NULL,
    record TEXT NOT NULL,
    file TEXT NOT NULL
  );
  CREATE TABLE tariffs (document_id TEXT PRIMARY KEY, record TEXT NOT NULL);
  -- The JSON-lines state files moved in (json-lines-migration.ts), as they were when moved.
  CREATE TABLE imported_files (name TEXT PRIMARY KEY, bytes INTEGER NOT NULL, modified_ms INTEGER NOT NULL);
`;

/** The state database of `dir`, created when absent; a file that is not one is kept aside and a new one made. */
export function openStateDatabase(dir: string): Database {
  const file = join(dir, STATE_DATABASE_FILE);
  try {
    return open(file);
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    const aside = `${file}.unreadable-${Date.now()}`;
    renameSync(file, aside);
    // Its log belongs to it: kept beside it, never replayed into the new file.
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    process.emitWarning(
      `sandbox state ${file} is not a database the sandbox can read (${(error as Error).message}); kept as ${aside} and started empty`,
    );
    return open(file);
  }
}

function open(file: string): Database {
  // A short wait: the folder is held by this process (folder-hold.ts), so only a reader of the file by hand can be in the way.
  const db = new Sqlite(file, { timeout: 1000 });
  try {
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `the sandbox state ${file} was written by a newer version of Freight Desk (version ${version}; this one reads up to ${SCHEMA_VERSION}); it was left as it is: update Freight Desk to use it`,
      );
    }
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal')
      throw new Error(`the sandbox state ${file} could not switch to WAL mode (it is in ${String(mode)})`);
    db.pragma('synchronous = FULL');
    // Schema code never runs from the file itself (views, triggers of a crafted file).
    db.pragma('trusted_schema = OFF');
    // After a large upload has grown the log, a checkpoint that empties it also shrinks it to this.
    db.pragma('journal_size_limit = 8388608');
    if (version === 0) {
      db.transaction(() => {
        db.exec(SCHEMA);
        db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })();
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function isUnreadable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT';
}

/** What a failed write of the state database says to the operator: why, in words. */
export function whyNotWritten(error: unknown, dir: string): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'SQLITE_FULL') return `the disk holding ${dir} is full`;
  if (code.startsWith('SQLITE_READONLY')) return `${dir} is read-only`;
  if (code.startsWith('SQLITE_IOERR')) return `the disk holding ${dir} could not be written`;
  if (code === 'SQLITE_CORRUPT') return `the sandbox's state in ${dir} is damaged`;
  return `its state in ${dir} could not be written (${(error as Error).message})`;
}
