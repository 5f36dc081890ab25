import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import { SEARCH_FIELD_NAMES, searchFields } from './shipment-columns';
import { readJson } from './stored-json';

/**
 * Keeps the trigram index (shipment_search, migration v2) in step with the
 * shipments rows. Every write of a row's item or references goes through
 * here, in the same transaction; a row deleted from shipments must be removed
 * here too.
 */
export class SearchIndexWriter {
  private readonly insert: Statement<(string | number)[]>;
  private readonly remove: Statement<[number]>;

  constructor(db: Database) {
    this.insert = db.prepare(
      `INSERT INTO shipment_search (rowid, ${SEARCH_FIELD_NAMES.join(', ')}) VALUES (?, ${SEARCH_FIELD_NAMES.map(() => '?').join(', ')})`,
    );
    this.remove = db.prepare('DELETE FROM shipment_search WHERE rowid = ?');
  }

  add(rowId: number, item: ShipmentListItem, references: string): void {
    const fields = searchFields(item, references);
    this.insert.run(rowId, ...SEARCH_FIELD_NAMES.map((name) => fields[name]));
  }

  replace(rowId: number, item: ShipmentListItem, references: string): void {
    this.remove.run(rowId);
    this.add(rowId, item, references);
  }
}

/** A row a catch-up indexes: its item and its detail's references (none: ''). */
interface PendingRow {
  row_id: number;
  item_json: string | null;
  references_text: string | null;
}

/**
 * The rows a list sync leaves out of the trigram index until it has reported
 * the list synced (migration v5): it marks them here, in its own
 * transactions, and indexes them afterwards in batches (catchUp). While any
 * is marked, searches by SQL check the rows themselves (shipment-pages.ts).
 */
export class SearchCatchUp {
  private readonly mark: Statement<[number]>;
  private readonly markAll: Statement<[string]>;
  private readonly unmark: Statement<[number]>;
  private readonly remove: Statement<[number]>;
  private readonly selectPending: Statement<[number], PendingRow>;
  private readonly anyPending: Statement<[], number>;
  private readonly index: SearchIndexWriter;

  constructor(private readonly db: Database) {
    this.mark = db.prepare('INSERT OR IGNORE INTO shipment_search_pending (row_id) VALUES (?)');
    this.markAll = db.prepare('INSERT OR IGNORE INTO shipment_search_pending (row_id) SELECT value FROM json_each(?)');
    this.unmark = db.prepare('DELETE FROM shipment_search_pending WHERE row_id = ?');
    this.remove = db.prepare('DELETE FROM shipment_search WHERE rowid = ?');
    this.selectPending = db.prepare(
      `SELECT p.row_id, i.item_json, d.references_text
       FROM shipment_search_pending p LEFT JOIN shipments s USING (row_id) LEFT JOIN shipment_items i USING (row_id)
       LEFT JOIN shipment_details d ON d.shipment_id = s.shipment_id
       ORDER BY p.row_id LIMIT ?`,
    );
    this.anyPending = db.prepare<[], number>('SELECT EXISTS (SELECT 1 FROM shipment_search_pending)').pluck();
    this.index = new SearchIndexWriter(db);
  }

  /** Leaves a row out of the index until the next catch-up (its old texts, if indexed, leave it now). */
  defer(rowId: number, indexed: boolean): void {
    if (indexed) this.remove.run(rowId);
    this.mark.run(rowId);
  }

  /** Leaves rows just inserted (not indexed yet) out of the index until the next catch-up: one statement for them all. */
  deferNew(rowIds: readonly number[]): void {
    if (rowIds.length > 0) this.markAll.run(JSON.stringify(rowIds));
  }

  /** Whether any row waits: the index then does not answer for the whole list. */
  pending(): boolean {
    return this.anyPending.get() === 1;
  }

  /**
   * Indexes up to `limit` waiting rows in one transaction; returns how many
   * it took (0: none waits). A row indexed meanwhile by another write (a
   * detail's references) is indexed again with what it holds now: its entry
   * is removed first, so it is never there twice.
   */
  catchUp(limit: number): number {
    return this.db
      .transaction(() => {
        const rows = this.selectPending.all(limit);
        for (const row of rows) {
          this.unmark.run(row.row_id);
          this.remove.run(row.row_id);
          // A row gone from the list's tables has nothing to index.
          if (row.item_json === null) continue;
          this.index.add(row.row_id, readJson<ShipmentListItem>(row.item_json), row.references_text ?? '');
        }
        return rows.length;
      })
      .immediate();
  }
}
