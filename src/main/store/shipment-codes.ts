import type { Database, Statement } from 'better-sqlite3';

/** A kept shipment's code by its id, for changes that are found by id (a document's checklist). */
export class ShipmentCodes {
  private readonly select: Statement<[string], string | null>;

  constructor(db: Database) {
    this.select = db
      .prepare<[string], string | null>('SELECT shipment_code FROM shipments WHERE shipment_id = ?')
      .pluck();
  }

  /** The code, or null when the list holds no such shipment (or it has none). */
  of(shipmentId: string): string | null {
    return this.select.get(shipmentId) ?? null;
  }
}
