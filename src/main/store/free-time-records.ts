import type { Database, Statement } from 'better-sqlite3';
import type { FreeTimeState, FreeTimeTerm } from '@shared/domain/free-time';
import { readJson } from './stored-json';

/** A booked sea shipment's free-time conditions, as kept at booking. */
export interface BookedFreeTime {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  /** `sea-fcl` or `sea-lcl`. */
  readonly mode: string;
  readonly terms: readonly FreeTimeTerm[];
  /** The state last announced per charge type ('shipments.changed'), so a crossing is told once. */
  readonly announced: Readonly<Record<string, FreeTimeState>>;
  readonly bookedAt: string;
}

interface ShipmentRow {
  shipment_id: string;
  shipment_code: string | null;
  mode: string;
  terms_json: string;
  announced_json: string;
  booked_at: string;
}

/**
 * The free-time conditions (demurrage, detention, storage) of the rates the
 * operator saved, and of the shipments booked from them. The service's
 * shipment and quote answers do not carry them: the rate did, so the desk
 * keeps them from the rating to the booking.
 */
export class FreeTimeRecords {
  private readonly upsertSource: Statement<[{ id: string; json: string; at: string }]>;
  private readonly selectSource: Statement<[string], string>;
  private readonly upsertShipment: Statement<
    [{ id: string; code: string | null; mode: string; json: string; at: string }]
  >;
  private readonly selectAll: Statement<[], ShipmentRow>;
  private readonly updateAnnounced: Statement<[{ id: string; json: string }]>;

  constructor(private readonly db: Database) {
    this.upsertSource = db.prepare(
      `INSERT INTO free_time_sources (source_id, terms_json, kept_at) VALUES (@id, @json, @at)
       ON CONFLICT (source_id) DO UPDATE SET terms_json = @json, kept_at = @at`,
    );
    this.selectSource = db
      .prepare<[string], string>('SELECT terms_json FROM free_time_sources WHERE source_id = ?')
      .pluck();
    this.upsertShipment = db.prepare(
      `INSERT INTO shipment_free_time (shipment_id, shipment_code, mode, terms_json, booked_at) VALUES (@id, @code, @mode, @json, @at)
       ON CONFLICT (shipment_id) DO UPDATE SET shipment_code = @code, mode = @mode, terms_json = @json`,
    );
    this.selectAll = db.prepare(
      'SELECT shipment_id, shipment_code, mode, terms_json, announced_json, booked_at FROM shipment_free_time ORDER BY booked_at, shipment_id',
    );
    this.updateAnnounced = db.prepare('UPDATE shipment_free_time SET announced_json = @json WHERE shipment_id = @id');
  }

  /** The conditions of a saved rate, under each id a booking may name it by. */
  keepSource(ids: readonly (string | null)[], terms: readonly FreeTimeTerm[], at: string): void {
    const json = JSON.stringify(terms);
    this.db
      .transaction(() => {
        for (const id of new Set(ids)) if (id) this.upsertSource.run({ id, json, at });
      })
      .immediate();
  }

  /** The conditions kept under a rate, saved-shipment or quote id; null when none were. */
  source(id: string): FreeTimeTerm[] | null {
    const json = this.selectSource.get(id);
    return json === undefined ? null : readJson<FreeTimeTerm[]>(json);
  }

  /** A booking made: its shipment keeps the conditions it was booked with. */
  keepBooked(booked: Omit<BookedFreeTime, 'announced'>): void {
    this.upsertShipment.run({
      id: booked.shipmentId,
      code: booked.shipmentCode,
      mode: booked.mode,
      json: JSON.stringify(booked.terms),
      at: booked.bookedAt,
    });
  }

  /** Every booked shipment with free-time conditions, oldest booking first. */
  list(): BookedFreeTime[] {
    return this.selectAll.all().map((row) => ({
      shipmentId: row.shipment_id,
      shipmentCode: row.shipment_code,
      mode: row.mode,
      terms: readJson<FreeTimeTerm[]>(row.terms_json),
      announced: readJson<Record<string, FreeTimeState>>(row.announced_json),
      bookedAt: row.booked_at,
    }));
  }

  markAnnounced(shipmentId: string, announced: Readonly<Record<string, FreeTimeState>>): void {
    this.updateAnnounced.run({ id: shipmentId, json: JSON.stringify(announced) });
  }
}
