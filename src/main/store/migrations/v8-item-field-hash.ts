import type { ShipmentListItem } from '@shared/api/tracking';
import { listItemHash } from '../list-item-hash';
import { readJson } from '../stored-json';
import type { Migration } from './migration';

/** Rows read a slice at a time: the items of 100,000 rows are some 60 MB of text. */
const SLICE = 5_000;

/**
 * Version 8: each row's item hash is the hash of its item's fields
 * (listItemHash), no longer of its JSON text (v3). A sync hashes every item
 * of the list it receives, 110,000 for a list of 110,000; walking each item
 * as JSON text was about a third of such a sync, its fields alone cost about
 * half of that. Without this step every stored row would differ from its
 * listed item at the next sync and be looked up and rewritten once. The
 * stored JSON read back gives the same hash as the item it was written from
 * (list-item-hash.ts). Some 0.5-1 s once for 100,000 rows, at the first
 * open after the update.
 */
export const v8ItemFieldHash: Migration = {
  version: 8,
  summary: 'each shipment list item hashed by its fields, which a sync computes faster than its JSON',
  up(db) {
    const slice = db.prepare<[number, number], { row_id: number; item_json: string }>(
      'SELECT row_id, item_json FROM shipment_items WHERE row_id > ? ORDER BY row_id LIMIT ?',
    );
    const update = db.prepare<[number, number]>('UPDATE shipments SET item_hash = ? WHERE row_id = ?');
    let after = -Infinity;
    for (;;) {
      const rows = slice.all(after, SLICE);
      for (const row of rows) update.run(listItemHash(readJson<ShipmentListItem>(row.item_json)), row.row_id);
      const last = rows.at(-1);
      if (!last) return;
      after = last.row_id;
    }
  },
};
