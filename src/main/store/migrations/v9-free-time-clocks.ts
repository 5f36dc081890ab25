import type { Migration } from './migration';

/**
 * Version 9: what the free-time clocks need beyond the conditions.
 * - `booking_json` on `free_time_sources` and `shipment_free_time`: the port
 *   of destination the rate was asked for (its days are that port's, and the
 *   discharge that starts the clocks is the one there) and the containers
 *   booked per size type (the charge is per container); null on rows kept
 *   before, whose clocks say what they cannot know;
 * - `free_time_entries`: a release or an empty return the operator entered
 *   by hand where the service never reported it, on the port's wall clock.
 */
export const v9FreeTimeClocks: Migration = {
  version: 9,
  summary: 'the port and containers of booked sea shipments, and the stops entered by hand',
  up(db) {
    db.exec(`
      ALTER TABLE free_time_sources ADD COLUMN booking_json TEXT;
      ALTER TABLE shipment_free_time ADD COLUMN booking_json TEXT;
      CREATE TABLE free_time_entries (
        shipment_id TEXT NOT NULL,
        event TEXT NOT NULL,
        at TEXT NOT NULL,
        entered_at TEXT NOT NULL,
        PRIMARY KEY (shipment_id, event)
      ) STRICT;
    `);
  },
};
