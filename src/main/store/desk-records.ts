import { existsSync, rmSync } from 'node:fs';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import type { DeskRecordKind } from '@shared/domain/desk-record-names';

/**
 * What a store holds that the service cannot give back (everything else is a
 * copy of the service's records, which the sync and the screens' reads bring
 * again), by kind (its words: desk-record-names.ts). `copied`: small tables,
 * copied from a damaged file into the new store when SQLite can still read
 * them; the others are too large to copy on main's thread and are named as lost.
 */
export const DESK_RECORDS = [
  { kind: 'drafts', tables: ['drafts'], copied: true },
  { kind: 'free-time', tables: ['free_time_sources', 'shipment_free_time'], copied: true },
  { kind: 'last-look', tables: ['operator_marks', 'shipment_change_log'], copied: true },
  { kind: 'document-files', tables: ['document_files'], copied: false },
  { kind: 'ratings', tables: ['rating_results'], copied: false },
] as const satisfies readonly { kind: DeskRecordKind; tables: readonly string[]; copied: boolean }[];

/** What a damaged file still gave of the desk's own records. */
export interface DeskRecordsRescue {
  /** Whether SQLite could read the file at all; when not, whatever it held of DESK_RECORDS is lost. */
  readonly readable: boolean;
  /** Kinds it held and the new store now holds again. */
  readonly copied: readonly DeskRecordKind[];
  /** Kinds it held (or may have held: a table SQLite could not read) that could not be copied. */
  readonly lost: readonly DeskRecordKind[];
}

/**
 * Copies the desk's own records (DESK_RECORDS marked `copied`) from a damaged
 * store file, set aside, into a new store: each kind in one transaction, all
 * of it or nothing, so a kind whose pages are damaged is said to be lost
 * rather than half there. The file is read on a connection of its own,
 * read-only: its errors are the old file's, never the new store's.
 */
export function rescueDeskRecords(from: string, into: Database): DeskRecordsRescue {
  // SQLite makes a -wal and -shm for the file it reads when there were none: they go again after, the copy as it was.
  const madeHere = ['-wal', '-shm'].map((suffix) => `${from}${suffix}`).filter((file) => !existsSync(file));
  try {
    return rescueFrom(from, into);
  } finally {
    for (const file of madeHere) rmSync(file, { force: true });
  }
}

function rescueFrom(from: string, into: Database): DeskRecordsRescue {
  let source: Database;
  try {
    source = new Sqlite(from, { readonly: true, fileMustExist: true });
  } catch {
    return { readable: false, copied: [], lost: DESK_RECORDS.map((record) => record.kind) };
  }
  try {
    source.prepare('SELECT count(*) FROM sqlite_master').get();
  } catch {
    source.close();
    return { readable: false, copied: [], lost: DESK_RECORDS.map((record) => record.kind) };
  }
  const copied: DeskRecordKind[] = [];
  const lost: DeskRecordKind[] = [];
  try {
    for (const record of DESK_RECORDS) {
      try {
        if (!record.tables.some((table) => holdsRows(source, table))) continue;
        if (!record.copied) throw new Error('not copied');
        into.transaction(() => record.tables.forEach((table) => copyTable(source, into, table))).immediate();
        copied.push(record.kind);
      } catch {
        lost.push(record.kind);
      }
    }
  } finally {
    source.close();
  }
  return { readable: true, copied, lost };
}

/** Whether the file has this table with a row in it (a file of an older version may not have the table). */
function holdsRows(db: Database, table: string): boolean {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table);
  return exists !== undefined && db.prepare(`SELECT 1 FROM "${table}" LIMIT 1`).get() !== undefined;
}

/** The table's rows, in the columns both files have (an older file may lack newer ones); a row already there stays. */
function copyTable(from: Database, into: Database, table: string): void {
  // pragma() is typed unknown: table_info answers one row per column, {name: text, ...}.
  const columnsOf = (db: Database) => (db.pragma(`table_info("${table}")`) as { name: string }[]).map((c) => c.name);
  const theirs = new Set(columnsOf(from));
  const columns = columnsOf(into).filter((column) => theirs.has(column));
  if (columns.length === 0) return;
  const list = columns.map((column) => `"${column}"`).join(', ');
  const insert = into.prepare(
    `INSERT OR IGNORE INTO "${table}" (${list}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  for (const row of from.prepare(`SELECT ${list} FROM "${table}"`).raw().all()) insert.run(row);
}
