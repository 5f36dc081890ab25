import { z } from 'zod';
import type { DocumentRecord, RateRecord, SavedQuoteRecord, ShipmentRecord, TariffDocumentRecord } from './records';
import { DAY, MINUTE } from '../util/dates';

/** Expired rates are forgotten this long after expiry (an expired id still gets a clear "expired" answer until then). */
const RATE_RETENTION_MS = 7 * DAY;
/** The least time between two sweeps of the rates past their retention. */
const RATE_SWEEP_MS = MINUTE;

/**
 * Everything the sandbox remembers, with per-account access. Ids are looked
 * up as given and in lower case (the service's own examples write GUIDs in
 * upper case). Every getter
 * takes the account: another account's record is simply not found, which the
 * handlers turn into 404 (or 403 where the spec says so).
 */
export class Store {
  private readonly rates = new Map<string, RateRecord>();
  /** When the first rate kept is due to be forgotten, and when the last sweep ran (operator time); see sweepRates. */
  private firstRateDueAt = Number.NEGATIVE_INFINITY;
  private lastRateSweepAt = Number.NEGATIVE_INFINITY;
  private readonly quotes = new Map<string, SavedQuoteRecord>();
  /** Saved quotes by the shipment id saving answered. */
  private readonly quotesByShipmentId = new Map<string, SavedQuoteRecord>();
  private readonly shipments = new Map<string, ShipmentRecord>();
  private readonly shipmentsByCode = new Map<string, ShipmentRecord>();
  private readonly shipmentsByAccount = new Map<string, ShipmentRecord[]>();
  private readonly tariffs = new Map<string, TariffDocumentRecord>();
  /** Shipment codes are FR + a hex sequence number (FR000002, FR00061D in the payloads). */
  private codeSequence = 0;

  constructor(private readonly onChange: () => void = () => {}) {}

  /* rates */

  /** `operatorNow`: rates expire on the operator's clock (see clock.ts). */
  addRates(records: readonly RateRecord[], operatorNow: number): void {
    if (operatorNow >= this.firstRateDueAt && operatorNow >= this.lastRateSweepAt + RATE_SWEEP_MS) {
      this.sweepRates(operatorNow);
    }
    for (const r of records) {
      this.rates.set(r.id, r);
      this.firstRateDueAt = Math.min(this.firstRateDueAt, r.expiresAt + RATE_RETENTION_MS);
    }
    this.onChange();
  }

  /**
   * Forgets the rates past their retention. Not at every rating: walking every
   * rate kept (a busy day: tens of thousands) made each rating slower than the
   * one before. Only once the first of them is due, and at most every
   * RATE_SWEEP_MS: a rate forgotten a minute late is still answered "expired".
   */
  private sweepRates(operatorNow: number): void {
    let first = Number.POSITIVE_INFINITY;
    for (const [id, rate] of this.rates) {
      const forgetAt = rate.expiresAt + RATE_RETENTION_MS;
      if (forgetAt < operatorNow) this.rates.delete(id);
      else first = Math.min(first, forgetAt);
    }
    this.firstRateDueAt = first;
    this.lastRateSweepAt = operatorNow;
  }

  rate(account: string, id: string): RateRecord | undefined {
    const r = this.rates.get(id) ?? this.rates.get(id.toLowerCase());
    return r && r.account === account ? r : undefined;
  }

  /* saved quotes */

  addQuote(quote: SavedQuoteRecord): void {
    this.quotes.set(quote.quoteId, quote);
    this.quotesByShipmentId.set(quote.shipmentId, quote);
    this.onChange();
  }

  /** A saved quote by its quoteId or by the shipment id saving answered. */
  quote(account: string, id: string): SavedQuoteRecord | undefined {
    const key = id.toLowerCase();
    const q =
      this.quotes.get(id) ??
      this.quotesByShipmentId.get(id) ??
      this.quotes.get(key) ??
      this.quotesByShipmentId.get(key);
    return q && q.account === account ? q : undefined;
  }

  /** The saved quote made from this rate, if any (saving a rate twice answers the same quote). */
  quoteOfRate(account: string, rateId: string): SavedQuoteRecord | undefined {
    for (const q of this.quotes.values()) if (q.account === account && q.rate.id === rateId) return q;
    return undefined;
  }

  quotesOf(account: string): SavedQuoteRecord[] {
    return [...this.quotes.values()].filter((q) => q.account === account);
  }

  deleteQuote(quote: SavedQuoteRecord): void {
    this.quotes.delete(quote.quoteId);
    this.quotesByShipmentId.delete(quote.shipmentId);
    this.onChange();
  }

  markBooked(quote: SavedQuoteRecord, shipmentId: string): void {
    quote.bookedShipmentId = shipmentId;
    this.onChange();
  }

  /* shipments */

  nextShipmentCode(): string {
    this.codeSequence += 1;
    return `FR${this.codeSequence.toString(16).toUpperCase().padStart(6, '0')}`;
  }

  addShipment(shipment: ShipmentRecord): void {
    this.shipments.set(shipment.shipmentId, shipment);
    this.shipmentsByCode.set(shipment.code.toUpperCase(), shipment);
    const list = this.shipmentsByAccount.get(shipment.account);
    if (list) list.push(shipment);
    else this.shipmentsByAccount.set(shipment.account, [shipment]);
    this.onChange();
  }

