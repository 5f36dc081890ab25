import type { Migration } from './migration';

/**
 * The columns of a shipments row that pages read to find and order rows
 * (list-memory-load.ts): a change of any other column (fetched_at,
 * missing_since, item_hash, the statuses) leaves every page's rows and order
 * as they were.
 */
const PAGED_COLUMNS = [
  'shipment_code',
  'agency',
  'pick_up_date',
  'delivery_date',
  'price_value',
  'code_folded',
  'agency_folded',
  'origin_city_folded',
  'origin_postal_code',
  'origin_country_code',
  'destination_city_folded',
  'destination_postal_code',
  'destination_country_code',
  'search_text',
  'list_position',
] as const;

const bump = 'UPDATE shipments_version SET version = version + 1;';

/**
 * Version 4: a number that moves whenever a shipments row is added, removed
 * or changed in a column pages read (a sync rewrites every column of a row
 * whose status changed: that alone moves nothing). Main keeps those columns in memory to
 * answer pages (list-memory.ts) and needs to know they are still the file's:
 * PRAGMA data_version moves at any commit of any table (a saved draft), and
 * not at all for this connection's own writes. Kept by triggers, so no code
 * that writes shipments rows can forget it; each costs about a microsecond
 * per row written.
 */
export const v4ShipmentsVersion: Migration = {
  version: 4,
  summary: 'a version number of the shipments rows pages read, moved by every change of them',
  up(db) {
    db.exec(`
      CREATE TABLE shipments_version (
        only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
        version INTEGER NOT NULL
      ) STRICT;
      INSERT INTO shipments_version (only_row, version) VALUES (1, 0);
      CREATE TRIGGER shipments_version_insert AFTER INSERT ON shipments BEGIN ${bump} END;
      CREATE TRIGGER shipments_version_delete AFTER DELETE ON shipments BEGIN ${bump} END;
      CREATE TRIGGER shipments_version_update AFTER UPDATE OF ${PAGED_COLUMNS.join(', ')} ON shipments
        WHEN ${PAGED_COLUMNS.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ')}
        BEGIN ${bump} END;
    `);
  },
};
