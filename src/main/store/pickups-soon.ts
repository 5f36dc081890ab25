import type { Database, Statement } from 'better-sqlite3';

export interface PickupSoon {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  /** As the service sent it (the carrier's local time, no zone). */
  readonly pickUpDate: string;
}

/**
 * The listed shipments whose pickup falls in a window: the Today screen asks
 * which of them still miss a required document. The index on pick_up_date
 * (schema v4) answers it without a scan.
 */
export class PickupsSoon {
  private readonly select: Statement<[{ from: string; to: string }], PickupRow>;

  constructor(db: Database) {
    this.select = db.prepare(
      `SELECT shipment_id, shipment_code, pick_up_date FROM shipments
       WHERE pick_up_date IS NOT NULL AND pick_up_date >= @from AND pick_up_date < @to AND missing_since IS NULL
       ORDER BY pick_up_date LIMIT 200`,
    );
  }

  /** Pickups from `from` up to `to` (ISO instants; the service's zoneless times are compared as UTC). */
  between(from: string, to: string): PickupSoon[] {
    return this.select
      .all({ from: zoneless(from), to: zoneless(to) })
      .map((row) => ({ shipmentId: row.shipment_id, shipmentCode: row.shipment_code, pickUpDate: row.pick_up_date }));
  }
}

interface PickupRow {
  shipment_id: string;
  shipment_code: string | null;
  pick_up_date: string;
}

function zoneless(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19);
}
