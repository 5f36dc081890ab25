import type { Migration } from './migration';

/**
 * Version 5: the rows a list sync wrote that the trigram index does not hold
 * yet. Indexing a new row's texts was a fifth of a sync of new shipments;
 * a sync now writes the rows and their ids
 * here, in the same transactions, reports the list synced, and then indexes
 * them in batches (search-index.ts, SearchCatchUp). Until that is done a
 * search by SQL checks every row instead of asking the index
 * (shipment-pages.ts), so it finds the new rows all the same. An id left here
 * by a sync that was cut short (a kill) is indexed by the next sync.
 */
export const v5SearchCatchUp: Migration = {
  version: 5,
  summary: 'rows waiting for the search index, indexed after a sync',
  up(db) {
    db.exec('CREATE TABLE shipment_search_pending (row_id INTEGER PRIMARY KEY)');
  },
};
