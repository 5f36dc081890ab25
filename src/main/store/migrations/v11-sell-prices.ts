import type { Migration } from './migration';

/**
 * Version 11: what the desk sells at.
 * - `customers`: who quotes are for (one name once, `name_key` folded);
 * - `margin_rules`: the margin rules, each a JSON rule (shared/domain/margin-rules.ts);
 * - `priced_quotes`: each quote saved with its sell price, its desk number,
 *   and the rated request and rate whole (`rated_json`) its PDF is made from;
 * - `quote_counters`: the last quote number given, per year;
 * - `shipment_sells`: the sell price of a shipment booked from a priced quote.
 */
export const v11SellPrices: Migration = {
  version: 11,
  summary: 'customers, margin rules, quotes saved with their sell price, and the sell price of booked shipments',
  up(db) {
    db.exec(`
      CREATE TABLE customers (
        customer_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        contact TEXT NOT NULL,
        language TEXT NOT NULL,
        currency_note TEXT NOT NULL,
        default_margin_bp INTEGER,
        notes TEXT NOT NULL,
        search_text TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE margin_rules (
        rule_id INTEGER PRIMARY KEY,
        rule_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE priced_quotes (
        quote_number TEXT PRIMARY KEY,
        rate_id TEXT NOT NULL UNIQUE,
        saved_shipment_id TEXT,
        service_quote_id TEXT,
        customer_id INTEGER,
        saved_at TEXT NOT NULL,
        quote_json TEXT NOT NULL,
        rated_json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX priced_quotes_by_shipment ON priced_quotes (saved_shipment_id);
      CREATE INDEX priced_quotes_by_service_id ON priced_quotes (service_quote_id);
      CREATE INDEX priced_quotes_by_time ON priced_quotes (saved_at);
      CREATE TABLE quote_counters (
        year INTEGER PRIMARY KEY,
        last INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE shipment_sells (
        shipment_id TEXT PRIMARY KEY,
        sell_json TEXT NOT NULL,
        booked_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
