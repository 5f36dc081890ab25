import { textHash } from '../item-hash';
import type { Migration } from './migration';

/**
 * Version 3: each shipments row carries the hash of its item's JSON. A sync
 * compared every listed item with the stored JSON, one lookup of the row and
 * one of its item each, a cost per row paid on the whole list before it
 * wrote anything. With the hash on the narrow row, one query per
 * batch reads the hashes of the batch's shipments and only the changed or new
 * items are written (shipment-list-sync.ts).
 */
export const v3ItemHash: Migration = {
  version: 3,
  summary: 'hash of each shipment list item, to skip unchanged items in a sync',
  up(db) {
    db.exec('ALTER TABLE shipments ADD COLUMN item_hash INTEGER');
    const rows = db.prepare<[], { row_id: number; item_json: string }>('SELECT row_id, item_json FROM shipment_items');
    const update = db.prepare<[number, number]>('UPDATE shipments SET item_hash = ? WHERE row_id = ?');
    for (const row of rows.all()) update.run(textHash(row.item_json), row.row_id);
  },
};
