import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import { SEARCH_FIELD_NAMES, searchFields } from './shipment-columns';

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
