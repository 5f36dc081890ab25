import type { DocumentRecord, RateRecord, SavedQuoteRecord, ShipmentRecord, TariffDocumentRecord } from './records';
import { memoryLedger, type StateLedger } from './state-ledger';
import { DAY, MINUTE } from '../util/dates';

/** Expired rates are forgotten this long after expiry (an expired id still gets a clear "expired" answer until then). */
export const RATE_RETENTION_MS = 7 * DAY;
/** The least time between two sweeps of the rates past their retention. */
const RATE_SWEEP_MS = MINUTE;

/** Shipment codes are FR + a hex sequence number (FR000002, FR00061D in the payloads). */
export function shipmentCode(sequence: number): string {
  return `FR${sequence.toString(16).toUpperCase().padStart(6, '0')}`;
}

/** What the tracking switch changes of a shipment. */
export type TrackingSwitch = Pick<ShipmentRecord, 'trackingActive' | 'trackingOffAt'>;

/**
 * Everything the sandbox remembers, with per-account access. Ids are looked
 * up as given and in lower case (the service's own examples write GUIDs in
 * upper case). Every getter
 * takes the account: another account's record is simply not found, which the
 * handlers turn into 404 (or 403 where the spec says so).
 *
 * Every change is made in the ledger first (state-ledger.ts: on disk, one
 * transaction) and in memory only once it is kept there, so a change the
 * disk refuses throws and leaves the state as it was.
 */
export class SandboxState {
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

  constructor(private readonly ledger: StateLedger = memoryLedger()) {}

  /* rates */

  /** `operatorNow`: rates expire on the operator's clock (see clock.ts). */
  addRates(records: readonly RateRecord[], operatorNow: number): void {
    const sweep =
      operatorNow >= this.firstRateDueAt && operatorNow >= this.lastRateSweepAt + RATE_SWEEP_MS
        ? this.sweepRates(operatorNow)
        : undefined;
    this.ledger.change((w) => {
      if (sweep && sweep.forget.length > 0) w.forgetRates(sweep.forget);
      w.putRates(records);
    }, 'written');
    if (sweep) {
      for (const id of sweep.forget) this.rates.delete(id);
      this.firstRateDueAt = sweep.firstDueAt;
      this.lastRateSweepAt = operatorNow;
    }
    for (const r of records) this.keepRate(r);
  }

  /**
   * The rates past their retention, and when the first of the others is due.
   * Not at every rating: walking every rate kept (a busy day: tens of
   * thousands) made each rating slower than the one before. Only once the
   * first of them is due, and at most every RATE_SWEEP_MS: a rate forgotten a
   * minute late is still answered "expired".
   */
  private sweepRates(operatorNow: number): { forget: string[]; firstDueAt: number } {
    let firstDueAt = Number.POSITIVE_INFINITY;
    const forget: string[] = [];
    for (const [id, rate] of this.rates) {
      const forgetAt = rate.expiresAt + RATE_RETENTION_MS;
      if (forgetAt < operatorNow) forget.push(id);
      else firstDueAt = Math.min(firstDueAt, forgetAt);
    }
    return { forget, firstDueAt };
  }

  private keepRate(r: RateRecord): void {
    this.rates.set(r.id, r);
    this.firstRateDueAt = Math.min(this.firstRateDueAt, r.expiresAt + RATE_RETENTION_MS);
  }

  rate(account: string, id: string): RateRecord | undefined {
    const r = this.rates.get(id) ?? this.rates.get(id.toLowerCase());
    return r && r.account === account ? r : undefined;
  }

  /* saved quotes */

  addQuote(quote: SavedQuoteRecord): void {
    this.ledger.change((w) => w.putQuote(quote));
    this.keepQuote(quote);
  }

  private keepQuote(quote: SavedQuoteRecord): void {
    this.quotes.set(quote.quoteId, quote);
    this.quotesByShipmentId.set(quote.shipmentId, quote);
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
    this.ledger.change((w) => w.deleteQuote(quote.quoteId));
    this.quotes.delete(quote.quoteId);
    this.quotesByShipmentId.delete(quote.shipmentId);
  }

  /* shipments */

