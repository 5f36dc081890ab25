import type { Database, Statement } from 'better-sqlite3';
import type { ClockState, EnteredEvent, EnteredEventKind, FreeTimeTerm } from '@shared/domain/free-time';
import { readJson } from './stored-json';

/** The port of destination a sea rate was asked for: its UN/LOCODE, and its place as the rate named it. */
export interface FreeTimePort {
  readonly code: string | null;
  readonly city: string | null;
  readonly countryCode: string | null;
}

/** What the booking says that free time needs besides the conditions. */
export interface FreeTimeBooking {
  readonly port: FreeTimePort | null;
  /** FCL: containers per size type (`40DRY`: 3); null for LCL or when the rating did not say. */
  readonly containers: Readonly<Record<string, number>> | null;
}

/** A saved rate's free-time conditions, and its booking's facts (null when kept before version 9). */
export interface FreeTimeSource {
  readonly terms: readonly FreeTimeTerm[];
  readonly booking: FreeTimeBooking | null;
}

/** A booked sea shipment's free-time conditions, as kept at booking. */
export interface BookedFreeTime {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  /** `sea-fcl` or `sea-lcl`. */
  readonly mode: string;
  readonly terms: readonly FreeTimeTerm[];
  /** Null for a shipment booked before the desk kept it (store version 9). */
  readonly booking: FreeTimeBooking | null;
  /** The state last announced per clock ('shipments.changed'), so a crossing is told once. */
  readonly announced: Readonly<Record<string, ClockState>>;
  /** The stops the operator entered by hand. */
  readonly entered: readonly EnteredEvent[];
  readonly bookedAt: string;
}

interface ShipmentRow {
  shipment_id: string;
  shipment_code: string | null;
  mode: string;
  terms_json: string;
  booking_json: string | null;
  announced_json: string;
  booked_at: string;
}

interface EntryRow {
  shipment_id: string;
  event: EnteredEventKind;
  at: string;
  entered_at: string;
}

const SHIPMENT_COLUMNS = 'shipment_id, shipment_code, mode, terms_json, booking_json, announced_json, booked_at';

/**
 * The free-time conditions (demurrage, detention, storage) of the rates the
 * operator saved, and of the shipments booked from them. The service's
 * shipment and quote answers do not carry them: the rate did, so the desk
 * keeps them from the rating to the booking, with the port and containers the
 * rating asked for, and the stops the operator entered by hand.
 */
export class FreeTimeRecords {
  private readonly upsertSource: Statement<[{ id: string; json: string; booking: string | null; at: string }]>;
  private readonly selectSource: Statement<[string], { terms_json: string; booking_json: string | null }>;
  private readonly upsertShipment: Statement<
    [{ id: string; code: string | null; mode: string; json: string; booking: string | null; at: string }]
  >;
  private readonly selectAll: Statement<[], ShipmentRow>;
  private readonly selectOne: Statement<[string], ShipmentRow>;
  private readonly selectEntries: Statement<[], EntryRow>;
  private readonly selectEntriesOf: Statement<[string], EntryRow>;
  private readonly upsertEntry: Statement<[{ id: string; event: string; at: string; enteredAt: string }]>;
  private readonly deleteEntry: Statement<[{ id: string; event: string }]>;
  private readonly updateAnnounced: Statement<[{ id: string; json: string }]>;

  constructor(private readonly db: Database) {
    this.upsertSource = db.prepare(
      `INSERT INTO free_time_sources (source_id, terms_json, booking_json, saved_at) VALUES (@id, @json, @booking, @at)
       ON CONFLICT (source_id) DO UPDATE SET terms_json = @json, booking_json = @booking, saved_at = @at`,
    );
    this.selectSource = db.prepare('SELECT terms_json, booking_json FROM free_time_sources WHERE source_id = ?');
    this.upsertShipment = db.prepare(
      `INSERT INTO shipment_free_time (shipment_id, shipment_code, mode, terms_json, booking_json, booked_at)
       VALUES (@id, @code, @mode, @json, @booking, @at)
       ON CONFLICT (shipment_id) DO UPDATE SET shipment_code = @code, mode = @mode, terms_json = @json, booking_json = @booking`,
    );
    this.selectAll = db.prepare(`SELECT ${SHIPMENT_COLUMNS} FROM shipment_free_time ORDER BY booked_at, shipment_id`);
    this.selectOne = db.prepare(`SELECT ${SHIPMENT_COLUMNS} FROM shipment_free_time WHERE shipment_id = ?`);
    this.selectEntries = db.prepare('SELECT shipment_id, event, at, entered_at FROM free_time_entries ORDER BY event');
    this.selectEntriesOf = db.prepare(
      'SELECT shipment_id, event, at, entered_at FROM free_time_entries WHERE shipment_id = ? ORDER BY event',
    );
    this.upsertEntry = db.prepare(
      `INSERT INTO free_time_entries (shipment_id, event, at, entered_at) VALUES (@id, @event, @at, @enteredAt)
       ON CONFLICT (shipment_id, event) DO UPDATE SET at = @at, entered_at = @enteredAt`,
    );
    this.deleteEntry = db.prepare('DELETE FROM free_time_entries WHERE shipment_id = @id AND event = @event');
    this.updateAnnounced = db.prepare('UPDATE shipment_free_time SET announced_json = @json WHERE shipment_id = @id');
  }

