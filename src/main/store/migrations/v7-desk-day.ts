import type { Migration } from './migration';

/**
 * Version 7: what the Today screen and the free-time countdown read.
 * - `free_time_sources`: the free-time conditions of a sea rate the operator
 *   saved, under every id a booking may name it by (the rate id, the shipment
 *   id the save answered, the saved quote's id);
 * - `shipment_free_time`: the conditions a booked shipment was booked with,
 *   and the countdown state last announced per charge type (so crossing into
 *   "48 hours left" or "past" is told once);
 * - `shipment_change_log`: the changes the store found, so "changed since
 *   your last look" survives a restart;
 * - `desk_marks`: small named values of the desk (the operator's last look).
 */
export const v7DeskDay: Migration = {
  version: 7,
  summary: 'free-time conditions of booked sea shipments, the change log and the last look',
  up(db) {
    db.exec(`
      CREATE TABLE free_time_sources (
        source_id TEXT PRIMARY KEY,
        terms_json TEXT NOT NULL,
        kept_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE shipment_free_time (
        shipment_id TEXT PRIMARY KEY,
        shipment_code TEXT,
        mode TEXT NOT NULL,
        terms_json TEXT NOT NULL,
        announced_json TEXT NOT NULL DEFAULT '{}',
        booked_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE shipment_change_log (
        seq INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        change_json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX shipment_change_log_by_time ON shipment_change_log (at);
      CREATE TABLE desk_marks (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `);
  },
};
