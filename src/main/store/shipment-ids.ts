import type { Database, Statement } from 'better-sqlite3';

/**
 * The shipment id of a shipment code, from the tracking list the store holds:
 * tracking messages are fetched by code, and what they bring must open its
 * shipment by id (its detail), never a list filtered by the code.
 */
export class ShipmentIdsByCode {
  private readonly select: Statement<[string], string>;

  constructor(db: Database) {
    // `(shipment_code IS NULL) = 0` lets SQLite walk the code's sort index (v1), whose first column is that test.
    this.select = db
      .prepare<[string], string>(
        'SELECT shipment_id FROM shipments WHERE (shipment_code IS NULL) = 0 AND shipment_code = ? ORDER BY list_position LIMIT 1',
      )
      .pluck();
  }

  /** The id of the shipment listed under this code (the topmost if the service listed the code twice); null when none is. */
  idOf(shipmentCode: string): string | null {
    return this.select.get(shipmentCode) ?? null;
  }
}