  /**
   * Books one shipment: `make` gets its code, from the ledger's counter in
   * the same change as the shipment and its saved quote's mark, so a code is
   * never issued twice, nor kept without its shipment.
   */
  book(make: (code: string) => ShipmentRecord, savedQuote: SavedQuoteRecord | undefined): ShipmentRecord {
    const shipment = this.ledger.change((w) => {
      const made = make(shipmentCode(w.nextCodeNumber()));
      w.putShipment(made);
      if (savedQuote) w.putQuote({ ...savedQuote, bookedShipmentId: made.shipmentId });
      return made;
    });
    this.loadShipments([shipment]);
    if (savedQuote) savedQuote.bookedShipmentId = shipment.shipmentId;
    return shipment;
  }

  /**
   * Seeded shipments, in one change: `make` takes their codes from the
   * ledger's counter, as book does. Only written through the OS (no sync):
   * seeds are made again alike from their index when a start misses some.
   */
  addSeededShipments(make: (nextCode: () => string) => readonly ShipmentRecord[]): void {
    const made = this.ledger.change((w) => {
      const records = make(() => shipmentCode(w.nextCodeNumber()));
      for (const s of records) w.putShipment(s);
      return records;
    }, 'written');
    this.loadShipments(made);
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

  switchTracking(shipment: ShipmentRecord, to: TrackingSwitch): void {
    this.ledger.change((w) => w.putShipment({ ...shipment, ...to }));
    shipment.trackingActive = to.trackingActive;
    shipment.trackingOffAt = to.trackingOffAt;
  }

  /* documents */

  /** An uploaded document and its file (base64); `replaces`: the shipment's documents it takes the place of. */
  addDocument(
    shipment: ShipmentRecord,
    document: DocumentRecord,
    file: string,
    replaces: readonly DocumentRecord[],
  ): void {
    this.ledger.change((w) => {
      if (replaces.length > 0) w.deleteDocuments(replaces.map((d) => d.id));
      w.putDocument(shipment.shipmentId, document, file);
    });
    shipment.documents = [...shipment.documents.filter((d) => !replaces.includes(d)), document];
  }

  /** An uploaded document of one of the account's shipments. */
  document(account: string, documentId: string): { shipment: ShipmentRecord; document: DocumentRecord } | undefined {
    for (const shipment of this.shipmentsOf(account)) {
      const document = shipment.documents.find((d) => d.id === documentId || d.id === documentId.toLowerCase());
      if (document) return { shipment, document };
    }
    return undefined;
  }

  /** The file of a document `document` found. */
  documentFile(document: DocumentRecord): string | undefined {
    return this.ledger.documentFile(document.id);
  }

  /* tariffs */

  addTariff(tariff: TariffDocumentRecord): void {
    this.ledger.change((w) => w.putTariff(tariff));
    this.tariffs.set(tariff.documentId, tariff);
  }

  tariffsOf(account: string): TariffDocumentRecord[] {
    return [...this.tariffs.values()].filter((t) => t.account === account);
  }

  /* records read back from the ledger: already kept there, so nothing to write */

  /** Forgets every record, to read the ledger's again (a run of changes kept together was rolled back). */
  forgetAll(): void {
    for (const map of [this.rates, this.quotes, this.quotesByShipmentId, this.shipments, this.shipmentsByCode])
      map.clear();
    this.shipmentsByAccount.clear();
    this.tariffs.clear();
    this.firstRateDueAt = Number.NEGATIVE_INFINITY;
    this.lastRateSweepAt = Number.NEGATIVE_INFINITY;
  }

  loadRates(records: readonly RateRecord[]): void {
    for (const r of records) this.keepRate(r);
  }

  loadQuotes(records: readonly SavedQuoteRecord[]): void {
    for (const q of records) this.keepQuote(q);
  }

  loadShipments(records: readonly ShipmentRecord[]): void {
    for (const s of records) {
      this.shipments.set(s.shipmentId, s);
      this.shipmentsByCode.set(s.code.toUpperCase(), s);
      const list = this.shipmentsByAccount.get(s.account);
      if (list) list.push(s);
      else this.shipmentsByAccount.set(s.account, [s]);
    }
  }

  /** Documents read back, onto their shipments' lists; how many had no shipment to go to. */
  loadDocuments(rows: ReadonlyArray<{ readonly shipmentId: string; readonly document: DocumentRecord }>): number {
    let orphans = 0;
    for (const { shipmentId, document } of rows) {
      const shipment = this.shipments.get(shipmentId);
      if (shipment) shipment.documents.push(document);
      else orphans += 1;
    }
    return orphans;
  }

  loadTariffs(records: readonly TariffDocumentRecord[]): void {
    for (const t of records) this.tariffs.set(t.documentId, t);
  }
}
