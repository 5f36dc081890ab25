import type { ShipmentListItem } from '@shared/api/tracking';
import { SEARCH_FIELD_NAMES } from '../shipment-columns';
import { SearchIndexWriter } from '../search-index';
import { readJson } from '../stored-json';
import type { Migration } from './migration';

/**
 * Version 2: a trigram index of what the tracking list filters and searches
 * by. Version 1 answered by checking every row, twice per page (the count,
 * then the rows), short of the list's goals. The index finds the rows holding a text of 3
 * characters or more without visiting the others, and its columns hold the
 * very values the conditions compare (shipment-columns.ts, searchFields), so
 * a filter it can express is answered by it exactly; what it cannot express
 * (a shorter text, a date) is checked on the rows (shipment-query.ts).
 *
 * Contentless (the values are in the shipments rows already), with deletes;
 * case-sensitive because everything is folded in JS beforehand, so the index
 * does not fold a second, different way. The code that writes a shipments
 * row writes its index row in the same transaction (search-index.ts), not a
 * trigger: a trigger's statement makes FTS5 flush its buffer at every row,
 * which made a sync of 100,000 rows twice as slow.
 *
 * The rows are indexed with today's searchFields; a change of what it
 * computes needs a new migration that rebuilds the index.
 */
export const v2ShipmentSearch: Migration = {
  version: 2,
  summary: 'trigram index of the shipments list fields and search text',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE shipment_search USING fts5 (
        ${SEARCH_FIELD_NAMES.join(', ')},
        content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
      );
    `);
    const index = new SearchIndexWriter(db);
    const rows = db.prepare<[], { row_id: number; item_json: string; references_text: string | null }>(
      `SELECT s.row_id, i.item_json, d.references_text
       FROM shipments s JOIN shipment_items i USING (row_id) LEFT JOIN shipment_details d USING (shipment_id)`,
    );
    for (const row of rows.all()) {
      index.add(row.row_id, readJson<ShipmentListItem>(row.item_json), row.references_text ?? '');
    }
  },
};
