import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentSell } from '@shared/domain/priced-quotes';
import { readJson } from './stored-json';

/** The sell price of each shipment booked from a priced quote (the service knows only the buy price). */
export class ShipmentSellRecords {
  private readonly upsert: Statement<[{ id: string; json: string; at: string }]>;
  private readonly selectAll: Statement<[], string>;

  constructor(db: Database) {
    this.upsert = db.prepare(
      `INSERT INTO shipment_sells (shipment_id, sell_json, booked_at) VALUES (@id, @json, @at)
       ON CONFLICT (shipment_id) DO UPDATE SET sell_json = @json, booked_at = @at`,
    );
    this.selectAll = db
      .prepare<[], string>('SELECT sell_json FROM shipment_sells ORDER BY booked_at DESC, shipment_id')
      .pluck();
  }

  keep(sell: ShipmentSell): void {
    this.upsert.run({ id: sell.shipmentId, json: JSON.stringify(sell), at: sell.bookedAt });
  }

  list(): ShipmentSell[] {
    return this.selectAll.all().map((json) => readJson<ShipmentSell>(json));
  }
}
