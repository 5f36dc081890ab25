import type { Migration } from './migration';

/** The sort columns version 1 indexed both ways (the descending indexes go here). */
const SORT_COLUMNS = ['pick_up_date', 'delivery_date', 'shipment_code', 'agency', 'price_value'] as const;

/**
 * Version 4: one sort index per column, not two. Version 1 kept an ascending
 * and a descending index of each sort column, so that SQLite could walk
 * either order with its rows without a value last. Pages are now answered
 * from the list kept in main's memory (list-memory.ts), which builds both
 * orders from the ascending index; SQL answers only during a sync and until
 * the list is loaded again. It walks a descending order up the ascending
 * index, the rows with a value first and then those without
 * (shipment-pages.ts). The five descending indexes cost every sync a third of
 * its writes: a sync of 10,000 new shipments wrote 12 B-trees per row.
 */
export const v4OneSortIndex: Migration = {
  version: 4,
  summary: 'one sort index per column: the descending ones dropped',
  up(db) {
    for (const column of SORT_COLUMNS) db.exec(`DROP INDEX IF EXISTS shipments_by_${column}_desc`);
  },
};