  /** The conditions of a saved rate and its booking's facts, under each id a booking may name it by. */
  keepSource(ids: readonly (string | null)[], source: FreeTimeSource, at: string): void {
    const json = JSON.stringify(source.terms);
    const booking = source.booking ? JSON.stringify(source.booking) : null;
    this.db
      .transaction(() => {
        for (const id of new Set(ids)) if (id) this.upsertSource.run({ id, json, booking, at });
      })
      .immediate();
  }

  /** What was kept under a rate, saved-shipment or quote id; null when nothing was. */
  source(id: string): FreeTimeSource | null {
    const row = this.selectSource.get(id);
    if (!row) return null;
    return {
      terms: readJson<FreeTimeTerm[]>(row.terms_json),
      booking: row.booking_json === null ? null : readJson<FreeTimeBooking>(row.booking_json),
    };
  }

  /** A booking made: its shipment keeps the conditions it was booked with. */
  keepBooked(booked: Omit<BookedFreeTime, 'announced' | 'entered'>): void {
    this.upsertShipment.run({
      id: booked.shipmentId,
      code: booked.shipmentCode,
      mode: booked.mode,
      json: JSON.stringify(booked.terms),
      booking: booked.booking ? JSON.stringify(booked.booking) : null,
      at: booked.bookedAt,
    });
  }

  /** Every booked shipment with free-time conditions, oldest booking first. */
  list(): BookedFreeTime[] {
    const entries = new Map<string, EnteredEvent[]>();
    for (const row of this.selectEntries.all()) {
      const list = entries.get(row.shipment_id) ?? [];
      list.push(entryOf(row));
      entries.set(row.shipment_id, list);
    }
    return this.selectAll.all().map((row) => bookedOf(row, entries.get(row.shipment_id) ?? []));
  }

  /** One booked shipment's, or null when it has none. */
  get(shipmentId: string): BookedFreeTime | null {
    const row = this.selectOne.get(shipmentId);
    return row ? bookedOf(row, this.selectEntriesOf.all(shipmentId).map(entryOf)) : null;
  }

  /** A stop the operator entered by hand (the port's wall clock), replacing one entered before. */
  enter(shipmentId: string, entry: EnteredEvent): void {
    this.upsertEntry.run({ id: shipmentId, event: entry.event, at: entry.at, enteredAt: entry.enteredAt });
  }

  /** Takes back a stop entered by hand. */
  forget(shipmentId: string, event: EnteredEventKind): void {
    this.deleteEntry.run({ id: shipmentId, event });
  }

  markAnnounced(shipmentId: string, announced: Readonly<Record<string, ClockState>>): void {
    this.updateAnnounced.run({ id: shipmentId, json: JSON.stringify(announced) });
  }
}

function entryOf(row: EntryRow): EnteredEvent {
  return { event: row.event, at: row.at, enteredAt: row.entered_at };
}

function bookedOf(row: ShipmentRow, entered: EnteredEvent[]): BookedFreeTime {
  return {
    shipmentId: row.shipment_id,
    shipmentCode: row.shipment_code,
    mode: row.mode,
    terms: readJson<FreeTimeTerm[]>(row.terms_json),
    booking: row.booking_json === null ? null : readJson<FreeTimeBooking>(row.booking_json),
    announced: readJson<Record<string, ClockState>>(row.announced_json),
    entered,
    bookedAt: row.booked_at,
  };
}