  shipment(account: string, id: string): ShipmentRecord | undefined {
    const s = this.shipments.get(id) ?? this.shipments.get(id.toLowerCase());
    return s && s.account === account ? s : undefined;
  }

  /** Whether any account has this shipment (the tracking switch answers 403, not 404, for another's). */
  shipmentOfAnyAccount(id: string): ShipmentRecord | undefined {
    return this.shipments.get(id) ?? this.shipments.get(id.toLowerCase());
  }

  shipmentByCode(account: string, code: string): ShipmentRecord | undefined {
    const s = this.shipmentsByCode.get(code.trim().toUpperCase());
    return s && s.account === account ? s : undefined;
  }

  shipmentsOf(account: string): readonly ShipmentRecord[] {
    return this.shipmentsByAccount.get(account) ?? [];
  }

  seededCount(account: string): number {
    return this.shipmentsOf(account).filter((s) => s.seeded).length;
  }

  /** Bulk insert for seeding: one change notification. */
  addShipments(records: readonly ShipmentRecord[]): void {
    this.loadShipments(records);
    this.onChange();
  }

  /** Shipments read back from the saved state: already saved, so no change to write. */
  loadShipments(records: readonly ShipmentRecord[]): void {
    for (const s of records) {
      this.shipments.set(s.shipmentId, s);
      this.shipmentsByCode.set(s.code.toUpperCase(), s);
      const list = this.shipmentsByAccount.get(s.account);
      if (list) list.push(s);
      else this.shipmentsByAccount.set(s.account, [s]);
    }
  }

  updateShipment(_shipment: ShipmentRecord): void {
    // Records are mutated in place; this says "persist it".
    this.onChange();
  }

  /* documents */

  /** An uploaded document of one of the account's shipments. */
  document(account: string, documentId: string): { shipment: ShipmentRecord; document: DocumentRecord } | undefined {
    for (const shipment of this.shipmentsOf(account)) {
      const document = shipment.documents.find((d) => d.id === documentId || d.id === documentId.toLowerCase());
      if (document) return { shipment, document };
    }
    return undefined;
  }

  /* tariffs */

  addTariff(tariff: TariffDocumentRecord): void {
    this.tariffs.set(tariff.documentId, tariff);
    this.onChange();
  }

  tariffsOf(account: string): TariffDocumentRecord[] {
    return [...this.tariffs.values()].filter((t) => t.account === account);
  }

  /* persistence */

  snapshot(simNow: number, operatorNow: number): PersistedState {
    return {
      version: STATE_VERSION,
      simNow,
      operatorNow,
      codeSequence: this.codeSequence,
      rates: [...this.rates.values()],
      quotes: [...this.quotes.values()],
      shipments: [...this.shipments.values()],
      tariffs: [...this.tariffs.values()],
    };
  }

  /**
   * Loads a snapshot into an empty store. Nothing to write: it is what the
   * file holds (writing it back would stall the sandbox to save the same).
   */
  restore(state: PersistedState): void {
    this.codeSequence = state.codeSequence;
    for (const r of state.rates) this.rates.set(r.id, r);
    for (const q of state.quotes) {
      this.quotes.set(q.quoteId, q);
      this.quotesByShipmentId.set(q.shipmentId, q);
    }
    this.loadShipments(state.shipments);
    for (const t of state.tariffs) this.tariffs.set(t.documentId, t);
  }
}

/** States saved as one JSON document (state-format.ts reads them, and writes the current version). */
export const STATE_VERSION = 1;

export interface PersistedState {
  readonly version: number;
  readonly simNow: number;
  /** Absent in states saved before the sandbox kept the operator's clock. */
  readonly operatorNow?: number;
  readonly codeSequence: number;
  readonly rates: RateRecord[];
  readonly quotes: SavedQuoteRecord[];
  readonly shipments: ShipmentRecord[];
  readonly tariffs: TariffDocumentRecord[];
}

/*
 * The state file is a boundary: its frame is checked (version, arrays, the ids
 * every index needs). Records inside are the sandbox's own writing, so their
 * other fields are trusted.
 */
const withId = (key: string) => z.looseObject({ [key]: z.string().min(1), account: z.string().min(1) });
/**
 * A saved shipment's frame: the ids the store's indexes need. A plain (not
 * loose) object: its output is not used (the record is taken as written), and
 * not walking every other key makes it several times cheaper, which counts
 * at 100,000 shipments.
 */
export const shipmentFrameSchema = z.object({
  shipmentId: z.string().min(1),
  account: z.string().min(1),
  code: z.string().min(1),
  documents: z.array(z.unknown()),
});
/** Everything but the shipments (in a file of the current version, the first line). */
const stateFrame = {
  simNow: z.number(),
  operatorNow: z.number().optional(),
  codeSequence: z.int().min(0),
  rates: z.array(withId('id')),
  quotes: z.array(withId('quoteId').extend({ shipmentId: z.string().min(1) })),
  tariffs: z.array(withId('documentId')),
};
export const persistedStateSchema = z.object({
  version: z.literal(STATE_VERSION),
  ...stateFrame,
  shipments: z.array(shipmentFrameSchema),
});
/** The first line of a state saved as lines: how many shipment lines follow it. */
export const stateHeaderSchema = z.object({
  version: z.literal(2),
  ...stateFrame,
  shipmentCount: z.int().min(0),
});
