import type { Migration } from './migration';

/** The sort keys of the tracking list and their columns (v1 indexes each both ways, nulls last). */
const SORT_COLUMNS = ['pick_up_date', 'delivery_date', 'shipment_code', 'agency', 'price_value'] as const;

const sortIndexes = SORT_COLUMNS.flatMap((column) => [
  `CREATE INDEX shipments_by_${column}_asc ON shipments ((${column} IS NULL), ${column}, list_position);`,
  `CREATE INDEX shipments_by_${column}_desc ON shipments ((${column} IS NULL), ${column} DESC, list_position);`,
]).join('\n');

/**
 * Version 1: every record the desk keeps per profile.
 *
 * Domain values (the output types of src/shared/api) are stored whole as JSON;
 * the columns beside them are what queries sort, filter and join by. Every
 * record says when it was fetched; list records the service stopped listing
 * keep their row with `missing_since` set.
 */
export const v1LocalRecords: Migration = {
  version: 1,
  summary:
    'shipments, details, messages, documents and their files, quotes, ratings, tariffs, lookups, drafts, sync state',
  up(db) {
    db.exec(`
      -- The tracking list: one narrow row per shipment with what the list sorts, filters and
      -- searches by (filters and counts scan these rows), and the item itself in shipment_items.
      -- list_position is the service's order counted from the END of its list (the oldest row
      -- is 0, newer rows negative), so a new booking at the top moves no other row, and a row the
      -- service stops listing keeps its place.
      CREATE TABLE shipments (
        row_id INTEGER PRIMARY KEY,
        shipment_id TEXT NOT NULL UNIQUE,
        shipment_code TEXT,
        agency TEXT,
        pick_up_date TEXT,
        delivery_date TEXT,
        price_value INTEGER,
        tracking_status TEXT,
        customs_status TEXT,
        -- Folded (lower case, no accents) or normalised copies the filters compare.
        code_folded TEXT NOT NULL,
        agency_folded TEXT NOT NULL,
        origin_city_folded TEXT NOT NULL,
        origin_postal_code TEXT NOT NULL,
        origin_country_code TEXT NOT NULL,
        destination_city_folded TEXT NOT NULL,
        destination_postal_code TEXT NOT NULL,
        destination_country_code TEXT NOT NULL,
        -- Code, agency, places and the detail's references, folded, one per line.
        search_text TEXT NOT NULL,
        list_position INTEGER NOT NULL,
        fetched_at TEXT NOT NULL,
        missing_since TEXT
      ) STRICT;
      CREATE INDEX shipments_by_position ON shipments (list_position);
      ${sortIndexes}
      CREATE TABLE shipment_items (
        row_id INTEGER PRIMARY KEY REFERENCES shipments (row_id) ON DELETE CASCADE,
        item_json TEXT NOT NULL
      ) STRICT;

      CREATE TABLE shipment_details (
        shipment_id TEXT PRIMARY KEY,
        -- bookingCode, externalTracking and reference, folded, one per line: searched with the list.
        references_text TEXT NOT NULL,
        detail_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;

      -- Messages are fetched by shipment code.
      CREATE TABLE tracking_messages (
        shipment_code TEXT PRIMARY KEY,
        messages_json TEXT NOT NULL,
        message_count INTEGER NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE document_checklists (
        shipment_id TEXT PRIMARY KEY,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE checklist_documents (
        shipment_id TEXT NOT NULL REFERENCES document_checklists (shipment_id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        document_key TEXT NOT NULL,
        document_id TEXT,
        validation_status TEXT,
        document_json TEXT NOT NULL,
        PRIMARY KEY (shipment_id, position)
      ) STRICT;

      -- Files the operator downloaded or uploaded, to open offline. Not tied to the checklist
      -- rows, which are replaced at every fetch.
      CREATE TABLE document_files (
        file_id INTEGER PRIMARY KEY,
        shipment_id TEXT NOT NULL,
        document_id TEXT,
        document_key TEXT,
        document_name TEXT,
        file_name TEXT NOT NULL,
        extension TEXT,
        source TEXT NOT NULL,
        byte_length INTEGER NOT NULL,
        bytes BLOB NOT NULL,
        stored_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX document_files_by_document_id ON document_files (document_id) WHERE document_id IS NOT NULL;
      CREATE INDEX document_files_by_shipment ON document_files (shipment_id, document_key);

      CREATE TABLE saved_quotes (
        quote_id TEXT PRIMARY KEY,
        quote_json TEXT NOT NULL,
        list_position INTEGER NOT NULL,
        fetched_at TEXT NOT NULL,
        missing_since TEXT
      ) STRICT;

      -- A rating the operator ran: the answer without its rates, which are rows of
      -- rating_rates (found by rate id: saving, booking and later screens read one rate).
      CREATE TABLE rating_results (
        result_id INTEGER PRIMARY KEY,
        mode TEXT NOT NULL,
        request_json TEXT NOT NULL,
        result_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX rating_results_by_time ON rating_results (received_at);
      CREATE TABLE rating_rates (
        result_id INTEGER NOT NULL REFERENCES rating_results (result_id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        rate_id TEXT NOT NULL,
        rate_json TEXT NOT NULL,
        PRIMARY KEY (result_id, position)
      ) STRICT;
      CREATE INDEX rating_rates_by_rate_id ON rating_rates (rate_id);

      CREATE TABLE tariff_reports (
        request_key TEXT PRIMARY KEY,
        request_json TEXT NOT NULL,
        report_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX tariff_reports_by_time ON tariff_reports (fetched_at);

      -- Whole lists the service sends without a query (containers, pallet types).
      CREATE TABLE lookup_lists (
        list_name TEXT PRIMARY KEY,
        items_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;

      -- Answers to place searches (ports, airports, postal codes) by their folded query.
      CREATE TABLE place_answers (
        kind TEXT NOT NULL,
        query_key TEXT NOT NULL,
        query_json TEXT NOT NULL,
        answer_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (kind, query_key)
      ) STRICT;
      CREATE INDEX place_answers_by_time ON place_answers (kind, fetched_at);

      -- Forms in progress (booking, rating), by form key.
      CREATE TABLE drafts (
        form_key TEXT PRIMARY KEY,
        draft_json TEXT NOT NULL,
        saved_at TEXT NOT NULL
      ) STRICT;

      -- One row per thing the desk syncs (the shipment list, the quotes ...).
      CREATE TABLE sync_state (
        subject TEXT PRIMARY KEY,
        started_at TEXT,
        completed_at TEXT,
        fetched_at TEXT,
        total_elements INTEGER,
        error_message TEXT,
        error_at TEXT
      ) STRICT;
    `);
  },
};
